import { GREETING_DELAY_MS } from "./chat-timing";

/** What the greeting's timing reads from the page; the browser's own unless a test gives another. */
export interface PageLoad {
  /** Calls `listener` once the page's load event has come (at once if it has); returns a cancel. */
  whenLoaded(listener: () => void): () => void;
  /** When the load event ended, on the page's clock; 0 while it is still running. */
  loadEnd(): number;
  /** The page's clock, in milliseconds. */
  now(): number;
}

/**
 * Milliseconds from `now` until the greeting is due, 2 s after the load event ended
 * (hydration may finish after it, so the wait is what is left of the 2 s). A `loadEnd` of 0
 * means the load event is running now.
 */
export function untilGreeting(loadEnd: number, now: number): number {
  const sinceLoad = loadEnd ? now - loadEnd : 0;
  return Math.max(0, GREETING_DELAY_MS - sinceLoad);
}

const browserPage: PageLoad = {
  whenLoaded(listener) {
    if (document.readyState === "complete") {
      listener();
      return () => {};
    }
    window.addEventListener("load", listener, { once: true });
    return () => window.removeEventListener("load", listener);
  },
  loadEnd() {
    const navigation = performance.getEntriesByType("navigation")[0];
    return navigation && "loadEventEnd" in navigation ? Number(navigation.loadEventEnd) : 0;
  },
  now: () => performance.now(),
};

/** Calls `greet` once, 2 s after the page's load event; returns a cancel. */
export function scheduleGreeting(greet: () => void, page: PageLoad = browserPage): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopWaiting = page.whenLoaded(() => {
    timer = setTimeout(greet, untilGreeting(page.loadEnd(), page.now()));
  });
  return () => {
    stopWaiting();
    clearTimeout(timer);
  };
}
