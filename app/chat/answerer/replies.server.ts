import type { DeployTarget, EducationEntry, ExperienceEntry, Project, SkillGroup } from "~/content";
import { deployKeyLabel, isPublicationKey, saysWhereItRuns, shownDeployEntries, shownDeploys } from "~/lib/deploy-line";
import { isCurrentDate, type OwnerFacts } from "../facts/owner-facts";
import { projectLists, projectUses, type Knowledge, type Outlet, type Tech } from "./knowledge.server";
import {
  escapeRegExp,
  hasPhrase,
  inThirdPerson,
  openedWithName,
  joinList,
  normalize,
  numberIn,
  NUMBER_WORDS,
  saidOf,
  SENTENCE_BREAK,
  squash,
  STOPWORDS,
  tokens,
  unique,
  withoutClosingEmoji,
} from "./text.server";
import type { UnknownTarget } from "./mentions.server";
import { templates, type ReplyKey } from "./templates.server";
import { ownAnswerTo } from "./rules/question-shapes.server";
import { movingLeavesOut } from "./places.server";
import { AMOUNT } from "./money.server";
import { hoursOffSaid } from "../shared/call-time";
import {
  isCourse,
  isOrdinaryWord,
  isDegree,
  namesACertificate,
  isTechnicalTitle,
  KIND_WORDS,
  KINDS,
  KNOWN_TECH,
  knownNamesOfKind,
  LINK_PLATFORM_ALIASES,
  LINK_PLATFORMS,
  SECTORS,
  SPOKEN_KIN,
  SPOKEN_OWN_NAMES,
  type Degree,
  type KnownTech,
  type TechKind,
} from "./vocabulary.server";

/** A team given with its size: "a squad of nine engineers", "a 12-person team". */
const SIZE = "(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\\w+teen|twenty|thirty)";
const TEAM_SIZED = new RegExp(
  `\\b(?:team|squad|crew|tribe|group|department|studio) of (?:about |around |some |roughly )?${SIZE}\\b|\\b${SIZE}[- ](?:person|people|strong|engineer|developer)s? (?:\\S+ )?(?:team|squad|crew|studio|agency)\\b`,
  "i",
);

/** A role's own words of leading people: a verb of it, and whom ("reviews pull requests for two junior developers"). */
const LEADING =
  /\b(?:mentor|mentors|mentored|mentoring|manage|manages|managed|supervise|supervises|supervised|lead|leads|led|coach|coaches|coached|review|reviews|reviewed|onboard|onboards|onboarded)\b/i;
const PEOPLE_LED =
  /\b(?:juniors?|junior (?:developers?|engineers?)|interns?|(?:a|two|three|four|five|six|\d+) (?:\S+ )?(?:people|engineers|developers|testers|analysts|scientists|designers))\b/i;
/** Words of a job's level or kind, never a link's name though a label holds one ("DEV Community blog"). */
const ROLE_WORDS = new Set(["dev", "devs", "developer", "developers", "engineer", "engineers", "senior", "junior", "lead", "staff"]);
/** Profiles a visitor can send the owner a message on. */

const MESSAGING = /linkedin|twitter|x\.com|mastodon|bsky|bluesky|threads\.net|telegram|signal\.me|calendly|cal\.com/i;

/** Words of a note that say when the owner could start: a date, a notice, "immediately", "from June". */
const WHEN_SAID =
  /\d|\b(?:notice|start|starting|available|availability|immediately|soon|asap|weeks?|months?|january|february|march|april|june|july|august|september|october|november|december|summer|autumn|winter)\b/i;

// ("available for new contracts from February 2027", "booked until the end of January": when the owner is free answers it.)
// ("New client work starts with two weeks' lead time": a freelancer's notice.)
const NOTICE_SAID =
  /\bnotice\b|\blead time\b|\b(?:weeks?|months?)(?:['’]? notice| ahead| in advance)|\b(?:immediately|asap)\b|\bavailable (?:for (?:\S+ ){1,3})?(?:from|in|after)\b|\bbooked (?:\S+ ){0,3}until\b/i;

/**
 * What the offline answerer says: the sentence of replies.json that fits the owner's content,
 * filled from that content alone.
 */

export const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** A place as a question wrote it, as a name: "usa" → "USA", "new zealand" → "New Zealand". */
const placeTitle = (place: string) => (place.length <= 3 ? place.toUpperCase() : place.replace(/(^|\s)\p{L}/gu, (c) => c.toUpperCase()));

/** A sentence about where the owner comes from, and one about whose citizen the owner is. */
/** "about 12 years of ABAP experience", "with over ten years in embedded": the years the owner gives themselves, with what of. */
const OWN_YEARS = new RegExp(
  String.raw`\b(?:with )?(?:about|around|over|nearly|almost|more than|some|roughly)?\s?(?:\d{1,2}\+?|${[...NUMBER_WORDS.keys()].join("|")}) years? (?:of|in)\b[^.,;:]*`,
  "i",
);
const ORIGIN = /\b(?:originally|grew up|born|raised|hometown|home town|native of|hails from|heritage|roots|descent|ancestry)\b/i;
/** A spoken language's level below fluent ("Hindi (conversational)", "German (A2)"): no to "fluent?" or "native?". */
const LEVEL_BELOW_FLUENT = /\b(?:basic|conversational|intermediate|beginner|learning|elementary|some|little|limited|rusty|[AB][12])\b/i;
const CITIZENSHIP = /\b(?:citizen|citizenship|nationality|national|passport)\b/i;

/** A sentence about working hours or time zones. */
const TIME_WORDS =
  /\b(?:time ?zones?|hours|overlap|UTC|GMT|CET|CEST|EET|WET|BST|IST|JST|KST|SGT|AEST|AEDT|NZST|EST|EDT|CST|CDT|MST|MDT|PST|PDT|(?:Central|Eastern|Mountain|Pacific|Atlantic)(?: European)?(?: Standard)? Time|Central European|Eastern|Pacific)\b/;

/** What only a project's maker could tell, and the words that show its own description tells it after all. */
const MAKERS_DETAILS = {
  // (Any number at all, lest the site be said to lack a figure it gives in other words: "used by 40 surf schools". "A few
  // clicks" gives none.)
  count: /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|dozens?|hundreds?|thousands?|millions?)\b/i,
  team: /\b(?:team|squad|crew|we|our|together|teammates?|colleagues?|friends?|partner|co-?(?:built|founded|wrote|created|maintain\w*)|solo|alone|by (?:my|him|her|them)sel(?:f|ves)|on (?:my|his|her|their) own|pair(?:ed)?|with (?:my|a|two|three|four|five)\b)/i,
  hardest: /\b(?:hard|hardest|challeng\w*|difficult\w*|tricky|struggl\w*|lessons?|learn(?:ed|t|ing))\b/i,
} as const;
export interface MakersDetail {
  kind: keyof typeof MAKERS_DETAILS;
  /** What was counted ("users"), for a count. */
  noun: string;
}

/** A highlight that tells of a win: "Won first place…", "winner of…", "a prize", "awarded". */
const WON = /\b(?:won|win|wins|winner|winning|prize|prizes|award|awards|awarded|first place|second place|finalist)\b/i;

/** Words of any question about highlights, which pick none of them. */
const GENERIC_HIGHLIGHT = /^(?:highlights?|achievements?|accomplishments?|proud|biggest|notable|greatest|impressive|career|things?|anything)$/;

/** A role as said inside a sentence: "open to full stack developer roles"; a name or an acronym keeps its capital ("Shopify developer", "HPC engineer"). */
const midSentence = (role: string) => {
  const [first = ""] = role.split(/[\s-]/);
  // ("Staff Engineer" is "staff engineer", every everyday word of a title said small, not its first alone.)
  const everyday = (word: string) => /^\p{Lu}\p{Ll}*$/u.test(word) && isOrdinaryWord(word.toLowerCase());
  return everyday(first) ? role.replace(/[\p{L}\p{N}]+/gu, (word) => (everyday(word) ? word.toLowerCase() : word)) : role;
};

/**
 * The roles sought, as said after "open to": "full stack developer and front-end lead roles", but "part-time back-end contracts
 * and speaking invitations" with no "roles" after work that is no title.
 */
const rolesSaid = (roles: readonly string[]) => `${joinList(roles.map(midSentence))}${roles.every(readsAsTitle) ? " roles" : ""}`;

/** "Senior Developer", "Lead Engineer (back end)", "Head of QA": a title, not "Contract pentests" or "Advisory work on payments…". */
function readsAsTitle(role: string): boolean {
  const head = (role.replace(/\([^)]*\)/g, "").split(/[,:;·]/)[0] ?? "").trim().toLowerCase().split(/\s+/);
  return head.length <= 6 && (TITLE.test(head[head.length - 1] ?? "") || /^(?:head|vp|director|chief) of$/.test(head.slice(0, 2).join(" ")));
}

/** The last word of a title: "engineer", "lead", "CTO". */
const TITLE =
  /^(?:engineer|developer|dev|lead|head|manager|architect|programmer|writer|designer|scientist|analyst|consultant|director|officer|cto|cio|ciso|sdet|intern|contractor|advisor|adviser|advocate|editor|journalist|artist|technologist|specialist|administrator|admin|tester|researcher|instructor|trainer|coach|mentor|owner|founder|freelancer|maintainer|qa)$/;

export const isCurrent = (entry: ExperienceEntry) => isCurrentDate(entry.date);

const PERIOD_ENDS = /\s+[–—-]\s+|\s+to\s+/;

/** "My range is USD 95,000 to 115,000 a year": pay the owner asks, an amount a year or a month. */
const PAY_A_YEAR = new RegExp(`${AMOUNT}[^.;]*?\\b(?:(?:a|per) (?:year|annum|month)|annually|yearly|\\/\\s?(?:yr|year|month))\\b`, "i");

/** "Career break (parental leave)", a sabbatical: an entry of the experience that is time away from work, not a job. */
function isBreak(entry: ExperienceEntry): boolean {
  return (
    /^\s*career break\b/i.test(entry.employmentType ?? "") ||
    /\b(?:career break|parental leave|maternity leave|paternity leave|family leave|sabbatical|gap year)\b/i.test(entry.title)
  );
}
/** The months as dates write them short ("Mar 2021", "2 March 2027" begins "mar"). */
export const MONTHS = "jan feb mar apr may jun jul aug sep oct nov dec".split(" ");

/** Words for a field of work ("security", "design", "data"): a link's label may hold one, and a question too. */
const FIELD_WORDS: ReadonlySet<string> = new Set(
  Object.values(KIND_WORDS)
    .flat()
    .filter((word) => !word.includes(" ")),
);

/** The introduction's sentence about the owner's name: "please just call me Minseo", "I go by Sam", "Yoon is my family name". */
const NAMING =
  /\b(?:call me|(?:everyone|everybody|people|friends|most people|colleagues|family) calls? (?:me|him|her|them)|go(?:es)? by|known as|to (?:almost |nearly |just about )?(?:most people|friends|my friends|everyone|everybody|colleagues)|for short|nickname|my (?:first|last|family|given|full) name|my name is|pronounced|said “|said ")/i;

/** Words of speaking or learning a language: "speaks", "picked up", "comes from", "lessons". */
const LEARNING_WORDS =
  /\b(?:speaks?|spoke|spoken|speaking|learn\w*|picked up|pick up|comes? from|came from|fluent|fluency|native|lessons?|courses?|classes|studied|studying|practi[cs]\w*|grew up)\b/i;

/** The owner's own words on how their name is said. */
const PRONOUNCED = /\b(?:pronounced|pronounce|rhymes with|said “|said ")/i;

/** What one learned alone is no teaching: "taught myself Python", "teach myself Python from free online courses", "self-taught". */
const SELF_TAUGHT =
  /\s(?:(?:teach|teaches|teaching|taught) (?:myself|himself|herself|themselves|themself)\s(?:(?:\S+\s){0,6}?(?:from|through|with|via)\s(?:\S+\s){0,3}?(?:courses|course|tutorials|books)\s)?|self taught\s)/g;

/** Is an employer of a kind ("healthcare"), by the words of its name and work? */
export function ofSector(entry: ExperienceEntry, sector: { markers: readonly string[] }): boolean {
  const text = normalize(`${entry.company} ${entry.title} ${entry.employmentType} ${entry.description}`).replace(SELF_TAUGHT, " ");
  return sector.markers.some((marker) => hasPhrase(text, marker));
}

/** A "company" that names no workplace: "Self-employed", "Freelance", "Independent". */
const SELF_EMPLOYED = /^(?:self[\s-]?employed|freelanc\w*|independent|various clients)\b/i;

/** A period as the content shows it ("Mar 2024 – Present", "2016 – 2020"): its first and last month, counted from year 0; "Present" is now. */
export function monthRange(date: string): [number, number] | null {
  const ends = date.split(PERIOD_ENDS);
  const [from, to = from] = ends.map((end, index) => {
    if (/present|now|current|today/i.test(end)) return new Date().getFullYear() * 12 + new Date().getMonth();
    const month = MONTHS.indexOf(end.trim().slice(0, 3).toLowerCase());
    const written = /\d{4}/.exec(end)?.[0];
    if (written) return Number(written) * 12 + (month >= 0 ? month : index * 11); // A year alone runs from January to December.
    return month >= 0 ? monthBeforeEnd(month, ends[ends.length - 1] ?? "") : null;
  });
  return from != null && to != null ? [from, to] : null;
}

/**
 * A month written without its year, placed by the period's end: "Sep – Dec 2018" starts in 2018, "Nov – Feb 2019" in 2018.
 */
function monthBeforeEnd(month: number, end: string): number | null {
  const endYear = /\d{4}/.exec(end)?.[0];
  if (!endYear) return null;
  const endMonth = MONTHS.indexOf(end.trim().slice(0, 3).toLowerCase());
  return (Number(endYear) - (endMonth >= 0 && month > endMonth ? 1 : 0)) * 12 + month;
}

/**
 * The sentence of a project's description (in the third person) that says its owner shut it down: "is it still running?"
 * gets it, not "no live demo yet". (A project whose link is a page about it: "It has been taken down; the page has a recording".)
 */
export function retiredIn(project: Project, description: string): string | undefined {
  const ended = project.live
    ? /\b(?:(?:has|have|was|were) been (?:taken down|shut down|closed|retired|discontinued|removed)|took (?:it|them) off|no longer (?:runs|running|live|online|available))\b/i
    : /\b(?:shut (?:it |them )?down|retired|discontinued|sunset|no longer (?:runs|running|live|online|available))\b/i;
  return description
    .split(SENTENCE_BREAK)
    .find((sentence) => ended.test(sentence))
    ?.trim();
}

/** A sentence that says a thing is no longer to be had: "took it off the app stores", "no longer available", "retired it". */
const OFF_THE_SHELF = /\b(?:off|from) the (?:app |play )?stores?\b|\bno longer (?:available|published|listed)\b|\b(?:retired|discontinued) it\b/i;

/** A month counted from year 0, as the content writes it: "Aug 2019". */
const monthName = (month: number) => `${capitalised(MONTHS[month % 12] ?? "")} ${Math.floor(month / 12)}`;

/** The year a period starts or ends in ("Feb 2021 – Present" starts in 2021), or null when it cannot be read. */
export const yearOf = (period: string, end: 0 | 1): number | null => {
  const range = monthRange(period);
  return range ? Math.floor(range[end] / 12) : null;
};

/** "They do no React …", "I don't build mobile apps", "hasn't used React since 2017": a sentence of the owner's that rules work out. */
const RULES_WORK_OUT =
  /\b(?:(?:do|does|doing) no|(?:don't|doesn't|do not|does not|won't|will not|never) (?:do|build|write|work on|take on|take|use|offer)|(?:haven't|hasn't|have not|has not) (?:used|done|built|written))\b/i;

const ruledOut = new Map<TechKind, RegExp>();
/**
 * The owner's words that rule a kind of work out: "do no …" or "don't do/build …" before the kind, or a list of them ("They do no
 * React, …, no web front-end"), built once per kind.
 * (The kind whole, ending the phrase: "no … mobile-native development" rules out native apps, not mobile work.)
 */
function rulesOut(kind: TechKind): RegExp {
  const known = ruledOut.get(kind);
  if (known) return known;
  const kindWords = KINDS[kind].words.map(escapeRegExp).join("|");
  const pattern = new RegExp(
    String.raw`(?:\b(?:(?:do|does|doing) no|(?:don't|doesn't|never|won't) (?:do|build|write|work on|take on))\s+(?:any\s+)?(?:\S+\s+){0,3}?|\b(?:do|does|doing) no\b[^.]*?[,;]\s*(?:and\s+|or\s+)?no\s+)(?:${kindWords})(?=\s*(?:[,.;]|$|\s(?:or|and|development|dev|work|programming|engineering|apps?|roles?|front-?end|back-?end)\b))`,
    "i",
  );
  ruledOut.set(kind, pattern);
  return pattern;
}

/** "MS Computer Science (not completed: left after one term)", "dropped out": studies begun and left. */
const UNFINISHED = /\b(?:not completed|not finished|unfinished|incomplete|did not finish|didn't finish|dropped out|left after|withdrew|abandoned)\b/i;

/**
 * Does the text deny the name, within a few words after a "not", "no" or "hasn't" ("hasn't used React since 2017"), or further
 * on in the list the denial opens ("hasn't used Google Cloud or Azure")?
 */
const deniesIt = (text: string, name: string) =>
  new RegExp(
    String.raw`\b(?:not|no|never|hasn't|haven't|don't|doesn't|didn't)\s+(?:\S+\s+){0,2}(?:[^.;:!?]*?(?:,|\bor|\bnor)\s+)?${escapeRegExp(name)}(?![\p{L}\p{N}])`,
    "iu",
  ).test(text.replace(/[’]/g, "'"));

/**
 * "doesn't do pure sales or quota-carrying roles, front-end or mobile work", "not a graphics or rendering programmer": one of
 * the words in a list a denial opens, before any "but".
 */
const deniedInList = (text: string, words: readonly string[]) =>
  new RegExp(
    String.raw`\b(?:no|never|doesn't|don't|does not|do not|won't|will not|no longer|not(?! only\b| just\b))\b(?:(?!\bbut\b)[^.;:])*?(?<![\p{L}\p{N}-])(?:${words.map(escapeRegExp).join("|")})(?![\p{L}\p{N}])`,
    "iu",
  ).test(text.replace(/[’]/g, "'"));

/** A count of years as said: "1 year", "4 years". */
const yearsOf = (count: number) => `${count} year${count === 1 ? "" : "s"}`;

/** How long a period lasted, to the half year ("Sep 2012 – Aug 2018": "about 6 years"); "" when its dates cannot be read. */
export function spanOf(period: string): string {
  const range = monthRange(period);
  if (!range || range[1] < range[0]) return "";
  // An ended period counts its last month whole ("Jan – Dec 2020" is a year); a running one only the months gone by.
  const running = /present|now|current|today/i.test(period.split(PERIOD_ENDS)[1] ?? "");
  const months = Math.max(1, range[1] - range[0] + (running ? 0 : 1));
  if (months < 12) return `, ${months} month${months === 1 ? "" : "s"}`;
  const halves = Math.round(months / 6);
  const years = Math.floor(halves / 2);
  return `, about ${halves % 2 === 0 ? yearsOf(years) : years === 1 ? "a year and a half" : `${years} and a half years`}`;
}

const during = (period: string, year: number) => {
  const range = monthRange(period);
  return range !== null && range[0] <= year * 12 + 11 && range[1] >= year * 12;
};

/** An open-source licence by its usual name. */
const LICENCE =
  /\b(MIT|Apache(?: License)?(?: 2\.0)?|A?GPL(?:-?v?[23](?:\.0)?)?|LGPL|BSD(?:-[23]-Clause)?|MPL(?:-?2\.0)?|ISC|Unlicense)(?=[\s,.;)-]|$)/;

/** Where code lives: a profile link to one of these is "his code". */
export const CODE_HOSTS = /github|gitlab|bitbucket|codeberg|sourcehut|sr\.ht/i;
/** A name that is a code host itself ("GitHub"), not a product of one ("GitHub Actions"). */
export const isCodeHost = (name: string) => new RegExp(`^(?:${CODE_HOSTS.source})$`, "i").test(name);

/** A profile's platform, its label without the word for a page ("GitLab profile" → "GitLab"). */
const platformOf = (label: string) => label.replace(/\s*\b(?:profile|page|account)$/i, "");
/** A school that gives degrees, not a bootcamp or a certificate's issuer. */
const UNIVERSITY = /universi|college|institut|polytechn|hochschule/i;

/** The template that agrees with a list: "is" of one thing, "are" of more. */
const agree = (items: readonly unknown[]) => (items.length > 1 ? "many" : "one");
const tense = (entry: ExperienceEntry) => (isCurrent(entry) ? "now" : "past");
/** Whether a reply about a project points to its demo or, without one, to its code. */
const shown = (project: Project) => (project.live ? "live" : "code");
/** A sentence that says how soon the owner replies: "I reply within two working days". */
const REPLY_TIME = /\b(?:repl(?:y|ies)|respond\w*|gets? back|answers?)\b[^.]*\b(?:within|same day|next day|hours?|days?|a week)\b/i;
/** A role's title and description, normalized once per role (every answer about a skill reads them). */
const entryTexts = new WeakMap<ExperienceEntry, string>();
const entryText = (entry: ExperienceEntry) => {
  let said = entryTexts.get(entry);
  if (said === undefined) entryTexts.set(entry, (said = normalize(`${entry.title} ${entry.description}`)));
  return said;
};
const npmName = (project: Project) => shownDeployEntries(project.deploy).find(([key]) => key === "npm")?.[1];

/** Where a researcher's papers are listed. */
const PAPERS_LISTED = /scholar|orcid|arxiv|researchgate|dblp|semanticscholar|ssrn|zenodo/i;
/** A highlight that tells of published work: "Published TA-RRT* at ICRA 2019", "two peer-reviewed papers". */
const PUBLISHED = /\b(?:publish\w*|papers?|journals?|proceedings|preprints?|peer-reviewed)\b/i;

/** Words of working with others: "leads a team", "pairs with juniors", "code review", "with designers". */
const TEAMWORK =
  /\b(?:teams?|mentor\w*|pair(?:s|ed|ing)?|reviews?|collaborat\w*|together|cross-functional|coach\w*|with (?:designers|product|clients|stakeholders))\b/i;

/** Words any link may be called by, which name no one link of a label that holds them. */
const LINK_KIND_WORDS: ReadonlySet<string> = new Set(["profile", "site", "website", "page", "link", "url", "homepage"]);

/** What "Certifications?" and "which high school?" ask for when the site lists neither. */
const MISSING = {
  certifications: "education.noCertifications",
  "a school before university": "education.noSchool",
  "that certification": "education.noSuchCertification",
} as const;

/** A link's label that is something to do: "Book a call on Calendly", "Schedule a chat", "Follow me on Mastodon". */
const ACTION_LABEL =
  /^(?:book|schedule|follow|read|watch|listen|subscribe|join|hire|message|chat|call|visit|try|download|buy|support|sponsor|donate|meet|say hi|get in touch)\b/i;

/** A sentence that leans on the one before: "After that I'm open to…", "Until then…". */
const FOLLOWS_ON = /^\s*(?:after that|after this|until then|then|from then on|before that)\b/i;

export function replies(knowledge: Knowledge) {
  const { assistantProfile, projects, experience, skillGroups } = knowledge.content;
  const { highlights } = assistantProfile;
  const normalizedHighlights = highlights.map(normalize);
  const { owner } = knowledge;
  const { email, links } = owner.contact;
  const first = owner.firstName;
  // ("I prefer hybrid work in Tampere…": the owner's note, said by the assistant of the owner, as every answer is.)
  const { note: ownNote } = assistantProfile.availability;
  const availability = { ...assistantProfile.availability, note: ownNote === undefined ? undefined : inThirdPerson(ownNote, first, owner.pronouns) };
  const aRole = templates().say(/^[aeiou]/i.test(owner.role) ? "article.an" : "article.a", { noun: owner.role });
  const { say, sayOnce } = templates({ first, email, role: owner.role, aRole, location: owner.location, fullName: owner.fullName });
  const fallback = () => assistantProfile.fallbackReply;
  const phoneWithheld = () => (owner.contact.bookingLink ? say("phone.book", { link: owner.contact.bookingLink }) : null);
  const yes = (answer: string) => say("yes", { answer });

  /** A kind of work as its first letters ("freela"), which "freelance", "freelancer" and "freelancing" all begin with. */
  const kindStem = (kind: string) => normalize(kind).trim().slice(0, 6);
  /** The owner's own FAQ answer to a question about a kind of work ("Does he take freelance projects?"), if one is. */
  const ownAnswerOn = (kind: string) => {
    const stemmed = kindStem(kind);
    const own = ownAnswerTo(assistantProfile.faq, (asked) => normalize(asked).includes(stemmed));
    return own ? thirdPerson(own) : undefined;
  };
  const home = normalize(owner.location);
  const publicWords = normalize(
    [assistantProfile.snapshot, availability.note ?? "", ...(assistantProfile.faq ?? []).map((entry) => entry.answer), owner.bio].join(" "),
  );
  /**
   * The clauses of the owner's public words on calls and messages that share at least two words with what a rule passes on
   * ("…she prefers WhatsApp messages to calls and takes no calls before 9 a.m. Brasília time"), said of the owner; null where none does.
   */
  const publicPhoneWords = (passOn: string): string | null => {
    // ("calls" and "call" are one word here.)
    const wordsOf = (text: string) =>
      new Set(
        normalize(text)
          .split(" ")
          .filter((word) => word.length > 3 && !STOPWORDS.has(word))
          .map((word) => word.replace(/s$/, "")),
      );
    const wanted = wordsOf(passOn);
    const clauses = [assistantProfile.snapshot, availability.note ?? "", owner.bio]
      // ("…no calls before 9 a.m. Brasília time.": "a.m." ends no sentence.)
      .flatMap((text) => text.split(SENTENCE_BREAK))
      .flatMap((sentence) => sentence.split(/;\s+/))
      .map((clause) => clause.trim().replace(/[.!]+$/, ""))
      .filter((clause) => PHONE_WORDS.test(clause) && [...wordsOf(clause)].filter((word) => wanted.has(word)).length >= 2);
    if (clauses.length === 0) return null;
    return capitalised(openedWithName(unique(clauses).join("; "), first, owner.pronouns));
  };
  /** Do the owner's own words on the site (not the assistant's instructions) say this? */
  const saidInPublic = (words: string) => publicWords.includes(normalize(words));
  const { preference } = owner.contact.phoneRule;
  const preferenceInPublic = preference && saidInPublic(preference.replace(/^prefers\s+/, "")) ? preference : null;
  /**
   * The profile links a question names by their platform ("GitLab", "blog", "X") or host. A name
   * of one or two letters counts only as a platform would be asked for: "on X", "X profile".
   */
  function namedLinks(question: string) {
    return links.filter((link) => {
      const host = /^https?:\/\/(?:www\.)?([^./]+)/.exec(link.href)?.[1] ?? "";
      const platform = normalize(platformOf(link.label)).trim();
      const words = normalize(`${link.label} ${host}`)
        .trim()
        .split(" ")
        // ("itch page?" of "itch.io games": a site's name before its dot.)
        .flatMap((word) => (/^\p{L}+\.\p{L}+$/u.test(word) ? [word, word.split(".")[0] ?? word] : [word]))
        // ("blog?" of a "Devlog": a developer's blog is one.)
        .flatMap((word) => (word === "devlog" ? [word, "blog"] : [word]))
        // "Slow Commit, his blog": the label's own words, not "his" of every question.
        // ("DEV Community blog": "is he a senior dev?" asks about his level, not the blog.)
        // ("surf school site url" of "Blue Door Web studio site": a word for a link names none of them.)
        .filter((word) => word.length > 2 && !LINK_KIND_WORDS.has(word) && !STOPWORDS.has(word) && !ROLE_WORDS.has(word));
      // ("the 30 second version" of "The Second Draft newsletter": a word after a number counts something, naming no link.)
      const said = words.filter((word) => hasPhrase(question, word) && !new RegExp(`\\s\\d+ ${word}\\s`).test(question));
      // ("can i get a second chance?" of a "Second Chance Academy" link: everyday words after "a" are said in their own meaning;
      // "a newsletter" still asks for one.)
      if (
        said.length > 1 &&
        said.every((word) => isOrdinaryWord(word)) &&
        new RegExp(`\\s(?:a|an|another)\\s${[...new Set(said)].join(" ")}\\s`).test(question)
      )
        return false;
      // ("when did she switch to security?" of a "Security blog": a word for a field of work names the link only beside
      // another of its words or a word for a link.)
      const linkAsked = /\s(?:link|links|url|site|website|page|blog|blogs|posts?|articles?|writing|read|follow)\s/.test(question);
      // ("is he salesforce certified?" of a Trailblazer profile on salesforce.com: a technology's name is the technology alone.)
      // ("does manila do daylight saving?" of "Manila Salesforce Developers on Meetup": the owner's city is the city.)
      // ("where can I see his code?" of "Code na Sayansi workshops": an everyday word that is part of a name in a longer label
      // is said in its own meaning; "studio" of "Blue Tile Apps studio site" still names the site.)
      const everyday = (word: string) =>
        words.length > 1 &&
        isOrdinaryWord(word) &&
        new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, "iu").exec(link.label)?.[0] !== word;
      // ("where does he work?" of "Instagram: work in progress": an everyday word of what the label says after its colon
      // describes the link, naming it only beside another of its words.)
      const described = normalize(link.label.split(":").slice(1).join(" "));
      const describing = (word: string) => isOrdinaryWord(word) && hasPhrase(described, word);
      const ofItsOwn = (word: string) =>
        !FIELD_WORDS.has(word) && !everyday(word) && !describing(word) && !knowledge.techKeys.has(squash(word)) && !hasPhrase(home, word);
      if (said.some(ofItsOwn) || said.length > 1 || (said.length > 0 && linkAsked)) return true;
      // "dev.to?": the site's whole name.
      const site = /^https?:\/\/(?:www\.)?([^/]+)/.exec(link.href)?.[1]?.toLowerCase() ?? "";
      if (site.includes(".") && question.includes(` ${site} `)) return true;
      // "twitter?" of an X profile: the platform's other names.
      if ([...(LINK_PLATFORM_ALIASES[platform] ?? []), ...(LINK_PLATFORM_ALIASES[host] ?? [])].some((alias) => hasPhrase(question, alias)))
        return true;
      if (platform.length > 2) return hasPhrase(question, platform);
      return new RegExp(`\\s(?:on ${platform}|${platform} (?:profile|account|handle|link)|(?:his|her|their|your|owner) ${platform})\\s`).test(
        question,
      );
    });
  }

  /** The people one alternative of the phone rule names, and when: "hiring managers after a first interview". */
  const whoFor = (rule: OwnerFacts["contact"]["phoneRule"]): string => {
    const people = rule.hiringManagersOnly
      ? "hiring managers"
      : rule.clientsOnly
        ? "clients"
        : rule.colleaguesOnly
          ? "colleagues"
          : rule.recruitersOnly
            ? "recruiters"
            : "people";
    // (Said in words of the assistant's own: "who have had a first interview", not the rule's "after a first interview".)
    const met = rule.afterMeeting?.replace(/^only\s+/i, "").toLowerCase();
    const when = met
      ? met.startsWith("after ") || met.startsWith("following ")
        ? ` who have had ${met.replace(/^\S+\s+/, "")}`
        : `, ${met}`
      : rule.afterScheduled
        ? " with an interview booked"
        : rule.afterEmail
          ? " who have e-mailed first"
          : "";
    return `${people}${when}`;
  };

  /**
   * "…for hiring managers only": and, where the rule names them, the hiring company's own recruiters or HR and the people of
   * the owner's partner organisations ("agency recruiters and everyone else" e-mail).
   */
  const hiringManagersOnly = (rule: OwnerFacts["contact"]["phoneRule"]): string => {
    if (!rule.inHouseHrToo && !rule.partnersToo) return say("phone.hiringManagersOnly");
    const who = ["hiring managers", ...(rule.inHouseHrToo ? ["in-house recruiters"] : []), ...(rule.partnersToo ? ["partner organisations"] : [])];
    return say("phone.hiringManagersAndOthers", { who: joinList(who), others: rule.inHouseHrToo ? "agency recruiters" : "recruiters" });
  };

  /** "A, B, C and 2 more". */
  // ("A, B, C and D", not "A, B, C and 1 more".)
  const someOf = (items: readonly string[], max: number) =>
    items.length <= max + 1 ? joinList(items) : say("more", { some: items.slice(0, max).join(", "), count: items.length - max });

  const inSkills = (tech: Tech) => tech.groups.length > 0;
  const usersOf = (tech: Tech) => projects.filter((project) => projectUses(project, tech));

  /** Owner technologies of a kind, listed ones first in the order of the skill cards. */
  /** "2 of her projects don't use React", "1 … doesn't", or every one does. */
  const withoutKey = (count: number) => (count === 0 ? "using.without.none" : count === 1 ? "using.without.one" : "using.without");
  const techsOfKind = (kind: TechKind) => knowledge.techs.filter((tech) => tech.kinds.has(kind));
  // A language of several fields (Python: back end and AI); "web", the front and back end together, is no field of its own.
  const ofSeveralFields = ({ kinds }: { kinds: Iterable<TechKind> }) => {
    const fields = [...kinds];
    return fields.includes("language") && fields.filter((k) => k !== "web").length > 2;
  };

  // ("iOS?" of an owner whose skill card or job title says iOS: the platform is named, only not as a skill item.)
  const titles = normalize([owner.role, ...skillGroups.map((g) => g.title), ...experience.map((entry) => entry.title)].join(" "));
  const titlesName = (other: KnownTech) => [other.name, ...(other.aliases ?? [])].some((name) => hasPhrase(titles, normalize(name).trim()));
  /** The owner's listed technology that the vocabulary names as nearest to one they do not list ("iOS": Swift). */
  const listedNear = (other: KnownTech) => knowledge.techs.find((tech) => inSkills(tech) && other.near?.some((name) => tech.keys.has(squash(name))));
  /** The owner's technology closest to one they do not list: the one the vocabulary names, else the one sharing the most kinds. */
  const nearest = (other: KnownTech) => {
    const listed = knowledge.techs.filter(inSkills);
    // Being a framework says nothing of what for: Django is nearer Express than Vue.
    const shared = (tech?: Tech) => (tech ? other.kinds.filter((kind) => kind !== "framework" && tech.kinds.has(kind)).length : 0);
    // (Of those alike, one whose name shares a word: "Embedded Linux" is nearest "Yocto Linux".)
    const wordsOf = (name: string) => tokens(normalize(name)).filter((word) => word.length >= 4);
    const sharesWord = (tech: Tech) => wordsOf(tech.name).some((word) => wordsOf(other.name).includes(word));
    const score = (tech?: Tech) => (tech ? shared(tech) * 2 + (shared(tech) > 0 && sharesWord(tech) ? 1 : 0) : 0);
    return listedNear(other) ?? listed.reduce<Tech | undefined>((best, tech) => (score(tech) > score(best) ? tech : best), undefined);
  };

  /** Does the content's sentence say this phrase? `loose`: written as it is, and not inside a longer name. */
  const says = (fact: Knowledge["factDocs"][number], phrase: string, loose: boolean) =>
    loose
      ? new RegExp(`(?<!\\p{Lu}\\p{L}*\\s)(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}+#])(?!\\s\\p{Lu})`, "u").test(fact.text)
      : hasPhrase(fact.normalized, phrase);
  /**
   * A sentence of the owner's content that names the phrase, if any ("REST endpoints in Express").
   * `loose`: a name that is also an everyday word counts only as written, capitalised, and not inside
   * another name ("the Universal Render Pipeline" does not name Render, "C++" not C).
   */
  const factMentioning = (phrases: readonly string[], loose = false) =>
    knowledge.factDocs.find((fact) => phrases.some((phrase) => says(fact, phrase, loose)));

  /** The content's sentence sharing a word with a phrase the question asks about ("edge computing" → "edge deployments"). */
  const factAbout = (phrase: string) => {
    const [best] = knowledge.facts.search(phrase, { prefix: false, fuzzy: false });
    return best ? knowledge.factDocs.find((fact) => fact.id === best.id) : undefined;
  };

  /** "Founder & Freelance Mobile Developer", self-employed: a role of a kind of employment by its type, its title, or working for oneself. */
  const ofEmployment = (kind: string) => {
    const stem = kindStem(kind);
    const freelance = stem === "freela" ? /\s(?:self employed|freelance|freelancer|independent)\s/ : null;
    return (entry: ExperienceEntry) =>
      normalize(entry.employmentType).includes(stem) ||
      normalize(entry.title).includes(` ${stem}`) ||
      freelance?.test(normalize(entry.employmentType)) === true;
  };
  const thirdPerson = (text: string) => inThirdPerson(text, first, owner.pronouns);
  /** One study as the answers say it: "B.E. … at CIT, Coimbatore (2016 – 2020)". */
  const studyLine = ({ degree, school, years, location }: { degree: string; school: string; years: string; location?: string }) =>
    location ? say("education.study.located", { degree, school, years, location }) : say("education.study", { degree, school, years });
  /** Profile links as "Zofia's LinkedIn profile: https://…", one after another. */
  // (A label that tells the visitor what to do, "Book a call on Calendly", is said as written, not as the owner's.)
  const linkList = (named: readonly { label: string; href: string }[]) =>
    named.map(({ label, href }) => say(ACTION_LABEL.test(label) ? "links.action" : "links.link", { label: thirdPerson(label), href })).join("; ");
  const ofProject = (project: Project) => ({
    project: project.name,
    description: thirdPerson(project.description),
    stack: joinList(project.stack),
    live: project.live,
    code: project.github,
  });

  /** Where a project is published, as "Docker Hub as … (https://…)", optionally only on the outlets named. */
  const publishedOn = (project: Project, only: readonly Outlet[] = knowledge.outlets) =>
    only.flatMap((outlet) =>
      outlet.items
        // ("Android: Google Play" once, under its own line, when that line is listed too.)
        .filter((item) => item.project === project && !only.some((other) => other.label === item.under))
        .map((item) =>
          say(`published${item.bare ? ".only" : ""}${item.href ? ".link" : ""}`, { outlet: outlet.label, name: item.name, href: item.href }),
        ),
    );

  /** The owner's words to pass on with the number, said of them ("Akinyi asks: SMS first", but "Maëlle takes no calls at lunch", which says who already). */
  /** The months the roles cover, counted once where they overlap: "about 13 years" and the year the first began; null without dates. */
  const spanOfRoles = (roles: readonly ExperienceEntry[]) => {
    const months = new Set<number>();
    for (const role of roles) {
      const range = monthRange(role.date);
      for (let month = range?.[0] ?? 0; range && month <= range[1]; month++) months.add(month);
    }
    if (months.size === 0) return null;
    // Whole years past five, as people count them ("15 years" until the sixteenth is done; a school year, August to June, is whole).
    const years = months.size / 12;
    const span =
      years < 1
        ? say("span.months", { count: months.size })
        : say(years < 1.5 ? "span.year" : "span.years", { count: years < 5 ? Math.round(years * 2) / 2 : Math.floor((months.size + 1) / 12) });
    return { span, since: Math.floor(Math.min(...months) / 12) };
  };

  const passedOn = (words: string) => {
    // ("…tell them I'd rather get a WhatsApp message than a call": where the owner's public words say it too, those are said; a
    // privacy rule is an instruction, acted on but not quoted.)
    const inPublic = publicPhoneWords(words);
    if (inPublic) return inPublic;
    // ("between 10:00 and 18:00": the hours as a span, "10:00–18:00".)
    const said = thirdPerson(words).replace(/\bbetween (\d{1,2}(?:[:.]\d\d)?(?:\s?[ap]m)?) and (\d{1,2}(?:[:.]\d\d)?(?:\s?[ap]m)?)/gi, "$1–$2");
    return said.startsWith(first) ? said : `${first} asks: ${said}`;
  };

  const describeProject = (project: Project) => {
    const published = publishedOn(project);
    const note = highlights.find((line) => hasPhrase(normalize(line), project.name));
    // (A blog series lists no stack: nothing is "built with" it.)
    const key = project.stack.length ? (`project.about.${shown(project)}` as const) : (`project.about.${shown(project)}.noStack` as const);
    let about = say(key, ofProject(project));
    if (published.length) about = say("project.about.published", { about, outlets: joinList(published) });
    return note ? say("project.about.note", { about, note: saidOf(first, note) }) : about;
  };

  /** "Lead at Brightlane since Oct 2024" for a current role, "Intern at Nimbus (May 2019 – Aug 2019)" for a past one. */
  const jobOf = (entry: ExperienceEntry) => {
    const start = isCurrent(entry) ? entry.date.split(PERIOD_ENDS)[0]?.trim() : undefined;
    const period = start ? say("period.since", { start }) : say("period", { date: entry.date });
    return say(isBreak(entry) ? "job.break" : "job", { title: entry.title, company: entry.company, period });
  };
  const ofEntry = (entry: ExperienceEntry) => ({
    title: entry.title,
    company: entry.company,
    type: entry.employmentType,
    date: entry.date,
    place: entry.location,
    description: thirdPerson(entry.description),
    size: entry.teamSize,
    url: entry.url,
    job: jobOf(entry),
  });
  /** "Arun is Web Development Team Lead at Brightlane Technologies since Oct 2024, about 2 years 🗓️": a role and how long it ran. */
  const whenHeld = (entry: ExperienceEntry) => say(`entry.when.${tense(entry)}`, { ...ofEntry(entry), span: spanOf(entry.date) });
  const describeEntry = (entry: ExperienceEntry) =>
    isBreak(entry)
      ? say("entry.break", {
          ...ofEntry(entry),
          // ("Career break (parental leave)" at "Parental leave": the company said once.)
          details: [hasPhrase(normalize(entry.title), normalize(entry.company).trim()) ? "" : thirdPerson(entry.company), entry.date, entry.location]
            .filter(Boolean)
            .join(", "),
        })
      : say(`entry.${tense(entry)}`, { ...ofEntry(entry), details: [entry.employmentType, entry.date, entry.location].filter(Boolean).join(", ") });
  const entryMentions = (entry: ExperienceEntry, tech: Tech) => {
    const said = entryText(entry);
    return tech.normalizedPhrases.some((phrase) => said.includes(phrase));
  };
  const jobs = () => joinList(experience.map(jobOf));
  /**
   * The first highlights as one sentence: "Led…; Shipped…".
   * `asked`: "any awards or fellowships?" puts a highlight with one of its words ("Fellow") first.
   */
  const firstHighlights = (count: number, said = (line: string) => line, asked = "") => {
    const roots = tokens(asked)
      .filter((word) => word.length >= 5 && !STOPWORDS.has(word) && !GENERIC_HIGHLIGHT.test(word))
      .map((word) => word.slice(0, 6));
    const fits = (at: number) => roots.some((root) => normalizedHighlights[at]?.includes(` ${root}`));
    return [...highlights.filter((_, at) => fits(at)), ...highlights.filter((_, at) => !fits(at))]
      .slice(0, count)
      .map((line) => said(line).replace(/\.$/, ""))
      .join("; ");
  };

  return {
    fallback,
    greeting: () => say("greeting"),
    thanks: () => say("thanks"),
    bye: () => say("bye"),
    identity: () => say("identity"),
    identityWorkings: () => say("identity.workings"),
    /** "Tell me about yourself": who is answering, and about whom. */
    introduction: () => sayOnce("introduction", { snapshot: assistantProfile.snapshot.trim() }),
    pronouns: () => say("pronouns", { pronouns: owner.pronouns.set }),
    /** The page's introduction in the owner's words: the sentence about `topic` ("weekends"), or all of it; null when none is. */
    ownWords: (topic?: string) => {
      // ("does he have kids?" is not answered by "teaching kids and adults": family is the owner's own only as "my kids".)
      const family = topic !== undefined && /^(?:kids?|children|child|family|wife|husband|partner|son|daughter|parents)$/.test(topic);
      const says = (sentence: string) => hasPhrase(normalize(sentence), topic ?? "") && (!family || hasPhrase(normalize(sentence), `my ${topic}`));
      const said = topic ? owner.bio.split(SENTENCE_BREAK).find(says) : owner.bio.trim();
      if (said) return sayOnce("ownWords", { words: said });
      // "hobbies?", "what does she do for fun?": the sentence of the introduction or the snapshot about time off work.
      const leisure =
        topic !== undefined &&
        /\b(?:hobby|hobbies|free time|spare time|fun|weekends?|outside|after work|off the clock|not|on the side)\b/.test(topic);
      // ("He co-wrote…" of the snapshot: the name, as the answer's first word.)
      // (A project the owner calls a hobby, or a side project, is time off work too: "My hobby aurora-forecast camera…".)
      const hobbies = projects
        .filter((project) => /\b(?:hobby|side project|for fun)\b/i.test(project.description))
        .map((project) => `${project.name}: ${thirdPerson(project.description.split(SENTENCE_BREAK)[0] ?? "")}`);
      const sentences = [...(owner.offWork ? [openedWithName(owner.offWork, first, owner.pronouns)] : []), ...hobbies];
      return leisure && sentences.length > 0 ? say("leisure", { sentence: sentences.join(" ") }) : null;
    },
    /**
     * "Where is he from originally?", "what nationality is she?": the sentence of the snapshot, the introduction or an FAQ
     * answer that says where the owner comes from (or, for `nationality`, whose citizen the owner is); null when none does.
     */
    origin: (nationality: boolean) => {
      const sentences = [assistantProfile.snapshot, owner.bio, ...(assistantProfile.faq ?? []).map((entry) => entry.answer)]
        .flatMap((text) => text.split(SENTENCE_BREAK))
        .map((sentence) => thirdPerson(sentence.trim()));
      const wanted = [...(nationality ? [CITIZENSHIP] : []), ORIGIN];
      // (A name said with it, "born in Enugu", "Lagos-born", "Igbo heritage": "bugs are born in the pipeline" says nothing of
      // where the owner comes from.)
      const placed = (words: RegExp) => (sentence: string) => {
        const found = words.exec(sentence);
        if (!found) return false;
        const [before, after] = [sentence.slice(0, found.index), sentence.slice(found.index + found[0].length)];
        return /\p{Lu}[\p{L}-]*[\s-]$/u.test(before) || /^\S*\s+(?:\S+\s+){0,3}?(?:in|from|near|on)\s+(?:the\s+)?\p{Lu}/u.test(after);
      };
      const said = wanted.map((words) => sentences.find(words === ORIGIN ? placed(words) : (sentence) => words.test(sentence))).find(Boolean);
      return said ? say("origin", { sentence: said.replace(/^(?:yes|no)\s*[:,]\s*/i, "") }) : null;
    },
    refusal: () => say("refusal"),
    /** "Unity isn't listed on Zofia's profile". */
    notListed: (tech: string) => say("knows.notListed", { tech }),
    /** "Which Python libraries does she use?": the owner's technologies built on the one named. */
    builtOn: (tech: string, techs: readonly string[]) => say("knows.builtOn", { tech, techs: joinList(techs) }),
    titlesName,
    keepItFriendly: () => say("keepItFriendly"),

    /**
     * What the visitor has said of themselves, which some owners ask before giving the number: `calling`, they want to call; `texting`, to write;
     * `inTouch`, they have written; `client`, they are a client; `colleague`, they work with the owner; `met`, they have had a first
     * interview or call; `known`, they know the owner already (met, spoke or worked with them); `engagement`, they say what work they need and when; `scheduled`, they have one booked; `firm`, they name the firm they hire for; `role`, the role; `company`, the company they are from; `hiringManager`, they are the hiring manager; `inHouseHr`, they are in the hiring company's own HR; `project`, they want something made; `jobOffer`, they offer a job or are recruiting; `otherTerms`, the work is a contract, part-time or for a few months; `notRecruiter`, they say they are no recruiter; `recruiter`, they say they are one.
     * `withEmail`: "her email and her phone number", "every way to contact him": the e-mail beside the number.
     * `ruleSaid`: the owner's own answer, given after the number, already says the rule to pass on with it.
     * `callsSaid`: the owner's own answer, given after the number, already says they take no calls.
     * `callOnly`: "can I call them?" asks to call, not for the number.
     */
    phone: ({
      calling = false,
      texting = false,
      inTouch = false,
      client = false,
      notRecruiter = false,
      recruiter = false,
      colleague = false,
      met = false,
      urgent = false,
      known = false,
      metInPerson = false,
      engagement = false,
      scheduled = false,
      firm = false,
      company = false,
      role = false,
      hiringManager = false,
      inHouseHr = false,
      partner = false,
      purpose = false,
      project = false,
      jobOffer = false,
      otherTerms = false,
      selling = false,
      student = false,
      forSomeoneElse = false,
      ownRole = false,
      ofCompaniesNever = false,
      withEmail = false,
      dayOff = false,
      ruleSaid = false,
      callsSaid = false,
      callOnly = false,
    }) => {
      const { phone, phoneRule } = owner.contact;
      if (!phone) return phoneWithheld() ?? say("phone.none");
      // ("is friday ok for a call?" of an owner who takes calls Tuesday to Thursday, 10:00–16:00: the days that are, in their words.)
      if (phoneRule.noCallsOn && dayOff && phoneRule.callHours && saidInPublic(phoneRule.callHours))
        return say("phone.notOn.hours", { hours: phoneRule.callHours });
      // ("Can I call her at 10am on Tuesday?" of an owner who takes no calls in working hours: those hours, and the e-mail.)
      if (phoneRule.noCallsDuring && dayOff) return say("phone.notDuring", { hours: hoursOffSaid(phoneRule.noCallsDuring) });
      // ("…wants my number for a quick chat at the weekend, don't give it": no number asked for then, whatever else is said.)
      if (phoneRule.numberNotOn && dayOff) return say("phone.numberNotOn", { days: phoneRule.numberNotOn });
      if (phoneRule.noCallsOn && dayOff) return say(phoneRule.weekdaysOnly ? "phone.weekdaysOnly" : "phone.notOn", { days: phoneRule.noCallsOn });
      // ("does she take phone calls?" of an owner whose number is for messages only: a no, whoever asks.)
      if (callOnly && phoneRule.messagesOnly)
        return say(phoneRule.messageChannels ? "phone.noCalls.via" : "phone.noCalls", { channels: phoneRule.messageChannels ?? "" });
      // Who the number is for: the reply that keeps it from this visitor, or null where the rule gives it to them.
      const keptBy = (rule: typeof phoneRule): string | null => {
        if (rule.sellersNever && selling) return say("phone.notForSellers");
        if (rule.studentsNever && student) return say("phone.notForStudents");
        if (rule.forOthersNever && forSomeoneElse) return say("phone.notForOthers");
        if (rule.companiesNever && ofCompaniesNever) return say("phone.notForCompanies", { companies: rule.companiesNever });
        if (rule.onlyToCallers && !calling) return say("phone.callersOnly");
        if (rule.onlyToTexters && !texting) return say(callOnly ? "phone.noCalls" : "phone.textersOnly");
        // ("only to hiring managers after a first interview": a visitor who has had that interview with the owner is hiring, unless a recruiter.)
        const interviewed = rule.afterMeeting !== null && met && !recruiter;
        const alsoFor = (rule.inHouseHrToo && inHouseHr) || (rule.partnersToo && partner);
        if (rule.hiringManagersOnly && !hiringManager && !alsoFor && !interviewed) return hiringManagersOnly(rule);
        // ("Recruiters can have my number once they name the role": a hiring manager who names one is recruiting too.)
        const recruiting = recruiter || (rule.roleOnly && role && (jobOffer || hiringManager));
        if (rule.recruitersOnly && (notRecruiter || (rule.recruitersWhoSay && !recruiting))) return say("phone.recruitersOnly");
        // ("…who has e-mailed me first, and who tells you their company and their role": both, said at once.)
        if (rule.afterEmail && !inTouch) return say(rule.ownRoleNamed && !ownRole ? "phone.afterEmail.andOwnRole" : "phone.afterEmail");
        if (rule.ownRoleNamed && !ownRole) return say("phone.ownRoleNamed");
        const worksWith = rule.colleaguesOnly && colleague;
        if (rule.colleaguesOnly && !worksWith && !(rule.clientsOnly && client))
          return say("phone.colleaguesOnly", { who: rule.clientsOnly ? "colleagues and existing clients" : "colleagues" });
        if (rule.clientsOnly && !client && !worksWith) return say("phone.clientsOnly");
        if (rule.afterScheduled && !scheduled) return say("phone.afterScheduled");
        if (rule.roleNamed && !((firm || company) && role)) return say("phone.firmAndRoleNamed");
        if (rule.roleOnly && !role) return say("phone.roleOnly");
        if (rule.companyNamed && !company && !firm) return say("phone.companyNamed");
        // (Of "…the company and the role", the company said in any message is the firm: the rule above has asked for both.)
        if (rule.firmNamed && !rule.companyNamed && !rule.roleNamed && !firm) return say("phone.firmNamed");
        if (rule.afterMeeting && !met) return say("phone.afterMeeting", { condition: rule.afterMeeting.toLowerCase() });
        if (rule.urgentOnly && !urgent) return say("phone.urgentOnly");
        // ("I want to give her a ring, what's her number?" of an owner who keeps it from callers: no number for a call.)
        if (rule.notForCalls && calling && !texting) return say("phone.notForCalls");
        if (rule.knownOnly && !known) return say(rule.inPerson ? "phone.metInPersonOnly" : "phone.knownOnly");
        if (rule.inPerson && !metInPerson) return say("phone.metInPersonOnly");
        if (rule.engagementOnly && !engagement) return say("phone.engagementOnly");
        if (rule.purposeFirst && !purpose) return say("phone.purposeFirst");
        // ("…not to a recruiter before an interview is booked": a recruiter who says one is booked may have it.)
        const untilBooked = rule.recruitersUntilScheduled;
        if (rule.recruitersNever && (jobOffer || (untilBooked && recruiter)) && !(untilBooked && scheduled))
          return say(untilBooked ? "phone.notForRecruiters.untilScheduled" : "phone.notForRecruiters");
        // ("…to anyone hiring for a full-time role": a visitor who offers a contract is not hiring for one.)
        const termsMet = !(rule.jobOffersOnly && /\b(?:full-?\s?time|permanent)\b/i.test(rule.jobOffersOnly) && otherTerms);
        if (rule.jobOffersOnly && !(jobOffer && termsMet)) return say("phone.jobOffersOnly", { role: rule.jobOffersOnly });
        if (rule.projectsOnly && !project) return say("phone.projectsOnly");
        return null;
      };
      // ("only to clients…, or to hiring managers after a first interview": one of the people it names, and the rest of the rules.)
      const { eitherOf } = phoneRule;
      const kept = eitherOf
        ? (keptBy(eitherOf.rest) ??
          (eitherOf.alternatives.some((alternative) => keptBy(alternative) === null)
            ? null
            : say("phone.eitherOf", { who: eitherOf.alternatives.map(whoFor).join(", or to ") })))
        : keptBy(phoneRule);
      // ("can I just call him?" before the rule is met: how the owner likes to be reached, too.)
      if (kept !== null) return calling && !texting && preferenceInPublic ? `${withoutClosingEmoji(kept)}; ${first} ${preferenceInPublic}` : kept;
      // "can I call them?" of an owner who takes messages only: a no, and the number only to a visitor who asks for it.
      // ("…for text messages only, on KakaoTalk or SMS": the ways to write go with the number.)
      const via = phoneRule.messageChannels ? ".via" : "";
      if (phoneRule.messagesOnly)
        return say(`${callOnly ? "phone.noCalls" : withEmail ? "phone.messagesOnly.withEmail" : "phone.messagesOnly"}${via}`, {
          phone,
          channels: phoneRule.messageChannels ?? "",
          noCalls: callsSaid ? "" : say("phone.noCallsNote"),
        });
      // (An e-mail first is written to the address; a text or a message, to the number.)
      if (phoneRule.passOn && !ruleSaid) {
        return say(withEmail ? "phone.passOn.withEmail" : "phone.passOn", { phone, rule: passedOn(phoneRule.passOn) });
      }
      if (phoneRule.messageFirst === "e-mail") return say("phone.messageFirst", { phone, way: "an e-mail" });
      if (phoneRule.messageFirst)
        return say(withEmail ? "phone.textFirst.withEmail" : "phone.textFirst", { phone, way: `a ${phoneRule.messageFirst}` });
      // ("ring the studio Monday to Thursday, 9 to 5 Irish time": the hours go with the number, where the owner's own public
      // words say them too; a privacy rule is an instruction, acted on but not quoted.)
      if (phoneRule.callHours && saidInPublic(phoneRule.callHours))
        return say(withEmail ? "phone.hours.withEmail" : "phone.hours", { phone, hours: phoneRule.callHours });
      if (phoneRule.noCallsDuring)
        return say(withEmail ? "phone.hoursOff.withEmail" : "phone.hoursOff", { phone, hours: hoursOffSaid(phoneRule.noCallsDuring) });
      // ("no calls on Fridays": the days go with the number.)
      if (phoneRule.noCallsOn) return say(withEmail ? "phone.daysOff.withEmail" : "phone.daysOff", { phone, days: phoneRule.noCallsOn });
      // ("I prefer Signal or WhatsApp messages to calls", in the owner's public words too: the way they like goes with the number.)
      if (preferenceInPublic) return say(withEmail ? "phone.preference.withEmail" : "phone.preference", { phone, preference: preferenceInPublic });
      return say(withEmail ? "phone.withEmail" : "phone", { phone });
    },
    /** "skills other than javascript", "backend skills besides node?": the skills but that one, of its kind's cards where one is asked. */
    besides: (tech: Tech, kind: TechKind | undefined) => {
      const ofKind = kind ? skillGroups.filter((group) => knowledge.groupKinds.get(group)?.has(kind)) : [];
      const cards = ofKind.length > 0 ? ofKind : kind && tech.groups.length > 0 ? tech.groups : skillGroups;
      const rest = unique(cards.flatMap((group) => group.items.map((item) => item.label))).filter((label) => !tech.keys.has(squash(label)));
      return say("besides", { tech: tech.name, techs: someOf(rest, 10) });
    },
    /** "what does she NOT know?": the site lists skills, not their absence. */
    skillGaps: () => say("skillGaps"),
    /**
     * "what doesn't teo do?": the owner's own sentences that rule work out ("They do no React or React Native, …", "She hasn't used
     * React since 2017 and does no back-end leadership."); null where none does.
     */
    ownLimits: () => {
      const said = [assistantProfile.snapshot, owner.bio]
        .flatMap((text) => text.split(SENTENCE_BREAK))
        .map((sentence) => sentence.trim())
        .filter((sentence) => RULES_WORK_OUT.test(sentence.replace(/[’]/g, "'")));
      return said.length > 0 ? say("ownLimits", { said: unique(said.map(thirdPerson)).join(" ") }) : null;
    },
    /** "which projects have no live link?": those without a live address (of `among`, if named); `counted`, how many first. */
    projectsNotLive: (counted = false, among: readonly string[] = []) => {
      const offline = projects
        .filter((project) => !project.live && (among.length === 0 || among.includes(project.name)))
        .map((project) => project.name);
      // ("which of those are not live?" of a list whose every project is: that they are.)
      if (offline.length === 0 && among.length > 0)
        return say(among.length === 1 ? "projects.allLive.one" : "projects.allLive.ofThose", { projects: joinList(among) });
      if (offline.length === 0) return say("projects.allLive");
      // ("how many projects are not live?": how many, then which.)
      return say(counted ? "projects.notLive.count" : "projects.notLive", { projects: joinList(offline), count: offline.length });
    },
    /** "which project has nothing deployed yet?": those with no live address whose hosting is still "TBD". */
    projectsNotDeployed: () => {
      const undecided = (value: DeployTarget) =>
        /^(?:tbd|tba|n\/?a|none|-|to be decided|not yet)?$/i.test((typeof value === "string" ? value : value.name).trim());
      const waiting = projects.filter((project) => !project.live && Object.values(project.deploy).every(undecided)).map((project) => project.name);
      return waiting.length > 0 ? say("projects.notDeployed", { projects: joinList(waiting) }) : say("projects.allDeployed");
    },
    /** "does he share his phone number?" of an owner who never gives it: no, and the booking page or the e-mail instead. */
    noNumberShared: () => phoneWithheld() ?? say("phone.none"),
    /** "is it ok to text her late at night?": the owner's words to give with the number, or the hours for calls; null without them. */
    phoneRuleAlone: () => {
      const { passOn, callHours, noCallsDuring } = owner.contact.phoneRule;
      if (passOn) return say("contact.rule", { rule: passedOn(passOn) });
      if (noCallsDuring) return say("contact.hoursOff", { hours: hoursOffSaid(noCallsDuring) });
      return callHours && saidInPublic(callHours) ? say("contact.hours", { hours: callHours }) : null;
    },
    /** "can I call her on Monday?" of an owner who takes no calls on Fridays: yes, that day. */
    callOnOtherDay: (day: string) => say("phone.otherDay", { day, days: owner.contact.phoneRule.noCallsOn ?? "" }),
    email: () => say("email"),
    /** "Does she prefer calls or messages?": the owner's own words on it from the privacy rules, else e-mail. */
    /** `when`: "when's a good time to call him?", which the site does not answer when the owner's words say no preference. */
    contactPreference: (when = false) => {
      const { preference, passOn } = owner.contact.phoneRule;
      if (preference) return say("contact.preference", { preference });
      // ("…tell them I'd rather get a WhatsApp message than a call": what the rule passes on, in the owner's public words if any.)
      return passOn && /\b(?:rather|prefer\w*)\b/i.test(passOn)
        ? say("contact.rule", { rule: passedOn(passOn) })
        : say(when ? "contact.whenUnsaid" : "contact");
    },
    /** `question`: "can I message her on LinkedIn?" names a profile, which the answer gives beside the e-mail. */
    contact: (hire: boolean, question = "") => {
      const named = question ? namedLinks(question) : [];
      if (named.length > 0 && !hire) return say("contact.links", { links: linkList(named) });
      // "any other way to reach her?": the profiles a visitor can message the owner on, beside the e-mail.
      const social = links.filter((link) => MESSAGING.test(`${link.label} ${link.href}`));
      if (social.length > 0 && /\s(?:other|another|else|besides|alternative|alternatively|apart from|only way|only option)\s/.test(question))
        return say("contact.others", { links: linkList(social) });
      const link = owner.contact.bookingLink;
      return hire ? say("contact.hire") : link ? say("contact.book", { link }) : say("contact");
    },
    relay: () => say("contact.relay"),
    interviewUnsaid: () => say("contact.interviewUnsaid"),
    /** Pay is never guessed; the owner's privacy rule may send it to the e-mail. */
    /**
     * ("Salary expectations on request.": the owner's own public sentence on pay, where there is one, unless the pay of a job is
     * asked, `ofAJob`: "how much does he earn at Open Road?")
     */
    salary: (ofAJob = false) => {
      if (owner.contact.payByEmail) return say("salary.byEmail");
      if (ofAJob) return fallback();
      const said = [availability.note ?? "", assistantProfile.snapshot]
        .flatMap((text) => text.split(SENTENCE_BREAK))
        // ("…, and I don't state a salary number publicly, but I'm happy to talk ranges on a call": the clause on pay.)
        .flatMap((sentence) => sentence.split(/;\s+|,\s+and\s+(?=(?:I|my|I'm|I'd)\b)/))
        .find(
          (clause) =>
            /\b(?:salary|salaries|compensation|pay expectations|rate expectations|(?:hourly|day|daily|weekly) rates?|my rates?)\b/i.test(clause) ||
            PAY_A_YEAR.test(clause),
        );
      const clause = said ? thirdPerson(said.trim()).replace(/([^.!?])$/, "$1.") : "";
      return said ? say("salary.said", { said: capitalised(clause) }) : fallback();
    },
    /** The owner's own answer on how to reach them, with the address it speaks of ("Email is best…") when it does not give it. */
    /** "Students of the current cohort reach Adaeze on the academy's Slack…": the way the owner's words give some visitors. */
    wayFor: (said: string) => {
      const told = thirdPerson(said);
      return say("contact.wayFor", { said: capitalised(told) });
    },
    reachAnswer: (answer: string) => (/\be-?mail\b/i.test(answer) && !answer.includes(email) ? say("contact.ownAnswer", { answer }) : answer),
    resume: () => say("resume"),

    /** Links: the ones the question names, or all of them; an honest note for a platform not listed. */
    links: (question: string, wantsCode: boolean) => {
      const named = namedLinks(question);
      const codeHost = links.find((link) => CODE_HOSTS.test(link.href));
      if (wantsCode && codeHost && named.length === 0) {
        const host = platformOf(codeHost.label);
        // "github?" of an owner whose code is on GitLab: say which host it is.
        const asked = Object.keys(LINK_PLATFORMS).find((name) => CODE_HOSTS.test(name) && hasPhrase(question, name));
        const elsewhere = asked !== undefined && !hasPhrase(normalize(`${codeHost.label} ${codeHost.href}`), asked);
        return say(elsewhere ? "links.code.elsewhere" : "links.code", { host, href: codeHost.href, platform: LINK_PLATFORMS[asked ?? ""] ?? asked });
      }
      if (named.length > 0) return sayOnce("links.named", { links: linkList(named) });
      const all = joinList(links.map((link) => say("links.entry", { name: thirdPerson(link.label.replace(/ profile$/i, "")), href: link.href })));
      const platform = Object.keys(LINK_PLATFORMS).find((name) => hasPhrase(question, name));
      if (platform) return say("links.notListed", { platform: LINK_PLATFORMS[platform] ?? platform, links: all });
      if (["website", "site", "portfolio"].some((word) => hasPhrase(question, word))) {
        return say("links.site", { site: owner.contact.siteUrl, links: all });
      }
      return say("links.all", { links: all });
    },

    location: () => say("location"),
    /**
     * "Is he Canadian?": the owner's own sentence on citizenship or a passport (an FAQ answer first), else where the owner
     * is based, which is no nationality.
     */
    /** `citizenship`: "is she a US citizen?" asks for it by that word, which a sentence on citizenship answers first. */
    nationality: (country: string, word: string, citizenship = false) => {
      // (The snapshot before the introduction, whose "I'm Sione, …" reads badly said of the owner.)
      const texts = [
        ...(assistantProfile.faq ?? []).map((entry) => entry.answer),
        // ("…; a US citizen, so no visa sponsorship needed": the availability note may say it.)
        availability.note ?? "",
        assistantProfile.snapshot,
        ...assistantProfile.highlights,
        owner.bio,
      ];
      const sentences = texts.flatMap((text) => text.split(SENTENCE_BREAK));
      const onCitizenship = sentences.filter((sentence) => /\b(?:citizen|citizenship|nationality|passport)\b/i.test(sentence));
      const namesIt = (sentence: string) =>
        normalize(sentence).includes(normalize(country).trim().slice(0, 5)) || hasPhrase(normalize(sentence), word);
      // A sentence on citizenship that names it, then any that names it ("of Tongan heritage", "born in Shiraz, Iran"), then
      // any on citizenship ("Is he a US citizen?" of an owner who says he is Canadian: that sentence answers it too).
      // (A sentence that names the country for another reason, "a forecast over the continental United States", says nothing of it.)
      const ofOrigin = (sentence: string) =>
        namesIt(sentence) &&
        /\b(?:born|heritage|grew up|raised|native|descent|roots|originally|moved|(?:am|is|are|come|comes|came|i'm|i’m) from)\b/i.test(sentence);
      const confirming = onCitizenship.find(namesIt);
      const said = confirming ?? (citizenship ? onCitizenship[0] : undefined) ?? sentences.find(ofOrigin) ?? onCitizenship[0];
      // ("I'm a Nigerian citizen with no EU work rights": a yes first, where the sentence says it without a "not".)
      // ("I won't relocate, and as a Brazilian citizen I'd need sponsorship": the clause that names it.)
      const clause = confirming?.split(/[,;]|\band\b|\bbut\b/).find(namesIt) ?? confirming;
      const plainly = clause !== undefined && !/\b(?:not|never|no longer)\b|n['’]t\b/i.test(clause.split(/\bwith\b/)[0] ?? "");
      return said ? (plainly ? yes(thirdPerson(said.trim())) : thirdPerson(said.trim())) : say("location.nationality");
    },
    /**
     * "What time zones can he work in?": where the owner is, and what the availability note says of hours and time zones.
     * `unsaid`: that the site does not say the hours, when nothing else will.
     */
    timeZone: (unsaid = true) => {
      // The availability note first, then a zone the owner's own answers and words name ("US Central Time").
      const said = [...(assistantProfile.faq ?? []).map((entry) => entry.answer), assistantProfile.snapshot, owner.bio];
      const sentencesOf = (texts: readonly string[]) => texts.flatMap((text) => text.split(SENTENCE_BREAK));
      // ("up to 10 hours a week" is how much the owner works, not when.)
      const howMuch = (sentence: string) => sentence.replace(/\b\S+\s+hours\s+(?:a|per)\s+(?:week|month)\b/gi, "");
      const note =
        sentencesOf([availability.note ?? ""]).find((sentence) => TIME_WORDS.test(howMuch(sentence))) ??
        sentencesOf(said).find((sentence) => TIME_WORDS.test(sentence.replace(/\b(?:hours|overlap)\b/g, "")));
      return note ? say("location.hours", { note: thirdPerson(note.trim()) }) : say(unsaid ? "location.hoursUnsaid" : "location");
    },
    /** "Does he live in the US?": the answer, after a yes or a no. */
    confirmed: (yes: boolean, answer: string) => say(yes ? "yes" : "no", { answer }),
    /** "Which companies did he work for in Canada?": the roles, one line each. */
    rolesListed: (entries: readonly ExperienceEntry[]) => say("experience", { jobs: joinList(entries.map(jobOf)) }),
    /**
     * "Was Ceri a nurse?": yes, and the roles of that title. `held`: false where "is she a freelancer?" asks of now and every
     * such role has ended, which is a no before the roles.
     */
    heldRole: (entries: readonly ExperienceEntry[], yesNo = true, held = true) => {
      const roles = entries.map(describeEntry).join(" ");
      // (A no says first what the owner is now: "No: Thandiwe is Power Platform Developer at… since Mar 2022. Thandiwe was…".)
      const now = held ? undefined : experience.find(isCurrent);
      const instead = now ? `${withoutClosingEmoji(whenHeld(now))}. ` : "";
      return yesNo ? say(held ? "yes" : "no", { answer: instead + roles }) : roles;
    },
    /** `office`: the question asks about office, on-site or hybrid work, not remote work, so a "Yes! … remote" would answer another question. */
    /**
     * `asked`: the question, when it asks about hybrid work ("what about hybrid in leeds?"): a yes where the note offers it,
     * in every place the question names ("hybrid in boston?" of "hybrid in the Hartford area" is for the note to say).
     */
    remote: (office = false, asked = "") => {
      const { remote, relocation, note } = availability;
      const placesNamed = [...asked.matchAll(/\s(?:in|at|near|around)\s(?:the\s)?([\p{L}]+)(?=\s)/gu)].map((match) => ` ${match[1]} `);
      const hybridThere =
        /\shybrid\s(?!(?:apps?|mobile|cloud|frameworks?|development|dev|search|models?|rendering|cars?)\s)/.test(asked) &&
        note &&
        /\bhybrid\b/i.test(note) &&
        !/\b(?:no|not|never|n't)\b[^.;]*\bhybrid\b/i.test(note);
      if (hybridThere && placesNamed.every((place) => normalize(note).includes(place))) return say("note", { answer: say("remote.hybrid"), note });
      // "Would he come on-site?" of an owner whose note speaks of office or hybrid work: the note says it.
      if (office && note && /hybrid|on.?site|office/i.test(note)) return say("note", { answer: say("remote.office.noted"), note });
      // "Would he take a hybrid role?" of an owner "open only to fully remote roles": a no, with the note.
      if (office && remote && note && /\bonly\b[^.;]*\bremote\b|\bremote[^.;]*\bonly\b/i.test(note))
        return say("note", { answer: say("remote.office.remoteOnly"), note });
      const variant = office ? (remote ? "office" : "office.notRemote") : remote ? "yes" : "no";
      const answer = say(`remote.${variant}${relocation ? ".relocating" : ""}`);
      return note && /remote|hybrid|on.?site|office/i.test(note) ? say("note", { answer, note }) : answer;
    },
    /** `place`: a country asked about ("would she move to Germany?"), answered from the note when it names where. */
    relocation: (place?: { name: string; words: readonly string[] }) => {
      const { relocation, remote, note } = availability;
      if (!relocation) return say(remote ? "relocation.no.remote" : "relocation.no");
      const noted = note && /relocat|mov(?:e|ing)/i.test(note) ? normalize(note) : "";
      // A place the note's own limit leaves out ("only within the Nordics"; "Berlin" is in "the EU", and the "only" of
      // "on-call only on a fair rota" limits no move).
      if (place && noted && movingLeavesOut([note ?? ""], owner.location, place.words))
        return say("relocation.limited", { place: place.name, note: note ?? "" });
      // The owner's own note says where to, when it does.
      return say(`relocation.yes${remote ? ".remote" : ""}${note && /relocat/i.test(note) ? ".note" : ""}`, { note });
    },
    /** A place the owner's own words on remote work leave out ("the US" of "remote with teams in Australia or New Zealand"). */
    remoteLimited: (place: string, words: string) =>
      say("remote.limited", {
        place: placeTitle(place),
        note: thirdPerson(words),
      }),
    /** A place beyond where the owner would move ("London" of one who would move only within Scandinavia), in the owner's words. */
    relocationOutside: (place: string, words: string) =>
      say("relocation.limited", {
        place: placeTitle(place),
        note: words,
      }),
    /**
     * `kind`: a kind of work asked about ("freelance"), said honestly when neither the roles nor the note name it.
     * `yesNo`: "Is she available for hire?" is answered yes first, when the owner seeks roles.
     */
    availability: (kind?: string, yesNo = false) => {
      const { roles, note, remote, relocation } = availability;
      // "Is she available for freelance?" of an owner whose FAQ answers "Does she take freelance projects?", whatever the roles sought.
      const unsought = kind !== undefined && !normalize(`${roles.join(" ")} ${note ?? ""}`).includes(kindStem(kind));
      const ownOnKind = unsought ? ownAnswerOn(kind) : undefined;
      if (ownOnKind) return ownOnKind;
      // ("is she open to full-time roles?" of "…so I'm not open to full-time roles right now": a no, in the owner's words.)
      if (kind && note && deniesIt(normalize(note), normalize(kind).trim())) return say("no", { answer: note });
      // Not looking, in the owner's own words of what they are open to instead ("advisory work, talks and mentoring").
      if (roles.length === 0) return note ? say("availability.none.note", { note }) : say("availability.none");
      const open = say(`availability${remote ? ".remote" : ""}${relocation ? ".relocation" : ""}`, { roles: rolesSaid(roles) });
      const answer = note ? say("note", { answer: open, note }) : open;
      // ("would they take a front-end role?" of "They do no web or front-end work": a no, in the owner's words.)
      const ruling =
        kind && unsought
          ? [assistantProfile.snapshot, note ?? ""].flatMap((text) => text.split(SENTENCE_BREAK)).find((sentence) => deniedInList(sentence, [kind]))
          : undefined;
      if (ruling) return say("no", { answer: capitalised(openedWithName(ruling, first, owner.pronouns)) });
      if (kind && unsought) return say("availability.unmentioned", { kind: capitalised(kind), answer });
      return yesNo ? yes(answer) : answer;
    },
    /** The role before (1) or after (-1) one, the experience being newest first; or an honest none. */
    besideRole: (entry: ExperienceEntry, step: 1 | -1) => {
      // Before a current role, a role still held beside it (a part-time lectureship) is not "before that".
      const after = experience.slice(experience.indexOf(entry) + 1);
      // (A role that began before it but is listed above it, as a student's roles often are, is before it too.)
      const others = [...after, ...experience.slice(0, experience.indexOf(entry))];
      // A role listed below it that began later (a volunteer role still held) is not "before that" either.
      const began = monthRange(entry.date)?.[0];
      const beside = (other: ExperienceEntry) => isCurrent(entry) && isCurrent(other);
      const before = (other: ExperienceEntry) => !beside(other) && (monthRange(other.date)?.[0] ?? -Infinity) < (began ?? Infinity);
      // (Freelance work that went on for years beside it is not "right before that" either: the role that ended as it began is.)
      // (Of those, the last to end, or the first listed of roles that ended within months of each other.)
      const endOf = (other: ExperienceEntry) => monthRange(other.date)?.[1] ?? Infinity;
      const ended = others.filter((other) => before(other) && endOf(other) <= (began ?? -Infinity) + 3);
      const lastEnd = Math.max(...ended.map(endOf));
      const endedThen = ended.find((other) => endOf(other) >= lastEnd - 3);
      const earlier = endedThen ?? others.find(before);
      const next = step === 1 ? (earlier ?? after.find((other) => !beside(other)) ?? after[0]) : experience[experience.indexOf(entry) - 1];
      if (next) return describeEntry(next);
      if (step === -1 && isCurrent(entry)) return say("role.current", { job: jobOf(entry) });
      // ("and before that?" of the first role, begun while the owner studied or after: the studies, which came first.)
      const startYear = yearOf(entry.date, 0);
      const studies =
        step === 1 && startYear !== null ? assistantProfile.education.filter((study) => (yearOf(study.years, 0) ?? Infinity) <= startYear) : [];
      if (studies.length > 0) return say("role.noneBefore.studying", { job: jobOf(entry), studies: joinList(studies.map(studyLine)) });
      return say(step === 1 ? "role.noneBefore" : "role.noneAfter", { job: jobOf(entry) });
    },
    /**
     * The first or the longest role on the site.
     * `inTech`: only the roles whose title is a job in tech ("her first job in tech"); `afterStudies`:
     * only those that began once the studies ended ("his first job after uni").
     * `field`: words a title must have ("her first security job"), when some title has one.
     * `fullTimeOnly`: "his first full-time job", not a part-time one or an internship before it.
     */
    rankedRole: (rank: "first" | "longest", { inTech = false, afterStudies = false, field = [] as readonly string[], fullTimeOnly = false } = {}) => {
      const months = (entry: ExperienceEntry) => {
        const range = monthRange(entry.date);
        return range ? range[1] - range[0] : 0;
      };
      // The order of the list where a date cannot be read: newest first, as the page shows them.
      const start = (entry: ExperienceEntry) => monthRange(entry.date)?.[0] ?? -experience.indexOf(entry);
      // University studies, not a later certificate or bootcamp.
      const university = assistantProfile.education.filter((entry) => UNIVERSITY.test(entry.school));
      // Studies done beside a full-time job (a later postgraduate course) are not where a career began.
      const fullTime = experience.filter((role) => /full|contract|freelance|self/i.test(`${role.employmentType ?? ""} ${role.company}`));
      const besideWork = (years: string) => {
        const range = monthRange(years);
        return (
          range !== null &&
          fullTime.some((role) => {
            const job = monthRange(role.date);
            return job !== null && Math.min(range[1], job[1]) - Math.max(range[0], job[0]) >= 6;
          })
        );
      };
      const chosen = university.length > 0 ? university : assistantProfile.education;
      const studies = chosen.some((entry) => !besideWork(entry.years)) ? chosen.filter((entry) => !besideWork(entry.years)) : chosen;
      const studiesEnd = Math.max(0, ...studies.map((entry) => monthRange(entry.years)?.[1] ?? 0));
      const technical = experience.filter((role) => isTechnicalTitle(role.title));
      // By year: studies written "2011 – 2015" end in some month of 2015, and a job of July 2015 came after them.
      const afterwards = experience.filter((role) => Math.floor(start(role) / 12) >= Math.floor(studiesEnd / 12));
      // ("her first dev job" of a Sound Engineer turned developer: an engineer in tech.)
      const inField = experience.filter(
        (role) => field.some((word) => normalize(role.title).includes(` ${word.slice(0, 5)}`)) && (!inTech || isTechnicalTitle(role.title)),
      );
      const fullTimeRoles = experience.filter((role) => /full/i.test(role.employmentType ?? ""));
      const roles =
        fullTimeOnly && fullTimeRoles.length > 0
          ? fullTimeRoles
          : inField.length > 0
            ? inField
            : inTech && technical.length > 0
              ? technical
              : afterStudies && afterwards.length > 0
                ? afterwards
                : experience;
      const entry = rank === "first" ? [...roles].sort((a, b) => start(a) - start(b))[0] : [...roles].sort((a, b) => months(b) - months(a))[0];
      return entry ? describeEntry(entry) : fallback();
    },
    /**
     * "How many years of experience does she have?": the months of the roles in tech, counted once
     * where roles overlap, and the year the first began; null when no role's dates can be read.
     * `field`: "QA" of "how many years of QA experience?", with the roles whose titles say it; in tech by default.
     */
    careerLength: (field?: { name: string; roles: readonly ExperienceEntry[] }) => {
      const technical = experience.filter((role) => isTechnicalTitle(role.title) && !/volunt/i.test(role.employmentType ?? ""));
      const spanned = spanOfRoles(field?.roles ?? (technical.length > 0 ? technical : experience));
      if (!spanned) return null;
      const { span, since } = spanned;
      if (field) return say("experience.years.field", { span, since, field: field.name, jobs: joinList(field.roles.map(jobOf)) });
      // ("…with about 12 years of ABAP experience" in the owner's own words, of roles that began with a helpdesk job: both.)
      const own = OWN_YEARS.exec(`${assistantProfile.snapshot} ${owner.bio}`)?.[0];
      const ownCount = numberIn(/(\w+)\+? years?\b/i.exec(own ?? "")?.[1] ?? "");
      if (own && !span.startsWith(`${ownCount} `)) return say("experience.years.own", { span, since, own: own.replace(/^with /i, ""), jobs: jobs() });
      return say("experience.years", { span, since, jobs: jobs() });
    },
    /** "What did he do between 2020 and 2024?" when no role falls in those years. */
    noRoleBetween: (from: string, to: string) => say("experience.noneBetween", { from, to, jobs: jobs() }),
    /** "Did she work while studying?" when no role was held during a degree. */
    undatedProjects: () => say("projects.undated"),
    noRoleWhileStudying: () => say("experience.noneWhileStudying", { jobs: jobs() }),
    /** "Where was he working in 2022?" when no role falls in that year: the roles, or the studies of that year. */
    noRoleIn: (year: number) => {
      const studies = assistantProfile.education.filter((study) => during(study.years, year));
      return studies.length > 0
        ? say("experience.noneIn.studying", { year: String(year), studies: joinList(studies.map(studyLine)) })
        : say("experience.noneIn", { year: String(year), jobs: jobs() });
    },
    /**
     * "Any gaps in his CV?": the stretches of half a year or more that no role and no studies cover, from the first one's start
     * to now, or that there are none.
     */
    gaps: () => {
      const spans = [...experience.map((entry) => entry.date), ...assistantProfile.education.map((study) => study.years)]
        .map(monthRange)
        .filter((range): range is [number, number] => range !== null)
        .sort((a, b) => a[0] - b[0]);
      const [first] = spans;
      if (!first) return fallback();
      const now = new Date().getFullYear() * 12 + new Date().getMonth();
      const gaps: string[] = [];
      let coveredTo = first[1];
      for (const [from, to] of [...spans.slice(1), [now + 1, now + 1] as const]) {
        if (from - coveredTo > 6) gaps.push(`${monthName(coveredTo + 1)} – ${monthName(from - 1)}`);
        coveredTo = Math.max(coveredTo, to);
      }
      return gaps.length > 0
        ? say("experience.gaps", { gaps: joinList(gaps) })
        : say("experience.noGaps", { start: String(Math.floor(first[0] / 12)) });
    },
    /** "How many years between graduating and starting his current job?": the studies' last year, the role's start, the years between. */
    afterStudies: (ended: number, entry: ExperienceEntry, years: number) =>
      say(years === 0 ? "experience.afterStudies.same" : "experience.afterStudies", {
        ended: String(ended),
        company: entry.company,
        began: entry.date.split(PERIOD_ENDS)[0]?.trim() ?? entry.date,
        years: yearsOf(years),
      }),
    /** "How long between Northwind and Brightlane?": from the end of one role to the start of the next; null without dates. */
    gapBetween: (earlier: ExperienceEntry, later: ExperienceEntry) => {
      const [ended, began] = [monthRange(earlier.date)?.[1], monthRange(later.date)?.[0]];
      if (ended === undefined || began === undefined || began <= ended) return null;
      const span = spanOf(`${monthName(ended + 1)} – ${monthName(began - 1)}`).replace(/^,\s*/, "");
      return say("experience.gapBetween", {
        from: earlier.company,
        to: later.company,
        ended: monthName(ended),
        began: monthName(began),
        span,
      });
    },
    /** "Has he worked abroad?" of an owner whose roles were all in one country. */
    allAtHome: (country: string) => say("experience.home", { country }),
    /** The kinds of employer the roles were at ("fintech (Cloud Forest Payments), e-commerce (Canasta Online)"), or null when none is known. */
    sectors: () => {
      const known = SECTORS.map((sector) => ({ sector: sector.label, at: experience.filter((entry) => ofSector(entry, sector)) })).filter(
        ({ at }) => at.length > 0,
      );
      if (known.length === 0) return null;
      const sectors = known.map(({ sector, at }) => say("sectors.one", { sector, companies: joinList(at.map((entry) => entry.company)) }));
      return say("sectors", { sectors: joinList(sectors) });
    },
    /** The roles that overlap a year ("in 2019"). */
    rolesIn: (year: number) => experience.filter((entry) => during(entry.date, year)),
    describeEntry,
    entryMentions,
    /** The roles of a kind of employment ("freelance"). */
    rolesOfEmployment: (kind: string) => experience.filter(ofEmployment(kind)),
    /**
     * The roles whose employment type is of a kind ("freelance", "part time"), or an honest none;
     * `now`: whether the current role is of that kind ("is she a contractor?").
     */
    /** "were all his jobs full-time?": a yes, or a no with the roles of other kinds. */
    allRolesOfType: (kind: string) => {
      const ofKind = ofEmployment(kind);
      const others = experience.filter((entry) => !ofKind(entry));
      return others.length === 0 ? say("rolesOfType.all", { kind }) : say("rolesOfType.notAll", { roles: others.map(describeEntry).join(" ") });
    },
    rolesOfType: (kind: string, now: boolean, either: boolean) => {
      const ofKind = ofEmployment(kind);
      const current = experience.find(isCurrent);
      if (now && current) return say(`rolesOfType.current${either ? "" : ofKind(current) ? ".yes" : ".no"}`, ofEntry(current));
      const matching = experience.filter(ofKind);
      if (matching.length > 0) return say("rolesOfType.some", { roles: matching.map(describeEntry).join(" ") });
      const kinds = joinList(unique(experience.map((entry) => entry.employmentType.toLowerCase())));
      // "Does he do freelance work?" of an owner with no freelance role whose FAQ says "I take a few freelance projects".
      return ownAnswerOn(kind) ?? (experience.length > 0 ? say("rolesOfType.none", { kind, kinds }) : fallback());
    },
    // A note that says nothing of when ("Not looking for a new job") does not answer "what's her notice period?".
    /** `notice`: the notice period is asked about, which only a note that gives a notice or a lead time answers ("three days a month" gives none). */
    startDate: (notice = false) => {
      const said = notice ? NOTICE_SAID : WHEN_SAID;
      if (!availability.note || !said.test(availability.note)) return fallback();
      // (Of a note that says more, "Not looking for full-time employment… New client work starts with two weeks' lead time.",
      // the sentences that say when; in the assistant's voice.)
      // (A sentence cut at an abbreviation's full stop, "Ltda. (new engagements…", is no sentence: the whole note then.)
      // ("…until I'm back on 2 March 2027. After that I'm open to remote roles, with one month's notice": the sentence it follows too.)
      const sentences = availability.note.split(SENTENCE_BREAK);
      const when = sentences.filter(
        (sentence, i) =>
          said.test(sentence) || (i + 1 < sentences.length && said.test(sentences[i + 1] ?? "") && FOLLOWS_ON.test(sentences[i + 1] ?? "")),
      );
      const whole = when.length === 0 || when.some((sentence) => !/^[\p{Lu}\p{N}]/u.test(sentence.trim()));
      return sayOnce("startDate", { note: thirdPerson((whole ? availability.note : when.join(" ")).trim()) });
    },

    /** "how many years was his degree?": the studies, each with how many years its dates span ("2016 – 2020": 4 years). */
    studyLengths: () => {
      const studies = assistantProfile.education.map((study) => {
        const [from, to] = [yearOf(study.years, 0), yearOf(study.years, 1)];
        const length = from !== null && to !== null && to > from ? `, ${yearsOf(to - from)}` : "";
        return `${studyLine(study)}${length}`;
      });
      return studies.length > 0 ? say("education", { studies: joinList(studies) }) : fallback();
    },
    /** Some of the studies: "the AWS one" of a list just given. */
    studies: (entries: readonly EducationEntry[]) => say("education", { studies: joinList(entries.map(studyLine)) }),
    /** The certificates a question names ("is she AWS certified?"), earned, not studied. */
    /** "any certifications?" of an owner whose studies name none, but whose skills say one: "…(certified instructor)". */
    certifiedSkills: (skills: readonly string[]) => say("education.certifiedSkills", { skills: joinList(skills) }),
    certified: (entries: readonly EducationEntry[], yesNo: boolean) => {
      // A course or a bootcamp is studied; a certification is earned; one "in preparation" is still being studied for.
      const underway = (entry: EducationEntry) =>
        /\b(?:in preparation|preparing|studying|in progress|planned|ongoing|finishing|expected|due)\b/i.test(`${entry.degree} ${entry.years}`);
      const done = entries.filter((entry) => !underway(entry));
      const coming = entries.filter(underway);
      const earned = done.length
        ? say(done.every((entry) => /certif/i.test(entry.degree)) ? "education.certified" : "education", { studies: joinList(done.map(studyLine)) })
        : "";
      const studying = coming.length ? say("education.studying", { answer: joinList(coming.map(studyLine)) }) : "";
      const answer = [earned, studying].filter(Boolean).join(" ");
      return yesNo && done.length ? yes(answer) : answer;
    },
    /**
     * `missing`: what was asked and is not listed, said before what is.
     * `asked`: a degree the question asks about ("does she have a PhD?"), answered yes or no before the studies.
     * `yesNo`: "does she have a degree?" is answered "No" first when the studies hold none.
     */
    education: (missing?: keyof typeof MISSING, asked?: Degree, yesNo = false) => {
      const entries = assistantProfile.education;
      const studies = entries.map(studyLine);
      if (studies.length === 0) return fallback();
      const answer = say("education", { studies: joinList(studies) });
      if (asked) {
        // ("Does she have an MS?": the master's, not every study beside it.)
        // (Those held first: "does he have a degree?" is answered by the one finished before the one left.)
        const ofDegree = entries
          .filter((entry) => isDegree(entry, asked))
          .sort((a, b) => Number(UNFINISHED.test(`${a.degree} ${a.years}`)) - Number(UNFINISHED.test(`${b.degree} ${b.years}`)));
        // ("Does she have a PhD?" of an owner whose PhD runs to the present: not yet.)
        const underway = ofDegree.every((entry) =>
          /\bpresent\b|\b(?:expected|planned|in progress|ongoing)\b/i.test(`${entry.years} ${entry.degree}`),
        );
        // ("does he have a degree?": the degrees first, then the rest of the studies.)
        const listed = asked.any ? [...ofDegree, ...entries.filter((entry) => !ofDegree.includes(entry))] : ofDegree;
        const studied = say("education", { studies: joinList(listed.map(studyLine)) });
        // ("does teo have a masters?" of a master's "not completed: left after one term": begun, not held.)
        if (ofDegree.length > 0 && ofDegree.every((entry) => UNFINISHED.test(`${entry.degree} ${entry.years}`)))
          return say("education.degree.unfinished", { answer: studied });
        if (ofDegree.length > 0) return say(underway ? "education.degree.underway" : "education.degree.yes", { answer: studied });
        return say(yesNo ? "education.degree.no.yesNo" : "education.degree.no", { answer, degree: asked.label });
      }
      // ("Certified Kubernetes Administrator (CKA) since 2020" among the highlights: the owner's own words on them, then the studies.)
      const certifiedSaid = [...highlights, ...experience.map((entry) => entry.description), owner.bio]
        .flatMap((text) => text.split(SENTENCE_BREAK))
        .filter(namesACertificate);
      // "Any certs?" of an owner whose studies list a certificate or a course: those are the answer (unless only a course is
      // studied, and the certificates are in the owner's own words).
      const certificateStudied = entries.some((entry) => /certif/i.test(entry.degree));
      if (missing === "certifications" && entries.some(isCourse) && (certificateStudied || certifiedSaid.length === 0)) return answer;
      if (missing === "certifications" && certifiedSaid.length > 0)
        return say("education.certifiedSaid", {
          said: unique(certifiedSaid.slice(0, 2).map((sentence) => thirdPerson(sentence.trim()))).join(" "),
          answer,
        });
      return missing ? say(MISSING[missing], { answer }) : answer;
    },
    /** The first sentence of the owner's descriptions and highlights that `fits`, said of the owner; null when none does. */
    ownSentence: (fits: (sentence: string) => boolean) => {
      const texts = [...experience.map((entry) => entry.description), ...highlights, ...projects.map((project) => project.description), owner.bio];
      const found = texts.flatMap((text) => text.split(SENTENCE_BREAK)).find(fits);
      return found ? thirdPerson(found) : null;
    },
    /** "does kai have work rights in australia?": the availability note's sentences that fit, in the third person ("Kai is an Australian citizen."). */
    noteSaying: (fits: (sentence: string) => boolean) => {
      const found = (availability.note ?? "").split(SENTENCE_BREAK).filter(fits);
      return found.length > 0 ? thirdPerson(found.join(" ")) : null;
    },
    /** "How quick does she reply to emails?": the owner's own sentence on how soon they reply, if one says. */
    replyTime: () => {
      const texts = [...(assistantProfile.faq ?? []).map((entry) => entry.answer), availability.note ?? "", owner.bio];
      const found = texts.flatMap((text) => text.split(/(?<=[.!?])\s+/)).find((sentence) => REPLY_TIME.test(sentence));
      return found ? thirdPerson(found) : null;
    },
    /**
     * "Is she still a student?": whether a university study runs past today, by the dates the content gives.
     * `yesNo`: the question asks whether the owner is a student ("is arun a student?"), so a yes or a no leads.
     */
    studentStatus: (yesNo = false) => {
      const now = new Date().getFullYear() * 12 + new Date().getMonth();
      const university = assistantProfile.education.filter((entry) => UNIVERSITY.test(entry.school) || /school/i.test(entry.school));
      const ends = university.map((entry) => monthRange(entry.years)?.[1]).filter((end): end is number => end !== undefined);
      if (ends.length === 0) return null;
      const last = Math.max(...ends);
      const studies = university.map(studyLine);
      const answer = say("education", { studies: joinList(studies) });
      const status = last > now ? say("education.studying", { answer }) : say("education.graduated", { answer, year: Math.floor(last / 12) });
      return yesNo ? say(last > now ? "yes" : "no", { answer: status }) : status;
    },
    /** Does every study listed lead to a degree (so a question about school before university has no answer)? */
    onlyDegrees: () =>
      assistantProfile.education.every((entry) =>
        /\b(?:b|m|ph|d)\.?\s?[a-z]{0,4}\.?(?:\s|$)|bachelor|master|doctor|degree|diploma/i.test(entry.degree),
      ),

    /**
     * Spoken languages; `named` are the languages the question names ("Does he speak French?").
     * `howWell`: "how good is her Samoan?" asks for the level, so no "Yes!" comes first.
     */
    /** `origin`: "where did he learn French?", which only a sentence of the content naming that language alone answers. */
    spokenLanguages: (named: readonly string[], howWell = false, origin = false, counted = false) => {
      const spoken = assistantProfile.languages;
      if (spoken.length === 0) return fallback();
      const languages = joinList(spoken);
      // ("how many languages does he speak?": how many, then which.)
      const all = say(counted && spoken.length > 1 ? "spoken.count" : "spoken", { languages, count: spoken.length });
      // ("Does she speak Chinese?" of "Mandarin (heritage speaker)", "Zulu?" of "isiZulu (native)": a yes.)
      const speaks = (language: string) =>
        spoken.some((entry) =>
          [language, ...(SPOKEN_KIN[normalize(language).trim()] ?? []), ...(SPOKEN_OWN_NAMES[language] ?? [])].some((name) =>
            hasPhrase(normalize(entry), name),
          ),
        );
      const yesNamed = named.filter(speaks);
      const no = named.filter((language) => !speaks(language));
      const [language] = yesNamed;
      if (origin && language && named.length === 1) {
        // (A list of the languages, as the snapshot gives them, says which, not where from.)
        const others = spoken.map((entry) => normalize(entry.replace(/\(.*?\)/g, ""))).filter((entry) => !hasPhrase(entry, language));
        // ("…which is where their Spanish comes from", "picked up some Portuguese", not "a Swedish supermarket".)
        // ("Swedish-speaking volunteers" speak of others.)
        const naming = (sentence: string) => {
          const own = sentence.replace(/\b\p{L}+-speaking\b/giu, " ");
          return hasPhrase(normalize(own), language) && LEARNING_WORDS.test(own) && !others.some((other) => hasPhrase(normalize(own), other.trim()));
        };
        const told = knowledge.factDocs.flatMap((doc) => doc.answer.split(SENTENCE_BREAK)).find(naming);
        // ("Portuguese (basic, picked up on tour in Brazil)": the list's own words on it say where from too.)
        const noted = spoken.some((entry) => hasPhrase(normalize(entry), language) && (/\((.*)\)/.exec(entry)?.[1] ?? "").split(/\s+/).length >= 3);
        if (told) return noted ? `${told} ${all}` : told;
        return noted ? all : say("spoken.originUnsaid", { language: capitalised(language), languages });
      }
      if (no.length === 0) return named.length && !howWell ? yes(all) : all;
      const but = yesNamed.length ? (`.but.${agree(yesNamed)}` as const) : "";
      return say(`spoken.not.${agree(no)}${but}`, { languages, missing: joinList(no, "or"), spoken: joinList(yesNamed) });
    },
    /**
     * "is Tamil his native language?": a yes where the owner's list says so, a no where it gives another level
     * ("Hindi (conversational)"), and what the site does not say where it gives none; null for a language not listed.
     */
    /** `fluent`: "is he fluent in Afrikaans?" of "Afrikaans (conversational)" is a no; null where the list gives no level. */
    spokenNative: (language: string, fluent = false) => {
      const entry = assistantProfile.languages.find((spoken) => hasPhrase(normalize(spoken), normalize(language).trim()));
      if (!entry) return null;
      const languages = joinList(assistantProfile.languages);
      const belowFluent = LEVEL_BELOW_FLUENT.test(entry);
      if (fluent) {
        if (/\b(?:native|mother tongue|first language|fluent|bilingual|C[12])\b/i.test(entry)) return yes(say("spoken", { languages }));
        return belowFluent ? say("no", { answer: say("spoken", { languages }) }) : null;
      }
      if (/\b(?:native|mother tongue|first language)\b/i.test(entry)) return yes(say("spoken", { languages }));
      // ("Mandarin (heritage speaker)": learned at home, which may or may not make it a first language.)
      if (!/\bheritage\b/i.test(entry) && (belowFluent || /\(.+\)|\b(?:fluent|C[12])\b/i.test(entry)))
        return say("no", { answer: say("spoken", { languages }) });
      return say("spoken.levelUnsaid", { language: capitalised(language), languages });
    },
    programmingLanguages: (alsoSpoken: boolean) => {
      const coded = techsOfKind("language").map((tech) => tech.name);
      const spoken = alsoSpoken ? assistantProfile.languages : [];
      return say(`coding${coded.length ? "" : ".none"}${spoken.length ? ".spoken" : ""}`, { languages: joinList(coded), spoken: joinList(spoken) });
    },

    /** `done`: "what did he do as an intern?" asks the internship's own words, where there is one. */
    internship: (done = false) => {
      const internships = experience.filter((entry) => /\b(intern|internship|trainee|apprentice)/i.test(`${entry.employmentType} ${entry.title}`));
      if (internships.length === 0) return say("internship.none", { jobs: jobs() });
      const [only] = internships;
      if (done && only && internships.length === 1) return describeEntry(only);
      const each = internships.map((entry) => say(entry.location ? "internship" : "internship.unplaced", ofEntry(entry)));
      return sayOnce("internships", { internships: each.join("; ") });
    },
    /** `yesNo`: "has she managed people?" is answered yes; "does he manage a team of ten?" (`sizeAsked`) of a team of 5, no. */
    team: (yesNo = false, sizeAsked: number | null = null) => {
      const led = experience.find((entry) => entry.teamSize);
      const told = led ? say(`team.${tense(led)}`, ofEntry(led)) : "";
      if (led && yesNo && sizeAsked !== null && sizeAsked !== led.teamSize) return say("no", { answer: told });
      if (led) return yesNo ? yes(told) : told;
      const lead = experience.find((entry) => /lead|manager|head|director|principal/i.test(entry.title));
      if (lead) return say("team.unknownSize", ofEntry(lead));
      // "is he a people manager?" of "he doesn't manage people, but he coordinates the on-call rotation": the roles' own word on it.
      const onManaging = experience
        .flatMap((entry) => entry.description.split(SENTENCE_BREAK))
        .find((sentence) =>
          /\b(?:manage|manages|managed|managing) (?:people|anyone|staff)\b|\bpeople manag|\bdirect reports?\b|\bline manag/i.test(sentence),
        );
      if (onManaging) return thirdPerson(onManaging.trim());
      // "how big is the team she works on?" of "one of five engineers on the Dispatch team": the team the roles say they are on.
      const onTeam = experience
        .flatMap((entry) => entry.description.split(SENTENCE_BREAK))
        .find((sentence) =>
          /\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve)\b[^.;]{0,40}\bteam\b|\bteam of (?:\d+|two|three|four|five|six|seven|eight|nine|ten)\b/i.test(
            sentence,
          ),
        );
      if (onTeam && !yesNo) return thirdPerson(onTeam.trim());
      // ("does kobi manage people?" of a role that "mentors our two junior firmware engineers": no team led, and that sentence.)
      const mentors = experience
        .flatMap((entry) => entry.description.split(SENTENCE_BREAK))
        .find((sentence) => /\b(?:mentors?|mentored|mentoring|coach(?:es|ed|ing)?)\b/i.test(sentence));
      if (mentors && experience.length > 0) return say("team.none.mentors", { sentence: thirdPerson(mentors.trim()) });
      // "Does she manage people?" of an owner whose roles lead no one: said honestly, with the roles.
      return experience.length > 0 ? say("team.none", { jobs: jobs() }) : fallback();
    },
    current: () => {
      // ("where does she work now?" of an owner who freelances beside her own studio: the studio, a place of work by its name.)
      const current =
        owner.experience.find((entry) => entry.current && !SELF_EMPLOYED.test(entry.company)) ?? owner.experience.find((entry) => entry.current);
      if (!current) {
        const [latest] = experience;
        if (!latest) return say("owner.role");
        const { roles } = availability;
        return roles.length > 0
          ? say("current.latest.seeking", { job: jobOf(latest), roles: rolesSaid(roles) })
          : say("current.latest", { job: jobOf(latest) });
      }
      const details = [current.employmentType, current.location].filter(Boolean).join(", ");
      // The page's heading says what the owner is; the job title says where.
      const role = hasPhrase(normalize(current.title), owner.role) ? "" : ".role";
      return say(`current${role}${details ? ".details" : ""}`, { job: jobOf(current), details });
    },
    experience: (count: boolean) => {
      if (experience.length === 0) return say("owner.role");
      const companies = unique(experience.map((entry) => entry.company)).length;
      return say(count ? `experience.count.${companies === 1 ? "one" : "many"}` : "experience", { count: companies, jobs: jobs() });
    },
    /**
     * A company the visitor names that is not in the experience; `tech`, the owner's technology the name is of ("Tailwind" of
     * Tailwind CSS), which is no employer either.
     */
    notAnEmployer: (company: string, tech?: string) =>
      tech ? say("notAnEmployer.aSkill", { company, tech, jobs: jobs() }) : say("notAnEmployer", { company, jobs: jobs() }),

    /** One company's entry; `aspect` picks what the question wants of it. */
    entry: (entry: ExperienceEntry, aspect: "when" | "where" | "role" | "team" | "link" | "describe" | "achievement") => {
      if (aspect === "achievement") {
        // "What was her big win there?": the highlights that speak of this role: its company, two words of its
        // description, or one that is no everyday word ("ticketing").
        // A place ("London" of a London firm and of "Kafka Summit London") says where, not which role.
        const places = new Set(
          [
            owner.location,
            ...experience.map((other) => other.location ?? ""),
            ...assistantProfile.education.map((study) => study.location ?? ""),
          ].flatMap((place) => tokens(normalize(place))),
        );
        const own = new Set(tokens(normalize(entry.description)).filter((word) => word.length > 3 && !STOPWORDS.has(word) && !places.has(word)));
        const wins = highlights.filter((line) => {
          const shared = unique(tokens(normalize(line)).filter((word) => own.has(word)));
          if (hasPhrase(normalize(line), normalize(entry.company).trim())) return true;
          // A highlight about one of the projects, or naming another employer ("at the NHS"), is not this role's.
          if (projects.some((project) => hasPhrase(normalize(line), project.name))) return false;
          const elsewhere = experience.filter((other) => other.company !== entry.company).flatMap((other) => tokens(normalize(other.company)));
          if (elsewhere.some((word) => !isOrdinaryWord(word) && hasPhrase(normalize(line), word))) return false;
          // (Nor one naming another employer by a name of everyday words, "Well Made Market".)
          if (experience.some((other) => other.company !== entry.company && hasPhrase(normalize(line), normalize(other.company).trim())))
            return false;
          return shared.length >= 2 || shared.some((word) => !isOrdinaryWord(word));
        });
        if (wins.length > 0)
          return sayOnce("entry.wins", { ...ofEntry(entry), wins: wins.map((line) => saidOf(first, line).replace(/\.$/, "")).join("; ") });
      }
      // (A career break is no job: what it was, in the owner's words, when its role or dates are asked.)
      if (aspect === "describe" || aspect === "achievement" || (isBreak(entry) && (aspect === "role" || aspect === "when")))
        return describeEntry(entry);
      // "Does he lead anyone there?" of a role that gives no team size: its own sentence about the people led or mentored.
      // ("How is her team split?" of a role with a team size: the size, and that sentence when there is one.)
      const led = entry.description.split(SENTENCE_BREAK).find((sentence) => LEADING.test(sentence) && PEOPLE_LED.test(sentence));
      const now = tense(entry);
      if (aspect === "team" && led) {
        const sentence = thirdPerson(led.trim());
        return entry.teamSize ? say(`entry.team.${now}.said`, { ...ofEntry(entry), sentence }) : say("entry.team.said", { sentence });
      }
      // "How big was the squad?" of a role whose description says "the mobile squad of nine engineers": that sentence.
      const sized = entry.teamSize ? undefined : entry.description.split(SENTENCE_BREAK).find((sentence) => TEAM_SIZED.test(sentence));
      if (aspect === "team" && sized) return say("entry.team.said", { sentence: thirdPerson(sized.trim()) });
      // "How long was he a chess coach?": the dates, and how long they make.
      if (aspect === "when") return whenHeld(entry);
      const keys: Record<Exclude<typeof aspect, "when">, ReplyKey> = {
        // ("Remote" is how it was done, not a place: "was remote".)
        where: !entry.location ? "entry.where.none" : /^\s*remote\s*$/i.test(entry.location) ? `entry.where.remote.${now}` : `entry.where.${now}`,
        role: `entry.role.${now}`,
        team: entry.teamSize ? `entry.team.${now}` : "entry.team.none",
        link: entry.url ? "entry.link" : "entry.link.none",
      };
      return say(keys[aspect], ofEntry(entry));
    },
    /** "why did he leave brightlane?" of the role held now: not left, and since when. */
    notLeft: (entry: ExperienceEntry) => say("entry.notLeft", { company: entry.company, since: whenHeld(entry) }),
    /** "why did he leave northwind?" of a role whose words say nothing of its end: that the site does not say, and when it ran. */
    whyLeftUnsaid: (entry: ExperienceEntry) => say("entry.whyLeftUnsaid", { when: withoutClosingEmoji(whenHeld(entry)) }),
    /** "How long has he used React?": the roles that name it, with their dates; null when no role does (the site does not say). */
    techSince: (tech: Tech) => {
      const roles = experience.filter((entry) => entryMentions(entry, tech));
      const spanned = spanOfRoles(roles);
      // ("how many years of python experience?" of a skill no role names: the site gives no length of time for it.)
      if (roles.length === 0) return say("knows.since.unsaid", { tech: tech.name });
      const values = { first, tech: tech.name, roles: joinList(roles.map(jobOf)) };
      return spanned ? say("knows.since.span", { ...values, ...spanned }) : say("knows.since", values);
    },
    /** "What was her GPA?" of studies whose entries give no grade. */
    noGrades: () => say("education.noGrades"),
    /** "which job was that at?" of a technology no role names. */
    noRoleUses: (tech: Tech) => say("tech.noRole", { tech: tech.name }),
    /** The role that names what was asked about, as its entry says it. */
    entryNaming: (entry: ExperienceEntry) => say("entry.naming", ofEntry(entry)),
    /** Whether a company's entry mentions the technologies ("Did he use React at Brightlane?", "and Docker and Python?"). */
    entryUses: (entry: ExperienceEntry, ...techs: { name: string; phrases: readonly string[] }[]) => {
      const said = normalize(`${entry.title} ${entry.description}`);
      const used = techs.filter((tech) => tech.phrases.some((phrase) => hasPhrase(said, phrase))).map((tech) => tech.name);
      const unused = techs.map((tech) => tech.name).filter((name) => !used.includes(name));
      const key = unused.length === 0 ? "entry.uses" : used.length === 0 ? "entry.uses.not" : "entry.uses.some";
      return say(key, { ...ofEntry(entry), tech: joinList(unused, "or"), used: joinList(used) });
    },

    /** "which ones does his current team use?": those of a list the role's own words name. */
    entryUsesOf: (entry: ExperienceEntry, techs: readonly Tech[]) =>
      say("entry.usesOf", { ...ofEntry(entry), used: joinList(techs.map((tech) => tech.name)) }),

    /** One part of a project's deploy line, by the owner's own word for it: "Strangling a Mainframe's slides: Speaker Deck (https://…)". */
    deployEntry: (project: Project, { label, name, href }: { label: string; name: string; href?: string }) => {
      // ("slides: Speaker Deck" without a link, of a talk whose live link is on speakerdeck.com: that link.)
      const link = href ?? (project.live && squash(project.live).includes(squash(name)) ? project.live : undefined);
      return say("project.deployEntry", { project: project.name, what: keyInSentence(label), where: link ? `${name} (${link})` : name });
    },
    /** `named`: the places of publication the question names ("is it on Google Play?"). */
    project: (
      project: Project,
      aspect: "stack" | "database" | "demo" | "code" | "open" | "deploy" | "published" | "when" | "describe",
      named: readonly Outlet[] = [],
    ) => {
      const values = ofProject(project);
      // A project whose card lists no stack (a blog series): what it is, never "built with" nothing.
      if (project.stack.length === 0 && (aspect === "stack" || aspect === "database"))
        return sayOnce("project.describe", { about: describeProject(project) });
      switch (aspect) {
        case "deploy": {
          const deploys = shownDeployEntries(project.deploy);
          const parts = deploys
            .filter(([key]) => key !== "domain" && !isPublicationKey(key))
            .map(([key, value]) => {
              const what = keyInSentence(deployKeyLabel(key));
              // ("runs on: Amazon EKS" says no part: "runs on Amazon EKS", not "Amazon EKS (runs on)".)
              if (saysWhereItRuns(key)) return value;
              return say(what === "db" ? "deploy.part.database" : "deploy.part", { value, what });
            });
          const domain = deploys.find(([key]) => key === "domain")?.[1];
          const details = [
            parts.length ? say("deploy.runs", { ...values, parts: joinList(parts) }) : say(`deploy.none.${shown(project)}`, values),
            ...deploys
              .filter(([key]) => isPublicationKey(key))
              .map(([key, name]) => say("deploy.published", { outlet: key === "npm" ? "npm" : deployKeyLabel(key), name })),
            domain ? say("deploy.domain", { domain }) : "",
          ];
          return sayOnce("deploy", { details: details.filter(Boolean).join("; ") });
        }
        case "published": {
          const on = publishedOn(project, named.length ? named : knowledge.outlets);
          if (on.length) return say("project.published", { ...values, outlets: joinList(on) });
          // "Can I download it on my iPhone today?" of an app taken off the stores: the sentence that says so (not "…after
          // MittiSense shut down", which another thing did).
          const retired = retiredIn(project, thirdPerson(project.description));
          if (retired && OFF_THE_SHELF.test(retired))
            return say(project.github ? "project.demo.retired.code" : "project.demo.retired", { ...values, retired });
          // "Who published the book?" of a book its own words say a press published: those words, not "isn't published".
          const publisher = /\bpublish(?:ed|er|ers)\b/i.test(`${project.description} ${Object.keys(project.deploy).join(" ")}`);
          if (publisher && named.length === 0) return sayOnce("project.describe", { about: describeProject(project) });
          const labels = named.map((outlet) => outlet.label);
          const outlets = labels.length ? joinList(labels, "or") : say("anywhere");
          // "Is crate-audit on npm?": no, and where it is published instead.
          const elsewhere = named.length ? publishedOn(project, knowledge.outlets) : [];
          if (elsewhere.length) return say("project.unpublished.elsewhere", { ...values, outlets, elsewhere: joinList(elsewhere) });
          return say(`project.unpublished.${shown(project)}`, { ...values, outlets });
        }
        case "describe":
          return sayOnce("project.describe", { about: describeProject(project) });
        case "database": {
          // "Which database does VanLife use?": the database its deploy line names ("Firestore"), beside what it is built with.
          const database = shownDeployEntries(project.deploy).find(([key]) => deployKeyLabel(key) === "DB")?.[1];
          const inStack = database !== undefined && project.stack.some((item) => normalize(item) === normalize(database));
          return database && !inStack ? say("project.database", { ...values, database }) : say("project.stack", values);
        }
      }
      const retired = retiredIn(project, thirdPerson(project.description));
      if (retired && (aspect === "demo" || aspect === "when"))
        return say(project.live ? "project.demo.retired.page" : project.github ? "project.demo.retired.code" : "project.demo.retired", {
          ...values,
          retired,
        });
      // No demo, but a package or an image to run: "Leaky Spaza is on Docker Hub".
      const published = publishedOn(project);
      // "Is there a demo I can try before buying?" of a game whose live link is its store page: the deploy line's own demo.
      const demo = shownDeploys(project.deploy).find((entry) => /^demo$/i.test(entry.key) && entry.href && entry.href !== project.live);
      if (aspect === "demo" && demo?.href && project.live) return say("project.demo.deployed", { ...values, name: demo.name, href: demo.href });
      if (aspect === "demo" && !project.live && project.github && published.length > 0)
        return say("project.demo.published", { ...values, outlets: joinList(published) });
      // "The code is private", "Closed source.", "The code is closed.", "The code is internal to Kestrel", "an internal Slack bot": the owner's own word for code
      // that is not public.
      const closed =
        /\b(private|closed[- ]source|proprietary)\b|\b(?:code|source) (?:is|stays|remains) (internal|closed(?![- ]source))\b|\ban (internal) (?:\S+ ){0,2}(?:tool|bot|service|app|system|dashboard)\b/i
          .exec(project.description)
          ?.slice(1)
          .find(Boolean)
          ?.toLowerCase()
          .replace("-", " ") ??
        // ("The code belongs to Loop Bikes": whose it is.)
        /\b(?:code|source) belongs to ((?:the )?\p{Lu}[\p{L}'’&-]*(?: \p{Lu}[\p{L}'’&-]*)*)/u
          .exec(project.description)
          ?.slice(1, 2)
          .map((owner) => `owned by ${owner}`)[0];
      const noCode = closed && project.live ? "project.code.closed" : "project.code.none";
      // "MIT licensed", "Apache 2.0": the licence the owner's own words give open code.
      const licence = LICENCE.exec(project.description)?.[1];
      const keys: Record<typeof aspect, ReplyKey> = {
        stack: "project.stack",
        demo: `project.demo.${shown(project)}`,
        code: project.github ? "project.code" : noCode,
        open: project.github ? (licence ? "project.code.open.licensed" : "project.code.open") : noCode,
        when: `project.when.${shown(project)}`,
      };
      return say(keys[aspect], { ...values, closed, licence });
    },
    /** "why isn't it live?" of a project with no live demo: its own words, which may say why ("while its backend is being planned"). */
    whyNotLive: (project: Project) => say(project.github ? "project.demo.why.code" : "project.demo.why", ofProject(project)),
    /** "vanlife repo + demo": where to try it and where its code is. */
    projectLinks: (project: Project) => say("project.links", ofProject(project)),
    /** "Does it use React?" about one project. */
    projectUses: (project: Project, tech: Tech) => {
      const npm = npmName(project);
      if (npm && tech.keys.has("npm")) return say("project.npm", { ...ofProject(project), name: npm });
      return say(projectUses(project, tech) ? "project.uses" : "project.uses.not", { ...ofProject(project), tech: tech.name });
    },
    /** "Is it on Android?" about one project, of a platform the owner lists no technology for: what its card says. */
    projectPlatform: (project: Project, platform: KnownTech) => {
      const card = normalize(
        `${project.name} ${project.description} ${project.stack.join(" ")} ${shownDeployEntries(project.deploy)
          .map(([key, value]) => `${key} ${value}`)
          .join(" ")}`,
      );
      const said = [platform.name, ...(platform.aliases ?? [])].some((name) => hasPhrase(card, normalize(name).trim()));
      return say(said ? "project.platform.said" : "project.platform.unsaid", { ...ofProject(project), tech: platform.name });
    },
    /** "does it have dark mode?" of a project whose own words do not say so: that they do not, and what they do say. */
    featureUnsaid: (project: Project, feature: string) =>
      say("project.featureUnsaid", { project: project.name, feature, about: describeProject(project) }),
    /**
     * "how many users does the billing app have?", "did he build it alone?", "what was the hardest part?": a detail only its
     * maker could tell, said where the project's own words (its description and the highlight that names it) give it.
     */
    detailUnsaid: (project: Project, detail: MakersDetail) => {
      const about = describeProject(project);
      if (MAKERS_DETAILS[detail.kind].test(about)) return null;
      return say(`project.unsaid.${detail.kind}`, { project: project.name, noun: detail.noun, about });
    },
    projectsBrief: (list: readonly Project[]) =>
      sayOnce("projects.briefs", { briefs: list.map((project) => say("projects.brief", ofProject(project))).join(" ") }),

    projectList: (count: boolean) => {
      const names = projects.map((project) => project.name);
      return say(count ? `projects.count.${names.length === 1 ? "one" : "many"}` : "projects", { count: names.length, projects: someOf(names, 12) });
    },
    /** `among`: the projects asked about ("at work": those of the current job), all of them by default. */
    bestProject: (among: readonly Project[] = projects) => {
      const highlighted = among.find((project) => highlights.some((line) => hasPhrase(normalize(line), project.name))) ?? among[0];
      return highlighted ? sayOnce("project.best", { about: describeProject(highlighted) }) : fallback();
    },
    /** "is anything still in progress?": the projects whose own words say they are not done, each with the sentence that says so. */
    projectsUnderway: (underway: readonly Project[], says: (sentence: string) => boolean) =>
      say("projects.underway", {
        projects: joinList(
          underway.map((project) => {
            const sentences = project.description.split(SENTENCE_BREAK);
            return `${project.name} (${thirdPerson(sentences.find(says) ?? sentences[0] ?? "").replace(/\.$/, "")})`;
          }),
        ),
      }),
    liveProjects: (among: readonly Project[] = projects) => {
      const live = among.filter((project) => project.live).map((project) => say("projects.live.project", ofProject(project)));
      return live.length ? say("projects.live", { count: live.length, projects: joinList(live) }) : say("projects.live.none");
    },
    /** "Has she shipped anything to production?": the role she does it in now, and the projects that are live. */
    production: (current: ExperienceEntry) => {
      const live = projects.filter((project) => project.live).map((project) => say("projects.live.project", ofProject(project)));
      const role = describeEntry(current);
      return live.length ? `${role} ${say("production.live", { count: live.length, projects: joinList(live) })}` : role;
    },
    /** The projects published on the places named ("what's on crates.io?"). */
    publishedProjects: (named: readonly Outlet[]) => {
      // (Links that would only repeat the names are left out.)
      const plain = (items: Outlet["items"]) => (items.every((item) => !item.href && item.bare) ? ".plain" : "");
      const each = named.map(({ label, items }) =>
        say(items.length ? `outlet.${agree(items)}${plain(items)}` : "outlet.none", {
          outlet: label,
          projects: joinList(items.map((item) => item.project.name)),
          // ("Google Play": "Google Play" says only where: the project's link on that store, else its name alone.)
          links: joinList(items.map((item) => item.href ?? (item.bare ? item.project.name : item.name))),
        }),
      );
      return sayOnce("outlets", { outlets: each.join("; ") });
    },
    /** Of the projects listed, those without a live demo or public code. */
    lacking: (among: readonly Project[], aspect: "demo" | "code") => {
      const without = among.filter((project) => !(aspect === "demo" ? project.live : project.github));
      return say(`lacking.${aspect}.${without.length ? agree(without) : "none"}`, { projects: joinList(without.map((project) => project.name)) });
    },
    npmProjects: () => {
      const published = projects.flatMap((project) => {
        const name = npmName(project);
        return name === undefined ? [] : [say("npm.project", { ...ofProject(project), name })];
      });
      return published.length ? sayOnce("npm.projects", { projects: published.join("; ") }) : fallback();
    },

    /** "does she prefer Snowflake or BigQuery?" of an owner who lists both: which one, the site does not say. */
    preferenceUnsaid: (techs: readonly string[]) => say("tech.preferenceUnsaid", { techs: joinList(techs) }),
    /** `counted`: "how many skills does he list?" says how many first. */
    skills: (counted = false) => {
      const groups = skillGroups.map(({ title, items }) => {
        const labels = items.map((item) => item.label);
        if (labels.length <= 3) return say("skills.group", { title, items: joinList(labels) });
        return say("skills.group.more", { title, items: labels.slice(0, 3).join(", ") });
      });
      const count = skillGroups.reduce((sum, group) => sum + group.items.length, 0);
      return say(counted ? "skills.count" : "skills", { groups: joinList(groups), count });
    },

    /** "how many skill categories?": the cards, counted; "how many backend skills?": one card's skills, counted. */
    skillCards: (card?: SkillGroup) =>
      card
        ? say("skills.card.count", { count: card.items.length, title: card.title, items: joinList(card.items.map((item) => item.label)) })
        : say("skills.cards.count", { count: skillGroups.length, titles: joinList(skillGroups.map((group) => group.title)) }),
    /** A skill card, or every technology of a kind. `yesNo` answers "does he…?" questions. */
    kind: (kind: TechKind | null, groups: readonly SkillGroup[], yesNo: boolean) => {
      // A card named by the question ("Tools") unless the kind asked is narrower than the card ("testing tools").
      // "Observability tools?": the card named, whatever kind "tools" says.
      const ownTitle = kind === "tool" ? groups.find((g) => !/\btools?\b/i.test(g.title)) : undefined;
      // A card titled for the kind ("MLOps & Cloud") that holds none of the owner's technologies of it
      // (MLflow is elsewhere) is not the answer to "experiment tracking?".
      const known = kind ? knownNamesOfKind(kind) : new Set<string>();
      // ("Angular (standalone components, signals)", "Svelte and SvelteKit": a label is known by any of its names.)
      const ownKnown = knowledge.techs.filter((tech) => [...tech.keys].some((key) => known.has(key)));
      const holdsKind = (g: SkillGroup) =>
        ownKnown.length === 0 || g.items.some((item) => ownKnown.some((tech) => tech.keys.has(squash(item.label))));
      const titled = (g: SkillGroup) => kind === null || (knowledge.groupKinds.get(g)?.has(kind) === true && holdsKind(g));
      // "design systems?" names the card "Design Systems & Accessibility", whatever its items are.
      const titledOnly = groups.find((g) => kind !== null && knowledge.groupKinds.get(g)?.has(kind) === true);
      const named = ownTitle ?? groups.find(titled) ?? titledOnly ?? (kind === "tool" ? groups[0] : undefined);
      const group = named ?? skillGroups.find((g) => kind !== null && titled(g));
      const listed = group ? group.items.map((item) => item.label) : [];
      // Beside the card, the technologies of the kind that only the projects name; without a card, all of them.
      // Those the vocabulary knows to be of the kind first: a card's title makes all its items of its kinds.
      // ("machine learning or ai stuff?" of an owner whose Python builds Django sites: a language of several fields alone, with no
      // card for the kind, makes no one of that field.)
      const ofKind = kind ? (group === undefined && ownKnown.length > 0 ? ownKnown : techsOfKind(kind)) : [];
      const fieldless = group === undefined && ofKind.length > 0 && ofKind.every(ofSeveralFields);
      const more = unique((fieldless ? [] : ofKind).flatMap((tech) => (group && inSkills(tech) ? [] : [tech.name])));
      // ("can they do our backend?" of an owner whose own words say "They do no web, back-end or mobile-native development":
      // those words, not a language that also serves back ends.)
      const denied =
        kind && listed.length === 0
          ? [assistantProfile.snapshot, owner.bio, ...(assistantProfile.faq ?? []).map((entry) => entry.answer)]
              .flatMap((text) => text.split(SENTENCE_BREAK))
              .find((sentence) => rulesOut(kind).test(sentence.replace(/[’]/g, "'")))
          : undefined;
      // (The owner's own "No, …" says the no itself.)
      if (denied) return /^no\b/i.test(denied.trim()) ? thirdPerson(denied.trim()) : say("kind.denied", { said: thirdPerson(denied.trim()) });
      if (listed.length === 0 && more.length === 0) {
        // "Has he worked on mobile games?" of an owner with no mobile card whose role made games "for iOS and Android":
        // what the content says of it, not that it is missing.
        const ofKindNamed = kind
          ? KNOWN_TECH.filter((tech) => tech.kinds.includes(kind) && !tech.loose && !ofSeveralFields(tech)).map((tech) => tech.name)
          : [];
        const fact = kind ? factMentioning([...KINDS[kind].words, ...ofKindNamed]) : undefined;
        // ("He doesn't do pure sales or quota-carrying roles, front-end or mobile work.": a list the owner rules out is a no.)
        if (kind && fact && deniedInList(fact.text, KINDS[kind].words)) return say("kind.denied", { said: fact.answer });
        if (kind && fact) return say("knows.mentioned", { tech: KINDS[kind].label, fact: fact.answer });
        const values = { kind: kind ? capitalised(KINDS[kind].label) : undefined, groups: joinList(skillGroups.map((g) => g.title)) };
        return say(kind ? "kind.none" : "kind.none.unnamed", values);
      }
      const { label, emoji } = KINDS[kind ?? "tool"];
      const key = listed.length === 0 ? "kind.used" : kind === null ? "kind.card" : more.length ? "kind.kit.more" : "kind.kit";
      const techs = listed.length ? joinList(listed) : someOf(more, 8);
      const answer = say(key, { kind: label, emoji, group: group?.title, techs, more: someOf(more, 5) });
      return yesNo ? yes(answer) : answer;
    },
    /** The projects of a kind ("Anything with payments?"), or null when none is. */
    projectsOfKind: (kind: TechKind) => {
      // "which project actually uses ML?": PyTorch says so, Python alone does not. A language of several fields (back end
      // and AI) counts only where no project uses anything narrower of the kind; Kotlin is mobile enough on its own.
      const all = techsOfKind(kind);
      // ("web", the front and back end together, is no field of its own.)
      const narrower = all.filter((tech) => !ofSeveralFields(tech) && projects.some((project) => projectUses(project, tech)));
      const ofKind = narrower.length > 0 ? narrower : all;
      const users = projects.filter((project) => ofKind.some((tech) => projectUses(project, tech)));
      const { label, emoji } = KINDS[kind];
      // "Small Business Accessibility Checklist (Eleventy)": each project with what it uses of the kind.
      const named = users.map((p) => `${p.name} (${joinList(unique(ofKind.filter((tech) => projectUses(p, tech)).map((tech) => tech.name)))})`);
      return users.length ? say("kind.projects", { kind: label, emoji, projects: joinList(named) }) : null;
    },
    noProjectsOfKind: (kind: TechKind) => say("kind.projects.none", { kind: KINDS[kind].label }),

    /** The answer for a role that gives no team size. */
    teamUnknown: (entry: ExperienceEntry) => say("entry.team.none", ofEntry(entry)),
    /** "list her iOS skills", "android toolkit?" of an owner with a card titled "iOS": that card; null without one. */
    cardOf: (other: KnownTech, yesNo: boolean) => {
      const card = skillGroups.find((g) =>
        [other.name, ...(other.aliases ?? [])].some((name) => squash(g.title) === squash(name) || squash(g.title) === `${squash(name)}development`),
      );
      if (!card) return null;
      const answer = say("kind.card", { group: card.title, techs: joinList(card.items.map((item) => item.label)) });
      return yesNo ? yes(answer) : answer;
    },
    /**
     * "Does he know X?" for the owner's technologies, others, and unknown things.
     * `every`: every project that used it is named ("where did she use it?"), not the first three.
     */
    knows: (
      techs: readonly Tech[],
      others: readonly KnownTech[],
      unknown: readonly UnknownTarget[],
      count: boolean,
      yesNo: boolean,
      every = false,
    ) => {
      const sentences: string[] = [];
      let missing = false;
      for (const tech of techs) {
        const using = usersOf(tech);
        const users = using.map((project) => project.name);
        if (count) {
          // ("how many list react in their stack?": 6 name it, 3 more are built on Next.js or Remix, which use it.)
          const listed = using.filter((project) => projectLists(project, tech));
          const key = !users.length ? "knows.count.none" : listed.length > 0 && listed.length < users.length ? "knows.count.listed" : "knows.count";
          const values = {
            tech: tech.name,
            count: users.length,
            projects: joinList(users),
            listed: listed.length,
            listedProjects: joinList(listed.map((p) => p.name)),
          };
          sentences.push(say(key, values));
          continue;
        }
        // "Service Cloud experience?", "does she know Rails?": the roles whose work names it too, where any does.
        // ("as Freelance Data Engineer" of a role whose company is "Self-employed".)
        const companies = unique(
          experience
            .filter((entry) => entryMentions(entry, tech))
            .map((entry) =>
              /^(?:self[- ]?employed|freelance|independent)$/i.test(entry.company.trim()) ? `as ${entry.title}` : `at ${entry.company}`,
            ),
        );
        const atWork = companies.length > 0;
        const inUse = atWork ? "knows.skill.used.atWork" : "knows.skill.used";
        const key = !inSkills(tech) ? "knows.used" : users.length ? inUse : atWork ? "knows.skill.atWork" : "knows.skill";
        const answer = say(key, {
          tech: tech.name,
          groups: joinList(tech.groups.map((g) => g.title)),
          projects: every ? joinList(users) : someOf(users, 3),
          companies: joinList(companies),
        });
        sentences.push(yesNo ? yes(answer) : answer);
      }
      for (const other of others) {
        // A name of a letter or two ("C") is read as written too: "C++" does not mention C.
        const phrases = [other.name, ...(other.aliases ?? []).filter((alias) => alias.length > 3)];
        const loose = other.loose === true || other.name.length <= 2;
        const fact = factMentioning(phrases, loose);
        // "Can she build iOS apps?" of a Swift owner: the listed technology nearest a platform, without claiming the platform
        // (where the owner's own words about themselves name the platform, those words; a project's, the technology).
        const ownWords = fact !== undefined && fact.project === undefined;
        const builtWith = ownWords || other.kinds.includes("language") ? undefined : listedNear(other);
        if (builtWith) {
          const users = usersOf(builtWith).map((project) => project.name);
          const groups = joinList(builtWith.groups.map((g) => g.title));
          const platformKey = titlesName(other) ? "knows.platform.named" : "knows.platform";
          const said = say(users.length ? `${platformKey}.used` : platformKey, {
            tech: other.name,
            with: builtWith.name,
            groups,
            projects: someOf(users, 3),
          });
          sentences.push(said);
          continue;
        }
        const close = fact ? undefined : nearest(other);
        missing ||= !fact;
        // The words the content says, if not the name: "Bash" asked, "shell scripts" written.
        const alias = fact && !says(fact, other.name, loose) ? phrases.find((phrase) => says(fact, phrase, loose)) : undefined;
        const said = (alias && fact && new RegExp(escapeRegExp(alias), "iu").exec(fact.text)?.[0]) ?? other.name;
        const key = fact ? "knows.mentioned" : close ? "knows.notListed.closest" : "knows.notListed";
        // ("She hasn't used React since 2017": a mention that denies it is no yes.)
        const denied = fact !== undefined && deniesIt(fact.text, said);
        missing ||= denied;
        // ("he hasn't used Google Cloud or Azure": that sentence, as a no.)
        sentences.push(
          denied ? say("no", { answer: fact.answer }) : say(key, { tech: fact ? said : other.name, fact: fact?.answer, closest: close?.name }),
        );
      }
      for (const { text, near } of unknown) {
        // A sentence sharing one word of a longer phrase ("edge computing" → "edge deployments"); a one-word name is said
        // as it is or not at all ("Relay" is not "relays").
        // ("Does she know Foundation?": a name written with a capital is a name only where the content writes it so, not
        // "the foundation's website".)
        const named = !text.includes(" ") && /^\p{Lu}/u.test(text);
        const cased = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(text)}(?![\\p{L}\\p{N}])`, "u");
        const fact =
          (named ? knowledge.factDocs.find((doc) => cased.test(doc.text)) : factMentioning([text])) ??
          (near.length === 0 && tokens(normalize(text)).length > 1 ? factAbout(text) : undefined);
        missing ||= !fact || tokens(normalize(text)).some((word) => word.length > 2 && deniesIt(fact.text, word));
        const values = { tech: capitalised(text), near: joinList(near.map((tech) => tech.name)) };
        sentences.push(fact ? fact.answer : say(near.length ? `knows.notListed.near.${agree(near)}` : "knows.notListed", values));
      }
      // Several technologies asked together ("React and Stripe"): the role that used them all, if one did.
      const together = techs.length > 1 ? experience.find((entry) => techs.every((tech) => entryMentions(entry, tech))) : undefined;
      if (together) sentences.push(say("knows.together", ofEntry(together)));
      return sayOnce(missing ? "knows.missing" : "knows", { answer: sentences.join(". ").replace(/\.\./g, ".") });
    },
    /** "which projects don't use react?": the projects whose stacks neither name it nor are built on it. */
    /** `inStack`: "which projects don't have react in their stack?" asks of the stacks as written, not of what they are built on. */
    projectsWithout: (tech: Tech, inStack = false) => {
      const stackNames = (project: Project) => project.stack.some((item) => tech.keys.has(squash(item)));
      const others = projects.filter((project) => !(inStack ? stackNames(project) : projectUses(project, tech))).map((project) => project.name);
      return say(`${withoutKey(others.length)}${inStack ? ".stack" : ""}`, { tech: tech.name, projects: joinList(others), count: others.length });
    },
    /** "which of his projects doesn't use any framework?": those that use nothing of the kind. */
    projectsWithoutKind: (kind: TechKind, yesNo = false) => {
      const ofKind = techsOfKind(kind);
      const others = projects.filter((project) => !ofKind.some((tech) => projectUses(project, tech))).map((project) => project.name);
      const answer = say(withoutKey(others.length), { tech: `any ${KINDS[kind].label}`, projects: joinList(others), count: others.length });
      // ("has he built anything without a framework?": a yes, then which.)
      return yesNo && others.length > 0 ? yes(answer) : answer;
    },
    /**
     * Which projects use each technology.
     * `among`: the projects the answer is about ("which of those use Vue?"), all of them by default.
     */
    /** "what did he make with laravel and mysql?": the projects that use them all, where some projects use only one; else null. */
    projectsUsingAll: (techs: readonly Tech[]) => {
      const all = projects.filter((project) => techs.every((tech) => projectUses(project, tech)));
      const some = projects.filter((project) => techs.some((tech) => projectUses(project, tech)));
      if (all.length === 0 || all.length === some.length) return null;
      const names = joinList(all.map((project) => project.name));
      return say("using", { answer: say("using.projects.all", { tech: joinList(techs.map((tech) => tech.name)), projects: names }) });
    },
    projectsUsing: (
      techs: readonly Tech[],
      others: readonly KnownTech[],
      unknown: readonly UnknownTarget[],
      among: readonly Project[] = projects,
      /** "What did he ship in Unreal?": what the one role that used it made with it, in its own sentence. */
      madeWith = false,
      /** "has he used docker in a project?": a yes or no of one technology, said first. */
      yesNo = false,
    ) => {
      // "Which projects are on GitLab?": a code host holds the projects' code, whatever their stacks list.
      const onHost = (name: string) => {
        const hosted = among.filter((project) => project.github.toLowerCase().includes(squash(name)));
        return say(hosted.length ? `using.code.${agree(hosted)}` : "using.code.none", {
          tech: name,
          projects: joinList(hosted.map((project) => project.name)),
        });
      };
      const hosts = [...techs, ...others].filter((tech) => isCodeHost(tech.name));
      if (hosts.length > 0 && hosts.length === techs.length + others.length && unknown.length === 0)
        return sayOnce("using", { answer: hosts.map((host) => onHost(host.name)).join(". ") });
      const sentences = techs.map((tech) => {
        const users = usersOf(tech)
          .filter((project) => among.includes(project))
          .map((project) => project.name);
        const [group] = tech.groups;
        // No project lists it, but a role does: "React?" of an owner who used it in an internship.
        const roles = users.length ? [] : experience.filter((entry) => entryMentions(entry, tech));
        // "What did he ship in Unreal?" of one role: its own sentence that names it ("shipped Emberfall in Unreal Engine 5").
        const [onlyRole, ...moreRoles] = roles;
        const sentence =
          madeWith && onlyRole && moreRoles.length === 0
            ? onlyRole.description.split(SENTENCE_BREAK).find((said) => tech.normalizedPhrases.some((phrase) => normalize(said).includes(phrase)))
            : undefined;
        const key = users.length
          ? yesNo && techs.length === 1 && others.length === 0
            ? "using.projects.yes"
            : "using.projects"
          : sentence
            ? "using.none.roles.said"
            : roles.length
              ? "using.none.roles"
              : group
                ? "using.none.skill"
                : "using.none";
        const values = { tech: tech.name, projects: joinList(users), group: group?.title, roles: joinList(roles.map(jobOf)) };
        return say(key, { ...values, sentence: sentence && thirdPerson(sentence.trim()) });
      });
      for (const name of [...others.map((other) => other.name), ...unknown.map((target) => target.text)]) {
        sentences.push(say("using.unlisted", { tech: name }));
      }
      return sayOnce("using", { answer: sentences.join(". ") });
    },

    // "What should I call her?", "is Yoon her family name?": the name, with the introduction's own sentence about it.
    // ("I'm Tobi (Oluwatobiloba Adeyemi on paper)", "Tobi (Oluwatobiloba) Adeyemi is…": a name in brackets beside the first name says it too.)
    /** `pronunciation`: "how do you say her name?" is answered only by the owner's own words on it. */
    fullName: (pronunciation = false) => {
      const bracketed = new RegExp(`\\b${escapeRegExp(first)} \\(`);
      const said = (sentence: string) => (pronunciation ? PRONOUNCED.test(sentence) : NAMING.test(sentence) || bracketed.test(sentence));
      const naming = [owner.bio, assistantProfile.snapshot].flatMap((text) => text.split(SENTENCE_BREAK)).find(said);
      if (pronunciation && !naming) return fallback();
      return naming ? say("fullName.said", { words: naming.trim() }) : say("fullName");
    },
    namedLinks,
    /** Is this technology also one of the profile's link platforms ("GitHub")? */
    isLinkPlatform: (name: string) =>
      links.some(
        (link) =>
          normalize(`${link.label} ${link.href}`).includes(` ${normalize(name).trim()} `) ||
          link.href.toLowerCase().includes(name.toLowerCase().replace(/[^a-z0-9]/g, "")) ||
          // "GitHub?" of an owner whose code is on GitLab: asked for the code host, whichever it is.
          (isCodeHost(name) && CODE_HOSTS.test(link.href)),
      ),
    /** "Is he front-end or back-end?" when the content has both; "what does he use for testing and design?" lists both without the "Both!". */
    bothKinds: (kinds: readonly TechKind[], choice = true) => {
      const has = kinds.flatMap((kind) => {
        const group = skillGroups.find((g) => knowledge.groupKinds.get(g)?.has(kind));
        const items = group ? group.items.map((item) => item.label) : techsOfKind(kind).map((tech) => tech.name);
        return items.length ? [say("bothKinds.kind", { kind: KINDS[kind].label, techs: someOf(items, 3) })] : [];
      });
      if (has.length === 0) return fallback();
      return say(choice && has.length === kinds.length ? "bothKinds.both" : "bothKinds", { kinds: joinList(has) });
    },
    isRole: (yesNo: boolean) => {
      const current = experience.find(isCurrent);
      const answer = current ? say("isRole.current", ofEntry(current)) : say("isRole");
      return yesNo ? yes(answer) : answer;
    },
    pitch: () =>
      sayOnce("pitch", {
        snapshot: assistantProfile.snapshot.trim().replace(/\.$/, ""),
        highlights: firstHighlights(2, (line) => saidOf(first, line)),
      }),
    whyHire: () => sayOnce("whyHire", { highlights: firstHighlights(2, (line) => saidOf(first, line)) }),
    /** `whoseSite`: "whose portfolio is this?", answered with the owner's whole name first. */
    about: (whoseSite = false) => {
      const snapshot = assistantProfile.snapshot.trim();
      if (whoseSite) return sayOnce("about.site", { snapshot });
      // The role as the page's heading says it, unless the snapshot already does.
      return sayOnce(hasPhrase(normalize(snapshot), normalize(owner.role).trim()) ? "about" : "about.role", { snapshot });
    },
    /**
     * "What does she care about?", "what is he passionate about?": the highlight or sentence of the introduction
     * that uses the word asked ("Cares about accessibility…"), else the whole introduction in the owner's words.
     */
    motivation: (asked: string) => {
      // "cares" finds "care" and "cared", "passionate" finds "passion", but not "career".
      const root = (tokens(asked)[0] ?? "").replace(/(?:ate|ed|s)$/, "");
      const form = new RegExp(`\\b${escapeRegExp(root)}(?:s|d|e|ed|es|ing|ion|ions|ate)?\\b`, "i");
      const uses = (line: string) => form.test(line);
      const highlight = highlights.find(uses);
      if (highlight) return saidOf(first, thirdPerson(highlight));
      const sentence = owner.bio.split(SENTENCE_BREAK).find(uses);
      return sayOnce("ownWords", { words: (sentence ?? owner.bio).trim() });
    },
    /**
     * "Has she published research?": the highlights that tell of papers and talks at conferences; "where can I read them?"
     * (`where`) the profile that lists them (Google Scholar, ORCID, arXiv…). Null when the content has neither.
     */
    publications: (where: boolean) => {
      const listing = links.find((link) => PAPERS_LISTED.test(`${link.label} ${link.href}`));
      if (where && listing) return say("publications.link", { label: platformOf(listing.label), href: listing.href });
      const published = highlights.filter((line) => PUBLISHED.test(line));
      if (published.length > 0)
        return say("publications", { highlights: published.map((line) => saidOf(first, thirdPerson(line)).replace(/\.$/, "")).join("; ") });
      return listing ? say("publications.link", { label: platformOf(listing.label), href: listing.href }) : null;
    },
    /** "Does she contribute to open source?": the projects whose code is public, with their code; null when none is. */
    openSource: (yesNo: boolean) => {
      const open = projects.filter((project) => project.github);
      if (open.length === 0) return null;
      const answer = say("openSource", {
        projects: joinList(open.slice(0, 4).map((project) => say("links.entry", { name: project.name, href: project.github }))),
      });
      return yesNo ? yes(answer) : answer;
    },
    /** "What does AK stand for?": the initials the page shows, and the name they stand for. */
    initials: () => say("initials", { initials: knowledge.content.profile.initials }),
    /** "What colour is her raincoat in the photo?": the page's photos, as their own descriptions say. */
    photo: () => {
      const { portraits } = knowledge.content.profile;
      return say("photo", { photos: joinList(unique([portraits.default.alt, ...(portraits.alternate ? [portraits.alternate.alt] : [])])) });
    },
    /** "What's her story?": who the owner is, then the studies and the roles. */
    story: () => {
      const snapshot = assistantProfile.snapshot.trim();
      const studies = assistantProfile.education.map(studyLine);
      return say(studies.length ? "story" : "story.noStudies", { snapshot, studies: joinList(studies), jobs: jobs() });
    },
    /** "Is he a team player?": what the highlights and the roles say of working with others; null when nothing does. */
    teamwork: () => {
      const sentences = [...highlights, ...experience.map((entry) => entry.description)]
        .flatMap((text) => thirdPerson(text).split(SENTENCE_BREAK))
        .filter((sentence) => TEAMWORK.test(sentence));
      return sentences.length ? say("teamwork", { sentences: unique(sentences.slice(0, 2)).join(" ") }) : null;
    },
    highlights: (asked = "") => (highlights.length ? sayOnce("highlights", { highlights: firstHighlights(3, undefined, asked) }) : fallback()),
    /** "Did she win any hackathons?": the highlights that tell of a win or a prize, or null when none does. */
    wins: () => {
      const won = highlights.filter((line) => WON.test(line));
      return won.length > 0 ? say("wins", { wins: won.map((line) => line.replace(/\.$/, "")).join("; ") }) : null;
    },
    /** "how many is that?" after a list: its length, and the list again. */
    counted: (items: readonly string[]) => {
      const listed = unique(items);
      return say("counted", { count: listed.length, items: joinList(listed) });
    },
    /** "how many of those were internships?" when none of them was. */
    noneCounted: () => say("noneCounted"),
    /** The items of a checklist the site cannot answer ("salary expectations"), said once and sent to the owner. */
    notCovered: (items: readonly string[]) => say("notCovered", { items: joinList(items.map((item) => item.replace(/[?.!\s]+$/, ""))) }),
    /** The part of a question the site does not answer, after the parts it does. */
    restNotCovered: () => say("restNotCovered"),
    /** "really? how do you know?": the last answer again, said to come from the owner's own site. */
    fromTheSite: (answer: string) => say("fromTheSite", { answer: answer.replace(/^(?:Yes!|Yes,)\s*/, "") }),
  };
}

export type Replies = ReturnType<typeof replies>;

const repliesMade = new WeakMap<Knowledge, Replies>();

/** The replies for one content, made once: they read the content alone, and every question needs them. */
export function repliesFor(knowledge: Knowledge): Replies {
  const made = repliesMade.get(knowledge) ?? replies(knowledge);
  repliesMade.set(knowledge, made);
  return made;
}

/** A deploy key inside a sentence: "frontend", "region", "slides", but "CI" and "CDN" as written. */
function keyInSentence(label: string): string {
  return /^[A-Z/]+$/.test(label) && label !== "DB" ? label : label.toLowerCase();
}

/** Words of a sentence about reaching the owner by phone: calls, texts, messages, a messenger. */
const PHONE_WORDS = /\b(?:calls?|phone|mobile|whats ?app|texts?|messages?|sms|ring)\b/i;
