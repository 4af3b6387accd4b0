import { useEffect, useState } from "react";
import { prefersReducedMotion } from "~/lib/reduced-motion";
import { createTypewriter, type TypewriterState } from "./typewriter";

/**
 * The typewriter (./typewriter.ts) as React state: `shown` is the text typed so far, `typing`
 * is true while characters received are still to be shown. The functions are stable.
 */
export function useTypewriter() {
  const [state, setState] = useState<TypewriterState>({ shown: "", typing: false });
  const [writer] = useState(() => createTypewriter(setState, prefersReducedMotion));

  useEffect(() => writer.stop, [writer]);

  return { shown: state.shown, typing: state.typing, append: writer.append, show: writer.show, type: writer.type };
}
