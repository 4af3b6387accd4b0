import { useEffect, useState } from "react";
import { createLogoToggle } from "~/lib/logo-toggle";
import { prefersReducedMotion } from "~/lib/reduced-motion";

/**
 * The logo: a click takes the visitor back to the top of the page, and erases the first name
 * down to the initials (or types it back), one character every 60 ms; clicks during the
 * animation only scroll. Its name is what it shows once the letters rest, and what it does.
 */
export function LogoButton({ firstName, initials }: { firstName: string; initials: string }) {
  const [text, setText] = useState(firstName);
  const [resting, setResting] = useState(firstName);
  const [logo] = useState(() =>
    createLogoToggle(
      { firstName, initials },
      (shown) => {
        setText(shown);
        if (shown === firstName || shown === initials) setResting(shown);
      },
      prefersReducedMotion,
    ),
  );

  useEffect(() => logo.stop, [logo]);

  function backToTop() {
    // The page's scroll-behavior makes this smooth, or instant under reduced motion.
    window.scrollTo({ top: 0 });
    logo.toggle();
  }

  return (
    <button
      type="button"
      onClick={backToTop}
      aria-label={`${resting}, back to top`}
      title="Back to top"
      className="min-w-[3.5ch] rounded-md px-1 py-1 text-left font-mono text-xl font-bold tracking-tight text-accent"
    >
      <span aria-hidden="true" data-testid="logo-text">
        {text}
        <span className="logo-caret">_</span>
      </span>
    </button>
  );
}
