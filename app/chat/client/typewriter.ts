import { TYPING_STEP_MS } from "./chat-timing";

/** What the typewriter shows: the text so far, and whether characters are still to come. */
export interface TypewriterState {
  shown: string;
  typing: boolean;
}

interface Typewriter {
  /** Adds text to type after what is already queued. */
  append(text: string): void;
  /** Clears the area and shows `text` at once. */
  show(text: string): void;
  /** Clears the area and types `text` from its first character. */
  type(text: string): void;
  /** Stops typing for good (what is queued is never shown). */
  stop(): void;
}

/**
 * Types text out one character (code point, so emoji stay whole) every 18 ms, telling
 * `onChange` each time. Text can keep arriving while it types (a streamed answer); `typing`
 * stays true until every character received so far is shown. When `reducedMotion()` is
 * true, text appears at once.
 */
export function createTypewriter(onChange: (state: TypewriterState) => void, reducedMotion: () => boolean): Typewriter {
  let shown = "";
  let typing = false;
  let pending: string[] = [];
  let timer: ReturnType<typeof setInterval> | undefined;

  const emit = () => onChange({ shown, typing });
  const stop = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const tick = () => {
    const next = pending.shift();
    if (next === undefined) {
      stop();
      typing = false;
    } else {
      shown += next;
    }
    emit();
  };

  const append = (text: string) => {
    if (!text) return;
    if (reducedMotion()) {
      shown += pending.join("") + text;
      pending = [];
      emit();
      return;
    }
    pending.push(...Array.from(text));
    if (!typing) {
      typing = true;
      emit();
    }
    timer ??= setInterval(tick, TYPING_STEP_MS);
  };

  const show = (text: string) => {
    stop();
    pending = [];
    typing = false;
    shown = text;
    emit();
  };

  return {
    append,
    show,
    type(text) {
      show("");
      append(text);
    },
    stop,
  };
}
