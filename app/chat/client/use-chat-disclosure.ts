import { useCallback, useEffect, type KeyboardEvent, type RefObject } from "react";

/** Tailwind's `sm`: below it the box is a sheet over most of the screen, and a tap elsewhere folds it. */
const WIDE_SCREEN = "(min-width: 40rem)";
/** Past this share of the screen the open box is in the way, whatever it covers. */
const MAX_SCREEN_SHARE = 0.25;

/**
 * Runs as the page is parsed, before the first paint: wherever the open box would cover one of
 * the first screen's controls, or more than a quarter of the screen, it starts folded into its
 * header bar; and where even the bar would cover a control, the bar waits just above it
 * (until the page scrolls). Self-contained, as it runs from its own source text.
 */
function settleBox(details: HTMLDetailsElement, share: number): void {
  // No named inner functions: the Worker's bundler would wrap them in a helper this copy lacks.
  const box = details.parentElement;
  if (!box) return;
  const controls = Array.from(document.querySelectorAll("a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex='-1'])"))
    .filter((control) => !box.contains(control))
    .map((control) => control.getBoundingClientRect())
    .filter((area) => area.width > 0 && area.bottom > 0 && area.top < innerHeight);
  let lift = 0;
  for (let tries = 0; tries < 9; tries++) {
    const bottom = box.offsetTop + box.offsetHeight - lift;
    const top = bottom - box.offsetHeight;
    const left = box.offsetLeft;
    const right = left + box.offsetWidth;
    const covered = controls.filter((area) => area.left < right && area.right > left && area.top < bottom && area.bottom > top);
    if (details.open) {
      if (covered.length === 0 && box.offsetWidth * box.offsetHeight <= share * innerWidth * innerHeight) return;
      details.open = false;
      continue;
    }
    if (covered.length === 0) {
      if (lift > 0) box.style.setProperty("--chat-lift", lift + "px");
      return;
    }
    lift = box.offsetTop + box.offsetHeight - Math.min(...covered.map((area) => area.top)) + 8;
    if (lift > innerHeight / 2) return;
  }
}

export const SETTLE_BOX = `(${settleBox.toString()})(document.currentScript.previousElementSibling,${MAX_SCREEN_SHARE})`;

const isNarrow = () => !window.matchMedia(WIDE_SCREEN).matches;

/**
 * The page keeps clear of the box: its bottom padding and scroll padding follow the box's
 * height (app.css), so the end of the page scrolls above it and focus stops short of it. The
 * open box folds when focus leaves it for the page, on Escape, and on a narrow screen at a tap elsewhere.
 */
export function useChatDisclosure(box: RefObject<HTMLElement>, details: RefObject<HTMLDetailsElement>) {
  useEffect(() => {
    const aside = box.current;
    const panel = details.current;
    const root = document.documentElement;
    if (!aside || !panel) return;
    const sizes = new ResizeObserver(() => root.style.setProperty("--chat-height", `${aside.offsetHeight}px`));
    sizes.observe(aside);
    // The bar waited above the first screen's controls (settleBox); once the page moves, or the box opens, it goes down to its corner.
    const settleDown = () => aside.style.removeProperty("--chat-lift");
    window.addEventListener("scroll", settleDown, { once: true, passive: true });
    panel.addEventListener("toggle", settleDown, { once: true });
    const foldWhenFocusLeaves = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (panel.open && next instanceof Node && !aside.contains(next)) panel.open = false;
    };
    const foldOnTapOutside = (event: Event) => {
      if (panel.open && isNarrow() && event.target instanceof Node && !aside.contains(event.target)) panel.open = false;
    };
    aside.addEventListener("focusout", foldWhenFocusLeaves);
    document.addEventListener("pointerdown", foldOnTapOutside);
    return () => {
      sizes.disconnect();
      window.removeEventListener("scroll", settleDown);
      panel.removeEventListener("toggle", settleDown);
      root.style.removeProperty("--chat-height");
      aside.removeEventListener("focusout", foldWhenFocusLeaves);
      document.removeEventListener("pointerdown", foldOnTapOutside);
    };
  }, [box, details]);

  /** Escape folds the open box and leaves focus on its header. */
  return useCallback(
    (event: KeyboardEvent) => {
      const panel = details.current;
      if (event.key !== "Escape" || !panel?.open) return;
      panel.open = false;
      panel.querySelector("summary")?.focus();
    },
    [details],
  );
}
