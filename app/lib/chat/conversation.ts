import { MAX_ANSWER_CHARS, MAX_HISTORY_EXCHANGES } from "./limits";

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
    .filter((exchange): exchange is Exchange & { reply: string } => typeof exchange.reply === "string" && exchange.reply !== "")
    .slice(-MAX_HISTORY_EXCHANGES)
    .flatMap(({ question, reply }) => [
      { role: "user" as const, content: question },
      { role: "assistant" as const, content: Array.from(reply).slice(0, MAX_ANSWER_CHARS).join("") },
    ]);
}
