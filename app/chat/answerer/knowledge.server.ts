import { stemmer as porterStem } from "stemmer";
import MiniSearch from "minisearch";
import type { ExperienceEntry, Project, SiteContent, SkillGroup } from "~/content";
import { isPublicationKey, shownDeployEntries, shownDeploys } from "~/lib/deploy-line";
import { ownerFacts, type OwnerFacts } from "../facts/owner-facts";
import { asks, INTENT } from "./intents.server";
import {
  hasPhrase,
  inThirdPerson,
  IRREGULAR_PAST,
  partsOfName,
  normalize,
  numberIn,
  saidOf,
  SENTENCE_BREAK,
  squash,
  STOPWORDS,
  tokens,
  unique,
  withoutBrackets,
} from "./text.server";
import {
  BUILT_ON_IT,
  isKnownWord,
  isOrdinaryWord,
  KIND_WORDS,
  KNOWN_TECH,
  NAME_WORDS,
  PUBLICATION_ALIASES,
  type KnownTech,
  type TechKind,
} from "./vocabulary.server";

export type { SiteContent };

/** A technology the owner's content names: a skill item, a stack entry or a deploy platform. */
export interface Tech {
  name: string;
  /** Squashed names it answers to (see text.server.ts). */
  keys: Set<string>;
  /** Keys that are everyday words too ("go", "render"): only taken where a technology is clearly meant. */
  looseKeys: Set<string>;
  /** The skill cards that list it. */
  groups: SkillGroup[];
  kinds: Set<TechKind>;
  /** Phrases to look for in a project's stack and deploy entries. */
  phrases: string[];
  /** The phrases normalized, with their padding spaces. */
  normalizedPhrases: string[];
}

/** A sentence the owner's content says, searchable when no rule answers a question. */
interface FactDoc {
  id: number;
  text: string;
  /** The text normalized (text.server.ts), for phrase look-ups. */
  normalized: string;
  /** The answer to give when this fact is the best match. */
  answer: string;
  /** The project it describes, if any. */
  project?: Project;
}

/** A place where projects are published ("Docker Hub"), with the names a visitor may call it by. */
export interface Outlet {
  label: string;
  /** Normalized, padded: its own name and the vocabulary's other names for it. */
  phrases: string[];
  /** The words of its name ("terraform", "registry"), which a question may give in any order. */
  labelWords: string[];
  /**
   * `bare`: the name only repeats the outlet's ("Google Play": "Google Play"), which says where and no more.
   * `under`: the deploy line it was written under ("Android: Google Play"), where the project's own list shows it.
   */
  items: { project: Project; name: string; href?: string; bare?: true; under?: string }[];
}

export interface Knowledge {
  content: SiteContent;
  /** The owner's plain facts (names, pronouns, contact, current role…), read once. */
  owner: OwnerFacts;
  techs: Tech[];
  techKeys: Map<string, Tech>;
  /** Well-known technologies the owner does not list, by key: for an honest "not listed". */
  otherTechKeys: Map<string, KnownTech>;
  /** Keys of those that are everyday words too ("go", "rust"). */
  otherLooseKeys: Set<string>;
  projectKeys: Map<string, Project>;
  entryKeys: Map<string, ExperienceEntry>;
  /** "council" of "Harbour Regional Council": the kind of place one employer's name holds, which "the council" names. */
  kindKeys: ReadonlyMap<string, ExperienceEntry>;
  /** Keys that are a name's initials ("mma"), which only one word says: "as a" is no "ASA". */
  initialKeys: ReadonlySet<string>;
  groupKinds: Map<SkillGroup, Set<TechKind>>;
  /** Fuzzy and prefix look-up of every name above, for typos ("dokcer", "hangmen"). */
  names: MiniSearch<NameDoc>;
  facts: MiniSearch<FactDoc>;
  factDocs: FactDoc[];
  outlets: Outlet[];
  /** The longest name in words: how far the question's word runs are looked up. */
  longestName: number;
  /** The owner's full name, then first name, normalized: a question reads them as "owner". */
  ownerPhrases: string[];
  /** Each word of the owner's name: filler in "does Maya know Go". */
  ownerWords: ReadonlySet<string>;
  /** Names of projects and employers that hold one of the owner's names ("Rafa Shaders"), normalized, longest first. */
  namesWithOwnerWords: string[];
  /** What names one of the owner's schools or degrees (schoolKeys below). */
  schoolKeys: readonly string[];
  /** Every word the content uses, which spelling correction leaves alone. */
  contentWords: ReadonlySet<string>;
  /** Words the owner's prose writes in lower case ("the compilers course"): everyday words to this owner, never a name cut short. */
  lowerWords: ReadonlySet<string>;
  /** Each project's and employer's whole name, squashed: a whole name always names its thing. */
  wholeNames: ReadonlySet<string>;
  /** Each word of those names, normalized: a follow-up that repeats one is about the thing, not the last answer. */
  nameWords: ReadonlySet<string>;
  /** The profile links' labels, normalized: a link's name is a name too ("Front Step Notes"). */
  linkNames: readonly string[];
  /** Other names the owner's words give ("Code Clinic", "Software Carpentry"), normalized, each with the facts that say it. */
  namedThings: readonly { phrase: string; facts: readonly FactDoc[] }[];
  /** Single words the descriptions use as names, inside a sentence and in no dictionary ("shipped Emberfall"), normalized. */
  namedWords: ReadonlySet<string>;
  /** The owner's own prose (snapshot, bio, highlights), normalized: how it calls their employers ("the design agency X"). */
  prose: string;
  /** Projects whose name holds a detail's word ("Closing the Loop (PhD thesis)"): naming one asks about it, not about the detail. */
  detailInName: ReadonlySet<Project>;
}

/** Every string in the content, however deep. */
function contentStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(contentStrings);
  if (value && typeof value === "object") return Object.values(value).flatMap(contentStrings);
  return [];
}

interface NameDoc {
  id: number;
  key: string;
  kind: "tech" | "other-tech" | "project" | "entry";
}

const DEPLOY_KIND: Record<string, TechKind> = { database: "database", db: "database", frontend: "cloud", backend: "cloud" };

function vocabularyKeys(entry: KnownTech): { keys: string[]; loose: string[] } {
  const keys = unique([entry.name, ...(entry.aliases ?? [])].map(squash)).filter(Boolean);
  // A loose entry's own keys are everyday words; its longer aliases ("golang") are not.
  // ("c#" and "f#" are no everyday word: their sign makes them names.)
  const short = (key: string) => key.length <= 2 && !/[+#]/.test(key);
  const loose = entry.loose ? keys.filter((key) => key === squash(entry.name) || short(key)) : keys.filter(short);
  // ("fly" of Fly.io: an everyday word among its names, read as loosely as a loose name.)
  const looseAliases = (entry.looseAliases ?? []).map(squash);
  return { keys: unique([...keys, ...looseAliases]), loose: unique([...loose, ...looseAliases]) };
}

const VOCABULARY = KNOWN_TECH.map((entry) => ({ entry, ...vocabularyKeys(entry) }));
/** Every key of the vocabulary, to its entry: names are looked up, never scanned for. */
const VOCABULARY_BY_KEY = new Map<string, (typeof VOCABULARY)[number]>();
for (const item of VOCABULARY) for (const key of item.keys) if (!VOCABULARY_BY_KEY.has(key)) VOCABULARY_BY_KEY.set(key, item);
const LONGEST_VOCABULARY_NAME = Math.max(
  ...KNOWN_TECH.flatMap((entry) => [entry.name, ...(entry.aliases ?? [])]).map((name) => tokens(normalize(name)).length),
);

/** The names the vocabulary knows only as written, letter case too ("SPARK"). */
const VOCABULARY_AS_WRITTEN = new Map(VOCABULARY.flatMap((item) => (item.entry.written ? [[item.entry.written, item] as const] : [])));

function vocabularyFor(name: string) {
  // "ESP32-C3", "Python 3.12": a model or version of a known name is that name.
  const model = /^(.+?)[-\s]v?[a-z]?\d[\w.]*$/i.exec(name.trim())?.[1];
  return VOCABULARY_AS_WRITTEN.get(name.trim()) ?? VOCABULARY_BY_KEY.get(squash(name)) ?? (model ? VOCABULARY_BY_KEY.get(squash(model)) : undefined);
}

/** The kinds a skill card's title stands for ("Front-End" → frontend, "Deployments" → cloud). */
function kindsOfTitle(title: string): Set<TechKind> {
  const normalized = normalize(title);
  const kinds = new Set<TechKind>();
  for (const [kind, words] of Object.entries(KIND_WORDS) as [TechKind, string[]][]) {
    if (words.some((word) => hasPhrase(normalized, word))) kinds.add(kind);
  }
  if (hasPhrase(normalized, "languages") || hasPhrase(normalized, "language")) kinds.add("language");
  return kinds;
}

/**
 * The technologies a stack entry or deploy value names: the known names inside it, longest
 * first ("Cloudflare Workers", not also Cloudflare), or the value itself.
 */
function techNamesIn(value: string): string[] {
  const asWritten = VOCABULARY_AS_WRITTEN.get(value.trim());
  if (asWritten) return [asWritten.entry.name];
  const words = tokens(normalize(value));
  const names: string[] = [];
  let unread = false;
  for (let start = 0; start < words.length; start++) {
    let read = false;
    for (let length = Math.min(LONGEST_VOCABULARY_NAME, words.length - start); length >= 1; length--) {
      const key = squash(words.slice(start, start + length).join(""));
      const item = VOCABULARY_BY_KEY.get(key);
      // An everyday word inside a longer value ("Render" in "Render PostgreSQL" is the host, fine; "Go" in "Go live" is not).
      if (!item || (item.loose.includes(key) && words.length > length)) continue;
      names.push(item.entry.name);
      start += length - 1;
      read = true;
      break;
    }
    if (!read && !STOPWORDS.has(words[start] ?? "")) unread = true;
  }
  // "WordPress block editor" is a thing of its own beside WordPress: both are named. So is "Prometheus Alertmanager",
  // two known names that the owner wrote as one.
  return names.length > 0 ? unique((unread && names.length === 1) || names.length > 1 ? [...names, value] : names) : [value];
}

const LEVEL_WORDS = /^(?:basic|advanced|intermediate|beginner|applied)\s+(?=\S)|(?<=\S)\s+(?:basics|fundamentals|essentials|foundations)$/i;

/** Words in a skill's brackets that say how much or how long, not another name: "(legacy)", "(some)", "(learning)". */
const EXTENT_WORDS =
  /^(?:legacy|some|basic|basics|learning|familiar|beginner|intermediate|advanced|expert|rusty|hobby|personal|professional|older|past|previous|prior|current|daily|occasional|limited|exposure|working knowledge)$/i;

/**
 * "SAP HANA SQL", "SAP ECC 6.0", "Apache Flink": a vendor's name before the product's, which visitors leave out ("hana sql",
 * "ecc"), and a version after it.
 */
const VENDOR_FIRST =
  /^(?:SAP|Apache|Google|Amazon|AWS|Microsoft|Azure|IBM|Adobe|Oracle|Salesforce|Atlassian|HashiCorp|Apple|Red Hat|Cisco|Juniper|Arista|VMware|Fortinet|Huawei|Nokia)\s+(.+?)(?:\s+v?\d+(?:\.\d+)*)?$/;

/**
 * The product's own name without its vendor's, where it is written as a name of its own, in capitals ("HANA SQL", "BTP"; not
 * "Cloud", "Benchmark" nor "SQL", a kind), and names none of the owner's projects ("S/4HANA Custom Code Migration" keeps its word).
 */
function withoutVendor(name: string, projectNames: readonly string[]): string | undefined {
  const rest = VENDOR_FIRST.exec(withoutBrackets(name).trim())?.[1];
  if (!rest || KIND_KEYS.has(squash(rest))) return undefined;
  const capitals = rest.split(/[^\p{L}]+/u).some((word) => word.length >= 2 && word === word.toUpperCase() && !KIND_KEYS.has(squash(word)));
  return capitals && !projectNames.some((project) => hasPhrase(normalize(project), normalize(rest).trim())) ? rest : undefined;
}

/** Makers of network and server gear whose name alone is said for their products ("Juniper" for "Juniper Junos"). */
const GEAR_MAKER = /^(Cisco|Juniper|Arista|Fortinet|Huawei|Nokia|VMware)\s+\S/;

/** "is Ms Wiśniewska-Adeyemi a developer?": the owner by a title and the last name ("Dr" is left to say a doctorate is asked about). */
const TITLES = ["mr", "mrs", "ms", "miss", "mx"];

/** The last name alone names the owner too, unless a word of it is an everyday word ("Long", "King"). */
function lastNameAlone(lastName: string): string {
  const words = tokens(normalize(lastName));
  return words.length > 0 && words.every((word) => word.length >= 4 && !isOrdinaryWord(word) && !STOPWORDS.has(word)) ? lastName : "";
}

/** Each of a last name's words that is a name alone: "Rodríguez" and "Sosa" of "Rodríguez Sosa" (not "van" of "van Dijk"). */
function lastNamesApart(lastName: string): string[] {
  const words = lastName.split(/[\s-]+/);
  return words.length > 1 ? words.map(lastNameAlone).filter(Boolean) : [];
}

function buildTechs(content: SiteContent, groupKinds: Map<SkillGroup, Set<TechKind>>): Tech[] {
  const byKey = new Map<string, Tech>();
  const projectNames = content.projects.map((project) => project.name);
  const add = (name: string, group: SkillGroup | null, kinds: Iterable<TechKind>) => {
    const key = squash(name);
    if (!key) return;
    // "Africa's Talking (SMS & USSD)" on a card and "Africa's Talking" in a stack: one technology, the brackets say more of it.
    // "Formal verification basics (Halmos)", "Advanced SQL": the level is said of the item, it is no part of its name.
    const bareName = withoutBrackets(name).replace(LEVEL_WORDS, "").trim();
    const bare = bareName && bareName !== name ? squash(bareName) : "";
    // ("Yocto Linux (basic)": the name the vocabulary knows is the one without its level.)
    const known = vocabularyFor(name) ?? (bareName ? vocabularyFor(bareName) : undefined);
    const product = withoutVendor(name, projectNames);
    const productKey = product && !vocabularyFor(product) ? squash(product) : "";
    let tech =
      byKey.get(key) ??
      (bare ? byKey.get(bare) : undefined) ??
      (productKey ? byKey.get(productKey) : undefined) ??
      (known ? [...byKey.values()].find((t) => known.keys.some((k) => t.keys.has(k))) : undefined);
    if (!tech) {
      tech = { name, keys: new Set([key]), looseKeys: new Set(), groups: [], kinds: new Set(), phrases: [name], normalizedPhrases: [] };
      byKey.set(key, tech);
    }
    if (bare && !byKey.has(bare)) {
      tech.keys.add(bare);
      tech.phrases = unique([...tech.phrases, bareName]);
      byKey.set(bare, tech);
      // ("Rust (intermediate)": an everyday word for a name is read as loosely as the vocabulary reads it, and is the same
      // technology as the "Rust" of a project's stack.)
      if (vocabularyFor(bareName)?.loose.includes(bare)) tech.looseKeys.add(bare);
    }
    if (productKey && product && !byKey.has(productKey)) {
      tech.keys.add(productKey);
      tech.phrases = unique([...tech.phrases, product]);
      byKey.set(productKey, tech);
    }
    // "OAuth 2.0 / OpenID Connect": each of the names on either side of a slash names the item too; so do "SOQL & SOSL",
    // two names the vocabulary knows ("Security & sharing model" is one thing).
    // ("tidyverse & ggplot2": two words that are no everyday English are names too.)
    // ("EVPN/VXLAN": a slash with no spaces joins two names too, where each is a name of three letters or more; "CI/CD" is one.)
    const spaced = name.split(/\s+\/\s+/).map((part) => part.trim());
    const tight = withoutBrackets(name).split("/");
    const slashed =
      spaced.length > 1 || known
        ? spaced
        : tight.length > 1 && tight.every((part) => /^[\p{L}\d-]{3,}$/u.test(part) && !isOrdinaryWord(squash(part)))
          ? tight
          : spaced;
    const joined = name.split(/\s+(?:&|and)\s+/).map((part) => part.trim());
    // (Not an English word the word list lacks in that form: "Profiling & optimisation" is one skill.)
    const nameLike = (part: string) =>
      vocabularyFor(part) !== undefined ||
      (/^\S+$/.test(part) && squash(part).length >= 2 && !isOrdinaryWord(squash(part)) && !/(?:ing|tion|sion|ment|ness|ity)$/i.test(part));
    // "Whole-genome sequencing (Illumina & Nanopore)", "Variant calling (GATK, bcftools)": the names in its brackets name it too.
    // ("Oracle Database (legacy)", "Docker (basic)": a word of how much or how long names nothing.)
    const bracketed = (/\(([^)]+)\)/.exec(name)?.[1] ?? "")
      .split(/\s*(?:,|&|\/|\band\b)\s*/)
      .map((part) => part.trim())
      .filter((part) => !EXTENT_WORDS.test(part));
    // ("PL-600: Power Platform Solution Architect Expert (2023)": an exam's code, then its name; each names the item.)
    const coded = /^([A-Z]{1,5}-?\d{2,4}[A-Z]?):\s+(.+)$/.exec(withoutBrackets(name).trim());
    const parts = [
      ...(coded?.[1] && coded[2] ? [coded[1], coded[2].trim()] : []),
      // ("U-Boot and device tree": a name the vocabulary knows, beside words that name nothing alone.)
      ...(slashed.length > 1
        ? slashed
        : joined.length > 1 && joined.every(nameLike)
          ? joined
          : joined.length > 1
            ? joined.filter((part) => /^\S+$/.test(part) && vocabularyFor(part) !== undefined)
            : []),
      ...bracketed.filter((part) => part !== "" && nameLike(part)),
    ];
    for (const part of parts) {
      const partKey = squash(part);
      if (!partKey || byKey.has(partKey)) continue;
      tech.keys.add(partKey);
      tech.phrases = unique([...tech.phrases, part]);
      byKey.set(partKey, tech);
      for (const k of (vocabularyFor(part)?.keys ?? []).filter((k) => !byKey.has(k))) {
        tech.keys.add(k);
        byKey.set(k, tech);
      }
    }
    if (known) {
      for (const k of known.keys) tech.keys.add(k);
      for (const k of known.loose) tech.looseKeys.add(k);
      for (const kind of known.entry.kinds) tech.kinds.add(kind);
      const aliasPhrases = (known.entry.aliases ?? []).filter((alias) => squash(alias).length > 2 && !known.loose.includes(squash(alias)));
      tech.phrases = unique([...tech.phrases, known.entry.name, ...aliasPhrases]);
    }
    for (const kind of kinds) tech.kinds.add(kind);
    if (group && !tech.groups.includes(group)) tech.groups.push(group);
  };
  for (const group of content.skillGroups) {
    // "Embedded Rust (Embassy)": a kind the item's own name opens with ("Prompt design" is no design tool).
    const opensWith = (label: string) => kindsOfTitle(label.split(/\s+/)[0] ?? "");
    for (const item of group.items) add(item.label, group, [...(groupKinds.get(group) ?? []), ...opensWith(item.label)]);
  }
  for (const project of content.projects) {
    for (const item of project.stack) for (const name of techNamesIn(item)) add(name, null, []);
    for (const [key, value] of shownDeployEntries(project.deploy)) {
      if (key === "domain" || isPublicationKey(key)) continue;
      // ("Sare docs" under the docs of Sare: the project's own pages, not a technology.)
      if (hasPhrase(normalize(value), normalize(project.name).trim())) continue;
      // ("Backend: Retired in 2021": what became of it, not where it runs; "Heroku (shut down in 2022)" still names a host.)
      const status = /^(?:retired|archived|decommissioned|discontinued|shut down|sunset|offline)\b/i;
      if (status.test(value.replace(/\([^)]*\)/g, " ").trim())) continue;
      const kind = DEPLOY_KIND[key];
      for (const name of techNamesIn(value)) add(name, null, kind ? [kind] : []);
    }
  }
  const techs = unique(byKey.values());
  // "is he more AI or web dev?": the web is its front and its back end, for an owner who builds front ends at all
  // (the APIs an iOS engineer calls make no web developer).
  if (techs.some((tech) => tech.kinds.has("frontend") && !tech.kinds.has("backend")))
    for (const tech of techs) if (tech.kinds.has("frontend") || tech.kinds.has("backend")) tech.kinds.add("web");
  // "coroutines?" of "Kotlin Coroutines": the word a technology's name adds to another's names that part of it too, when
  // no dictionary holds it and no other name shares it; read as loosely as an everyday name (alone, or cued as a skill).
  const namesWithWord = new Map<string, Tech[]>();
  for (const tech of techs) {
    const words = tokens(normalize(withoutBrackets(tech.name)));
    const [first, last] = words;
    if (words.length !== 2 || !first || !last || !byKey.has(squash(first))) continue;
    if (last.length >= 4 && !isKnownWord(last)) namesWithWord.set(last, [...(namesWithWord.get(last) ?? []), tech]);
  }
  for (const [word, [tech, ...others]] of namesWithWord) {
    const key = squash(word);
    if (!tech || others.length > 0 || byKey.has(key) || vocabularyFor(word) !== undefined) continue;
    tech.keys.add(key);
    tech.looseKeys.add(key);
    byKey.set(key, tech);
  }
  // "VR (OpenXR)" on a card and "OpenXR" in a project's stack: the project is a VR one, so the brackets' name is the card item's too.
  for (const tech of techs) {
    const inside = /\(([^)]+)\)/.exec(tech.name)?.[1]?.trim() ?? "";
    const other = byKey.get(squash(inside));
    if (other && other !== tech) tech.phrases = unique([...tech.phrases, inside]);
  }
  // "does she know juniper?" of "Juniper Junos": the name of a maker of network gear alone names the first of its products the
  // owner lists, read as loosely as an everyday name. (A platform's name, "Google", names too many things to name one.)
  for (const tech of techs) {
    const vendor = GEAR_MAKER.exec(tech.name)?.[1] ?? "";
    const key = squash(vendor);
    if (!key || byKey.has(key)) continue;
    tech.keys.add(key);
    tech.looseKeys.add(key);
    byKey.set(key, tech);
  }
  for (const tech of techs) tech.normalizedPhrases = unique(tech.phrases.map(normalize));
  return techs;
}

const projectTexts = new WeakMap<Project, { text: string; known: string[] }>();

/** Does the project's stack or deploy entries name this technology? A project on SvelteKit is a Svelte project, one on FastAPI a Python one. */
export function projectUses(project: Project, tech: Tech): boolean {
  const said = projectText(project);
  return projectLists(project, tech) || [...tech.keys].some((key) => BUILT_ON_IT.get(key)?.some((name) => said.text.includes(name)));
}

/** Does the project's stack or deploy entries name this technology itself, not a framework built on it? */
export function projectLists(project: Project, tech: Tech): boolean {
  const said = projectText(project);
  // ("Spring Batch" in a stack is a technology of its own, not Spring Boot by its word "spring".)
  // ("Cloudflare Workers" is Cloudflare's all the same: the owner's own name for it is in it.)
  const stackText = said.known.reduce((text, value) => (tech.keys.has(squash(value)) ? text : text.replace(value, "|")), said.text);
  const ownName = normalize(tech.name);
  return tech.normalizedPhrases.some((phrase) => (phrase === ownName ? said.text : stackText).includes(phrase));
}

function projectText(project: Project): { text: string; known: string[] } {
  let said = projectTexts.get(project);
  if (said === undefined) {
    const values = [
      ...project.stack,
      ...shownDeployEntries(project.deploy)
        .filter(([key]) => key !== "domain" && !isPublicationKey(key))
        .map(([, value]) => value),
    ];
    // One line per value, so a phrase never spans two of them.
    said = { text: values.map(normalize).join("|"), known: values.filter((value) => VOCABULARY_BY_KEY.has(squash(value))).map(normalize) };
    projectTexts.set(project, said);
  }
  return said;
}

/** The keys a name answers to: the whole name, and each run of its words that is distinctive enough. */
function nameKeys(name: string, isDistinctive: (run: string[]) => boolean): string[] {
  // "Shelf Fronts (PhD thesis)": what the brackets say describes the thing; "PhD thesis" alone names the studies, not it.
  const bare = withoutBrackets(name).trim() || name;
  const words = tokens(normalize(bare));
  // "Studio Nine" is also written "Studio 9".
  const digits = words.map((word) => String(numberIn(word) ?? word));
  const keys = [squash(name), squash(bare), squash(digits.join(""))];
  for (let start = 0; start < words.length; start++) {
    for (let end = start + 1; end <= words.length; end++) {
      const run = words.slice(start, end);
      if (isDistinctive(run)) keys.push(squash(run.join(" ")));
    }
  }
  return unique(keys);
}

/** The kinds of skill as visitors name them ("programming languages", "front end"), squashed. */
export const KIND_KEYS = new Set(Object.values(KIND_WORDS).flatMap((words) => words.map(squash)));

/**
 * "tell me about the keyboard" of "Ami Keyboard": "the" and the last word of one project's name name that project, where
 * no other name or description holds the word and it is no word names end in ("the portfolio"), no kind of made thing ("the app"), no
 * technology and no place (`isPlain`).
 */
function lastWordKeys(
  content: SiteContent,
  texts: readonly { of: unknown; words: ReadonlySet<string> }[],
  isPlain: (word: string) => boolean,
): Map<string, Project> {
  const keys = new Map<string, Project>();
  const allNames = [...content.projects.map((project) => project.name), ...content.experience.map((entry) => entry.company)];
  for (const project of content.projects) {
    const words = tokens(normalize(withoutBrackets(project.name)));
    const last = words.at(-1) ?? "";
    // ("the migration" of "Fjordpay EKS migration" names none where the owner's other work speaks of migrations too.)
    const elsewhere =
      allNames.some((name) => name !== project.name && tokens(normalize(name)).includes(last)) ||
      texts.some((text) => text.of !== project && [...text.words].some((word) => stem(word) === stem(last)));
    const plain = last.length <= 3 || STOPWORDS.has(last) || isPlain(last) || KIND_KEYS.has(last) || NAME_WORDS.has(last);
    if (words.length < 2 || elsewhere || plain || asks(` ${last} `, "madeThing")) continue;
    keys.set(`the${last}`, project);
  }
  return keys;
}

/** Keys that name exactly one thing among `names`. */
function uniqueKeys<T>(
  things: T[],
  nameOf: (thing: T) => string,
  techKeys: Map<string, Tech>,
  places: ReadonlySet<string>,
  ordinary: (word: string, thing: T) => boolean,
): Map<string, T> {
  // A town in a company's name ("Lisbon Code Academy") names the town, not the company (and the owner's name the owner).
  // Everyday words name it only together ("Calm Sheet", not "calm"), a technology or a place never.
  const isPlain = (word: string) => STOPWORDS.has(word) || places.has(word) || techKeys.has(squash(word)) || word.length <= 2;
  // A part of a name that is one of the owner's skills ("Threat Modelling" of "Threat Modelling in Forty Minutes") names the skill,
  // and one that is a kind of skill ("Programming Languages" of "Programming Languages and Compilers Lab") the kind.
  const isDistinctive = (run: string[], thing: T) =>
    !techKeys.has(squash(run.join(" "))) &&
    !KIND_KEYS.has(squash(run.join(" "))) &&
    (run.some((word) => !ordinary(word, thing) && !isPlain(word)) || (run.length > 1 && !run.some(isPlain)));
  const owners = new Map<string, T[]>();
  // "Front Range Atmospheric Research Laboratory (FRARL)": an acronym in brackets is the thing's short name, however often
  // the prose says it (not a technology's: "Pager bot (AWS)" is no "AWS").
  const acronyms = (name: string) =>
    [...name.matchAll(/\((\p{Lu}[\p{Lu}\d]{1,9})\)/gu)].map((match) => normalize(match[1] ?? "").trim()).filter((word) => !isPlain(word));
  // "SP-2 Soil Probe Firmware", "Prusa MK4 Mods": a model's code of letters and digits is the thing's short name too.
  const codes = (name: string) =>
    name
      .split(/\s+/)
      .map((word) => squash(word))
      .filter((code) => code.length >= 3 && /\p{L}/u.test(code) && /\p{N}/u.test(code) && !techKeys.has(code) && !places.has(code));
  // "Metropolitan Mobility Authority" is also "MMA", a name of three words or more by its initials, where they are no word of their own.
  const initials = (name: string, thing: T) => {
    const key = initialsOf(name);
    return key && !isPlain(key) && !ordinary(key, thing) ? [key] : [];
  };
  for (const thing of things) {
    const name = nameOf(thing);
    for (const key of [...nameKeys(name, (run) => isDistinctive(run, thing)), ...acronyms(name), ...codes(name), ...initials(name, thing)])
      owners.set(key, [...(owners.get(key) ?? []), thing]);
  }
  const keys = new Map<string, T>();
  // Two roles at one company ("Songa" of two Songa Logistics entries) share its words: the word still names it.
  for (const [key, list] of owners) {
    const [first] = list;
    if (first !== undefined && list.every((thing) => nameOf(thing) === nameOf(first))) keys.set(key, first);
  }
  // A whole name always names its thing, even when it is an everyday word ("Todo"), and so does the name before its
  // office ("City of Osaka" of "City of Osaka, Multilingual Information Office").
  for (const thing of things) {
    keys.set(squash(nameOf(thing)), thing);
    const [before, ...office] = partsOfName(nameOf(thing));
    const named = before ? tokens(normalize(before)).filter((word) => !STOPWORDS.has(word)) : [];
    if (before && office.length > 0 && named.length >= 2 && !keys.has(squash(before))) keys.set(squash(before), thing);
  }
  return keys;
}

/** A kind of place an employer's name holds ("… Regional Council", "… City Polytechnic"). */
const INSTITUTION_WORD =
  /^(?:council|polytechnic|university|college|hospital|museum|ministry|library|academy|institute|authority|dealership|airline|clinic|laboratory|lab)$/;

/** The initials of a name of three words or more, its brackets and small words left out ("atc" of "Air Traffic Controller (Approach)"). */
export function initialsOf(name: string): string | null {
  const words = tokens(normalize(name.replace(/\([^)]*\)/g, " "))).filter((word) => !STOPWORDS.has(word));
  return words.length >= 3 && words.every((word) => /^\p{L}/u.test(word)) ? words.map((word) => word[0]).join("") : null;
}

/** Words of well-known technologies' names: "Amazon" of a certificate's issuer is not a school. */
const TECH_WORDS = new Set(KNOWN_TECH.flatMap((tech) => [tech.name, ...(tech.aliases ?? [])]).flatMap((name) => tokens(normalize(name))));

/** What names one of the owner's schools or degrees: its whole name, its initials ("JKUAT"), a word of its own ("Guelph"). */
function schoolKeys(education: readonly { school: string; degree: string }[], common: (word: string) => boolean): string[] {
  return education.flatMap(({ school, degree }) => {
    const words = (name: string) => tokens(normalize(name));
    const initials = words(school)
      .filter((word) => !STOPWORDS.has(word))
      .map((word) => word[0])
      .join("");
    // Three letters are enough for an acronym ("AGH", "MIT"), which no dictionary holds.
    const own = [...words(school), ...words(degree)].filter((word) => word.length >= 3 && !STOPWORDS.has(word) && !common(word));
    // Three initials name a school only when they are no word of their own ("CIT", not "ART").
    const named = initials.length >= 4 || (initials.length === 3 && !common(initials) && !STOPWORDS.has(initials));
    return [normalize(school).trim(), normalize(degree).trim(), ...(named ? [initials] : []), ...own];
  });
}

/**
 * The names the owner's own words give to things that are no project, employer, technology, school
 * or link: "Runs Code Clinic, a weekly drop-in" names Code Clinic. A run of capitalised words is a
 * name ("Software Sustainability Institute", "University of Bergen"); "and" joins two names, not one.
 */
function namedThings(content: SiteContent, facts: readonly FactDoc[], known: (squashed: string) => boolean): Knowledge["namedThings"] {
  const { profile, assistantProfile, projects, experience } = content;
  const texts = [
    assistantProfile.snapshot,
    profile.bio,
    ...assistantProfile.highlights,
    assistantProfile.availability.note ?? "",
    ...projects.map((project) => project.description),
    ...experience.map((entry) => entry.description),
  ];
  const runs = texts.flatMap((text) => text.match(/\p{Lu}[\p{L}\p{N}'’-]*(?: (?:of |for |the )*\p{Lu}[\p{L}\p{N}'’-]*)+/gu) ?? []);
  // A sentence's first word is capitalised whatever it is: "Runs Code Clinic", "Since January", "Built Raspberry Pi…".
  const opening = (word: string) =>
    STOPWORDS.has(word) ||
    IRREGULAR_PAST.has(word) ||
    /^(?:cut|put|set|since|until|after|before|during|while|today|yesterday)$/.test(word) ||
    (isOrdinaryWord(word) && /^\p{L}{3,}ed$|^\p{L}{2,}[^s]s$/u.test(word));
  const phrases = unique(
    runs.map((run) => {
      const words = tokens(normalize(run));
      while (words.length > 0 && opening(words[0] ?? "")) words.shift();
      return words.join(" ");
    }),
  );
  const naming = (word: string) => !["of", "for", "the", "i"].includes(word);
  return phrases
    .filter(
      (phrase) => phrase.includes(" ") && !/(?:^| )i(?: |$)/.test(phrase) && !known(squash(phrase)) && !tokens(phrase).filter(naming).every(known),
    )
    .map((phrase) => ({ phrase, facts: facts.filter((fact) => fact.normalized.includes(` ${phrase} `)) }))
    .filter(({ facts: saying }) => saying.length > 0);
}

/** "Rafael shipped Emberfall (2023)": a capitalised word after a lower-case one that is no English word and nothing else the content names. */
function namedWords(content: SiteContent, named: (word: string) => boolean): ReadonlySet<string> {
  const texts = [...content.projects.map((project) => project.description), ...content.experience.map((entry) => entry.description)];
  const words = texts
    .flatMap((text) => [...text.matchAll(/(?<=\p{Ll},? )\p{Lu}\p{Ll}{3,}(?=[\s,.;:)])/gu)].map((match) => normalize(match[0]).trim()))
    .filter((word) => !isOrdinaryWord(word) && !named(word) && !MONTHS_AND_DAYS.test(word));
  return new Set(words);
}

const MONTHS_AND_DAYS = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)/;

function sentences(text: string): string[] {
  return text
    .split(SENTENCE_BREAK)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** A sentence carried on after a colon: its first letter small, unless it opens with a name ("Lantern Health makes…"). */
function continuing(sentence: string, names: readonly string[]): string {
  if (names.some((name) => name && sentence.startsWith(name))) return sentence;
  return sentence.charAt(0).toLowerCase() + sentence.slice(1);
}

function buildFacts(content: SiteContent, owner: OwnerFacts): FactDoc[] {
  const { profile, assistantProfile, projects, experience } = content;
  const first = owner.firstName;
  // Descriptions an owner wrote as "I build…" are said of the owner ("Ceri builds…").
  const told = (text: string) => inThirdPerson(text, first, owner.pronouns);
  const ownNames = [
    first,
    ...experience.map((entry) => entry.company),
    ...projects.map((project) => project.name),
    ...content.skillGroups.flatMap((group) => group.items.map((item) => item.label)),
  ];
  const facts: Omit<FactDoc, "id" | "normalized">[] = [];
  for (const sentence of sentences(assistantProfile.snapshot)) facts.push({ text: sentence, answer: sentence });
  // The page's own introduction, in the owner's first person: quoted, not retold.
  for (const sentence of sentences(profile.bio)) facts.push({ text: sentence, answer: `In ${first}'s own words: "${sentence}"` });
  for (const highlight of assistantProfile.highlights) {
    // ("Fits the Box caught more than 2,000 bugs": a highlight that opens with a project's name has its own subject.)
    const ownSubject = ownNames.some((name) => name !== first && name.includes(" ") && highlight.startsWith(`${name} `));
    facts.push({ text: highlight, answer: ownSubject ? told(highlight) : saidOf(first, told(highlight)) });
  }
  // The availability note says things no other field does ("travels for on-site work"). The FAQ's answers
  // stay out: they answer their own questions, and one that opens with "Yes" would answer any other.
  const { note } = assistantProfile.availability;
  // A note that opens with its verb ("Takes on contracts…") is said of the owner ("Siphokazi takes on…").
  // ("I'm open to remote roles…", in the owner's own voice: said of them, as every answer is.)
  if (note) facts.push({ text: note, answer: /^\p{Lu}\p{Ll}+s\b/u.test(note) ? saidOf(first, note) : told(note) });
  for (const project of projects) {
    facts.push({ text: `${project.name} ${project.description}`, answer: `${project.name}: ${told(project.description)}`, project });
  }
  for (const entry of experience) {
    facts.push({
      text: `${entry.title} ${entry.company} ${entry.description}`,
      answer: `As ${entry.title} at ${entry.company} (${entry.date}), ${first} worked on this: ${continuing(told(entry.description), ownNames)}`,
    });
  }
  return facts.map((fact, id) => ({ ...fact, id, normalized: normalize(fact.text) }));
}

/** Stems already found: the same words are stemmed for every question and every example. */
const stems = new Map<string, string>();

/**
 * Words the stemmer would take for another: a rating (of an app, of a chess player) is no rate of pay. And the past of verbs it
 * cannot see: "did his tests ever catch a bug?" of "wrote the tests that caught its first production bug".
 */
const OWN_STEMS: Record<string, string> = {
  rating: "rating",
  ratings: "rating",
  caught: "catch",
  taught: "teach",
  won: "win",
  sold: "sell",
  began: "begin",
  begun: "begin",
  grew: "grow",
  grown: "grow",
};

/** A word's stem, so "deployments" finds "deployment", "leads" finds "lead" and "invoicing" finds "invoices" (the Porter stemmer). */
export function stem(word: string): string {
  const known = stems.get(word) ?? OWN_STEMS[word];
  if (known !== undefined) return known;
  // A short plural that is no English word is an acronym's: "ndas", "ctfs", "apis".
  const stemmed = word.length === 4 && word.endsWith("s") && !isOrdinaryWord(word) ? word.slice(0, -1) : porterStem(word);
  if (stems.size >= 5_000) stems.clear();
  stems.set(word, stemmed);
  return stemmed;
}

/**
 * Does the text say every word, in any form ("dev" begins "developer", "teaching" begins "teacher" once a word has
 * `prefixFrom` letters)?
 */
export function saysEvery(text: string, words: readonly string[], prefixFrom: number): boolean {
  const said = tokens(normalize(text));
  return words.every((word) =>
    said.some((one) => one === word || stem(one) === stem(word) || (word.length >= prefixFrom && one.startsWith(stem(word)))),
  );
}

function factSearch(docs: FactDoc[]): MiniSearch<FactDoc> {
  const search = new MiniSearch<FactDoc>({
    fields: ["text"],
    storeFields: ["answer"],
    tokenize: (text) => tokens(normalize(text)),
    processTerm: (term) => (STOPWORDS.has(term) || term.length < 3 ? null : stem(term)),
  });
  search.addAll(docs);
  return search;
}

/**
 * Where projects are published: the deploy lines such as "Docker Hub" or "crates.io", each with its
 * projects, and the well-known places none of them is on ("is it on the App Store?").
 */
function buildOutlets(projects: readonly Project[]): Outlet[] {
  const outlets = new Map<string, Outlet>();
  const outlet = (label: string) => {
    const key = normalize(label);
    const known = Object.entries(PUBLICATION_ALIASES).find(([name]) => normalize(name) === key);
    const found = outlets.get(key) ?? { label, phrases: [key, ...(known?.[1] ?? []).map(normalize)], labelWords: tokens(key), items: [] };
    outlets.set(key, found);
    return found;
  };
  for (const project of projects) {
    for (const { key, name, href } of shownDeploys(project.deploy).filter(({ key }) => isPublicationKey(key))) {
      const found = outlet(key);
      const bare = normalize(name) === normalize(key);
      // "Android: Google Play": the store named is an outlet too ("which apps are on Google Play?").
      const store = Object.entries(PUBLICATION_ALIASES).find(
        ([label, aliases]) => normalize(label) !== normalize(key) && [label, ...aliases].some((said) => normalize(said) === normalize(name)),
      );
      // The live link on that store's own host ("play.google.com" of "Google Play") is the link to it there.
      const host = /^https?:\/\/([^/]+)/.exec(project.live)?.[1] ?? "";
      const onHost = (label: string) => host !== "" && tokens(normalize(label)).every((word) => host.includes(word));
      const link = href ?? ((bare && onHost(key)) || (store && onHost(name)) ? project.live : undefined);
      found.items.push({ project, name, ...(link ? { href: link } : {}), ...(bare ? { bare } : {}) });
      if (store) outlet(store[0]).items.push({ project, name, ...(link ? { href: link } : {}), bare: true, under: found.label });
      // "Nintendo eShop" under "Nintendo Switch": a name that shares a word with the outlet's is the store's own name, and
      // its words no dictionary holds name it too ("eshop?"). ("GitHub Releases" under "APK", "hosted by Trocado" do not.)
      const storeWords = tokens(normalize(name));
      const keyWords = tokens(normalize(key));
      if (/[/.]/.test(name) || storeWords.length < 2 || storeWords.length > 3 || !storeWords.some((word) => keyWords.includes(word))) continue;
      // ("Kaggle notebooks": a kind of made thing is no name; "Harbor case study": nor is "study", an everyday word whatever its stem.)
      const rare = storeWords.filter(
        (word) =>
          word.length >= 4 && !isOrdinaryWord(word) && !isOrdinaryWord(stem(word)) && !VOCABULARY_BY_KEY.has(word) && !asks(` ${word} `, "madeThing"),
      );
      found.phrases = unique([...found.phrases, normalize(name), ...rare.map((word) => ` ${word} `)]);
    }
  }
  for (const label of Object.keys(PUBLICATION_ALIASES)) outlet(label);
  return [...outlets.values()];
}

export function buildKnowledge(content: SiteContent): Knowledge {
  const owner = ownerFacts(content);
  const { assistantProfile } = content;
  const groupKinds = new Map(content.skillGroups.map((group) => [group, kindsOfTitle(group.title)] as const));
  const techs = buildTechs(content, groupKinds);
  const techKeys = new Map<string, Tech>();
  for (const tech of techs) for (const key of tech.keys) if (!techKeys.has(key)) techKeys.set(key, tech);
  const otherTechKeys = new Map<string, KnownTech>();
  const otherLooseKeys = new Set<string>();
  // An owner called Maya or Julia is never the technology of that name.
  // The words of every name the owner goes by, and "owner": a question reads the owner's names as that word.
  const ownerWords = new Set([...[owner.fullName, ...owner.shortNames].flatMap((name) => tokens(normalize(name))), "owner"]);
  const ownerNames = new Set([...ownerWords].map(squash));
  // ("Apache Spark" of an owner whose "SPARK" is Ada's: the name they share is the owner's; the known one's other names are not.)
  const anotherThing = (key: string, entry: KnownTech) => {
    const own = techKeys.get(key);
    const known = own ? vocabularyFor(own.name)?.entry : undefined;
    return known !== undefined && known !== entry;
  };
  for (const { entry, keys: all, loose } of VOCABULARY) {
    const shared = all.filter((key) => techKeys.has(key));
    if ((shared.length > 0 && !shared.every((key) => anotherThing(key, entry))) || ownerNames.has(squash(entry.name))) continue;
    const keys = all.filter((key) => !techKeys.has(key));
    // "What has she deployed on Cloudflare?" of an owner with Cloudflare Pages: a cloud named by its vendor alone is the
    // one product of that vendor the owner lists.
    const vendor = normalize(entry.name).trim();
    const [product, ...others] = entry.kinds.includes("cloud") ? techs.filter((tech) => normalize(tech.name).trim().startsWith(`${vendor} `)) : [];
    if (product && others.length === 0) {
      for (const key of keys) techKeys.set(key, product);
      continue;
    }
    for (const key of keys) if (!otherTechKeys.has(key)) otherTechKeys.set(key, entry);
    for (const key of loose) otherLooseKeys.add(key);
  }
  // ("Remote from Nairobi · Hafenlicht is based in Hamburg": an employer's name that a location says something of is
  // no place; "Coimbra" of "University of Coimbra", in Coimbra, is.)
  const employerWords = new Set(content.experience.flatMap((entry) => tokens(normalize(entry.company))));
  const locations = [owner.location, ...owner.experience.map((entry) => entry.location ?? "")];
  const subject = (word: string) =>
    locations.some((place) => [`${word} is`, `${word} s`, `${word} has`].some((said) => hasPhrase(normalize(place), said)));
  // (A location's words in lower case are no place: "road" of "On the road across Victoria".)
  const placeWords = locations.flatMap((place) => tokens(normalize((place.match(/(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{N}'’-]*/gu) ?? []).join(" "))));
  const places = new Set(placeWords.filter((word) => !(employerWords.has(word) && subject(word))));
  // A word the owner's prose writes in lower case ("a logistics start-up") is an ordinary word for them too,
  // unless only the thing's own description does ("a pottery kiln" of Kiln Controller).
  // (A project's name written in lower case, "laravel-sigfig", "certwatch_exporter", still has its words of its own: "sigfig" beside Laravel.)
  const ownWordsOf = new Map(
    content.projects.map((project) => {
      const own = tokens(normalize(project.name)).filter((word) => !STOPWORDS.has(word) && !techKeys.has(squash(word)) && !isOrdinaryWord(word));
      // ("pager-health-exporter" keeps its everyday-sounding "pager" for the prose; a code name's parts, "certwatch_exporter", are its own.)
      return [project.name.toLowerCase(), own.length === 1 || project.name.includes("_") ? own : []] as const;
    }),
  );
  const lowerCase = (text: string) =>
    new Set(
      (text.match(/(?<![\p{L}\p{N}])\p{Ll}[\p{L}\p{N}_-]*/gu) ?? []).flatMap((word) =>
        tokens(normalize(word)).filter((token) => !ownWordsOf.get(word.replace(/-$/, ""))?.includes(token)),
      ),
    );
  // A word two other things say in any case ("NLP" of the roles "Lead Data Scientist, NLP" and "Senior Data Scientist, NLP")
  // is the owner's field, not a part of one project's name ("Intro to NLP course").
  const things = [...content.projects, ...content.experience].map((thing) => ({
    of: thing as unknown,
    company: "company" in thing ? thing.company : undefined,
    words: lowerCase(thing.description),
    said: normalize(`${"name" in thing ? thing.name : `${thing.title} ${thing.company}`} ${thing.description}`),
  }));
  const ownTexts = [assistantProfile.snapshot, ...assistantProfile.highlights, content.profile.bio];
  const prose: { of: unknown; words: Set<string> }[] = [...ownTexts.map((text) => ({ of: null, words: lowerCase(text) })), ...things];
  // (Two roles at one company are one thing here: "Songa" of both Songa Logistics roles is still the company's name.)
  const companyOf = (thing?: unknown) => things.find((text) => text.of === thing)?.company;
  // ("Kōtuku" of "Kōtuku Airways", said by two projects that ran there, is still the company's name.)
  const nameOf = (thing?: unknown) => {
    const found = things.find((text) => text.of === thing)?.of as { name?: string; company?: string } | undefined;
    return normalize(found?.name ?? found?.company ?? "").trim();
  };
  const field = (word: string, thing?: unknown) => {
    const own = nameOf(thing);
    const saysIt = (said: string) => hasPhrase(own === "" ? said : said.split(` ${own} `).join("  "), word);
    return (
      things.filter((text) => text.of !== thing && (text.company === undefined || text.company !== companyOf(thing)) && saysIt(text.said)).length >= 2
    );
  };
  // ("a girih pattern generator … the shaders I wrote for Girih": a word the prose also writes capitalised, alone, within a
  // sentence is a name there, so the game "Girih: The Tile Garden" is still named by it; "Kestrel Payroll" is a name of two words.)
  const named = new Set(
    [...ownTexts, ...[...content.projects, ...content.experience].map((thing) => thing.description)]
      .flatMap((text) => text.match(/(?<=(?:^|\s)[\p{Ll}\p{N}][\p{Ll}\p{N}'’-]*,? )\p{Lu}\p{Ll}+(?![\p{L}\p{N}]|\s\p{Lu})/gu) ?? [])
      .flatMap((word) => tokens(normalize(word))),
  );
  const ordinary = (word: string, thing?: unknown) =>
    isOrdinaryWord(word) || prose.some((text) => text.of !== thing && text.words.has(word) && !named.has(word)) || field(word, thing);
  // "who is rafa" of an owner with a channel "Rafa Shaders": the owner's name alone names the owner, as a place names the place.
  const plainWords = new Set([...places, ...ownerWords]);
  const projectKeys = uniqueKeys(content.projects, (project) => project.name, techKeys, plainWords, ordinary);
  const entryKeys = uniqueKeys(content.experience, (entry) => entry.company, techKeys, plainWords, ordinary);
  // ("how many years did she do ATC?": a job title's initials name the role, where no other name has them.)
  for (const entry of content.experience) {
    const key = initialsOf(entry.title);
    const others = content.experience.filter((other) => other.title !== entry.title && initialsOf(other.title) === key);
    if (key && others.length === 0 && !entryKeys.has(key) && !techKeys.has(key) && !plainWords.has(key) && !ordinary(key)) entryKeys.set(key, entry);
  }
  // ("at the council", "the polytechnic job" of "Harbour Regional Council", "Harbour City Polytechnic": the kind of place a name
  // holds names it, where only one employer's name holds it and no project's does.)
  const elsewhere = content.projects.map((project) => project.name);
  const kindKeys = new Map<string, ExperienceEntry>();
  for (const entry of content.experience) {
    for (const word of tokens(normalize(entry.company)).filter((word) => INSTITUTION_WORD.test(word))) {
      const holders = unique(content.experience.filter((other) => tokens(normalize(other.company)).includes(word)).map((other) => other.company));
      if (holders.length === 1 && !kindKeys.has(word) && !elsewhere.some((name) => tokens(normalize(name)).includes(word))) kindKeys.set(word, entry);
    }
  }
  // "what did they do at Harbour Lights Health?" of a company and its "Harbour Lights Health app": the company's whole name is the company.
  // ("before harbour lights": a part of its name that the company shares with the app named after it names the company too.)
  for (const entry of content.experience) {
    for (const [key, project] of projectKeys) {
      const namedAfter = squash(project.name) !== squash(entry.company) && squash(project.name).includes(squash(entry.company));
      if (!namedAfter || entryKeys.get(key) !== entry) continue;
      projectKeys.delete(key);
      // ("the harbour lights app" still names the app: the part with the words the app's name adds to the company's.)
      const added = tokens(normalize(project.name)).filter((word) => !tokens(normalize(entry.company)).includes(word));
      if (added.length > 0) projectKeys.set(`${key}${squash(added.join(" "))}`, project);
    }
  }
  const names = new MiniSearch<NameDoc>({
    fields: ["key"],
    storeFields: ["key", "kind"],
    // Each key is one term: fuzzy matching compares whole names, not their parts.
    tokenize: (text) => [text],
    processTerm: (term) => term,
  });
  const nameDocs: Omit<NameDoc, "id">[] = [
    ...[...techKeys.keys()].filter((key) => key.length >= 4 && !techKeys.get(key)?.looseKeys.has(key)).map((key) => ({ key, kind: "tech" as const })),
    ...[...otherTechKeys.keys()].filter((key) => key.length >= 4 && !otherLooseKeys.has(key)).map((key) => ({ key, kind: "other-tech" as const })),
    ...[...projectKeys.keys()].filter((key) => key.length >= 4).map((key) => ({ key, kind: "project" as const })),
    ...[...entryKeys.keys()].filter((key) => key.length >= 4).map((key) => ({ key, kind: "entry" as const })),
  ];
  names.addAll(nameDocs.map((doc, id) => ({ ...doc, id })));
  // (Added after the index of names for typos: "the states" is no typo of "the dates".)
  for (const [key, project] of lastWordKeys(content, things, (word) => plainWords.has(word) || techKeys.has(word)))
    if (!projectKeys.has(key)) projectKeys.set(key, project);

  const factDocs = buildFacts(content, owner);
  const wholeNames = new Set([
    ...content.projects.map((project) => squash(project.name)),
    ...content.experience.map((entry) => squash(entry.company)),
  ]);
  const nameWords = new Set(
    [...content.projects.map((project) => project.name), ...content.experience.map((entry) => entry.company)].flatMap((name) =>
      tokens(normalize(name)),
    ),
  );
  const linkNames = owner.contact.links.map((link) => normalize(link.label));
  const outlets = buildOutlets(content.projects);
  const otherNames = new Set(
    [
      owner.fullName,
      ...linkNames,
      ...outlets.flatMap((outlet) => [outlet.label, ...outlet.phrases]),
      ...assistantProfile.education.flatMap((study) => [study.school, study.degree]),
      ...content.experience.map((entry) => entry.title),
    ].map(squash),
  );
  // A link's name inside its label ("Slow Commit" of "Slow Commit, his blog") is the link's, not another thing's.
  const linkKeys = linkNames.map(squash);
  const known = (key: string) =>
    wholeNames.has(key) ||
    techKeys.has(key) ||
    otherTechKeys.has(key) ||
    otherNames.has(key) ||
    places.has(key) ||
    linkKeys.some((label) => key.length >= 6 && label.includes(key));
  const ownNames = [...techs.flatMap((tech) => tech.phrases), ...content.projects.map((p) => p.name), ...content.experience.map((e) => e.company)];
  const longestName = Math.max(LONGEST_VOCABULARY_NAME, ...ownNames.map((name) => tokens(normalize(name)).length));
  return {
    content,
    owner,
    techs,
    techKeys,
    otherTechKeys,
    otherLooseKeys,
    projectKeys,
    entryKeys,
    kindKeys,
    initialKeys: new Set(
      [...content.projects.map((project) => project.name), ...content.experience.flatMap((entry) => [entry.company, entry.title])]
        .map(initialsOf)
        .filter((key): key is string => key !== null),
    ),
    groupKinds,
    names,
    facts: factSearch(factDocs),
    factDocs,
    outlets,
    longestName,
    contentWords: new Set(contentStrings(content).flatMap((text) => tokens(normalize(text)))),
    lowerWords: new Set(prose.flatMap((text) => [...text.words])),
    wholeNames,
    nameWords,
    linkNames,
    namedThings: namedThings(content, factDocs, known),
    namedWords: namedWords(content, (word) => known(word) || nameWords.has(word) || places.has(word) || hasPhrase(normalize(owner.fullName), word)),
    detailInName: new Set(content.projects.filter((project) => INTENT.unlistedDetail.test(normalize(project.name)))),
    prose: normalize(`${assistantProfile.snapshot} ${content.profile.bio} ${assistantProfile.highlights.join(" ")}`),
    ownerPhrases: [
      ...TITLES.map((title) => `${title} ${owner.lastName}`),
      owner.fullName,
      owner.firstName,
      ...owner.shortNames,
      lastNameAlone(owner.lastName),
      // ("ms sosa", "rodríguez" of Valentina Rodríguez Sosa: each of two family names is hers alone.)
      ...lastNamesApart(owner.lastName).flatMap((name) => [...TITLES.map((title) => `${title} ${name}`), name]),
    ]
      .map((name) => normalize(name).trim())
      .filter(Boolean),
    ownerWords,
    namesWithOwnerWords: unique(
      [...content.projects.map((project) => project.name), ...content.experience.map((entry) => entry.company)]
        .flatMap((name) => [name, withoutBrackets(name)])
        .map((name) => normalize(name).trim())
        .filter((name) => tokens(name).length > 1 && tokens(name).some((word) => ownerWords.has(word))),
    ).sort((a, b) => b.length - a.length),
    schoolKeys: schoolKeys(assistantProfile.education, (word) => ordinary(word) || places.has(word) || TECH_WORDS.has(word)),
  };
}
