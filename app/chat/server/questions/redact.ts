/**
 * A question as the log keeps it: whatever could identify someone (an address, a number,
 * a link) is replaced by a placeholder, and the text is cut to a length worth reading.
 */
export const MAX_LOGGED_CHARS = 300;

export const PLACEHOLDERS = { email: "[email]", url: "[link]", phone: "[phone]", number: "[number]" } as const;

const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"]+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|dev|app|co|me|ai|pl|de|uk|fr|eu)\/[^\s<>"]*/gi;
const EMAIL_PATTERN = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
// Seven or more digits with the separators phone numbers are written with: +48 601 234 567, (555) 123-4567, 555.123.4567.
const PHONE_PATTERN = /(?:\+|\b00)?\(?\d(?:[\s().-]{0,3}\d){6,}/g;
const DIGIT_RUN_PATTERN = /\d{5,}/g;

export function redactQuestion(question: string): string {
  const redacted = question
    .replace(EMAIL_PATTERN, PLACEHOLDERS.email)
    .replace(URL_PATTERN, PLACEHOLDERS.url)
    .replace(PHONE_PATTERN, PLACEHOLDERS.phone)
    .replace(DIGIT_RUN_PATTERN, PLACEHOLDERS.number)
    .replace(/\s+/g, " ")
    .trim();
  return Array.from(redacted).slice(0, MAX_LOGGED_CHARS).join("");
}
