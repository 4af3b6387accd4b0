import { useEffect, useRef, useState } from "react";
import { LOGO_STEP_MS, logoSteps } from "~/lib/logo-steps";
import { prefersReducedMotion } from "~/lib/reduced-motion";

/**
 * The logo: a click erases the first name down to the initials and types it back on the
 * next click, one character every 60 ms. Clicks during the animation are ignored. The
 * accessible name stays the owner's full name whatever the letters show.
 */
export function LogoButton({ firstName, initials, fullName }: { firstName: string; initials: string; fullName: string }) {
  const [text, setText] = useState(firstName);
  const animating = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => () => clearTimeout(timer.current), []);

  function toggle() {
    if (animating.current) return;
    const target = text === firstName ? initials : firstName;
    if (prefersReducedMotion()) {
      setText(target);
      return;
    }
    const steps = logoSteps(text, target);
    animating.current = true;
    // Each step is due 60 ms after the previous one was due, not after it ran: a late timer
    // on a busy page does not push every later step back.
    const started = performance.now();
    const next = (index: number) => {
      const due = started + LOGO_STEP_MS * (index + 1);
      timer.current = setTimeout(() => {
        setText(steps[index] ?? target);
        if (index + 1 < steps.length) next(index + 1);
        else animating.current = false;
      }, Math.max(0, due - performance.now()));
    };
    next(0);
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={fullName}
      className="min-w-[3.5ch] rounded-md px-1 py-1 text-left font-mono text-xl font-bold tracking-tight text-accent"
    >
      <span aria-hidden="true" data-testid="logo-text">
        {text}
        <span className="logo-caret">_</span>
      </span>
    </button>
  );
}
