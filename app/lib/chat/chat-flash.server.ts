import { serializeCookie } from "~/lib/cookies";

/**
 * The last question and answer of a visitor without JavaScript, carried across the
 * Post/Redirect/Get in a short-lived cookie: not in the URL, and gone once shown.
 * The text is compressed (deflate) so a full 512-token answer fits a cookie.
 */
export interface ChatExchange {
  question: string;
  reply?: string;
  error?: string;
}

export const CHAT_COOKIE = "chat";
/** Browsers keep about 4 KB per cookie; the name and attributes need a little of it. */
const MAX_VALUE_BYTES = 3800;

async function pipeBytes(bytes: Uint8Array<ArrayBuffer>, transform: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(transform);
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

async function encode(exchange: ChatExchange): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(exchange));
  return toBase64Url(await pipeBytes(json, new CompressionStream("deflate-raw")));
}

/** The cookie value, shortening the reply until it fits. */
export async function encodeExchange(exchange: ChatExchange): Promise<string> {
  let current = exchange;
  for (;;) {
    const value = await encode(current);
    if (value.length <= MAX_VALUE_BYTES || !current.reply) return value;
    const reply = [...current.reply];
    current = { ...current, reply: `${reply.slice(0, Math.floor(reply.length * 0.8)).join("")}…` };
  }
}

export async function decodeExchange(value: string): Promise<ChatExchange | null> {
  try {
    const json = await pipeBytes(fromBase64Url(value), new DecompressionStream("deflate-raw"));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(json));
    if (typeof parsed !== "object" || parsed === null) return null;
    const { question, reply, error } = parsed as Record<string, unknown>;
    if (typeof question !== "string") return null;
    if (typeof reply !== "string" && typeof error !== "string") return null;
    return typeof reply === "string" ? { question, reply } : { question, error: String(error) };
  } catch {
    // A cookie that was tampered with or cut short is simply not shown.
    return null;
  }
}

const MAX_AGE_SECONDS = 120;

export function exchangeCookie(value: string, { secure }: { secure: boolean }): string {
  return serializeCookie(CHAT_COOKIE, value, { maxAgeSeconds: MAX_AGE_SECONDS, httpOnly: true, secure });
}

export function clearExchangeCookie({ secure }: { secure: boolean }): string {
  return serializeCookie(CHAT_COOKIE, "", { maxAgeSeconds: 0, httpOnly: true, secure });
}
