import { LOGO_STEP_MS, logoSteps } from "./logo-steps";

/**
 * Shows `steps` one after another, the first 60 ms from now, then calls `done`; returns a
 * cancel. Each step is due 60 ms after the previous one was due, not after it ran: a late
 * timer on a busy page does not push every later step back.
 */
export function playSteps(
  steps: readonly string[],
  show: (text: string) => void,
  done: () => void,
  now: () => number = () => performance.now(),
): () => void {
  const started = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const next = (index: number) => {
    const step = steps[index];
    if (step === undefined) {
      done();
      return;
    }
    const due = started + LOGO_STEP_MS * (index + 1);
    timer = setTimeout(
      () => {
        show(step);
        next(index + 1);
      },
      Math.max(0, due - now()),
    );
  };
  next(0);
  return () => clearTimeout(timer);
}

/**
 * The logo's click: from the first name to the initials or back, step by step through
 * `show`; a click while the letters are still moving is ignored. When `reducedMotion()` is
 * true the other name shows at once.
 */
export function createLogoToggle(
  { firstName, initials }: { firstName: string; initials: string },
  show: (text: string) => void,
  reducedMotion: () => boolean,
) {
  let text = firstName;
  let animating = false;
  let cancel = () => {};
  const display = (next: string) => {
    text = next;
    show(next);
  };
  return {
    toggle() {
      if (animating) return;
      const target = text === firstName ? initials : firstName;
      if (reducedMotion()) {
        display(target);
        return;
      }
      animating = true;
      cancel = playSteps(logoSteps(text, target), display, () => {
        animating = false;
      });
    },
    /** Stops the animation for good (the logo is leaving the page). */
    stop: () => cancel(),
  };
}
