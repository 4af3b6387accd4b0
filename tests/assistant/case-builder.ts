/** The pieces every generated case is made with: ids, wording rotation, the owner in short. */
import type { OwnerFacts } from "../../app/chat/facts/owner-facts";
import type { Knowledge } from "./knowledge";
import { normalize } from "./text-match";
import type { Category, QuestionCase } from "./types";
import type { Pronouns } from "./content-facts";

export function slug(text: string): string {
  return normalize(text).replace(/ /g, "-") || "x";
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function pick<T>(options: readonly T[], index: number): T {
  const option = options[index % options.length];
  if (option === undefined) throw new Error("pick() needs at least one option.");
  return option;
}

/** Everything the generator builds questions from, worked out once. */
export interface Owner {
  /** The owner's facts, as the site's facts model reads them from the content. */
  facts: OwnerFacts;
  knowledge: Knowledge;
  first: string;
  p: Pronouns;
}

export type Build = (owner: Owner) => QuestionCase[];

export function make(category: Category, id: string, turns: string[], checks: Omit<QuestionCase, "id" | "category" | "turns">): QuestionCase {
  return { id: `generated/${slug(category)}/${id}`, category, turns, ...checks };
}
