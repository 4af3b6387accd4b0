import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

// The server's HTML is the whole page: let the browser paint it first, then hydrate in
// the next task, so hydration never holds up the first (and largest) paint.
requestAnimationFrame(() => setTimeout(hydrate, 0));
