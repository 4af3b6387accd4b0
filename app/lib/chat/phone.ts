/**
 * Phone-number privacy (the phone only when a visitor explicitly asks for it). Shared by the
 * prompt builder, which leaves the number out of the model's context, and the redactor,
 * which removes it from answers however the model formats it.
 */

/** Does the visitor explicitly ask for a way to phone or message the owner? */
export function asksForPhone(message: string): boolean {
  return /\b(phone|phones|number|numbers|call|calls|calling|ring|mobile|cell|whats\s?app|telephone|tel|sms|text (him|you))\b/i.test(message);
}

/** Characters models put between digits when they format a phone number. */
const SEPARATOR = String.raw`[\s\-.()/\u00a0\u2010-\u2015]*`;

/**
 * A pattern matching the phone number written any common way: with or without the
 * country code, spaced, dashed, dotted, bracketed or run together.
 */
export function phonePattern(phone: string): RegExp {
  const digits = phone.replace(/\D/g, "");
  // The last ten digits are the number itself; anything before them is a country/trunk code.
  const national = digits.slice(-10);
  const prefix = digits.slice(0, -10);
  const spaced = (run: string) => run.split("").join(SEPARATOR);
  const countryCode = prefix ? `(?:\\(?(?:(?:\\+|00)${SEPARATOR})?${spaced(prefix)}\\)?${SEPARATOR})?` : String.raw`(?:\(?\+\d{1,3}\)?${SEPARATOR})?`;
  // Starts and ends on a digit (or the '+'/'(' of the code), never inside a longer number.
  return new RegExp(`(?<![\\d+])${countryCode}(?:0${SEPARATOR})?${spaced(national)}(?!\\d)`, "g");
}

export const PHONE_REDACTION = "[phone number available on request]";

export function redactPhone(text: string, phone: string): string {
  return text.replace(phonePattern(phone), PHONE_REDACTION);
}

/** The longest tail that could still grow into a phone number: digits and separators, optionally after a '+'. */
const PENDING_TAIL = /\+?[\d\s\-.()/\u00a0\u2010-\u2015]*$/;

/** A filter for text that arrives in chunks: what may go out now, and what is left at the end. */
export interface StreamRedactor {
  push(chunk: string): string;
  flush(): string;
}

/**
 * Redacts a phone number from text that arrives in chunks, where the number may be split
 * across chunks ("+91 987" … "65 43210"). It holds back a trailing run of digits and
 * separators until the next chunk shows whether it was part of the number.
 */
export function createPhoneRedactor(phone: string): StreamRedactor {
  let pending = "";
  return {
    push(chunk: string): string {
      const text = redactPhone(pending + chunk, phone);
      const tail = PENDING_TAIL.exec(text)?.[0] ?? "";
      // A tail without any digit cannot start a number: let it through.
      const held = /\d/.test(tail) ? tail : "";
      pending = held;
      return text.slice(0, text.length - held.length);
    },
    flush(): string {
      const rest = redactPhone(pending, phone);
      pending = "";
      return rest;
    },
  };
}

/** A stream filter that lets everything through. */
const UNREDACTED: StreamRedactor = { push: (text) => text, flush: () => "" };

/**
 * The phone rule for one answer: the number stays in it only when the new question asks
 * for it (whatever the conversation asked before); otherwise it is redacted, whole or streamed.
 */
export function phonePrivacy(question: string, phone: string | undefined): { redact: (text: string) => string; streaming: () => StreamRedactor } {
  // An owner who shares no number has none to keep out of answers.
  if (!phone || asksForPhone(question)) return { redact: (text) => text, streaming: () => UNREDACTED };
  return { redact: (text) => redactPhone(text, phone), streaming: () => createPhoneRedactor(phone) };
}
