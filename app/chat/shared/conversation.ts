import { MAX_ANSWER_CHARS, MAX_BODY_BYTES, MAX_HISTORY_EXCHANGES } from "./limits";

/** One question and what came back: the answer, or the sentence of a failure. */
export interface Exchange {
  question: string;
  reply?: string;
  error?: string;
}

/** One turn of a conversation as the chat API and the model receive it. */
export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

/**
 * The turns to send before a new question: the last answered exchanges (failed ones carry
 * nothing worth remembering), each answer clipped to what the server accepts.
 */
export function historyTurns(exchanges: readonly Exchange[]): ChatTurn[] {
  return exchanges
    .filter((exchange): exchange is Exchange & { reply: string } => typeof exchange.reply === "string" && exchange.reply.trim() !== "")
    .slice(-MAX_HISTORY_EXCHANGES)
    .flatMap(({ question, reply }) => [
      { role: "user" as const, content: question },
      { role: "assistant" as const, content: Array.from(reply).slice(0, MAX_ANSWER_CHARS).join("") },
    ]);
}

/**
 * The chat API's JSON body for a new question: `{"message"}` alone, or `{"messages"}` with
 * the history first. The oldest exchanges are left out until the body fits the server's
 * limit (long answers full of emoji can pass it), so a follow-up is never refused for it.
 */
export function chatRequestBody(question: string, history: readonly ChatTurn[]): string {
  const encoder = new TextEncoder();
  let turns = history;
  for (;;) {
    const body = JSON.stringify(turns.length > 0 ? { messages: [...turns, { role: "user", content: question }] } : { message: question });
    if (turns.length === 0 || encoder.encode(body).byteLength <= MAX_BODY_BYTES) return body;
    turns = turns.slice(2);
  }
}

/** The visitor's last question in the conversation so far, or null when there is none. */
export function lastQuestion(history: readonly ChatTurn[]): string | null {
  return history.findLast((turn) => turn.role === "user")?.content ?? null;
}
