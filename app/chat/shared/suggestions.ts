import type { OwnerFacts, ProjectFacts } from "../facts/owner-facts";
import { MAX_QUESTION_CHARS } from "./limits";

/** What the suggested questions are built from: the owner's facts, nothing else. */
export type SuggestionSource = Pick<OwnerFacts, "firstName" | "skillLabels" | "projects" | "highlights" | "availability">;

/** The project to suggest: one the highlights name, else the first with a live demo, else the first. */
export function highlightProject({ projects, highlights }: Pick<OwnerFacts, "projects" | "highlights">): ProjectFacts | undefined {
  const named = projects.find((project) => highlights.some((highlight) => highlight.toLowerCase().includes(project.name.toLowerCase())));
  return named ?? projects.find((project) => project.live !== null) ?? projects[0];
}

/**
 * Three or four questions a visitor might ask first (skills, a highlight project,
 * availability, contact), each one the assistant can answer from the content. A question
 * the content cannot back is left out rather than asked.
 */
export function suggestedQuestions(facts: SuggestionSource): string[] {
  const { firstName: name, availability } = facts;
  const project = highlightProject(facts);
  const questions = [
    facts.skillLabels.length > 0 ? `What are ${name}'s main skills?` : null,
    project ? `Tell me about ${project.name}` : null,
    availability.remote ? `Is ${name} open to remote work?` : availability.roles.length > 0 ? `What roles is ${name} looking for?` : null,
    `How can I contact ${name}?`,
  ];
  return questions.filter((question): question is string => question !== null && Array.from(question).length <= MAX_QUESTION_CHARS);
}
