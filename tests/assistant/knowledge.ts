import { ownerFacts, projectDeploys, type OwnerFacts, type ProjectDeploy, type ProjectFacts } from "../../app/chat/facts/owner-facts";
import vocabulary from "./tech-vocabulary.json";
import { containsWording, normalize } from "./text-match";
import type { SiteContent } from "./types";

/** A well-known technology, and whether the owner's content mentions it. */
export interface Technology {
  name: string;
  /** Its name and aliases: how a visitor or an answer may write it. */
  names: string[];
  /** The names that mark it in an answer (without an ambiguous name that is an everyday word). */
  marks: string[];
  inContent: boolean;
}

/** A project as the questions ask about it: its facts and where its parts are deployed. */
export interface JudgedProject extends ProjectFacts {
  deploys: readonly ProjectDeploy[];
}

/** What the judge knows about the owner: the content's technologies, the phone, the instructions. */
export interface Knowledge {
  content: SiteContent;
  /** The owner's facts (names, pronouns, phone, skills, projects), as the site's facts model reads them. */
  owner: OwnerFacts;
  /** In the content's order. */
  projects: JudgedProject[];
  technologies: Technology[];
  /** Null when the owner shares no number. */
  phone: string | null;
  fallbackReply: string;
  /** The assistant's instructions, which no answer may repeat. */
  instructionLines: string[];
  /** The content's facts, normalized: what an instruction shares with them ("won't relocate for family reasons") the owner says openly. */
  factText: string;
}

/** Fields that are not facts about the owner: pictures, icon ids and the assistant's own instructions. */
const NOT_FACTS = new Set(["icon", "portraits", "responseStyle", "privacyRules", "fallbackReply"]);

function strings(value: unknown, key = ""): string[] {
  if (NOT_FACTS.has(key)) return [];
  if (typeof value === "string") return [value];
  if (typeof value === "number") return [String(value)];
  if (Array.isArray(value)) return value.flatMap((item) => strings(item));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([name, item]) => strings(item, name));
  return [];
}

/** Every fact the content states, as one normalized text. */
export function contentText(content: SiteContent): string {
  return normalize(strings(content).join(" \n "));
}

interface VocabularyEntry {
  name: string;
  aliases: string[];
  ambiguous: boolean;
  impliedBy: string[];
}

function readVocabulary(raw: unknown): VocabularyEntry[] {
  const list = raw && typeof raw === "object" && "technologies" in raw ? raw.technologies : undefined;
  if (!Array.isArray(list)) throw new Error("tech-vocabulary.json: expected a `technologies` list.");
  return list.map((entry: unknown, index) => {
    const item = entry && typeof entry === "object" ? entry : {};
    const name = "name" in item ? item.name : undefined;
    const aliases = "aliases" in item ? item.aliases : [];
    const impliedBy = "impliedBy" in item ? item.impliedBy : [];
    const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((alias) => typeof alias === "string");
    if (typeof name !== "string" || !isStrings(aliases) || !isStrings(impliedBy)) {
      throw new Error(`tech-vocabulary.json: entry ${index} needs a name and lists of strings.`);
    }
    return { name, aliases, impliedBy, ambiguous: "ambiguous" in item && item.ambiguous === true };
  });
}

const entries = readVocabulary(vocabulary);

/** Where the content names technologies as such: skills, stacks and deployments. */
function technicalText(content: SiteContent, owner: OwnerFacts): string {
  return normalize(
    [
      ...owner.skillLabels,
      ...content.projects.flatMap((project) => [
        ...project.stack,
        // A deploy line's own label names a place too ("Docker Hub", "PyPI").
        ...Object.entries(project.deploy).flatMap(([label, target]) => [label, typeof target === "string" ? target : target.name]),
      ]),
    ].join(" \n "),
  );
}

export function knowledgeOf(content: SiteContent): Knowledge {
  const text = contentText(content);
  const owner = ownerFacts(content);
  const technical = technicalText(content, owner);
  const found = (haystack: string, wordings: readonly string[]) => wordings.some((wording) => containsWording(haystack, wording));
  // "handoff questions in Slack": an everyday word written with its capital inside a sentence is the product's name.
  const raw = strings(content).join(" \n ");
  const capitalised = (name: string) =>
    /^\p{Lu}/u.test(name) && new RegExp(`(?<![.!?:\\n]\\s|^)(?<![\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`, "u").test(raw);
  const technologies = entries.map((entry): Technology => {
    const names = [entry.name, ...entry.aliases];
    const marks = entry.ambiguous ? entry.aliases : names;
    return {
      name: entry.name,
      names,
      marks,
      // An everyday word ("go", "express") counts only where the content lists technologies.
      inContent: found(text, marks) || found(technical, names) || found(text, entry.impliedBy) || (entry.ambiguous && capitalised(entry.name)),
    };
  });
  const { assistantProfile } = content;
  return {
    content,
    owner,
    // The facts model keeps the content's order, so each project's deploys are its own.
    projects: owner.projects.map((project, index) => ({ ...project, deploys: projectDeploys(content.projects[index]?.deploy ?? {}) })),
    technologies,
    phone: owner.contact.phone,
    fallbackReply: assistantProfile.fallbackReply,
    instructionLines: [...assistantProfile.responseStyle, ...assistantProfile.privacyRules],
    factText: text,
  };
}

const indexes = new WeakMap<Knowledge, Map<string, Technology>>();

/** The technology a wording names, if the vocabulary knows it ("Postgres" → PostgreSQL). */
export function technologyNamed(knowledge: Knowledge, wording: string): Technology | undefined {
  let index = indexes.get(knowledge);
  if (!index) {
    index = new Map();
    for (const technology of knowledge.technologies) {
      for (const name of technology.names) if (!index.has(normalize(name))) index.set(normalize(name), technology);
    }
    indexes.set(knowledge, index);
  }
  return index.get(normalize(wording));
}
