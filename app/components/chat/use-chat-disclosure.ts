import { useCallback, useEffect, type KeyboardEvent, type RefObject } from "react";

/** Tailwind's `sm`: from here up the box stays open, as on a desktop. */
const WIDE_SCREEN = "(min-width: 40rem)";

/**
 * Runs as the page is parsed, before the first paint and long before hydration: on a
 * narrow screen the box starts folded into its header bar. (Without JavaScript it stays
 * open, so the form is always there.)
 */
export const FOLD_ON_NARROW_SCREEN = `(function(){var d=document.currentScript.previousElementSibling;if(d&&!matchMedia("${WIDE_SCREEN}").matches)d.open=false})()`;

const isNarrow = () => !window.matchMedia(WIDE_SCREEN).matches;

/**
 * On narrow screens the open box covers the page, so it folds again as soon as the
 * visitor is elsewhere: focus or a tap outside it, or Escape. It follows the screen when
 * it turns (folded when narrow, open when wide). Wide screens keep it as the visitor left it.
 */
export function useChatDisclosure(box: RefObject<HTMLElement>, details: RefObject<HTMLDetailsElement>) {
  useEffect(() => {
    const wide = window.matchMedia(WIDE_SCREEN);
    const followScreen = () => {
      if (details.current) details.current.open = wide.matches;
    };
    const foldIfOutside = (event: Event) => {
      const panel = details.current;
      if (!panel?.open || wide.matches) return;
      if (event.target instanceof Node && !box.current?.contains(event.target)) panel.open = false;
    };
    wide.addEventListener("change", followScreen);
    document.addEventListener("focusin", foldIfOutside);
    document.addEventListener("pointerdown", foldIfOutside);
    return () => {
      wide.removeEventListener("change", followScreen);
      document.removeEventListener("focusin", foldIfOutside);
      document.removeEventListener("pointerdown", foldIfOutside);
    };
  }, [box, details]);

  /** Escape folds the open box on a narrow screen and leaves focus on its header. */
  return useCallback(
    (event: KeyboardEvent) => {
      const panel = details.current;
      if (event.key !== "Escape" || !panel?.open || !isNarrow()) return;
      panel.open = false;
      panel.querySelector("summary")?.focus();
    },
    [details],
  );
}
