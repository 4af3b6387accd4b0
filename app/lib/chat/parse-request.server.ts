import { ChatRequestError, MESSAGES } from "./errors.server";

export const MAX_MESSAGE_CHARS = 500;
export const MAX_BODY_BYTES = 8 * 1024;

export type Reply = "stream" | "json" | "document";

const CONTENT_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data", "application/json"] as const;
type ContentType = (typeof CONTENT_TYPES)[number];

function mediaType(header: string | null): ContentType | null {
  const type = header?.split(";")[0]?.trim().toLowerCase();
  return (CONTENT_TYPES as readonly string[]).includes(type ?? "") ? (type as ContentType) : null;
}

/** How the caller wants the answer: a stream, JSON, or (a browser without JavaScript) a page. */
export function replyKind(request: Request): Reply {
  const accept = request.headers.get("Accept") ?? "";
  if (accept.includes("text/event-stream")) return "stream";
  if (accept.includes("application/json")) return "json";
  const navigate = request.headers.get("Sec-Fetch-Mode") === "navigate" || accept.includes("text/html");
  return navigate ? "document" : "json";
}

/** Reads the body, refusing it as soon as it passes the limit (a missing or false Content-Length changes nothing). */
async function readLimited(request: Request): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
    throw new ChatRequestError(413, MESSAGES.bodyTooLarge);
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) {
        await reader.cancel().catch(() => undefined);
        throw new ChatRequestError(413, MESSAGES.bodyTooLarge);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof ChatRequestError) throw error;
    throw new ChatRequestError(400, MESSAGES.malformed);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ChatRequestError(400, MESSAGES.malformed);
  }
}

async function messageField(request: Request, type: ContentType, body: Uint8Array<ArrayBuffer>): Promise<unknown> {
  if (type === "application/json") {
    let parsed: unknown;
    try {
      parsed = JSON.parse(decodeUtf8(body));
    } catch {
      throw new ChatRequestError(400, MESSAGES.malformed);
    }
    // Only {"message": "..."}: a role, a system prompt or any other field is refused, not ignored.
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
      throw new ChatRequestError(400, MESSAGES.jsonShape);
    }
    const keys = Object.keys(parsed);
    if (keys.length !== 1 || keys[0] !== "message") throw new ChatRequestError(400, MESSAGES.jsonShape);
    return (parsed as { message: unknown }).message;
  }
  if (type === "application/x-www-form-urlencoded") {
    return new URLSearchParams(decodeUtf8(body)).get("message");
  }
  let form: FormData;
  try {
    const copy = new Request(request.url, {
      method: "POST",
      headers: { "Content-Type": request.headers.get("Content-Type") ?? "" },
      body,
    });
    form = await copy.formData();
  } catch {
    throw new ChatRequestError(400, MESSAGES.malformed);
  }
  return form.get("message");
}

/**
 * What reaches the model and the logs: control characters (except tab and newline),
 * invisible zero-width characters and bidirectional overrides are dropped, and lone
 * surrogates become U+FFFD. A message of nothing but those is empty.
 */
export function cleanMessage(text: string): string {
  return (
    text
      .toWellFormed()
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, "")
      .replace(/[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g, "")
      .trim()
  );
}

/** The visitor's question from any accepted body, validated; anything else is a ChatRequestError. */
export async function readMessage(request: Request): Promise<string> {
  const type = mediaType(request.headers.get("Content-Type"));
  if (!type) throw new ChatRequestError(415, MESSAGES.contentType);
  const body = await readLimited(request);
  const field = await messageField(request, type, body);
  if (field !== null && typeof field !== "string") {
    throw new ChatRequestError(400, type === "application/json" ? MESSAGES.jsonShape : MESSAGES.malformed);
  }
  const message = cleanMessage(field ?? "");
  if (message === "") throw new ChatRequestError(400, MESSAGES.empty);
  if ([...message].length > MAX_MESSAGE_CHARS) throw new ChatRequestError(413, MESSAGES.tooLong);
  return message;
}
