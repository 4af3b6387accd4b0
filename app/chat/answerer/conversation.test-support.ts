import { createAnswerer } from "./answer.server";
import type { SiteContent } from "./knowledge.server";
import { madeUpOwner } from "../../../tests/assistant/made-up-owner";
import { askConversation } from "../../../tests/assistant/run-question-set";

// For the answerer's own tests: they may call it directly. The question sets' judge in tests/assistant/ reads only the content.

/** The made-up owner with some of her content changed. */
export function ownerWith(change: (owner: SiteContent) => SiteContent): SiteContent {
  return change(structuredClone(madeUpOwner));
}

/** The last answer of a conversation of these questions, about this content. */
export const converse = (content: SiteContent, questions: readonly string[]) => askConversation(questions, createAnswerer(content)).at(-1) ?? "";
