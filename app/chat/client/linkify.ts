/**
 * Finds the web addresses and e-mail addresses in an answer, so the chat box can render
 * them as links (React elements, never HTML). Only three kinds of link can come out:
 * http, https and mailto; anything else (javascript:, data:, markup) stays plain text.
 */
export type TextPart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string; external: boolean };

// The characters RFC 3986 allows in a URL, ASCII only: a link stops at a space, a quote,
// an angle bracket, an emoji or an ellipsis.
const URL_CHARS = "[A-Za-z0-9\\-._~:/?#\\[\\]@!$&'()*+,;=%]";
const WEB = `\\bhttps?://${URL_CHARS}+|\\bwww\\.${URL_CHARS}+`;
const EMAIL = "(?:\\bmailto:)?[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}\\b";
const CANDIDATES = new RegExp(`${WEB}|${EMAIL}`, "gi");

const TRAILING = /[.,;:!?'"*]$/;

function count(text: string, character: string): number {
  return text.split(character).length - 1;
}

/** Punctuation that ends the sentence rather than the address stays outside the link. */
function trimTrailing(candidate: string): string {
  let text = candidate;
  for (;;) {
    if (TRAILING.test(text)) text = text.slice(0, -1);
    // A closing bracket belongs to the address only when it closes one opened inside it.
    else if (text.endsWith(")") && count(text, ")") > count(text, "(")) text = text.slice(0, -1);
    else if (text.endsWith("]") && count(text, "]") > count(text, "[")) text = text.slice(0, -1);
    else return text;
  }
}

function webHref(text: string): string | null {
  try {
    const url = new URL(/^www\./i.test(text) ? `https://${text}` : text);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    // "http://javascript:alert(1)@x.co/" goes to x.co while its text says otherwise: user info stays text.
    if (url.username || url.password) return null;
    return url.hostname.includes(".") || url.hostname === "localhost" ? url.href : null;
  } catch {
    return null;
  }
}

function linkFor(text: string): TextPart | null {
  if (text.includes("@") && !/^(https?:\/\/|www\.)/i.test(text)) {
    const address = text.replace(/^mailto:/i, "");
    return { kind: "link", text, href: `mailto:${address}`, external: false };
  }
  const href = webHref(text);
  // Every web link leaves the conversation, so it opens beside it.
  return href ? { kind: "link", text, href, external: true } : null;
}

/** The text cut into plain parts and links, in order; joined, the parts give back the text. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let plain = "";
  let last = 0;
  for (const match of text.matchAll(CANDIDATES)) {
    const candidate = trimTrailing(match[0]);
    const link = candidate ? linkFor(candidate) : null;
    if (!link) continue;
    plain += text.slice(last, match.index);
    if (plain) parts.push({ kind: "text", text: plain });
    plain = "";
    parts.push(link);
    last = match.index + candidate.length;
  }
  plain += text.slice(last);
  if (plain) parts.push({ kind: "text", text: plain });
  return parts;
}
