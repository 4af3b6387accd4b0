import * as v from "valibot";
import type { ChatTurn } from "../shared/conversation";
import { CONVERSATION_MESSAGES as TURN, ChatRequestError, MESSAGES } from "./errors.server";
import { MAX_ANSWER_CHARS, MAX_BODY_BYTES, MAX_HISTORY_EXCHANGES, MAX_QUESTION_CHARS } from "../shared/limits";
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
 * Chat-template markers of the common model families (Llama's `[INST]` and `<<SYS>>`, `<s>`,
 * ChatML's `<|im_start|>`, Gemma's `<start_of_turn>`): typed into a turn, they could pose as
 * the start of a new system or user message in the model's own format.
 */
const TEMPLATE_TOKENS = /<\|[\w.-]{1,40}\|>|<\/?s>|\[\/?INST\]|<<\/?SYS>>|<\/?(?:start_of_turn|end_of_turn|bos|eos)>/gi;
/** One such marker anywhere in a text, for the offline answerer, which is also asked directly, before this cleaning. */
export const TEMPLATE_MARKER = new RegExp(TEMPLATE_TOKENS.source, "i");

/**
 * What reaches the model and the logs: control characters (except tab and newline; a
 * carriage return before a newline goes, a lone one becomes a newline), invisible zero-width
 * characters, bidirectional overrides and chat-template markers are dropped, and lone
 * surrogates become U+FFFD. A message of nothing but those is empty.
 */
export function cleanMessage(text: string): string {
  return (
    text
      .toWellFormed()
      .replace(/\r\n?/g, "\n")
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, "")
      .replace(/[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g, "")
      .replace(TEMPLATE_TOKENS, "")
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

/** The first issue's sentence as a refusal (400), when the value does not fit the schema. */
function parsed<T extends v.GenericSchema>(schema: T, value: unknown): v.InferOutput<T> {
  const result = v.safeParse(schema, value, { abortEarly: true });
  if (!result.success) throw new ChatRequestError(400, result.issues[0].message);
  return result.output;
}

/**
 * One turn of `messages` as sent: exactly a role and a text content. Its checks run in the order
 * of their sentences, and the first that fails is the one said. (Built per turn: the sentences
 * name it.)
 */
function turnSchema(turn: number) {
  return v.pipe(
    v.custom<Record<string, unknown>>(
      (value) => typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).sort().join(",") === "content,role",
      TURN.turnShape(turn),
    ),
    v.strictObject({
      role: v.pipe(
        v.unknown(),
        v.check((role) => role !== "system", TURN.systemRole),
        v.picklist(["user", "assistant"], TURN.unknownRole(turn)),
      ),
      content: v.string(TURN.notText(turn)),
    }),
  );
}
const TURN_SCHEMAS = Array.from({ length: MAX_HISTORY_EXCHANGES * 2 + 1 }, (_, index) => turnSchema(index + 1));

/** `messages` as sent: a list of at most the turns a conversation may carry. */
const MessagesSchema = v.pipe(
  v.array(v.unknown(), TURN.notList),
  v.minLength(1, TURN.noTurns),
  v.maxLength(MAX_HISTORY_EXCHANGES * 2 + 1, TURN.tooManyTurns),
);

/** A JSON body: `{"message": "..."}` or `{"messages": [...]}`; a role, a system prompt or any other field is refused, not ignored. */
const JsonBodySchema = v.union([v.strictObject({ message: v.string() }), v.strictObject({ messages: v.unknown() })], MESSAGES.jsonShape);

/** One turn of `messages` in its place: turns alternate, from the visitor's. */
function shapedTurn(value: unknown, index: number): ChatTurn {
  const turn = parsed(TURN_SCHEMAS[index] ?? turnSchema(index + 1), value);
  if (turn.role !== (index % 2 === 0 ? "user" : "assistant")) throw new ChatRequestError(400, TURN.order);
  return turn;
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
  const turns = parsed(MessagesSchema, field).map(shapedTurn);
  const last = turns.pop();
  // Ending on an answer means there is no new question.
  if (last?.role !== "user") throw new ChatRequestError(400, TURN.order);
  return { question: checkedQuestion(last.content), history: turns.map(cleanedTurn) };
}

/** A JSON body is `{"message": "..."}` or `{"messages": [...]}`; a role, a system prompt or any other field is refused, not ignored. */
function fromJson(body: Uint8Array): ChatRequest {
  let json: unknown;
  try {
    json = JSON.parse(decodeUtf8(body));
  } catch {
    throw new ChatRequestError(400, MESSAGES.malformed);
  }
  const fields = parsed(JsonBodySchema, json);
  if ("messages" in fields) return conversation(fields.messages);
  return { question: checkedQuestion(fields.message), history: [] };
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
