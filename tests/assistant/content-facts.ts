/** What the content says, in the forms the generated questions ask about and expect. */
import { periodOf, type OwnerFacts, type PronounSet, type ProjectFacts } from "../../app/chat/facts/owner-facts";
import type { SkillGroup } from "../../app/content/types";
import { technologyNamed, type JudgedProject, type Knowledge } from "./knowledge";
import { containsWording, normalize } from "./text-match";
import type { Fact } from "./types";

/** How a question speaks of the owner. */
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

/** Each set of pronouns with its possessive and the verbs that agree with it. */
export const THIRD_PERSON: Record<PronounSet, Pronouns> = {
  "he/him": { he: "he", him: "him", his: "his", is: "is", does: "does", has: "has", was: "was" },
  "she/her": { he: "she", him: "her", his: "her", is: "is", does: "does", has: "has", was: "was" },
  "they/them": { he: "they", him: "them", his: "their", is: "are", does: "do", has: "have", was: "were" },
};

/** The owner's own pronouns, as the content declares them. */
export function pronounsOf(owner: Pick<OwnerFacts, "pronouns">): Pronouns {
  return THIRD_PERSON[owner.pronouns.set];
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

/** Is this wording the same technology as that one ("Node" and "Node.js")? */
export function sameTechnology(a: string, b: string, knowledge: Knowledge): boolean {
  if (normalize(a) === normalize(b)) return true;
  const technology = technologyNamed(knowledge, a);
  return technology !== undefined && technology === technologyNamed(knowledge, b);
}

export function projectsWithStack(label: string, knowledge: Knowledge): JudgedProject[] {
  return knowledge.projects.filter((project) => project.stack.some((item) => sameTechnology(item, label, knowledge)));
}

/** The deploys that say where a project runs, not where it is published or its domain. */
const HOSTING = ["frontend", "backend", "database"];

function hostNames(project: JudgedProject): string[] {
  return HOSTING.flatMap((key) => project.deploys.filter((deploy) => deploy.key === key).map((deploy) => deploy.name));
}

export function projectsDeployedOn(platform: string, knowledge: Knowledge): JudgedProject[] {
  return knowledge.projects.filter((project) => hostNames(project).some((name) => containsWording(normalize(name), platform)));
}

/**
 * Projects that have nothing to do with a technology: no stack item or deployment that
 * names it, even in part ("Tailwind CSS" is related to CSS). Naming one as a user is wrong.
 */
export function unrelatedProjects(tech: string, knowledge: Knowledge): string[] {
  return knowledge.projects
    .filter((project) => ![...project.stack, ...project.deploys.map((deploy) => deploy.name)].some((item) => containsWording(normalize(item), tech)))
    .map((project) => project.name);
}

/** "May 2019 – Aug 2019" → its start and end as facts; an open end ("Present") → a word for "still". */
export function dateFacts(date: string): Fact[] {
  const { start, end, ongoing } = periodOf(date);
  const facts: Fact[] = [];
  if (start) facts.push(start);
  if (ongoing) facts.push(STILL_THERE);
  else if (end) facts.push(end);
  return facts;
}

/**
 * The part of a free sentence an answer must repeat: its second half, three to five words
 * ("Can start after a one-month notice period." → "one month notice period"). No more: an answer may
 * retell the owner's "I take no new contracts in July" as "Quinn takes no new contracts in July".
 */
export function gist(sentence: string): string {
  const words = normalize(sentence).split(" ");
  const length = Math.max(3, Math.min(5, Math.ceil(words.length / 2)));
  // The owner's own words in the first person are retold ("from the day I resign" → "from the day Maëlle resigns"):
  // the last run of words with no first-person word, nor the verb after one.
  const retold = (i: number) => FIRST_PERSON.has(words[i] ?? "") || FIRST_PERSON.has(words[i - 1] ?? "");
  for (let end = words.length; end - length >= 0; end--) {
    if (!words.slice(end - length, end).some((_, j) => retold(end - length + j))) return words.slice(end - length, end).join(" ");
  }
  return words.slice(-length).join(" ");
}

const FIRST_PERSON = new Set(["i", "me", "my", "mine", "myself", "im", "ive", "id", "ill"]);

/** Where a project runs (its frontend, backend and database, each once), else the npm package it is published as. */
export function deployFacts(project: JudgedProject): Fact[] {
  const hosting = hostNames(project);
  const unique = hosting.filter((value, index) => hosting.findIndex((other) => normalize(other) === normalize(value)) === index);
  if (unique.length > 0) return unique;
  return project.deploys.filter((deploy) => deploy.key === "npm").map((deploy) => deploy.name);
}

/** What a visitor expects to hear when asking whether a project can be tried. */
export function demoFacts(project: ProjectFacts): Fact[] {
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
export function codeFacts(project: ProjectFacts): Fact[] {
  return project.code ? [project.code] : [NO_PUBLIC_CODE, ...(project.live ? [project.live] : [])];
}

/** Technologies the content does not mention, most asked first. */
export function absentTechnologies(knowledge: Knowledge): string[] {
  return knowledge.technologies.filter((technology) => !technology.inContent).map((technology) => technology.name);
}
