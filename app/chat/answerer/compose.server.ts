import { asks } from "./intents.server";
import { stem, type Outlet } from "./knowledge.server";
import type { ExperienceEntry, Project } from "~/content";
import type { Mentions } from "./mentions.server";
import { isCurrent, monthRange, retiredIn, type MakersDetail, type Replies } from "./replies.server";
import { escapeRegExp, hasPhrase, partsOfName, normalize, numberIn, SENTENCE_BREAK, squash, tokens, unique, withoutPhrases } from "./text.server";
import { shownDeploys, WHERE_IT_RUNS_VERBS } from "~/lib/deploy-line";
import { stepOf } from "./follow-up.server";
import { templates } from "./templates.server";

/** Answers put together from the replies: a project or a role by the aspect a question asks about, technologies named, several answers joined. */

/** "Which of those have no live demo?": a question about what something lacks. */
export const LACKING = /\s(?:no|not|without|isnt|arent|doesnt|dont|lack|lacks|missing)\s/;

/** "which one runs on a raspberry pi?": where it runs, in the words of a deploy line. */
const RUNS_ON_ASKED = new RegExp(`\\s${WHERE_IT_RUNS_VERBS} (?:on|at|in|to) (?:a |an |the )?((?:\\S+ ){1,3}?)(?:now |today )?$`);

export type ProjectAspect = "stack" | "database" | "demo" | "code" | "open" | "deploy" | "published" | "when" | "describe" | "links";

export type EntryAspect = "when" | "where" | "role" | "team" | "link" | "describe" | "achievement";

/** `published`: the question names a place of publication ("is it on Google Play?"). */
export function projectAspect(q: string, published: boolean): ProjectAspect {
  // "Tell me more about the Ciclovía one", "explain the auth service to me like a tech lead": the whole description.
  if (/\s(?:tell me more|more about|more on|more details)\s|^\s(?:can you |could you |pls |please )?(?:explain|walk me through|break down)\s/.test(q))
    return "describe";
  // "Tell me about the coffee site she made": what it is, though "site" could ask for its address.
  if (
    /^\s(?:tell me about|tell me abt|describe)\s/.test(q) &&
    // ("tell me about the kafka order demo": a demo the thing is, not one asked for.)
    !/\s(?:code|repo|source|github|live|(?:a|any|live) demo|link|url|stack|database|db|host|hosted|deploy|deployed)\s/.test(q)
  )
    return "describe";
  // "What was her Northern Frontend talk about?": what it is.
  if (/^\s(?:what|whats) (?:is|was|are|were)\s.*\sabout\s$/.test(q)) return "describe";
  // "What's in the repo?": what the project is, not only where its code is.
  if (/^\s(?:what is|whats) in\s/.test(q)) return "describe";
  // "Is it open source?": a yes with its code, or an honest no.
  if (/\s(?:open source|opensource|open sourced|oss|public repo|source available)\s/.test(q)) return "open";
  // "Which board does it run on?": a part of what it is built with, not where it is hosted.
  if (/\s(?:which|what) (?:board|boards|chip|chips|microcontroller|mcu|hardware|language|languages|framework|frameworks|library|libraries)\s/.test(q))
    return "stack";
  // "What database does it use?": the database it is built on, not the service that hosts it ("where is its database hosted?").
  if (/\s(?:database|databases|db|data base)\s/.test(q) && !/\s(?:host|hosts|hosted|hosting|where|deploy|deployed)\s/.test(q)) return "database";
  // "When was Append Only published?": the date, not where.
  if (/^\s(?:when|what year|which year)\s/.test(q) && !/\swhere\s/.test(q)) return "when";
  // "Where can I listen to it?", "where can I watch it?": where it is played, as a demo is tried.
  // ("where can my students use it?": likewise, where it is used.)
  if (
    /\s(?:listen(?:ing)?|watch(?:ing)?)\s|^\s(?:so |and )?where (?:can|could|do|would) (?:i|we|you|people|my \S+|our \S+) (?:use|access|get to)\s/.test(
      q,
    )
  )
    return "demo";
  // "What are the Steam reviews like?", "how did it do in Ludum Dare?": how it was received, which its description tells.
  if (
    /\s(?:reviews?|reviewed|ratings?|rated|stars|sold|sales|copies|downloaded|downloads|installs|count|placed|ranked|ranking|how did (?:it|\S+(?: \S+)?) do)\s/.test(
      q,
    )
  )
    return "describe";
  // ("what licence is it released under?" asks the licence.)
  if (published || (/\s(?:publish|published|publishes|released|download|install|registry|buy|purchase|order)\s/.test(q) && !/\slicen[cs]e\s/.test(q)))
    return "published";
  // Who uses it and how widely: what its description and the highlights say.
  if (
    /\s(?:who|how many|how popular|popular|popularity|users|used for|used by|used in production|in production|in prod|anyone|anybody|adoption|adopted|downloads|traction|for what|widely used|how widely|niche)\s/.test(
      q,
    )
  )
    return "describe";
  // "Which conference was the demo for?": what its description says, not the demo's link.
  if (/\s(?:which|what) (?:conference|event|talk|meetup|client|customer|competition|hackathon|course)\s/.test(q)) return "describe";
  // "Where can I see it running?" asks for the demo; "where does it run?" for the host.
  const seeIt = /\s(?:see|view|try|visit|watch)\s/.test(q);
  if (/\swhere\s/.test(q) && /\s(?:run|runs|running|hosted|archived|archive|stored|preserved)\s/.test(q) && !seeIt) return "deploy";
  const strongCode = /\s(?:repo|repos|repository|github|source|source code|code|codebase|open source)\s/.test(q);
  if (strongCode && !/\s(?:live|demo|try|play|visit)\s/.test(q)) return "code";
  // "vanlife repo + demo", "links for vanlife": both its links.
  if ((strongCode && /\s(?:live|demo)\s/.test(q)) || /\slinks\s/.test(q)) return "links";
  // ("link to sare", "sare url?": a link of no kind said, so both.)
  if (/\s(?:link|url)\s/.test(q) && !/\s(?:live|demo|try|play|visit|site|website|store|docs|documentation|page|download|install)\s/.test(q))
    return "links";
  if (asks(q, "deploy") && !/\s(?:live|demo|try|url|link)\s/.test(q)) return "deploy";
  if (asks(q, "demo")) return "demo";
  if (asks(q, "stack")) return "stack";
  if (asks(q, "code")) return "code";
  if (asks(q, "when")) return "when";
  return "describe";
}

export function entryAspect(q: string): EntryAspect {
  // "What does her team at X actually build?": the work, not the team's size.
  // "What kind of apps does his team at X build?", "what did he build during his internship?".
  if (/\swhat (?:\S+\s){0,3}(?:does|do|did)\s(?:\S+\s){0,6}(?:build|builds|built|make|makes|do|work on|ship|ships)\s/.test(q)) return "describe";
  // "What tech does his team use at X?": what the role's own words say it is built with.
  if (/\s(?:tech|technologies|technology|stack|tools|languages|frameworks)\s/.test(q) && /\s(?:use|uses|used|using|with|in)\s/.test(q))
    return "describe";
  // "What has he achieved as team lead?", "what did she improve there?".
  if (asks(q, "highlights") || /\s(?:achieve|achieved|accomplish|accomplished|improve|improved|impact|notable|proud)\s/.test(q)) return "achievement";
  if (asks(q, "team")) return "team";
  // "How many years at his current job?" asks how long; "for how many clients?", a number its description gives, not its dates.
  if (/\show many (?:years|yrs|months)\s/.test(q)) return "when";
  if (asks(q, "count")) return "describe";
  if (asks(q, "when")) return "when";
  // "Is that on site or remote?" asks where the work is done, not for the employer's website.
  if (/\swhere\s|\s(?:on site|onsite|on prem|in office|in person|hybrid)\s/.test(q) || asks(q, "location") || asks(q, "remote")) return "where";
  if (/\s(?:website|site|url|link|homepage|web page|web address)\s/.test(q)) return "link";
  if (asks(q, "role")) return "role";
  return "describe";
}

/** `named`: the question names the projects itself; a follow-up's project comes from the conversation. */
export function answerProjects(say: Replies, projects: readonly Project[], q: string, outlets: readonly Outlet[] = [], named = true): string {
  // "link to the slides?", "is there a video?" of a talk whose deploy line has the owner's own "slides" and "recording".
  const [only] = projects;
  const entry = projects.length === 1 && only ? deployEntryNamed(only, q) : undefined;
  if (only && entry) return say.deployEntry(only, entry);
  // The names' own words ("CareerTechPro" written "career tech pro") say nothing about the aspect asked,
  // where the question names the project: "is there a live demo?" of "Pact Contract Demo" asks for a demo.
  // ("where's the code for Code na Sayansi lessons?": a name said whole is read as "it", once, and "code" still asks for the code.)
  const saidWhole = named ? projects.map((project) => ` ${normalize(project.name).trim()} `).filter((name) => q.includes(name)) : [];
  const rest = saidWhole.reduce((text, name) => text.replace(name, " it "), q);
  const names = named && saidWhole.length < projects.length ? projects.map((project) => squash(project.name)) : [];
  const inName = (word: string) => word.length >= 3 && names.some((name) => name.includes(word));
  const aspect = projectAspect(
    ` ${tokens(rest)
      .filter((word) => !inName(word))
      .join(" ")} `,
    outlets.length > 0,
  );
  const feature = only && projects.length === 1 ? featureAsked(only, rest) : undefined;
  if (only && feature?.said) return `${feature.denied ? NO : YES}${say.project(only, "describe")}`;
  if (only && feature && aspect === "describe") return say.featureUnsaid(only, feature.asked);
  // ("Is CourtText still running?" of a project not live: a no, with what the site says of it, "paused for lack of funding";
  // one the site says was retired is said so, below.)
  const stillAsked = /\s(?:still|anymore|any more)\s/.test(rest) && only !== undefined && !retiredIn(only, only.description);
  if (only && projects.length === 1 && aspect === "demo" && !only.live && stillAsked) return `${NO}${say.whyNotLive(only)}`;
  if (only && projects.length === 1 && aspect === "demo" && !only.live && /^\s(?:and |so |but |ok )?why\s/.test(rest)) return say.whyNotLive(only);
  const detail = only && projects.length === 1 && aspect === "describe" ? makersDetailAsked(rest) : undefined;
  const unsaid = only && detail ? say.detailUnsaid(only, detail) : null;
  if (unsaid) return unsaid;
  // "which one runs on a raspberry pi?" of a list: the ones whose deploy line says where it runs.
  const runsOn = projects.length > 1 ? RUNS_ON_ASKED.exec(q)?.[1] : undefined;
  const runningThere = runsOn
    ? projects.filter((project) =>
        Object.values(project.deploy).some((value) => hasPhrase(normalize(typeof value === "string" ? value : value.name), runsOn.trim())),
      )
    : [];
  if (runningThere.length > 0 && runningThere.length < projects.length) return answerProjects(say, runningThere, q, outlets, named);
  if (projects.length > 1) {
    // "Which of those have no live demo?"
    const lacking = LACKING.test(q);
    if (lacking && (aspect === "demo" || aspect === "code")) return say.lacking(projects, aspect);
    if (aspect === "describe") return say.projectsBrief(projects.slice(0, 3));
    if (aspect === "demo") return say.liveProjects(projects);
    // "which one is on npm?" of a list: the ones published there.
    const publishedThere =
      aspect === "published" && /^\s(?:and |so )?(?:which|what)\s/.test(q)
        ? projects.filter((project) => outlets.some((outlet) => outlet.items.some((item) => item.project === project)))
        : [];
    if (publishedThere.length > 0) return joinAnswers(publishedThere.slice(0, 3).map((project) => say.project(project, "published", outlets)));
  }
  // "does Todo have a backend?": a yes where its deploy line or its stack has one, else a no, with where it runs.
  const partAsked =
    only && projects.length === 1
      ? /^\s(?:and |so |ok )?(?:does|do) (?!(?:he|she|they|owner|you|u)\s)(?:\S+ ){1,4}?(?:have|has|use|need|got) (?:a |an |any )?(?:real |separate )?(backend|back end|server|database|db)\s/.exec(
          rest,
        )?.[1]
      : undefined;
  if (only && partAsked) {
    const database = /^(?:database|db)$/.test(partAsked);
    // ("backend: None" is none.)
    const deployed = Object.entries(only.deploy).filter(([, value]) => typeof value !== "string" || !/^(?:none|n\/?a|tbd|-)?$/i.test(value.trim()));
    const parts = [...deployed.map(([key]) => key), ...only.stack].join(" ");
    const has = (database ? DATABASE_PART : BACKEND_PART).test(parts);
    return say.confirmed(has, say.project(only, database ? "database" : "deploy"));
  }
  // "What years does it cover?": the description's own years, where the site gives no date of its making.
  const answerOf = (project: Project) => {
    if (aspect === "links") return project.live && project.github ? say.projectLinks(project) : say.project(project, "demo");
    return say.project(project, aspect === "when" && /\b(?:19|20)\d\d\b/.test(project.description) ? "describe" : aspect, outlets);
  };
  return joinAnswers(projects.slice(0, 3).map(answerOf));
}

/** Words of a deploy line's keys or a stack that name a back end ("backend", "api", Express…) or a database. */
const BACKEND_PART =
  /\b(?:back ?-?end|api|server|serverless|functions?|workers?|lambda|node(?:\.js)?|express|nest(?:js)?|django|flask|fastapi|rails|spring|laravel|php|go|firebase|supabase|railway|render|fly\.io|heroku)\b/i;
const DATABASE_PART = /\b(?:database|db|sql|\w*sql|postgres\w*|mongo\w*|redis|firestore|indexeddb|sqlite|dynamo\w*|supabase|d1|kv)\b/i;

/** "how many users does it have?", "did he build it alone?", "what was the hardest part of building it?". */
function makersDetailAsked(q: string): MakersDetail | undefined {
  const counted = /\show many (users|customers|clients|downloads|installs|people|visitors|signups|subscribers|players|members)\s/.exec(q)?.[1];
  if (counted) return { kind: "count", noun: counted };
  if (
    /\s(?:alone|solo|by (?:himself|herself|themselves|themself)|on (?:his|her|their) own|with a team|team project|(?:built|made|build|make|wrote|write) it with|who else (?:built|made|worked on|helped|helped with)|who (?:built|made|worked on) it with)\s/.test(
      q,
    )
  )
    return { kind: "team", noun: "" };
  if (/\s(?:hardest|toughest|biggest challenge|challenges|most difficult|difficult part|lessons learned|lessons learnt)\s/.test(q))
    return { kind: "hardest", noun: "" };
  return undefined;
}

/** "vanlife got a dashboard for hosts?", "does it have dark mode": something asked of one project that it has or does. */
const FEATURE_ASKED =
  /^\s(?:and |so |ok )?(?:does |do |did |has |can )?(?:the )?it (?:have|has|got|support|supports|include|includes|come with|comes with|offer|offers|do|does) (?:the )?((?:a |an |any |some )?(?:\S+ ){1,4})$/;

/**
 * The feature a question asks of one project ("it" standing for its name), and whether the project's own words (its
 * description and stack) say every word of it. Question words and a technology asked as such are left to the aspects.
 */
function featureAsked(project: Project, rest: string): { asked: string; said: boolean; denied: boolean } | undefined {
  const phrase = FEATURE_ASKED.exec(rest)?.[1]?.trim();
  const words = tokens(phrase ?? "").filter((word) => word.length >= 3 && !/^(?:for|with|and|the|that|this|its|any|too|also)$/.test(word));
  if (!phrase || words.length === 0) return undefined;
  const text = normalize(`${project.description} ${project.stack.join(" ")}`);
  const own = new Set(tokens(text).map(baseForm));
  // ("does naira_format have any dependencies?" of "It has no dependencies": said, as a no.)
  const [first = ""] = words;
  const denied = new RegExp(String.raw`\s(?:no|not|without|zero|never|nor)\s(?:\S+\s){0,2}?${escapeRegExp(baseForm(first))}`).test(text);
  return { asked: phrase, said: words.every((word) => own.has(baseForm(word))), denied };
}

/** A word without its plural or verb ending, so "dashboards" says "dashboard" and "exporting" says "export". */
const baseForm = (word: string) => word.replace(/(?<=.{3})(?:ing|es|s)$/, "");

/**
 * The parts of a deploy line that go with a talk, a paper or a book rather than saying where it runs, with the
 * words a visitor asks for them by ("is there a video?" of "recording").
 */
const ATTACHMENTS: Readonly<Record<string, readonly string[]>> = {
  recording: ["recording", "recordings", "recorded", "video", "videos"],
  video: ["video", "videos", "recording", "recorded"],
  slides: ["slides", "slide", "deck", "slide deck"],
  transcript: ["transcript"],
  publisher: ["publisher", "buy"],
};

/**
 * Parts of a deploy line that are pages of their own ("docs: Fixturka docs (https://…)"), asked for by these words; only
 * with a link of their own ("docs: Netlify" says where the project's site runs), and not where the question asks about
 * the work or what the pages say ("api reference docs experience?", "which post is the most popular").
 */
const OWN_PAGES: Readonly<Record<string, readonly string[]>> = {
  docs: ["docs", "documentation", "doc site", "docs site"],
  documentation: ["docs", "documentation"],
  "blog post": ["blog post", "write up", "writeup"],
};
const ABOUT_THE_PAGES = /\s(?:experience|experiance|exp|skills?|about|popular|most|best|top)\s/;

/** Where a project is built or served, which a visitor names by the key itself ("does bancada run in CI?"). */
const INFRA_KEYS = new Set(["ci", "cd", "ci/cd", "cdn", "dns"]);

/** The talk's, paper's or book's own attachment the question names ("link to the slides?"), or its CI or CDN, if one. */
function deployEntryNamed(project: Project, q: string) {
  return shownDeploys(project.deploy).find(
    ({ key, href }) =>
      (ATTACHMENTS[key] ?? []).some((said) => hasPhrase(q, said)) ||
      (INFRA_KEYS.has(key.toLowerCase()) && hasPhrase(q, normalize(key).trim())) ||
      (href !== undefined && !ABOUT_THE_PAGES.test(q) && (OWN_PAGES[key.toLowerCase()] ?? []).some((said) => hasPhrase(q, said))),
  );
}

/** How a yes begins ("Yes! "), from the replies. */
const YES = templates().say("yes", { answer: "" });
const NO = templates().say("no", { answer: "" });

/** Answers said one after another, keeping only the last one's emoji (one per answer). */
export function joinAnswers(given: readonly string[]): string {
  // ("when can I call her? what's the number?": a sentence of some words that one answer has said, the next leaves out.)
  const said = new Set<string>();
  const sentenceKey = (sentence: string) => sentence.replace(/\s*\p{Extended_Pictographic}\uFE0F?/gu, "").replace(/[.!?\s]+$/, "");
  const answers = given
    .map((answer) => {
      const sentences = answer.split(SENTENCE_BREAK);
      const kept = sentences.filter((sentence) => !said.has(sentenceKey(sentence)) || sentence.split(" ").length < 4);
      for (const sentence of sentences) said.add(sentenceKey(sentence));
      return kept.length === sentences.length ? answer : kept.join(" ");
    })
    .filter((answer) => answer.trim() !== "");
  const last = answers.length - 1;
  // "Does she know AWS? certified in it?": one "Yes!" is enough.
  const saidYes = (i: number) => answers.slice(0, i).some((answer) => answer.startsWith(YES));
  return answers
    .map((answer, i) => (saidYes(i) && answer.startsWith(YES) ? answer.slice(YES.length) : answer))
    .map((answer, i) => (i < last ? answer.replace(/\s*\p{Extended_Pictographic}\uFE0F?/gu, "").replace(/([^.!?])$/, "$1.") : answer))
    .join(" ");
}

/** Of several roles at one company, the one a step goes from: the first for "before" (`step` 1), the last for "after". */
export function roleAtEdge(entries: readonly ExperienceEntry[], step: 1 | -1): ExperienceEntry | undefined {
  const startOf = (role: ExperienceEntry) => monthRange(role.date)?.[0] ?? 0;
  const byStart = [...entries].sort((a, b) => startOf(a) - startOf(b));
  return step === 1 ? byStart[0] : byStart.at(-1);
}

export function answerEntries(say: Replies, mentions: Mentions, q: string): string {
  const [entry] = mentions.entries;
  if (!entry) return say.fallback();
  // "Does she use Swift and Terraform at her job?": each technology, in that role.
  const named = [...mentions.techs, ...mentions.otherTechs.map((other) => ({ name: other.name, phrases: [other.name, ...(other.aliases ?? [])] }))];
  if (named.length > 0) return say.entryUses(entry, ...named.slice(0, 3));
  const step = stepOf(q);
  if (step && mentions.entries.length === 1) return say.besideRole(entry, step);
  // "what was her first role at the bank?" of two roles there: the one begun first (or last: "her latest title there").
  const order = /\s(?:first|earliest|initial)\s(?:\S+\s)?(?:role|job|position|title)\s/.test(q)
    ? -1
    : /\s(?:last|latest|final|most recent)\s(?:\S+\s)?(?:role|job|position|title)\s/.test(q)
      ? 1
      : 0;
  const atOne = mentions.entries.length > 1 && mentions.entries.every((other) => other.company === entry.company);
  if (order !== 0 && atOne) {
    const chosen = roleAtEdge(mentions.entries, order === -1 ? 1 : -1);
    if (chosen) return answerEntry(say, chosen, q);
  }
  // "What did she do before Tlalpay?" of two roles there: the role before the first of them (after the last).
  // ("What was her title there before she became senior?" steps within the company: only its name asks past it.)
  const companyNamed = tokens(normalize(entry.company)).some((word) => word.length > 2 && q.includes(` ${word} `));
  const oneCompany = companyNamed && mentions.entries.every((other) => other.company === entry.company);
  const edge = step ? roleAtEdge(mentions.entries, step) : undefined;
  if (step && oneCompany && edge) return say.besideRole(edge, step);
  // "How long has he been there?" after two roles: the one he is in now. ("How long has he been at Diario Mirador?" names the
  // company: every role there, the first one's start too.)
  const present =
    /\s(?:has|have) (?:he|she|they|owner) been\s|\s(?:still|currently)\s/.test(q) && !(oneCompany && /\show long\s/.test(q))
      ? mentions.entries.filter(isCurrent)
      : [];
  const entries = present.length > 0 ? present : mentions.entries;
  const aspect = entryAspect(withoutCompanies(q, entries));
  const [only] = entries;
  if (only && entries.length === 1) return answerEntry(say, only, q);
  const answers = unique(entries.map((e) => say.entry(e, aspect)));
  // "How big was the team?" of two roles at one bank, one of which says "a squad of nine": what is said, not what is not.
  const told = aspect === "team" ? answers.filter((answer) => !entries.some((e) => answer === say.teamUnknown(e))) : answers;
  return joinAnswers(told.length > 0 ? told : answers);
}

/** The question without the employers' names: "Multilingual Information Office" asks for no office, "Pay" for no pay. */
function withoutCompanies(q: string, entries: readonly ExperienceEntry[]): string {
  return withoutPhrases(
    q,
    entries.flatMap((entry) => [entry.company, partsOfName(entry.company)[0] ?? ""].map((name) => normalize(name).trim()).filter(Boolean)),
  );
}

/** One role, as the question asks about it: "Was the bank job remote?" of a role "Kraków · On-site" is a no before where it was. */
export function answerEntry(say: Replies, entry: ExperienceEntry, q: string): string {
  const aspect = entryAspect(withoutCompanies(q, [entry]));
  const workplace =
    /\b(remote|on.?site|hybrid|in.?office)\b/i
      .exec(entry.location ?? "")?.[1]
      ?.toLowerCase()
      .replace(/\W/g, "") ?? "";
  const asked = /\s(remote|remotely|on site|onsite|hybrid|in office)\s/.exec(q)?.[1]?.replace(/\W|ly$/g, "") ?? "";
  if (aspect === "where" && asks(q, "yesNo") && workplace && asked)
    return say.confirmed(workplace.startsWith(asked.slice(0, 5)), say.entry(entry, aspect));
  const sizeAsked = aspect === "team" && entry.teamSize && asks(q, "yesNo") ? teamSizeAsked(q) : null;
  if (sizeAsked !== null) return say.confirmed(sizeAsked === entry.teamSize, say.entry(entry, aspect));
  // "was he a senior engineer at Northwind?" of its intern: a level asked that the role's title does not name is a no; one it names, a yes.
  const level = asks(q, "yesNo")
    ? /^\s(?:so |and )?(?:was|is) (?:he|she|they|owner) (?:a|an|the) (?:\S+ )?(senior|junior|lead|principal|staff|intern|head)\s/.exec(q)?.[1]
    : undefined;
  if (level) return say.confirmed(hasPhrase(normalize(entry.title), level), say.entry(entry, "role"));
  const ofKind = asks(q, "yesNo") ? kindOfWorkIs(entry, q) : undefined;
  // ("do they freelance on the side?" of freelance work that ended: not now, and when it was.)
  const askedNow = ASKED_OF_NOW.test(q) && !isCurrent(entry);
  if (ofKind !== undefined) return say.confirmed(ofKind && !askedNow, say.entry(entry, "role"));
  // "has he worked in healthcare?", "did she ever work at a bank?": the employer found is the yes, whatever its own words deny
  // ("a public hospital, not a software company"); a title, a time or a place asked about may not hold, so those stay as they are.
  const workedThere =
    /^\s(?:so |and |but )?(?:has|have|did) (?:he|she|they|owner) (?:ever )?(?:work|worked|been employed)(?: (?:at|in|for) \S+(?: \S+){0,4})?\s$/.test(
      q,
    ) && !/\d|\s(?:as|when|remotely|remote|before|after|during|while|with)\s/.test(q);
  if (workedThere && isPlaceAsked(entry, q)) return say.confirmed(true, say.entry(entry, aspect));
  return say.entry(entry, aspect);
}

/**
 * "did he ever work at a bank?" of a fintech: a kind of place asked for ("at a bank") is a yes only where the entry's own
 * words say it is one; a sector ("in banking") is whatever the employer's words show.
 */
export function isPlaceAsked(entry: ExperienceEntry, q: string): boolean {
  const placeAsked = /\s(?:at|for) (?:a|an) (\S+)\s$/.exec(q)?.[1];
  return !placeAsked || tokens(normalize(`${entry.company} ${entry.title} ${entry.description}`)).some((word) => stem(word) === stem(placeAsked));
}

/** "does he manage a team of ten?", "does she lead 12 engineers?": the size of team the question supposes, if any. */
export function teamSizeAsked(q: string): number | null {
  const said = /\s(?:team|group|squad) of (\S+)\s|\s(\S+) (?:people|engineers|developers|devs|reports|direct reports|designers)\s/.exec(q);
  const word = said?.[1] ?? said?.[2];
  return word ? numberIn(word) : null;
}

/**
 * "Was that full time?", "was the Chemchemi job a contract?": whether the role was of the kind of work asked, as its
 * type and title say it ("Contract", "Firmware Consultant (part-time)"); undefined where they do not say.
 */
function kindOfWorkIs(entry: ExperienceEntry, q: string): boolean | undefined {
  const asked = /\s(full time|part time|contract|contractor|freelance|freelancer|permanent)\s/.exec(q)?.[1];
  if (!asked) return undefined;
  const said = normalize(`${entry.employmentType} ${entry.title}`);
  const says = (pattern: RegExp) => pattern.test(said);
  const partTime = says(/\spart time\s/);
  const fullTime = says(/\sfull time\s|\spermanent\s/) && !partTime;
  const contract = says(/\s(?:contract|contractor|freelance|freelancer|consultant|consulting|fixed term|temporary|cdd)\s/);
  // ("Full-time (CDI)", "Civil servant": a permanent post; "Fixed-term contract (CDD)": none.)
  const permanent = says(/\s(?:permanent|cdi|civil servant|tenured)\s/);
  if (asked === "part time") return partTime || fullTime ? partTime : undefined;
  if (asked === "permanent") return permanent || contract ? permanent && !contract : undefined;
  if (asked === "full time") return partTime || fullTime ? fullTime && !contract : undefined;
  return contract || fullTime || permanent ? contract : undefined;
}

/** "is she a freelancer?", "do they freelance on the side?": a question of the present, which a role that ended answers no. */
export const ASKED_OF_NOW = /^\s(?:so |and |but )?(?:do|does|is|are) (?:he|she|they|owner)\s/;

/** "Experience with Nessus?", "any exposure to Houdini?": a skill asked about without a yes-or-no word. */
export const EXPERIENCE_WITH = /^\s(?:any |some )?(?:experience|exp|familiarity|exposure|skills?) (?:with|in|using|on|to)\s/;

/** "which projects don't use react?", "any projects without typescript?": the projects that leave it out. */
export const WITHOUT_IT =
  /\s(?:dont|do not|doesnt|does not|didnt|did not|arent|are not|isnt|is not|werent|were not)\s(?:use|uses|using|used|built with|build with|made with|written in|include|have)\s|\s(?:without|except)\s|\s(?:have|has) no\s/;

/** "…in their stack", "…list it": the stacks as written. */
export const IN_STACK = /\s(?:stack|stacks|list|lists|listed)\s/;

/** "How long has he used React?", "years of Kotlin experience": a question about since when. */
export const DURATION = /\s(?:how long|since when|how many years|years of|how much experience)\s/;

export function answerTechs(say: Replies, mentions: Mentions, q: string): string {
  const [named, ...more] = mentions.techs;
  const alone = more.length === 0 && mentions.otherTechs.length === 0 && mentions.unknownTargets.length === 0;
  const since = named && alone && DURATION.test(q) ? say.techSince(named) : null;
  if (since) return since;
  const unknown =
    asks(q, "yesNo") || mentions.techs.length + mentions.otherTechs.length > 0 || EXPERIENCE_WITH.test(q) || /\s(?:experience|exp)\s$/.test(q)
      ? mentions.unknownTargets
      : [];
  // "Can she make the designs in Figma?" asks what the owner can do, answered from the skills (with the projects that use them).
  const canDo = /^\s(?:\S+\s)?(?:can|could) (?:he|she|they|owner)\s/.test(q) || /^\s(?:owner|he|she|they) (?:can|could)\s/.test(q);
  const [platform, ...otherPlatforms] = mentions.otherTechs;
  const card = platform && otherPlatforms.length === 0 && mentions.techs.length === 0 && unknown.length === 0 && !DURATION.test(q);
  const cardSaid = card && !asks(q, "projectsWith") && !asks(q, "projects") ? say.cardOf(platform, asks(q, "yesNo")) : null;
  if (cardSaid) return cardSaid;
  // ("any python projects?": a yes or no of the projects themselves.)
  // (Of a technology the content does not list, "any android apps?" is answered as whether the owner knows it.)
  const anyProjects =
    /^\s(?:and |so |ok |okay )?any\s(?:\S+\s){1,3}(?:projects?|apps?)\s$/.test(q) && mentions.techs.length > 0 && mentions.otherTechs.length === 0;
  if ((asks(q, "projectsWith") && !canDo) || (asks(q, "projects") && (!asks(q, "yesNo") || anyProjects))) {
    if (named && alone && WITHOUT_IT.test(q)) return say.projectsWithout(named, IN_STACK.test(q));
    if (asks(q, "count")) return say.knows(mentions.techs, mentions.otherTechs, unknown, true, false);
    const together =
      mentions.techs.length > 1 && mentions.otherTechs.length === 0 && unknown.length === 0 && /\s(?:and|\+|&|both)\s/.test(q) && !/\sor\s/.test(q)
        ? say.projectsUsingAll(mentions.techs)
        : null;
    if (together) return together;
    const madeWith =
      /^\s(?:what|which)\s(?:\S+\s){0,3}(?:did|has|have) (?:he|she|they|owner) (?:\S+\s)?(?:ship|shipped|build|built|make|made|create|created|write|written|wrote|release|released|work on|worked on)\s/.test(
        q,
      );
    return say.projectsUsing(mentions.techs, mentions.otherTechs, unknown, undefined, madeWith, asks(q, "yesNo"));
  }
  return say.knows(mentions.techs, mentions.otherTechs, unknown, false, asks(q, "yesNo"));
}
