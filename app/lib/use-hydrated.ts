import { useEffect, useState } from "react";

/** False during the server render and the hydration pass, true once the page is interactive. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
