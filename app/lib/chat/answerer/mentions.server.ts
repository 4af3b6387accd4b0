import type { ExperienceEntry, Project, SkillGroup } from "~/content";
import type { Knowledge, Tech } from "./knowledge.server";
import { hasPhrase, normalize, squash, STOPWORDS, tokens, unique } from "./text.server";
import { INTENT } from "./intents.server";
import { KIND_WORDS, SPOKEN_LANGUAGES, type KnownTech, type TechKind } from "./vocabulary.server";

/** What a piece of text names: the owner's things, well-known technologies, kinds of technology. */
export interface Mentions {
  projects: Project[];
  entries: ExperienceEntry[];
  techs: Tech[];
  /** Well-known technologies that the owner's content does not name. */
  otherTechs: KnownTech[];
  /** Things asked about ("does he know <X>?") that are recognised nowhere. */
  unknownTargets: string[];
  kinds: TechKind[];
  groups: SkillGroup[];
  /** Spoken languages named, as written in SPOKEN_LANGUAGES. */
  spoken: string[];
}

/**
 * Verbs after which a visitor names a skill: "does he know X", "experience with X". The
 * words after them are the question's targets, where everyday-word names ("Go") count.
 */
const TARGET_LEAD =
  /\b(?:know|knows|knew|use|uses|used|using|familiar with|experience (?:with|in|of|using)|experienced (?:with|in)|worked (?:with|in)|work with|works with|working with|skilled (?:in|at|with)|skills? (?:in|with)|good (?:at|with|in)|proficient (?:in|with|at)|expert (?:in|at|with)|expertise in|code in|coded in|codes in|program in|programs in|write|writes|written in|built with|build with|builds with|built in|made with|comfortable with|knowledge of|tried|learned|learnt|learning|handle|handles|like|likes|what about|how about)\s+(.+)$/;

/** Words that end a target ("React professionally" → "React"). */
const TARGET_TAIL =
  /\s(?:at all|well|too|as well|also|professionally|before|ever|yet|at work|in his projects|in projects|in any project|in his work|for work|and how|on his projects|experience|skills?|development|programming|framework|language|stack)$/;

const TARGET_FILLER = new Set(["the", "a", "an", "any", "some", "with", "in", "on", "at", "of", "his", "her", "their", "he", "she", "they", "arun"]);

function targetPhrases(normalized: string): string[] {
  const match = TARGET_LEAD.exec(normalized.trim());
  if (!match?.[1]) return [];
  return match[1]
    .split(/\s*(?:,|\band\b|\bor\b|&|\/|\bplus\b|\bvs\b|\bversus\b)\s*/)
    .map((part) => {
      let words = tokens(` ${part} `);
      while (words.length && TARGET_FILLER.has(words[0] ?? "")) words = words.slice(1);
      let text = words.join(" ");
      for (let previous = ""; previous !== text; ) {
        previous = text;
        text = ` ${text}`.replace(TARGET_TAIL, "").trim();
      }
      return text;
    })
    .filter((part) => part !== "" && !tokens(` ${part} `).every((word) => STOPWORDS.has(word)));
}

/** Is this word written with a capital in the original text, other than at a sentence's start? */
function capitalised(original: string, word: string): boolean {
  const pattern = new RegExp(`(?<![.!?]\\s*|^\\s*)\\b${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "iu");
  const found = pattern.exec(original);
  return found !== null && /^\p{Lu}/u.test(found[0]);
}

/** The kinds a text names, the most specifically named first ("ui ux design": design before front-end). */
function kindsIn(normalized: string): TechKind[] {
  return (Object.entries(KIND_WORDS) as [TechKind, string[]][])
    .map(([kind, words]) => [kind, Math.max(0, ...words.filter((word) => hasPhrase(normalized, word)).map((word) => word.length))] as const)
    .filter(([, length]) => length > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([kind]) => kind);
}

const FUZZY_MIN_LENGTH = 5;

/** The words the intents are written with ("stack", "demo"): a typo match for them would be a false one ("stack" → Slack). */
const QUESTION_WORDS = new Set([
  ...Object.values(INTENT).flatMap((pattern) => pattern.source.match(/[a-z]{3,}/g) ?? []),
  ...Object.values(KIND_WORDS).flat(),
]);

/** The owner's thing or a well-known technology a word names despite a typo or a cut ("dokcer", "postgre"). */
function fuzzyName(knowledge: Knowledge, word: string) {
  if (word.length < FUZZY_MIN_LENGTH || STOPWORDS.has(word) || QUESTION_WORDS.has(word)) return undefined;
  const maxEdits = word.length >= 9 ? 2 : 1;
  // MiniSearch counts a swapped pair as two edits; the candidates are re-checked below with swaps as one.
  const results = knowledge.names.search(word, { fuzzy: maxEdits + 1, prefix: true, weights: { fuzzy: 0.5, prefix: 0.7 } });
  for (const result of results) {
    const key = String(result["key"]);
    // Typos rarely touch the first letter; a cut word keeps most of the name.
    if (key[0] !== word[0]) continue;
    const isPrefix = key.startsWith(word) && word.length / key.length >= 0.6;
    if (isPrefix || editDistance(word, key) <= maxEdits) return { key, kind: String(result["kind"]) };
  }
  return undefined;
}

/** Edits between two words, a swap of neighbours counting as one (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      const row = rows[i];
      if (row) row[j] = best;
    }
  }
  return at(a.length, b.length);
}

export function findMentions(knowledge: Knowledge, text: string): Mentions {
  const normalized = normalize(text);
  const words = tokens(normalized);
  const targets = targetPhrases(normalized);
  const inTarget = (run: string) => targets.some((target) => hasPhrase(` ${target} `, run));
  const found: Mentions = {
    projects: [],
    entries: [],
    techs: [],
    otherTechs: [],
    unknownTargets: [],
    kinds: kindsIn(normalized),
    groups: [],
    spoken: [],
  };
  const used = new Set<number>();
  for (let start = 0; start < words.length; start++) {
    for (let length = Math.min(knowledge.longestName, words.length - start); length >= 1; length--) {
      const run = words.slice(start, start + length).join(" ");
      const key = squash(run);
      const project = knowledge.projectKeys.get(key);
      const entry = knowledge.entryKeys.get(key);
      const tech = knowledge.techKeys.get(key);
      const other = knowledge.otherTechKeys.get(key);
      const loose =
        (tech?.looseKeys.has(key) ?? false) || (other !== undefined && other.loose === true && (key === squash(other.name) || key.length <= 2));
      if (!project && !entry && !tech && !other) continue;
      if (!project && !entry && loose && !inTarget(run) && !capitalised(text, run)) continue;
      if (project) found.projects.push(project);
      else if (entry) found.entries.push(entry);
      else if (tech) found.techs.push(tech);
      else if (other) found.otherTechs.push(other);
      for (let i = start; i < start + length; i++) used.add(i);
      start += length - 1;
      break;
    }
  }
  const kindWords = new Set(Object.values(KIND_WORDS).flat());
  words.forEach((word, index) => {
    if (used.has(index) || kindWords.has(word)) return;
    const match = fuzzyName(knowledge, word);
    if (!match) return;
    if (match.kind === "project") found.projects.push(knowledge.projectKeys.get(match.key) as Project);
    else if (match.kind === "entry") found.entries.push(knowledge.entryKeys.get(match.key) as ExperienceEntry);
    else if (match.kind === "tech") found.techs.push(knowledge.techKeys.get(match.key) as Tech);
    else found.otherTechs.push(knowledge.otherTechKeys.get(match.key) as KnownTech);
    used.add(index);
  });
  for (const target of targets) {
    const named = tokens(` ${target} `).some((_, i, all) => {
      const index = words.indexOf(all[i] ?? "");
      return index >= 0 && used.has(index);
    });
    if (!named && !kindsIn(` ${target} `).length) found.unknownTargets.push(target);
  }
  found.groups = knowledge.content.skillGroups.filter((group) => hasPhrase(normalized, group.title));
  found.spoken = SPOKEN_LANGUAGES.filter((language) => hasPhrase(normalized, language));
  return {
    ...found,
    projects: unique(found.projects),
    entries: unique(found.entries),
    techs: unique(found.techs),
    otherTechs: unique(found.otherTechs),
    unknownTargets: unique(found.unknownTargets),
    kinds: unique(found.kinds),
  };
}

/** Does the mention name something of the owner's that a follow-up could be about? */
export function namesSomething(mentions: Mentions): boolean {
  return mentions.projects.length + mentions.entries.length + mentions.techs.length + mentions.otherTechs.length > 0;
}
