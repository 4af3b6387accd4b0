import data from "./replies.json";

/** The sentences the offline answerer says are data (replies.json); the code picks one and fills it. */

export type ReplyKey = keyof typeof data.replies;
export type Values = Readonly<Record<string, string | number | undefined>>;

const EMOJI = /\p{Extended_Pictographic}/u;
const CLOSING_EMOJI = / (\p{Extended_Pictographic}\uFE0F?)$/u;

/** A template split at its placeholders (text at even places, names at odd ones), once per template as answers are many. */
interface Split {
  whole: string[];
  /** Without its closing emoji, if it has one. */
  body: string[];
  closing?: string;
}
const splits = new Map<ReplyKey, Split>();
function split(key: ReplyKey): Split {
  let found = splits.get(key);
  if (!found) {
    const template = data.replies[key];
    const closing = CLOSING_EMOJI.exec(template);
    const parts = (text: string) => text.split(/\{(\w+)\}/);
    found = { whole: parts(template), body: parts(closing ? template.slice(0, closing.index) : template), closing: closing?.[1] };
    splits.set(key, found);
  }
  return found;
}

/** Fills templates with their own values and with `common`, which any of them may name (the owner's first name, e-mail…). */
export function templates(common: Values = {}) {
  // One pass, so an owner's text that has braces in it is never read as a placeholder.
  const fill = (key: ReplyKey, parts: readonly string[], values: Values) =>
    parts
      .map((part, i) => {
        if (i % 2 === 0) return part;
        const value = part in values ? values[part] : common[part];
        // A visitor never reads "{project}" or "undefined": a template asking for what its reply does not give fails the tests.
        if (value === undefined) throw new Error(`The reply "${key}" has no value for {${part}}`);
        return String(value);
      })
      .join("");
  return {
    say: (key: ReplyKey, values: Values = {}): string => fill(key, split(key).whole, values),
    /** At most one emoji per answer: the template's closing emoji only when the owner's words filled in bring none. */
    sayOnce: (key: ReplyKey, values: Values = {}): string => {
      const { body, closing } = split(key);
      const text = fill(key, body, values);
      return closing && !EMOJI.test(text) ? `${text} ${closing}` : text;
    },
  };
}
