import type { ChatTurn } from "../shared/conversation";
import type { ExperienceEntry } from "~/content";
import { answerEntry, answerProjects, roleAtEdge } from "./compose.server";
import {
  answeredInTurn,
  describedInList,
  listedInLastAnswer,
  mentionsOf,
  opensWithBreak,
  ordinal,
  projectInContext,
  stepOf,
} from "./follow-up.server";
import { asks } from "./intents.server";
import { projectUses, type Knowledge, type Outlet } from "./knowledge.server";
import { namesSomething, type Mentions } from "./mentions.server";
import { isCodeHost, monthRange, type Replies } from "./replies.server";
import { AFTER_STUDIES, WHILE_STUDIES, degreeAsked } from "./studies.server";
import { hasPhrase, normalize } from "./text.server";
import { SPOKEN_LANGUAGES } from "./vocabulary.server";

/** Which of the owner's jobs a thing belongs to: "which company was that at?", "at what job?", "for which employer?". */
export const WHICH_JOB =
  /\s(?:which|what) (?:company|companies|job|jobs|employer|employers|role|roles|position|workplace)\s|\swhere (?:did|has|does) (?:he|she|they|owner) (?:use|used|do|learn) (?:it|that|this) (?:at work|professionally|in (?:a|her|his|their) job)\s/;

/** The terms a role is held on. */
const EMPLOYMENT_TERMS =
  /\s(?:full time|fulltime|part time|parttime|contract|contractor|freelance|freelancer|permanent|temporary|salaried|employee|self employed)(?=\s)/g;

/** The words around the terms in a question about them alone ("was that a full-time job or a contract?"). */
const ABOUT_THE_ROLE = /\s(?:or|was|is|it|that|this|the|a|an|role|job|position|one|there|and|so|ok)(?=\s)/g;

/** What a follow-up reads: the question, what it names itself, and the conversation so far. */
export interface FollowUpTurn {
  knowledge: Knowledge;
  say: Replies;
  /** The question, normalized, with the owner's names read as "owner". */
  q: string;
  words: readonly string[];
  history: readonly ChatTurn[];
  /** What the question itself names: a follow-up names no project and no role. */
  own: Mentions;
  /** What the conversation named, newest first. */
  context: Mentions | null;
  /** The places of publication the question names ("on npm?"). */
  outlets: readonly Outlet[];
  answeredLast: ChatTurn | undefined;
}

/**
 * A question that names no project and no role, answered from the conversation: the one project or
 * list the last answers gave ("the second one", "which of those used Vue?", "is it live?"), the studies
 * just given ("where?"), or the role before or after the one just given ("and before that?").
 * Null when the conversation does not answer it: the other rules go on.
 */
export function answerFollowUp({ knowledge, say, q, words, history, own, context, outlets, answeredLast }: FollowUpTurn): string | null {
  const { assistantProfile } = knowledge.content;
  const { owner } = knowledge;
  const listed = listedInLastAnswer(knowledge, history);
  // (Without a list in the last answer, the projects the answers were about, one by one, are the list.)
  const choices = listed.length > 1 ? listed : answeredInTurn(knowledge, history);
  const picked = /\s(?:job|role|employer|position|company|workplace)\s/.test(q)
    ? undefined
    : (ordinal(q, choices) ?? describedInList(knowledge, q, choices));
  if (picked) return answerProjects(say, [picked], q, outlets, false);
  // "which of those has an AI feature?": the listed projects of the kind named.
  const ofKind =
    listed.length > 1 && /\s(?:of those|of them|of these|which one|which ones)\s/.test(q)
      ? listed.filter((project) => knowledge.techs.some((tech) => own.kinds.some((kind) => tech.kinds.has(kind)) && projectUses(project, tech)))
      : [];
  if (ofKind.length > 0 && ofKind.length < listed.length) return answerProjects(say, ofKind, q, outlets, false);
  // "which of those used Vue?": the projects or roles the last answer listed that use the technology named.
  const [usedTech] = own.techs;
  // ("and which ones are on Vercel?" asks about every project again).
  if (usedTech && answeredLast && /\s(?:of those|of them|of these)\s/.test(q)) {
    const usedIn = listed.filter((project) => projectUses(project, usedTech));
    const roles = mentionsOf(knowledge, answeredLast).entries.filter((entry) => say.entryMentions(entry, usedTech));
    if (listed.length > 1 && usedIn.length > 0) return say.projectsUsing([usedTech], [], [], usedIn);
    if (roles.length > 0) return roles.map((entry) => say.entryUses(entry, usedTech)).join(" ");
  }
  const singular = /\s(?:it|its|that|this|the project|the app|the code|the repo|the source)\s/.test(q);
  const projectAspectAsked = ["code", "demo", "deploy"].some((aspect) => asks(q, aspect as "code")) || asks(q, "liveProjects");
  // "which ones are live?", "which of those have no code?": about every project the last answer listed.
  // ("link to their npm profile?" after the packages asks for the profile.)
  const profileAsked = /\s(?:profile|account|handle|username)\s/.test(q) && say.namedLinks(q).length > 0;
  if (listed.length > 1 && !singular && projectAspectAsked && context?.projects.length !== 1 && !asks(q, "projectsWith") && !profileAsked) {
    return answerProjects(say, listed, q, outlets, false);
  }
  const project = projectInContext(knowledge, history);
  // "what language was it in?" after a talk given "in Portuguese": the sentence of its own words that says so, not its stack.
  const spokenAsked = /\s(?:what|which) language\s|\sin (?:what|which) language\s/.test(q) && !/\s(?:written|coded|built|programmed|made)\s/.test(q);
  const spokenIn = (sentence: string) => SPOKEN_LANGUAGES.some((language) => new RegExp(`\\bin ${language}\\b`, "i").test(sentence));
  const given = project && spokenAsked ? say.ownSentence((sentence) => project.description.includes(sentence) && spokenIn(sentence)) : null;
  if (given) return given;
  // "where can i watch it?" after a talk that names the owner's employer: a thing made is what is watched.
  if (project && /\s(?:watch|listen to|play|download) (?:it|that|this)\s/.test(q)) return answerProjects(say, [project], q, outlets, false);
  // "What's junit-sift?" then "which of their products uses it?": the projects whose own words name it, or that it names.
  const usesIt =
    /^\s(?:so |and )?(?:which|what) (?:of (?:his|her|their|owner|the) )?(?:projects?|products?|apps?|ones?|tools?) (?:uses?|used|includes?|contains?|runs? on|is built on)\s/.test(
      q,
    );
  // ("does she know Redis?" then "which project uses it?": "it" is the technology.)
  const ofProject = context?.projects.length === 1 && context.techs.length === 0;
  const related =
    project && usesIt && ofProject
      ? knowledge.content.projects.filter(
          (other) =>
            other !== project && (hasPhrase(normalize(other.description), project.name) || hasPhrase(normalize(project.description), other.name)),
        )
      : [];
  if (related.length > 0) return answerProjects(say, related, q, outlets, false);
  const [tech] = own.techs;
  // "Is it on GitHub?": where its code is, on whichever host.
  if (project && singular && [...own.techs, ...own.otherTechs].some((named) => isCodeHost(named.name))) return say.project(project, "code");
  // "Does it use React?" / "is it on npm?": about the project under discussion.
  // ("and docker, do they know it?": "it" is the technology named, and knowing is the owner's.)
  const knowsIt = /\s(?:know|knows|knew|familiar with|comfortable with|experience with|experienced with) (?:it|that|this)\s/.test(q);
  if (project && tech && singular && outlets.length === 0 && !knowsIt) return say.projectUses(project, tech);
  // "Is it on Android?" of a platform the owner lists no technology for: what the project's card says of it.
  const [platform] = own.otherTechs;
  if (project && !tech && platform?.kinds.includes("mobile") && singular && outlets.length === 0 && !knowsIt)
    return say.projectPlatform(project, platform);
  // "github?", "demo?", "on npm?": an aspect alone, about the project under discussion.
  const hostOnly = [...own.techs, ...own.otherTechs].every((named) => isCodeHost(named.name));
  const aspectAlone = words.length <= 2 && hostOnly && ["code", "demo", "stack", "deploy"].some((aspect) => asks(q, aspect as "code"));
  const aspectOnly = aspectAlone || outlets.length > 0;
  if (project && context?.projects.length && aspectOnly) return answerProjects(say, [project], q, outlets, false);
  // "Does she know Rails?" then "where did she use it?": every project and role that used it, where a role did.
  const [usedBefore, ...otherTechs] = context?.techs ?? [];
  const whereUsed = /^\s(?:and |so )?where (?:did|does|has|have) (?:he|she|they|owner) (?:use|used|apply|applied) (?:it|that|this)\s$/.test(q);
  const rolesUsing =
    usedBefore && otherTechs.length === 0 && whereUsed && !namesSomething(own)
      ? knowledge.content.experience.filter((entry) => say.entryMentions(entry, usedBefore))
      : [];
  if (usedBefore && rolesUsing.length > 0) return say.knows([usedBefore], [], [], false, false, true);
  // "Which projects use Vue?" then "is it live?": the one project that answer named.
  const onlyProject = listed.length === 1 && context && context.projects.length + context.entries.length === 0;
  // "Which of his projects uses Stripe?" then "is there a live link?".
  const aspectNamed = projectAspectAsked || /\s(?:live|link|url|demo|site)\s/.test(q);
  if (onlyProject && (singular || aspectNamed) && own.techs.length === 0 && !WHICH_JOB.test(q)) return answerProjects(say, listed, q, outlets, false);
  const aboutStudies =
    (asks(q, "when") || asks(q, "education") || asks(q, "studiesEnd") || /\swhere\s/.test(q)) &&
    !asks(q, "internship") &&
    !asks(q, "experience") &&
    !asks(q, "current");
  // ("what job came after her MSc?" asks about the work after them; "and after her degree?" about more studies).
  const workAfter = AFTER_STUDIES.test(q) && /\s(?:job|jobs|work|worked|role|employer|company|do|did)\s/.test(q);
  // ("did they work while studying?" asks about the roles held meanwhile.)
  const workDuring = WHILE_STUDIES.test(q) && /\s(?:work|works|worked|working|job|jobs|employed|employment)\s/.test(q);
  // "where did he study?" then "which one came first?": the studies in the order they began, the first of them.
  const firstAsked = /^\s(?:and |so |ok )?which (?:one |of them |of those |degree )?(?:came|was|is|started|began) (?:first|earlier|earliest)\s/.test(
    q,
  );
  // (Of the studies the last answer gave: "which certification came first?" after the certifications.)
  const saidStudies = assistantProfile.education.filter((study) => answeredLast?.content.includes(study.degree));
  const studies = saidStudies.length > 1 ? saidStudies : assistantProfile.education;
  const firstStudy = [...studies].sort((a, b) => (monthRange(a.years)?.[0] ?? Infinity) - (monthRange(b.years)?.[0] ?? Infinity))[0];
  if (context?.schools && firstAsked && studies.length > 1 && firstStudy) return say.studies([firstStudy]);
  if (context?.schools && aboutStudies && !namesSomething(own) && !workAfter && !workDuring)
    return say.education(undefined, degreeAsked(q, assistantProfile.education));
  // "and before that?" after a role: the one before it (the experience is listed newest first).
  // (An answer that opens with one role is about that role, whatever later role its description names: "…before returning to
  // work at New Light Power". Where the roles named are all at one company, the steps below already read them.)
  const lastSaid = answeredLast?.content ?? "";
  // ("Career break: …, Jul 2021 – Jun 2023, Melbourne. …": a break, by its title and dates.)
  const saysRole = (role: ExperienceEntry) =>
    opensWithBreak(lastSaid, role)
      ? 0
      : [`was ${role.title} at ${role.company}`, `is ${role.title} at ${role.company}`, `currently ${role.title} at ${role.company}`]
          .map((said) => lastSaid.indexOf(said))
          .find((at) => at >= 0);
  const rolesSaid = knowledge.content.experience.flatMap((role) => {
    const at = saysRole(role);
    return at === undefined ? [] : [{ role, at }];
  });
  const [said] = rolesSaid;
  const [firstNamed] = context?.entries ?? [];
  const oneCompanyNamed = firstNamed !== undefined && (context?.entries ?? []).every((other) => other.company === firstNamed.company);
  const opened =
    context && !oneCompanyNamed && said && rolesSaid.length === 1 && said.at < 120 && !lastSaid.slice(0, said.at).includes(":")
      ? said.role
      : undefined;
  const [entry] = opened ? [opened] : (context?.entries ?? []);
  const step = stepOf(q);
  // ("and after uni, how did she learn to code?" steps from the studies, not from the role.)
  // (After two roles at one company, "before that?" steps from the first of them; "before she became senior?" within it.)
  // ("and before he joined the paper?": before the first role there.)
  // ("what was she doing right before?": before the role just given, said without "that".)
  const pastThem =
    /\s(?:before|after|prior to)\s(?:that|then|this|those|them|it|(?:(?:he|she|they|owner)\s)?(?:joined|joining|started|starting))\s|\s(?:right|just|immediately) (?:before|after)\s$/.test(
      q,
    );
  const oneCompany = entry !== undefined && pastThem && (opened !== undefined || context?.entries.every((other) => other.company === entry.company));
  // ("what's her current role?", one of two roles at one company, then "and before that?": the role before that one;
  // after "where does she work now?", the employer before that one.)
  const saidLast = normalize(answeredLast?.content ?? "");
  const roleAsked = /\s(?:role|title|position|job|do)\s/.test(normalize(history.at(-2)?.content ?? ""));
  const titled = roleAsked ? (context?.entries.filter((role) => hasPhrase(saidLast, role.title)) ?? []) : [];
  const edge = step && oneCompany && context ? roleAtEdge(opened ? [opened] : titled.length === 1 ? titled : context.entries, step) : undefined;
  if (edge && step && !AFTER_STUDIES.test(q)) return say.besideRole(edge, step);
  // "full-time or contract?", "was that a permanent job?" after a role: that role's terms, not the terms the owner seeks now.
  // ("what about part-time advisory work?", "his first full-time one?" ask about something else.)
  const termsAsked = q.search(EMPLOYMENT_TERMS) >= 0 && q.replace(EMPLOYMENT_TERMS, " ").replace(ABOUT_THE_ROLE, " ").trim() === "";
  if (entry && context?.entries.length === 1 && termsAsked) return answerEntry(say, entry, q);
  // "where does he work?" then "do they have a website?": "they" of a company, where the owner is not "they".
  const companyWords =
    owner.pronouns.subject === "they" ? /\s(?:the company|that company|the firm)\s/ : /\s(?:they|their|them|the company|that company|the firm)\s/;
  if (entry && context?.entries.length === 1 && companyWords.test(q) && /\s(?:website|site|url|homepage|web page|link)\s/.test(q))
    return say.entry(entry, "link");
  return null;
}
