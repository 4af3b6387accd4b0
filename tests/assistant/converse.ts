import { createAnswerer } from "../../app/chat/answerer/answer.server";
import type { SiteContent } from "../../app/chat/answerer/knowledge.server";
import { madeUpOwner } from "./made-up-owner";
import { askConversation } from "./run-question-set";

/** The made-up owner with some of her content changed. */
export function ownerWith(change: (owner: SiteContent) => SiteContent): SiteContent {
  return change(structuredClone(madeUpOwner));
}

/** The last answer of a conversation of these questions, about this content. */
export const converse = (content: SiteContent, questions: readonly string[]) => askConversation(questions, createAnswerer(content)).at(-1) ?? "";
