import { useCallback, useEffect, useRef, useState } from "react";
import { TYPING_STEP_MS } from "./chat-timing";
import { prefersReducedMotion } from "./reduced-motion";

/**
 * Types text out one character (code point, so emoji stay whole) every 18 ms. Text can
 * keep arriving while it types (a streamed answer); `typing` stays true until every
 * character received so far is shown. Under reduced motion text appears at once.
 */
export function useTypewriter() {
  const [shown, setShown] = useState("");
  const [typing, setTyping] = useState(false);
  const pending = useRef<string[]>([]);
  const timer = useRef<ReturnType<typeof setInterval>>();

  const stop = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
  }, []);

  const tick = useCallback(() => {
    const next = pending.current.shift();
    if (next === undefined) {
      stop();
      setTyping(false);
      return;
    }
    setShown((text) => text + next);
  }, [stop]);

  /** Adds text to type after what is already queued. */
  const append = useCallback(
    (text: string) => {
      if (!text) return;
      if (prefersReducedMotion()) {
        setShown((current) => current + pending.current.join("") + text);
        pending.current = [];
        return;
      }
      pending.current.push(...Array.from(text));
      setTyping(true);
      if (!timer.current) timer.current = setInterval(tick, TYPING_STEP_MS);
    },
    [tick],
  );

  /** Clears the area and shows `text` at once (used for 'Thinking…' and restored answers). */
  const show = useCallback(
    (text: string) => {
      stop();
      pending.current = [];
      setTyping(false);
      setShown(text);
    },
    [stop],
  );

  /** Clears the area and types `text` from its first character. */
  const type = useCallback(
    (text: string) => {
      show("");
      append(text);
    },
    [show, append],
  );

  useEffect(() => stop, [stop]);

  return { shown, typing, append, show, type };
}
