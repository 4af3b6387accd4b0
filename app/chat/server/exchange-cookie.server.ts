import { isHttps, readCookie, serializeCookie } from "~/lib/cookies";
import type { Exchange } from "../shared/conversation";
import { MAX_ANSWER_CHARS, MAX_QUESTION_CHARS } from "../shared/limits";
import { readAtMost } from "./read-at-most.server";

/**
 * The last question and answer of a visitor without JavaScript, carried across the
 * Post/Redirect/Get in a short-lived cookie: not in the URL, and gone once shown. The text
 * is compressed (deflate) so a full answer fits a cookie.
 *
 * The cookie comes back from the visitor, so it is read as hostile: its length and
 * alphabet are checked before decoding, decompression stops at a few kilobytes (a deflate
 * bomb is abandoned early), and only a question and a reply or an error sentence, each
 * within its limit, are shown. Anything else is ignored (and the cookie cleared).
 */
const CHAT_COOKIE = "chat";
/** Browsers keep about 4 KB per cookie; the name and attributes need a little of it. */
export const MAX_COOKIE_VALUE_CHARS = 3800;
/** The exchange as JSON, before compression: enough for a full question and answer. */
export const MAX_EXCHANGE_JSON_BYTES = 8 * 1024;
/** An error sentence is one short sentence (see errors.server.ts). */
export const MAX_ERROR_CHARS = 200;
const MAX_AGE_SECONDS = 120;
/**
 * Compressed bytes fed to the decompressor at a time: deflate expands at most about 1,000
 * times, so no step inflates more than about 64 KB, however the runtime buffers.
 */
const INFLATE_STEP_BYTES = 64;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

async function deflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  return (await readAtMost(new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate-raw")), Infinity)) ?? new Uint8Array(0);
}

/**
 * Inflates at most `limit` bytes; null past it. The input is fed a little at a time, as it is read.
 * A truncated or unfinished stream rejects (the caller treats it as no cookie); every promise the
 * writing side makes is handled here, so none reaches the owner's log as an uncaught error.
 */
export async function inflateAtMost(bytes: Uint8Array<ArrayBuffer>, limit: number): Promise<Uint8Array | null> {
  const inflater = new DecompressionStream("deflate-raw");
  const writer = inflater.writable.getWriter();
  const ignore = () => undefined;
  writer.closed.catch(ignore);
  const writing = (async () => {
    for (let offset = 0; offset < bytes.byteLength; offset += INFLATE_STEP_BYTES) {
      await writer.ready;
      await writer.write(bytes.slice(offset, offset + INFLATE_STEP_BYTES));
    }
    await writer.close();
  })().catch(ignore);
  try {
    return await readAtMost(inflater.readable, limit);
  } finally {
    await writer.abort().catch(ignore);
    await writing;
  }
}

/** At most `max` characters, the last of them an ellipsis when something was cut. */
function clip(text: string, max: number): string {
  const characters = [...text];
  return characters.length <= max ? text : `${characters.slice(0, Math.max(0, max - 1)).join("")}…`;
}

function serialized(exchange: Exchange): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(JSON.stringify(exchange));
}

/** The cookie value: every field within its limit, the reply shortened until the whole fits. */
export async function encodeExchange(exchange: Exchange): Promise<string> {
  const question = clip(exchange.question, MAX_QUESTION_CHARS);
  let current: Exchange =
    typeof exchange.reply === "string"
      ? { question, reply: clip(exchange.reply, MAX_ANSWER_CHARS) }
      : { question, error: clip(exchange.error ?? "", MAX_ERROR_CHARS) };
  for (;;) {
    const json = serialized(current);
    const value = toBase64Url(await deflate(json));
    const fits = value.length <= MAX_COOKIE_VALUE_CHARS && json.byteLength <= MAX_EXCHANGE_JSON_BYTES;
    const reply = current.reply;
    if (fits || reply === undefined || [...reply].length <= 1) return value;
    current = { question, reply: clip(reply, Math.floor([...reply].length * 0.8)) };
  }
}

function isWithin(value: unknown, max: number): value is string {
  return typeof value === "string" && [...value].length <= max;
}

/** Exactly {question, reply} or {question, error}, each within its limit. */
function checkedExchange(parsed: unknown): Exchange | null {
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
  const fields: Record<string, unknown> = { ...parsed };
  const keys = Object.keys(fields).sort().join(",");
  const { question, reply, error } = fields;
  if (!isWithin(question, MAX_QUESTION_CHARS)) return null;
  if (keys === "question,reply" && isWithin(reply, MAX_ANSWER_CHARS)) return { question, reply };
  if (keys === "error,question" && isWithin(error, MAX_ERROR_CHARS)) return { question, error };
  return null;
}

/** The exchange in a cookie value, or null for anything that is not one this site wrote. */
export async function decodeExchange(value: string): Promise<Exchange | null> {
  if (value.length > MAX_COOKIE_VALUE_CHARS || !BASE64URL.test(value)) return null;
  try {
    const json = await inflateAtMost(fromBase64Url(value), MAX_EXCHANGE_JSON_BYTES);
    if (!json) return null;
    return checkedExchange(JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(json)));
  } catch {
    // A cookie that was tampered with or cut short is simply not shown.
    return null;
  }
}

function exchangeCookie(value: string, { secure }: { secure: boolean }): string {
  return serializeCookie(CHAT_COOKIE, value, { maxAgeSeconds: MAX_AGE_SECONDS, httpOnly: true, secure });
}

/** Post/Redirect/Get for a visitor without JavaScript: back to the page, the exchange in the cookie. */
export async function redirectWithExchange(request: Request, exchange: Exchange): Promise<Response> {
  const cookie = exchangeCookie(await encodeExchange(exchange), { secure: isHttps(request) });
  return new Response(null, { status: 303, headers: { Location: "/", "Set-Cookie": cookie, "Cache-Control": "no-store" } });
}

/**
 * The question and answer a no-JavaScript visitor was redirected with, if any, and the
 * headers that show it once: the cookie is cleared (also when it failed the checks), and
 * the page is private and never cached.
 */
export async function takeExchange(request: Request): Promise<{ exchange: Exchange | null; headers: Record<string, string> } | null> {
  const value = readCookie(request.headers.get("Cookie"), CHAT_COOKIE);
  if (value === null) return null;
  const cleared = serializeCookie(CHAT_COOKIE, "", { maxAgeSeconds: 0, httpOnly: true, secure: isHttps(request) });
  return {
    exchange: value ? await decodeExchange(value) : null,
    headers: { "Cache-Control": "private, no-store", "Set-Cookie": cleared },
  };
}
