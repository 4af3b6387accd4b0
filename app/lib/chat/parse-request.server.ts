import type { ChatTurn } from "./conversation";
import { CONVERSATION_MESSAGES as TURN, ChatRequestError, MESSAGES } from "./errors.server";
import { MAX_ANSWER_CHARS, MAX_BODY_BYTES, MAX_HISTORY_EXCHANGES, MAX_QUESTION_CHARS } from "./limits";
import { discardAtMost, readAtMost } from "./read-at-most.server";

/** How much of a body refused for its size is still read (and forgotten), so the refusal reaches its sender. */
const DISCARD_BYTES = 1024 * 1024;

/** What the chat answers: the newest question, and the conversation before it (oldest first). */
export interface ChatRequest {
  question: string;
  history: ChatTurn[];
}

export type Reply = "stream" | "json" | "document";

const CONTENT_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data", "application/json"] as const;
type ContentType = (typeof CONTENT_TYPES)[number];

function isContentType(value: string): value is ContentType {
  return (CONTENT_TYPES as readonly string[]).includes(value);
}

function mediaType(header: string | null): ContentType | null {
  const type = header?.split(";")[0]?.trim().toLowerCase() ?? "";
  return isContentType(type) ? type : null;
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
    if (request.body) await discardAtMost(request.body, DISCARD_BYTES);
    throw new ChatRequestError(413, MESSAGES.bodyTooLarge);
  }
  if (!request.body) return new Uint8Array(0);
  let body: Uint8Array<ArrayBuffer> | null;
  try {
    body = await readAtMost(request.body, MAX_BODY_BYTES, DISCARD_BYTES);
  } catch {
    throw new ChatRequestError(400, MESSAGES.malformed);
  }
  if (!body) throw new ChatRequestError(413, MESSAGES.bodyTooLarge);
  return body;
}

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ChatRequestError(400, MESSAGES.malformed);
  }
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

function characters(text: string): number {
  return [...text].length;
}

/** The newest question, cleaned: empty is a 400, too long a 413 (as it always was). */
function checkedQuestion(field: string): string {
  const question = cleanMessage(field);
  if (question === "") throw new ChatRequestError(400, MESSAGES.empty);
  if (characters(question) > MAX_QUESTION_CHARS) throw new ChatRequestError(413, MESSAGES.tooLong);
  return question;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** One turn of `messages` as sent: exactly a role and a text content, in its place (turns alternate from the visitor's). */
function shapedTurn(value: unknown, index: number): ChatTurn {
  const turn = index + 1;
  const refuse = (sentence: string) => new ChatRequestError(400, sentence);
  if (!isRecord(value)) throw refuse(TURN.turnShape(turn));
  const keys = Object.keys(value);
  if (keys.length !== 2 || !Object.hasOwn(value, "role") || !Object.hasOwn(value, "content")) throw refuse(TURN.turnShape(turn));
  const { role, content } = value;
  if (role === "system") throw refuse(TURN.systemRole);
  if (role !== "user" && role !== "assistant") throw refuse(TURN.unknownRole(turn));
  if (typeof content !== "string") throw refuse(TURN.notText(turn));
  if (role !== (index % 2 === 0 ? "user" : "assistant")) throw refuse(TURN.order);
  return { role, content };
}

/** An earlier turn, cleaned, not empty and within the limit of its role. */
function cleanedTurn({ role, content }: ChatTurn, index: number): ChatTurn {
  const turn = index + 1;
  const cleaned = cleanMessage(content);
  if (cleaned === "") throw new ChatRequestError(400, TURN.emptyTurn(turn));
  const limit = role === "user" ? MAX_QUESTION_CHARS : MAX_ANSWER_CHARS;
  if (characters(cleaned) > limit) {
    throw new ChatRequestError(400, role === "user" ? TURN.longQuestion(turn) : TURN.longAnswer(turn));
  }
  return { role, content: cleaned };
}

/** `{"messages": [...]}`: earlier turns alternating user/assistant, the new question last. */
function conversation(field: unknown): ChatRequest {
  if (!Array.isArray(field)) throw new ChatRequestError(400, TURN.notList);
  const messages: unknown[] = field;
  if (messages.length === 0) throw new ChatRequestError(400, TURN.noTurns);
  if (messages.length > MAX_HISTORY_EXCHANGES * 2 + 1) throw new ChatRequestError(400, TURN.tooManyTurns);
  const turns = messages.map(shapedTurn);
  const last = turns.pop();
  // Ending on an answer means there is no new question.
  if (last?.role !== "user") throw new ChatRequestError(400, TURN.order);
  return { question: checkedQuestion(last.content), history: turns.map(cleanedTurn) };
}

/** A JSON body is `{"message": "..."}` or `{"messages": [...]}`; a role, a system prompt or any other field is refused, not ignored. */
function fromJson(body: Uint8Array): ChatRequest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeUtf8(body));
  } catch {
    throw new ChatRequestError(400, MESSAGES.malformed);
  }
  if (!isRecord(parsed)) throw new ChatRequestError(400, MESSAGES.jsonShape);
  const keys = Object.keys(parsed).join(",");
  if (keys === "messages") return conversation(parsed.messages);
  if (keys !== "message" || typeof parsed.message !== "string") throw new ChatRequestError(400, MESSAGES.jsonShape);
  return { question: checkedQuestion(parsed.message), history: [] };
}

/** The fields of a form, or null for a field that is missing; a file where text belongs is malformed. */
async function formFields(request: Request, type: ContentType, body: Uint8Array<ArrayBuffer>) {
  if (type === "application/x-www-form-urlencoded") {
    const form = new URLSearchParams(decodeUtf8(body));
    return { message: form.get("message"), suggestion: form.get("suggestion") };
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
  const text = (name: string) => {
    const value = form.get(name);
    if (value !== null && typeof value !== "string") throw new ChatRequestError(400, MESSAGES.malformed);
    return value;
  };
  return { message: text("message"), suggestion: text("suggestion") };
}

/**
 * A form (the page without JavaScript) carries one question: the suggested question the
 * visitor chose (a submit button named "suggestion") or else the typed `message`.
 */
async function fromForm(request: Request, type: ContentType, body: Uint8Array<ArrayBuffer>): Promise<ChatRequest> {
  const { message, suggestion } = await formFields(request, type, body);
  const chosen = suggestion !== null && cleanMessage(suggestion) !== "" ? suggestion : message;
  return { question: checkedQuestion(chosen ?? ""), history: [] };
}

/** The visitor's question and conversation from any accepted body, validated; anything else is a ChatRequestError. */
export async function readChatRequest(request: Request): Promise<ChatRequest> {
  const type = mediaType(request.headers.get("Content-Type"));
  if (!type) throw new ChatRequestError(415, MESSAGES.contentType);
  const body = await readLimited(request);
  return type === "application/json" ? fromJson(body) : fromForm(request, type, body);
}
