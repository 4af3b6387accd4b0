import { useEffect, useState } from "react";
import { createLogoToggle } from "~/lib/logo-toggle";
import { prefersReducedMotion } from "~/lib/reduced-motion";

/**
 * The logo: a click erases the first name down to the initials and types it back on the
 * next click, one character every 60 ms. Clicks during the animation are ignored. The
 * accessible name stays the owner's full name whatever the letters show.
 */
export function LogoButton({ firstName, initials, fullName }: { firstName: string; initials: string; fullName: string }) {
  const [text, setText] = useState(firstName);
  const [logo] = useState(() => createLogoToggle({ firstName, initials }, setText, prefersReducedMotion));

  useEffect(() => logo.stop, [logo]);

  return (
    <button
      type="button"
      onClick={logo.toggle}
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
