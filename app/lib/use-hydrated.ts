import { startTransition, useEffect, useState } from "react";

/** False during the server render and the hydration pass, true once the page is interactive. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // A transition: the re-render it causes (the carousel's whole track) yields to the browser
  // in slices instead of holding the main thread right after hydration.
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
