import { createAnswerer } from "./answer.server";
import type { SiteContent } from "./knowledge.server";
import type { Project } from "~/content";
import { madeUpOwner } from "../../../tests/assistant/made-up-owner";
import { askConversation } from "../../../tests/assistant/run-question-set";

// For the answerer's own tests: they may call it directly. The question sets' judge in tests/assistant/ reads only the content.

/** The made-up owner with some of her content changed. */
export function ownerWith(change: (owner: SiteContent) => SiteContent): SiteContent {
  return change(structuredClone(madeUpOwner));
}

/** The last answer of a conversation of these questions, about this content. */
export const converse = (content: SiteContent, questions: readonly string[]) => askConversation(questions, createAnswerer(content)).at(-1) ?? "";

/** A project of the made-up owner's kind: a name and a description, the rest as given. */
export const project = (name: string, description: string, more: Partial<Project> = {}): Project => ({
  name,
  github: "",
  live: "",
  description,
  stack: [],
  deploy: {},
  ...more,
});

/** The made-up owner's phone number and e-mail, as her content gives them. */
export const PHONE = madeUpOwner.profile.phone;
export const EMAIL = madeUpOwner.profile.email;
/** Does an answer hold the made-up owner's number, in any spacing? */
export const givesNumber = (text: string) => text.replace(/\D/g, "").includes((PHONE ?? "").replace(/\D/g, "").slice(-9));

/** The made-up owner with these privacy rules in place of hers, and these FAQ entries if any. */
export const withRules = (privacyRules: string[], faq: SiteContent["assistantProfile"]["faq"] = []) =>
  ownerWith((o) => ({ ...o, assistantProfile: { ...o.assistantProfile, privacyRules, faq } }));

/** The made-up owner with these projects added. */
export const withProjects = (...added: Project[]) => ownerWith((o) => ({ ...o, projects: [...o.projects, ...added] }));
