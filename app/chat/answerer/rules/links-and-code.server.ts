import { asks, INTENT } from "../intents.server";
import { isOrdinaryWord } from "../vocabulary.server";
import { namesSomething, type Mentions } from "../mentions.server";
import { capitalised, CODE_HOSTS } from "../replies.server";
import { aboutOwner, escapeRegExp, hasPhrase, normalize, SENTENCE_BREAK, squash, tokens } from "../text.server";
import { withoutPlural, wordsOf, projectDescribed, EVERY_PROJECT_KIND } from "../described.server";
import { answerProjects } from "../compose.server";
import { HOW_MANY, ownAnswerTo, withoutTalkingTo } from "./question-shapes.server";
import { wordAfter } from "./found-in-content.server";
import { withOwnerWord } from "../owner-word.server";
import type { Reading, Subject } from "./reading.server";

/** A role that is time away from work: "Career break", "Parental leave", "Touring Bassist (sabbatical)". */
const TIME_AWAY = /\b(?:break|leave|sabbatical|gap year|time off)\b/i;

/** The roles of a year, an employer never worked at, the résumé, the links and where the code is. */
/** "can he build websites?", "someone who can build and look after our website": the work, not the owner's own site. */
const buildsSites = (q: string) =>
  /\s(?:build|builds|built|building|make|makes|made|create|creates|design|designs|develop|develops|look after|maintain|maintains|run|redo|redesign)\s(?:\S+\s){0,4}?(?:websites?|sites?|web sites?|web apps?|webshops?|online shops?)\s/.test(
    q,
  ) && !/\s(?:his|her|their|owner s|your) (?:own )?(?:website|site|portfolio)\s/.test(q);

export function answerLinksAndCode(r: Reading, s: Subject): string | null {
  const { linkWords, thingMade, hire, knowledge, say, current, q, words, namesAnything, outlets, experience } = r;
  const { mentions, skillQuestion } = s;
  // "What was he doing in 2021?": the roles of that year, or else the studies.
  const year = Number(/\s((?:19|20)\d\d)\s/.exec(q)?.[1]);
  // "Who won the 2022 World Cup?" names a year but not the owner.
  // ("there's a gap in 2023 on the cv": the time away from work that year, a sabbatical or a leave, before the job it paused.)
  const gapAsked = /\s(?:gap|gaps|break|time off)\s/.test(q);
  // ("and in 2020?" after "where did he work in 2019?": the year alone, asked again.)
  const yearAlone = /^\s(?:and |what about |how about |ok )?(?:in |during )?(?:19|20)\d\d\s$/.test(q);
  if (year && (aboutOwner(q) || words.length <= 2 || yearAlone || gapAsked) && !asks(q, "education") && !asks(q, "projects") && !namesAnything) {
    const rolesThen = say.rolesIn(year);
    const away = gapAsked ? rolesThen.filter((entry) => TIME_AWAY.test(`${entry.title} ${entry.employmentType}`)) : [];
    if (rolesThen.length > 0) return (away.length > 0 ? away : rolesThen).map(say.describeEntry).join(" ");
    // "Where was he working in 2022?": no role that year is an answer too.
    // ("what did he do in 2021?", "what was he up to in 2017?": what the owner did that year, which no role is either.)
    if (/\s(?:work|worked|working|job|jobs|role|employed|employer|company|do|did|doing|up to)\s/.test(q) || yearAlone) return say.noRoleIn(year);
  }
  // "Any gaps in her CV?": the stretches no role and no studies cover; time away a role itself gives ("Career break",
  // "Sabbatical") is what the gaps were.
  // ("why was she unemployed for over a year?": the same stretches, asked of the owner.)
  const gapsAsked =
    (/\s(?:gap|gaps)\s/.test(q) && (words.length <= 3 || /\s(?:cv|resume|career|work history|employment|timeline|experience|jobs)\s/.test(q))) ||
    (aboutOwner(q) && /\s(?:unemployed|jobless|out of work|between jobs|stopped working|stop working)\s/.test(q));
  const timeAway = gapsAsked ? experience.filter((entry) => TIME_AWAY.test(`${entry.title} ${entry.employmentType}`)) : [];
  if (!year && gapsAsked) return timeAway.length > 0 ? timeAway.map(say.describeEntry).join(" ") : say.gaps();
  const neverThere = notAnEmployer(r, mentions);
  if (neverThere) return neverThere;
  if (asks(q, "resume")) return say.resume();
  // "her company's website": the current employer's own site ("can she build our company website?" asks for work).
  if (
    current &&
    !buildsSites(q) &&
    /\s(?:website|site|url|link|homepage)\s/.test(q) &&
    /\s(?:company|companys|employer|employers)\s/.test(q) &&
    !namesSomething(mentions)
  )
    return say.entry(current, "link");
  // "six bridges website": the named employer's own site, where the content gives it.
  const [namedEmployer] = mentions.entries;
  if (namedEmployer?.url && mentions.projects.length === 0 && /\s(?:website|site|url|homepage|web site)\s/.test(q))
    return say.entry(namedEmployer, "link");
  // "GitHub Actions", "is GitHub one of his skills?": a technology, not a profile link.
  // "Where did Quinn work before going indie?" asks about the roles, not the "Indie Hackers" profile.
  // "Is there a Figma plugin in her portfolio?" asks for a thing made, not the Figma Community profile (thingMade).
  // ("how long was she a call centre team lead?" names a kind of workplace, not the "Book a call" link.)
  const linksNamed = say.namedLinks(withoutTalkingTo(q).replace(/\scall cent(?:re|er)s?\s/g, " "));
  // ("Is he on Talk slides on Speaker Deck?" names the link by its whole label, a made thing's word and all.)
  const labelInFull = linksNamed.some((link) => hasPhrase(q, normalize(link.label).trim()));
  // "the slides from her talks" of "Talk slides on Speaker Deck": a made thing's word the link's own label says
  // (but "the podcast" of an owner whose project is a podcast is the project, and "book a call" is a way to reach them).
  // (The projects' words are read once per answerer, in described.server.ts.)
  const projectSays = (word: string) => wordsOf(knowledge).projects.some((entry) => entry.words.has(word));
  const labelWords = new Set(linksNamed.flatMap((link) => tokens(normalize(link.label)).map(withoutPlural)).filter((word) => !projectSays(word)));
  const otherThingMade = tokens(q).some(
    (word) => !EVERY_PROJECT_KIND.has(word) && !labelWords.has(withoutPlural(word)) && asks(` ${word} `, "madeThing"),
  );
  // ("the slides from her talks" of an owner with a skill "Workshops and talks": the word is the link's too.)
  const platformOnly = [...mentions.techs, ...mentions.otherTechs].every(
    (tech) =>
      say.isLinkPlatform(tech.name) ||
      tokens(normalize(tech.name)).some((word) => labelWords.has(withoutPlural(word)) && asks(` ${word} `, "madeThing")),
  );
  const linkNamed =
    linksNamed.length > 0 && (linkWords || labelInFull || (!asks(q, "experience") && !(asks(q, "contact") ? thingMade : otherThingMade)));
  // "Any e-mail newsletter work for a client?" names a kind of work, not the owner's own newsletter link.
  // ("can he build websites?", "someone who can build and look after our website": the work, not the owner's own site.)
  const sitesMade = buildsSites(q);
  // ("can he build websites?" of an owner with front-end skills: yes, and who they are.)
  // (A framework or two languages of the front end: "TypeScript (a little, for Cloud Functions)" alone builds no websites.)
  const frontEndTechs = knowledge.techs.filter((tech) => tech.kinds.has("frontend"));
  const frontEnd = frontEndTechs.some((tech) => !tech.kinds.has("language")) || frontEndTechs.length >= 2;
  // ("can she build our company website?" of a mobile developer whose own answer to "Can she build our web app?" says no: that answer.)
  const ownOnSites =
    sitesMade && !frontEnd ? ownAnswerTo(knowledge.content.assistantProfile.faq, (asked) => buildsSites(normalize(asked))) : undefined;
  if (ownOnSites) return ownOnSites;
  if (sitesMade && frontEnd && !namesAnything && /^\s(?:so |and |ok )?(?:can|could|does|do|would|will|is)\s|\s(?:something|able|capable)\s/.test(q))
    return say.confirmed(true, say.about());
  const linksAsked =
    (asks(q, "links") || linkNamed) &&
    !sitesMade &&
    !skillQuestion &&
    !asks(q, "skills") &&
    !asks(q, "projectsWith") &&
    // ("What's her Hex packages?" of a link so labelled names the link, though Hex is where a project is published too.)
    (outlets.length === 0 || labelInFull) &&
    !mentions.kinds.includes("email") &&
    // "Is he a native speaker of English?" and a "Speaker Deck" link.
    mentions.spoken.length === 0 &&
    // ("what is this website about?" asks who the site presents, not its address.)
    !(asks(q, "about") && /\sthis (?:site|website|web site|page|portfolio)\s/.test(q)) &&
    // ("can he start next week on my website?": the visitor's own site, which the owner would build.)
    !(/\s(?:my|our) (?:new )?(?:website|site|web site|webshop|shop)\s/.test(q) && !linkNamed);
  // "Does she write anywhere?", "does he blog?": the blog, where the profile has one.
  // "What programming languages does he write?" asks for languages, not for the blog.
  // "What's her blog about?" of an owner whose projects hold the blog (a series of posts): what that project says of it.
  const blogProject = knowledge.content.projects.find((project) =>
    /\bblog\b/i.test(`${project.name} ${project.description.split(SENTENCE_BREAK)[0] ?? ""}`),
  );
  const aboutTheBlog = /\s(?:about|most|popular|posts|topics)\s/.test(q) && !/\s(?:link|url|where|address)\s/.test(q);
  if (/\s(?:blog|blogs)\s/.test(q) && blogProject && aboutTheBlog && !namesSomething(mentions)) return say.project(blogProject, "describe");
  if (asks(q, "blogAsked") && !asks(q, "languagesWord") && say.namedLinks(" blog ").length > 0) return say.links(" blog ", false);
  // "What does she code in?": the languages, not where the code is ("what IDE does he code in?" asks for the editor).
  if (asks(q, "codesIn") && !namesSomething(mentions) && !mentions.kinds.includes("ide")) return say.programmingLanguages(false);
  // "link to buy the book pls": the link of the one project so described, not the profile links.
  // ("What does the NGO website she built do?": the site she built for the NGO, not her own.)
  // ("the url of his portfolio site" is this site, not the old portfolio among the projects.)
  // ("portfolio site url", typed terse, is this site too.)
  const ownSite =
    /\s(?:his|her|their|owner s|your) (?:own )?(?:personal )?(?:portfolio )?(?:website|site|portfolio|homepage|web site)\s|^\s(?:the )?(?:portfolio|personal) (?:site|website|web site|page)\s/.test(
      q,
    );
  const linkedProject =
    linksAsked && (linkWords || /\s(?:built|made|did|designed|created)\s/.test(q)) && !linkNamed && !namesSomething(mentions) && !ownSite
      ? projectDescribed(knowledge, q)
      : undefined;
  if (linkedProject) return answerProjects(say, [linkedProject], q);
  // "link to the terraform module?": a thing made with the technology, whose own link the technology's rules give.
  // ("his youtube channel", "her Speaker Deck talks" name a profile, not a thing made.)
  const techThing = mentions.techs.some((tech) => {
    if (say.isLinkPlatform(tech.name) || labelInFull) return false;
    const after = wordAfter(q, tech.normalizedPhrases);
    return after !== undefined && asks(` ${after} `, "madeThing") && !/^(?:one|ones|thing|things|project|projects)$/.test(after);
  });
  // "links to his projects", "live demo links": the projects' own links, not the profile's (their code, where asked, below).
  const countAsked = HOW_MANY.test(q);
  const projectLinks =
    linksAsked &&
    !linkNamed &&
    !namesSomething(mentions) &&
    /\s(?:projects?|apps?|demos?)\s/.test(q) &&
    !asks(q, "codeLink") &&
    !CODE_HOSTS.test(q) &&
    !countAsked;
  if (projectLinks) return say.liveProjects();
  // "how many social links does he have?": the profile's links, counted and named.
  const profileLinks = knowledge.content.profile.links.filter((link) => !/^mailto:|^tel:/i.test(link.href)).map((link) => link.label);
  if (countAsked && /\show many (?:\S+ )?(?:links|profiles|accounts|socials|platforms)\s/.test(q) && profileLinks.length > 0)
    return say.counted(profileLinks);
  // ("how many people read his blog series?" asks a number, not the blog's address.)
  // ("what certifications does she have?" of an owner with a card of them and a "Microsoft Learn certifications" link: the card.)
  const certificatesAsked = !linkWords && asks(q, "certification") && r.owner.certifiedSkills.length > 0;
  if (linksAsked && (platformOnly || linkWords || labelInFull) && !techThing && !countAsked && !certificatesAsked)
    return say.links(q, asks(q, "codeLink") || CODE_HOSTS.test(q));
  // "Does he contribute to open source?", "which of her projects are open source?": the projects whose code is public.
  if (/\s(?:open source|opensource|open sourced|oss)\s/.test(q) && mentions.projects.length + mentions.techs.length === 0) {
    const open = say.openSource(asks(q, "yesNo"));
    if (open) return open;
  }
  // "What languages can he code in?" asks for languages, not for the code.
  // "How did they learn to code?", "what does he test his code with?" ask about the coding, not where the code is.
  const aboutCoding = asks(q, "learned") || asks(q, "codeWork");
  // ("can he code?" of an owner whose own answer says "Can Bartek still code?": that answer, not where the code is.)
  const ownOnCoding = CAN_CODE.test(q)
    ? ownAnswerTo(r.assistantProfile.faq, (asked) => CAN_CODE.test(withOwnerWord(normalize(asked), knowledge.ownerPhrases)))
    : undefined;
  if (ownOnCoding) return ownOnCoding;
  if (
    asks(q, "codeLink") &&
    !aboutCoding &&
    !namesSomething(mentions) &&
    mentions.kinds.length === 0 &&
    // ("what does docs-as-code mean on his team?" names a skill card, not where the code is.)
    mentions.groups.length === 0 &&
    !asks(q, "projects") &&
    !asks(q, "languagesWord")
  )
    return say.links(q, true);
  if (hire && /\swhy\s/.test(q)) return say.whyHire();
  // "What would she bring to a small startup?": who the owner is, and the highlights.
  if (asks(q, "pitch") && !namesSomething(mentions)) return say.pitch();
  return null;
}

/** "can he code?", "does she still program?", "is he actually able to code": the owner's ability to code asked. */
const CAN_CODE =
  /^\s(?:so |and |but |ok )?(?:can|could|does|do|is|are) (?:he|she|they|owner) (?:still |even |actually |really |able to )*(?:code|program|coding|programming|write code)\s/;

/**
 * "Has he worked at Google?", "did she work at Infosys before her current job?": a company the owner never worked for,
 * said to be none of the owner's employers, whatever else the question says of the career.
 */
export function answerNotAnEmployer(r: Reading): string | null {
  // (Only a name written with its capital this early: "has she worked with startups?" asks of a kind of company, below.)
  return notAnEmployer(r, r.mentions, true);
}

function notAnEmployer(r: Reading, mentions: Mentions, capitalOnly = false): string | null {
  const { knowledge, question, say } = r;
  // ("has he worked for a big tech company like google?": the company named after "like".)
  // (Each of the intent's patterns holds the name in a group of its own: "did he work at X", "was he at X".)
  const workedAt = INTENT.workedAt
    .exec(question)
    ?.slice(1)
    .find((name) => name !== undefined)
    ?.trim();
  const employer = workedAt && (/\b(?:like|such as|e\.?g\.?)\s+(.+)$/i.exec(workedAt)?.[1]?.trim() ?? workedAt);
  // "worked with LLMs": a kind of technology, not a company.
  // "has zofia worked at spotify?": a name in lower case too, when it is no everyday word.
  // "How many people work for Quinn?": the owner is no employer of the owner's.
  // ("did he work at tcs or infosys?": each of the names.)
  const employers = employer?.split(/\s+or\s+|\s*,\s*/).filter((name) => name !== "") ?? [];
  const aName = (name: string) =>
    (/^\p{Lu}/u.test(name) || (!capitalOnly && tokens(normalize(name)).every((word) => !isOrdinaryWord(word)))) &&
    !tokens(normalize(name)).some((word) => knowledge.ownerWords.has(word));
  // ("has she worked with theatres?" of "Freelance (theatres and festivals)": a word the roles themselves say is no stranger.)
  const inRoles = (name: string) =>
    knowledge.content.experience.some((entry) =>
      hasPhrase(normalize(`${entry.company} ${entry.title} ${entry.description}`), normalize(name).trim()),
    );
  // ("what years was he at uni", "was she at AGH": a school of the owner's, or any, is no employer asked about.)
  const aSchool = (name: string) =>
    /\b(?:uni|university|college|school|institute|polytechnic|academy)\b/i.test(name) ||
    tokens(normalize(name)).some((word) => knowledge.schoolKeys.includes(word)) ||
    knowledge.content.assistantProfile.education.some((study) => hasPhrase(normalize(`${study.school} ${study.degree}`), normalize(name).trim()));
  // ("has he worked at any big companies like google or amazon": a company the vocabulary knows a technology of, "Amazon S3", is a
  // company all the same after "at" or "for"; "worked with kafka" names a technology.)
  const atOrFor = workedAt !== undefined && new RegExp(String.raw`\b(?:at|for)\s+${escapeRegExp(workedAt)}`, "iu").test(question);
  // ("What did he do at Tailwind?" of an owner who uses Tailwind CSS and worked at Northwind: a technology of theirs, no employer.)
  const [tech] = mentions.techs;
  if (
    atOrFor &&
    tech &&
    employers.length === 1 &&
    tech.keys.has(squash(employers[0] ?? "")) &&
    mentions.techs.length === 1 &&
    mentions.entries.length === 0 &&
    mentions.projects.length === 0 &&
    !inRoles(employers[0] ?? "") &&
    !aSchool(employers[0] ?? "")
  )
    return say.notAnEmployer(capitalised(employers[0] ?? ""), tech.name);
  if (
    employer &&
    employers.length > 0 &&
    employers.every((name) => aName(name) && !inRoles(name) && !aSchool(name)) &&
    !namesSomething(atOrFor ? { ...mentions, otherTechs: [] } : mentions) &&
    mentions.kinds.length === 0 &&
    !asks(normalize(employer), "anaphora")
  ) {
    return say.notAnEmployer(employers.map(capitalised).join(" or "));
  }
  return null;
}
