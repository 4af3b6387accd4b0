import { MAX_ANSWER_CHARS, MAX_BODY_BYTES, MAX_HISTORY_EXCHANGES, MAX_QUESTION_CHARS, RETRY_AFTER_SECONDS } from "../shared/limits";

/** A request the chat refuses, with the status and the sentence the visitor sees. */
export class ChatRequestError extends Error {
  override name = "ChatRequestError";
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** "a minute", "2 minutes", "30 seconds": a wait as a visitor would say it. */
export function spokenDuration(seconds: number): string {
  if (seconds === 60) return "a minute";
  if (seconds % 60 === 0) return `${seconds / 60} minutes`;
  return seconds === 1 ? "a second" : `${seconds} seconds`;
}

const SHAPES = '{"message": "..."} or {"messages": [{"role": "user", "content": "..."}, ...]}';

/** Every sentence the chat API answers with, in one place. */
export const MESSAGES = {
  method: "Send your question with POST.",
  crossSite: "Questions can only be sent from this site.",
  contentType: `Send the question as a form (message=...) or as JSON: ${SHAPES}.`,
  malformed: "The request body could not be read. Send a form field named message, or JSON.",
  jsonShape: `Send a JSON object with one field, "message" or "messages": ${SHAPES}.`,
  empty: "Type a question first.",
  tooLong: `Keep your question under ${MAX_QUESTION_CHARS} characters.`,
  bodyTooLarge: `The request is too large: at most ${MAX_BODY_BYTES / 1024} KB. Keep your question under ${MAX_QUESTION_CHARS} characters.`,
  rateLimited: `You're asking faster than I can think! Please try again in ${spokenDuration(RETRY_AFTER_SECONDS)}.`,
  unexpected: "The assistant is unavailable right now. Please try again in a moment.",
  /** Ends an answer whose stream broke off after its first words, which are kept. */
  cutOff: " … Sorry, I lost my train of thought there. Ask me again for the rest!",
  config: "The assistant is not set up correctly. The site's owner has been told.",
} as const;

/** The sentences refusing a conversation (`{"messages": [...]}`), turns counted from 1. */
export const CONVERSATION_MESSAGES = {
  notList: 'Send "messages" as a list of turns, each {"role": "user" or "assistant", "content": "..."}.',
  noTurns: 'Send at least your question in "messages": [{"role": "user", "content": "..."}].',
  tooManyTurns: `Send at most ${MAX_HISTORY_EXCHANGES} earlier questions and answers with your question (${MAX_HISTORY_EXCHANGES * 2 + 1} turns).`,
  turnShape: (turn: number) => `Turn ${turn} must be an object with exactly two fields, "role" and "content".`,
  systemRole: `A "system" turn is not accepted: turns are "user" or "assistant".`,
  unknownRole: (turn: number) => `Turn ${turn} has an unknown role: use "user" or "assistant".`,
  notText: (turn: number) => `The content of turn ${turn} must be text.`,
  order: 'Turns must alternate "user" and "assistant", starting with "user" and ending with your question as a "user" turn.',
  emptyTurn: (turn: number) => `Turn ${turn} is empty.`,
  longQuestion: (turn: number) => `Turn ${turn} is longer than the ${MAX_QUESTION_CHARS} characters a question may have.`,
  longAnswer: (turn: number) => `Turn ${turn} is longer than the ${MAX_ANSWER_CHARS} characters an answer may have.`,
} as const;
