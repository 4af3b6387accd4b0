import type { AssistantProfile, Profile, Project, SkillGroup } from "~/content/types";
import { MAX_QUESTION_CHARS } from "./limits";

/** What the suggested questions are built from: the owner's content, nothing else. */
export interface SuggestionSource {
  profile: Pick<Profile, "firstName">;
  skillGroups: readonly SkillGroup[];
  projects: readonly Project[];
  assistantProfile: Pick<AssistantProfile, "highlights" | "availability">;
}

/** The project to suggest: one the highlights name, else the first with a live demo, else the first. */
export function highlightProject(projects: readonly Project[], highlights: readonly string[]): Project | undefined {
  const named = projects.find((project) => highlights.some((highlight) => highlight.toLowerCase().includes(project.name.toLowerCase())));
  return named ?? projects.find((project) => project.live.trim() !== "") ?? projects[0];
}

/**
 * Three or four questions a visitor might ask first (skills, a highlight project,
 * availability, contact), each one the assistant can answer from the content. A question
 * the content cannot back is left out rather than asked.
 */
export function suggestedQuestions({ profile, skillGroups, projects, assistantProfile }: SuggestionSource): string[] {
  const name = profile.firstName;
  const { availability, highlights } = assistantProfile;
  const project = highlightProject(projects, highlights);
  const questions = [
    skillGroups.some((group) => group.items.length > 0) ? `What are ${name}'s main skills?` : null,
    project ? `Tell me about ${project.name}` : null,
    availability.remote ? `Is ${name} open to remote work?` : availability.roles.length > 0 ? `What roles is ${name} looking for?` : null,
    `How can I contact ${name}?`,
  ];
  return questions.filter((question): question is string => question !== null && Array.from(question).length <= MAX_QUESTION_CHARS);
}
