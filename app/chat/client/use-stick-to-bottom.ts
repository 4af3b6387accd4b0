import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";

// Layout effects warn during the server render, where there is nothing to scroll anyway.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * Keeps a scrolling area at its newest (bottom) content whenever `content` changes, unless
 * the visitor has scrolled up to read something earlier. It stops once the last element
 * matching `stopAt` reaches the top, so a long new message is read from its start. Also says
 * whether the area scrolls at all, so it can be made focusable (and scrolled by keyboard) only then.
 */
export function useStickToBottom<T extends HTMLElement>(content: unknown, stopAt: string) {
  const ref = useRef<T>(null);
  const pinned = useRef(true);
  const [scrollable, setScrollable] = useState(false);

  const follow = useCallback(() => {
    const area = ref.current;
    if (!area) return;
    if (pinned.current) {
      const anchor = Array.from(area.querySelectorAll(stopAt)).at(-1);
      const anchorTop = anchor ? anchor.getBoundingClientRect().top - area.getBoundingClientRect().top + area.scrollTop : Infinity;
      area.scrollTop = Math.min(area.scrollHeight, anchorTop);
    }
    setScrollable(area.scrollHeight > area.clientHeight + 1);
  }, [stopAt]);

  const measured = useRef(false);
  useBrowserLayoutEffect(() => {
    if (measured.current) return follow();
    // The first measure waits for the browser's next frame, which lays the page out anyway:
    // measuring during hydration would force a whole-page layout in the middle of it.
    measured.current = true;
    const frame = requestAnimationFrame(follow);
    return () => cancelAnimationFrame(frame);
  }, [content, follow]);

  const onScroll = useCallback(() => {
    const area = ref.current;
    if (area) pinned.current = area.scrollHeight - area.scrollTop - area.clientHeight < 16;
  }, []);

  /** Back to the newest, and stay there (a new question, or the box opening). */
  const stick = useCallback(() => {
    pinned.current = true;
    follow();
  }, [follow]);

  return { ref, onScroll, scrollable, stick };
}
