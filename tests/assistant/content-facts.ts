/** What the content says, in the forms the generated questions ask about and expect. */
import type { DeployTarget, ExperienceEntry, Project, SkillGroup } from "../../app/content/types";
import { technologyNamed, type Knowledge } from "./knowledge";
import { containsWording, normalize } from "./text-match";
import type { Fact, SiteContent } from "./types";

/** How the content speaks of its owner, read from the assistant's third-person snapshot. */
export interface Pronouns {
  he: string;
  him: string;
  his: string;
  /** "is" / "are", "does" / "do", "has" / "have", "was" / "were" to go with `he`. */
  is: string;
  does: string;
  has: string;
  was: string;
}

export function pronounsOf(content: SiteContent): Pronouns {
  const text = [content.assistantProfile.snapshot, ...content.assistantProfile.highlights].join(" ").toLowerCase();
  const count = (pattern: RegExp) => text.match(pattern)?.length ?? 0;
  const he = count(/\b(he|him|his|himself)\b/g);
  const she = count(/\b(she|her|hers|herself)\b/g);
  if (he > she) return { he: "he", him: "him", his: "his", is: "is", does: "does", has: "has", was: "was" };
  if (she > he) return { he: "she", him: "her", his: "her", is: "is", does: "does", has: "has", was: "was" };
  return { he: "they", him: "them", his: "their", is: "are", does: "do", has: "have", was: "were" };
}

/** How many technologies the content lacks are asked about in the scored set. */
export const ABSENT_SKILL_CASES = 40;

/** Honest ways of saying a project has no live deployment. */
export const NO_DEMO = [
  "no live demo",
  "no demo",
  "no live version",
  "no live site",
  "no live link",
  "no public demo",
  "not live",
  "isn't live",
  "not deployed",
  "isn't deployed",
  "hasn't been deployed",
  "not been deployed",
  "not hosted",
  "isn't hosted",
  "not online",
  "not available online",
  "no deployment",
];

/** Words a visitor or an answer may use for a skill group ("frontend", "hosting"…). */
export const GROUP_WORDS: Partial<Record<SkillGroup["title"], string[]>> = {
  "Front-End": ["Front-End", "frontend", "front-end developer", "UI"],
  "Back-End": ["Back-End", "backend", "server side", "server-side"],
  "AI / ML": ["AI / ML", "AI", "ML", "machine learning", "artificial intelligence"],
  Tools: ["Tools", "tool", "tooling", "toolbox", "toolkit", "tool belt", "toolchain"],
  Deployments: ["Deployments", "deployment", "deploys", "deploy", "hosting", "hosts", "cloud", "platforms"],
};

export const REMOTE_WORDS = ["remote", "remotely", "work from home", "wfh", "from home"];
export const RELOCATION_WORDS = ["relocate", "relocation", "relocating", "move", "moving"];
export const STILL_THERE = ["present", "now", "currently", "current", "today", "still", "since"];

export function isRealDeploy(value: string | undefined): value is string {
  return value !== undefined && !["", "tbd", "none", "n/a"].includes(value.trim().toLowerCase());
}

/** Is this wording the same technology as that one ("Node" and "Node.js")? */
export function sameTechnology(a: string, b: string, knowledge: Knowledge): boolean {
  if (normalize(a) === normalize(b)) return true;
  const technology = technologyNamed(knowledge, a);
  return technology !== undefined && technology === technologyNamed(knowledge, b);
}

export function projectsWithStack(label: string, content: SiteContent, knowledge: Knowledge): Project[] {
  return content.projects.filter((project) => project.stack.some((item) => sameTechnology(item, label, knowledge)));
}

/** A deploy entry's name, whether written alone or with its link. */
function deployName(target: DeployTarget | undefined): string | undefined {
  return typeof target === "object" ? target.name : target;
}

export function projectsDeployedOn(platform: string, content: SiteContent): Project[] {
  return content.projects.filter((project) =>
    [project.deploy.frontend, project.deploy.backend, project.deploy.database]
      .map(deployName)
      .filter(isRealDeploy)
      .some((value) => containsWording(normalize(value), platform)),
  );
}

/**
 * Projects that have nothing to do with a technology: no stack item or deployment that
 * names it, even in part ("Tailwind CSS" is related to CSS). Naming one as a user is wrong.
 */
export function unrelatedProjects(tech: string, content: SiteContent): string[] {
  return content.projects
    .filter(
      (project) =>
        ![...project.stack, ...Object.values(project.deploy).map(deployName)].some(
          (item) => item !== undefined && containsWording(normalize(item), tech),
        ),
    )
    .map((project) => project.name);
}

/** "May 2019 – Aug 2019" → its start and end as facts; an open end ("Present") → a word for "still". */
export function dateFacts(date: string): Fact[] {
  const [start, end] = date.split(/\s+[–—-]\s+|\s+to\s+/i).map((part) => part.trim());
  const facts: Fact[] = [];
  if (start) facts.push(start);
  if (end) facts.push(/present|now|current|today/i.test(end) ? STILL_THERE : end);
  return facts;
}

/**
 * The part of a free sentence an answer must repeat: its second half, at least three words
 * ("Can start after a one-month notice period." → "one month notice period").
 */
export function gist(sentence: string): string {
  const words = normalize(sentence).split(" ");
  return words.slice(-Math.max(3, Math.ceil(words.length / 2))).join(" ");
}

/** "Hindi (conversational)" → "Hindi". */
export function plainLanguage(language: string): string {
  return language.replace(/\s*\(.*?\)\s*/g, " ").trim();
}

export function isCurrent(entry: ExperienceEntry): boolean {
  return /present|now|current|today/i.test(entry.date);
}

export function isInternship(entry: ExperienceEntry): boolean {
  return /intern/i.test(entry.employmentType) || /intern/i.test(entry.title);
}

export function deployFacts(project: Project): Fact[] {
  const hosting = [project.deploy.frontend, project.deploy.backend, project.deploy.database].map(deployName).filter(isRealDeploy);
  const unique = hosting.filter((value, index) => hosting.findIndex((other) => normalize(other) === normalize(value)) === index);
  if (unique.length > 0) return unique;
  const npm = deployName(project.deploy.npm);
  return isRealDeploy(npm) ? [npm] : [];
}

/** What a visitor expects to hear when asking whether a project can be tried. */
export function demoFacts(project: Project): Fact[] {
  return project.live ? [project.live] : [NO_DEMO];
}

/** Honest ways of saying a project's code is not public. */
export const NO_PUBLIC_CODE = [
  "code isn't public",
  "code is not public",
  "no public code",
  "not open source",
  "isn't open source",
  "no public repository",
  "private",
];

/** What an answer about a project's code must say: its address, or that there is none to see (and where to try it). */
export function codeFacts(project: Project): Fact[] {
  return project.github ? [project.github] : [NO_PUBLIC_CODE, project.live];
}

/** Technologies the content does not mention, most asked first. */
export function absentTechnologies(knowledge: Knowledge): string[] {
  return knowledge.technologies.filter((technology) => !technology.inContent).map((technology) => technology.name);
}
