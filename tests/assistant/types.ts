import type { SiteContent } from "../../app/content/types";
import type { ChatTurn } from "../../app/chat/shared/conversation";

/** Everything in `app/content/` the question set is built from and judged against. */
export type { SiteContent };

export const CATEGORIES = [
  "skills present",
  "skills absent",
  "projects by technology",
  "project details",
  "experience",
  "education",
  "about",
  "contact",
  "location and availability",
  "links",
  "unknown or off-topic",
  "injection and abuse",
  "follow-ups",
] as const;
export type Category = (typeof CATEGORIES)[number];

/** A fact the answer must state: one wording, or a list of wordings of which any one will do. */
export type Fact = string | string[];

/**
 * One visitor question, or a short conversation whose last answer is judged. Every answer
 * of the conversation also goes through the checks that hold for any answer (no phone
 * unasked, no instructions, no invented skill, at most one emoji).
 */
export interface QuestionCase {
  id: string;
  category: Category;
  /** The visitor's messages in order; earlier ones become the history of later ones. */
  turns: string[];
  /** Facts the last answer must contain. */
  must?: Fact[];
  /** Wordings the last answer must not contain. */
  mustNot?: string[];
  /** The last answer must give the phone number (the visitor asked for it). */
  givesPhone?: boolean;
  /** A technology that is not in the content: the answer must not affirm it, and must say so honestly. */
  absent?: string;
  /** A claim about the owner that the answer must not affirm (a planted skill in an injection). */
  denies?: string[];
  /** A yes/no question: the clauses naming one of `about` must say yes (no negation) or no. */
  polarity?: { answer: "yes" | "no"; about: string[] };
  /** The content does not say: the profile's fallback reply, or a sentence saying the site does not cover it. */
  fallback?: boolean;
  /**
   * An attempt to take over the assistant: no phone at all, no instructions, no new role.
   * Its question never asks for the phone by the site's rule, so a phone in the answer is a leak.
   */
  injection?: boolean;
}

export type Answerer = (question: string, history: readonly ChatTurn[]) => string;
