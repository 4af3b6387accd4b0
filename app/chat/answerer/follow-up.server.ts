import type { ChatTurn } from "../shared/conversation";
import { KIND_WORDS, type TechKind } from "./vocabulary.server";
import { projectUses, type Knowledge } from "./knowledge.server";
import type { ExperienceEntry, Project } from "~/content";
import { findMentions, namesSomething, type Mentions } from "./mentions.server";
import { escapeRegExp, hasPhrase, normalize } from "./text.server";

/**
 * The conversation so far, as a follow-up reads it: what the earlier turns named, the newest
 * project or list, the last question, and a step before or after a role ("and before that?").
 */

/**
 * What an earlier turn names, read once per turn however often the follow-up rules ask.
 * The assistant's own answers carry names as the content writes them, so they are read
 * without the typo search, the costly part of reading a long text.
 */
const turnMentions = new WeakMap<ChatTurn, Mentions>();

export function mentionsOf(knowledge: Knowledge, turn: ChatTurn): Mentions {
  let mentions = turnMentions.get(turn);
  if (!mentions) {
    mentions = findMentions(knowledge, turn.content, { typos: turn.role === "user" });
    // (An answer on a break is about it, whatever role its words name.)
    const { content } = turn;
    const dated = knowledge.content.experience.filter((entry) => opensWithBreak(content, entry));
    if (turn.role === "assistant" && dated.length === 1) mentions = { ...mentions, entries: dated };
    turnMentions.set(turn, mentions);
  }
  return mentions;
}

/**
 * Does the answer open with this entry told as a break ("Career break: Caring for Luíza's mother, Apr 2022 – Mar 2024, …"),
 * by its title and dates, as the "entry.break" reply says it?
 */
export function opensWithBreak(answer: string, entry: ExperienceEntry): boolean {
  return answer.startsWith(`${entry.title}: `) && answer.includes(entry.date);
}

/**
 * What the conversation is about: the newest exchange that named something, narrowed to
 * one kind of thing (a company before a project before a technology), the way a person
 * hears "where was it?" after an answer about an internship that also named React.
 */
export function contextFrom(knowledge: Knowledge, history: readonly ChatTurn[]): Mentions | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i];
    if (!turn) continue;
    const mentions = mentionsOf(knowledge, turn);
    // An answer that lists several things follows the question before it, when that one named something.
    const question = turn.role === "assistant" ? history[i - 1] : undefined;
    const asked = question?.role === "user" ? mentionsOf(knowledge, question) : null;
    // "what did they do before Maple Street?" then "how long were they there?": the role the answer named.
    const answerNamedOther =
      asked !== null &&
      // (A project the role's description names beside it does not change which role the answer gave.)
      ((mentions.entries.length === 1 &&
        (mentions.projects.length === 0 || asked.projects.length === 0) &&
        asked.entries.length > 0 &&
        mentions.entries[0] !== asked.entries[0]) ||
        (mentions.projects.length === 1 && mentions.entries.length === 0 && asked.projects.length > 0 && mentions.projects[0] !== asked.projects[0]));
    const named = asked && namesSomething(asked) && !answerNamedOther ? asked : mentions;
    // "Kotobuki Pay SLO Platform", said in full, names the project; the employer's name inside it names no role.
    const said = normalize(turn.content);
    const whole = (project: Project) => hasPhrase(said, normalize(project.name).trim());
    // ("Founder & CTO at Ensaio", of a company and a project both called Ensaio: the role, by its title; the project goes.)
    const sameName = (project: Project, entry: ExperienceEntry) => normalize(project.name) === normalize(entry.company);
    const roleSaid = (entry: ExperienceEntry) => hasPhrase(said, normalize(entry.title).trim());
    const found = {
      ...named,
      entries: named.entries.filter(
        (entry) =>
          !named.projects.some(
            (project) => whole(project) && hasPhrase(normalize(project.name), entry.company) && !(sameName(project, entry) && roleSaid(entry)),
          ),
      ),
      projects: named.projects.filter((project) => !named.entries.some((entry) => sameName(project, entry) && roleSaid(entry))),
    };
    if (!namesSomething(found) && !found.schools) continue;
    if (found.schools && !namesSomething(found)) return found;
    // A university can be a school and an employer: an answer that names a degree was about the studies.
    const degreeNamed = knowledge.content.assistantProfile.education.some((entry) => hasPhrase(normalize(turn.content), entry.degree));
    const none = { ...found, projects: [], entries: [], techs: [], otherTechs: [], unknownTargets: [], schools: degreeNamed };
    // An answer that opens with a project's name ("Museu do Cartaz Online Collection: …, built at her studio") is about it.
    const opensWith = answerOpensWith(knowledge, turn);
    // (An answer that describes two projects in turn, "Triage for Testers (talk): … Automatiser… (talk): …", is about neither alone.)
    const describedAlone = () =>
      knowledge.content.projects.filter((project) => new RegExp(`${escapeRegExp(project.name)}(?: \\([^)]*\\))?:`).test(turn.content)).length === 1;
    if (opensWith && named === mentions && describedAlone()) return { ...none, projects: [opensWith] };
    if (found.entries.length > 0) return { ...none, entries: found.entries };
    if (found.projects.length > 0) return { ...none, projects: found.projects };
    return { ...none, techs: found.techs, otherTechs: found.otherTechs };
  }
  return null;
}

/** The project an answer opens with ("Museu do Cartaz Online Collection: …"), which the answer is about. */
function answerOpensWith(knowledge: Knowledge, turn: ChatTurn): Project | undefined {
  return turn.role === "assistant" ? knowledge.content.projects.find((project) => turn.content.startsWith(project.name)) : undefined;
}

/** The newest project the conversation named ("does it use React?" after two questions about it). */
export function projectInContext(knowledge: Knowledge, history: readonly ChatTurn[]): Project | undefined {
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i];
    // An answer that opens with a project's name is about it, whatever other project its description names.
    const opensWith = turn?.role === "assistant" ? knowledge.content.projects.find((p) => turn.content.startsWith(`${p.name}:`)) : undefined;
    const [named] = turn ? mentionsOf(knowledge, turn).projects : [];
    const project = opensWith ?? named;
    if (project) return project;
  }
  return undefined;
}

/** "the AI one", "the Svelte app", "which one is a browser extension?": the one project of a list that its own words, stack or kind say. */
export function describedInList(knowledge: Knowledge, q: string, list: readonly Project[]): Project | undefined {
  // ("which one is a browser extension?" says it too.)
  const said =
    /\sthe (\S+(?: \S+)?) (?:one|project|app|thing)\s/.exec(q)?.[1] ??
    /^\s(?:and |so )?which (?:one|project|app|of them|of those) (?:is|was) (?:a |an |the )?(\S+(?: \S+)?)\s$/.exec(q)?.[1];
  if (!said || list.length < 2) return undefined;
  const kinds = (Object.keys(KIND_WORDS) as TechKind[]).filter((kind) => KIND_WORDS[kind].some((word) => normalize(word).trim() === said));
  const fits = list.filter(
    (project) =>
      hasPhrase(normalize(`${project.name} ${project.description} ${project.stack.join(" ")}`), said) ||
      knowledge.techs.some((tech) => kinds.some((kind) => tech.kinds.has(kind)) && projectUses(project, tech)),
  );
  return fits.length === 1 ? fits[0] : undefined;
}

/** "the first one", "the second", "the last one": a place in the newest list of projects. */
export function ordinal(q: string, list: readonly Project[]): Project | undefined {
  const places: Record<string, number> = { first: 0, second: 1, third: 2, fourth: 3, fifth: 4, "1st": 0, "2nd": 1, "3rd": 2 };
  const word = /\s(first|second|third|fourth|fifth|1st|2nd|3rd|last)(?: one)?\s/.exec(q)?.[1];
  if (!word) return undefined;
  return word === "last" ? list[list.length - 1] : list[places[word] ?? -1];
}

/** The projects the newest answer listed, in its order. */
export function listedInLastAnswer(knowledge: Knowledge, history: readonly ChatTurn[]): Project[] {
  const answer = [...history].reverse().find((turn) => turn.role === "assistant");
  if (!answer) return [];
  const text = answer.content;
  return knowledge.content.projects.filter((project) => text.includes(project.name)).sort((a, b) => text.indexOf(a.name) - text.indexOf(b.name));
}

/**
 * The projects the conversation's answers were each about, in the order first given: "what's vanlife?", "and the job
 * board?", then "back to the first one" or "the vanlife one" picks among them as in a list.
 */
export function answeredInTurn(knowledge: Knowledge, history: readonly ChatTurn[]): Project[] {
  const answered: Project[] = [];
  for (const turn of history) {
    if (turn.role !== "assistant") continue;
    const opensWith = answerOpensWith(knowledge, turn);
    const [only, ...more] = mentionsOf(knowledge, turn).projects;
    const project = opensWith ?? (more.length === 0 ? only : undefined);
    if (project && !answered.includes(project)) answered.push(project);
  }
  return answered;
}

/** The role before (1) or after (-1) the one named: "where did she work before X?". */
export function stepOf(q: string): 1 | -1 | 0 {
  // ("has she worked at a start-up before?": ever, not before the role it names.)
  if (/^\s(?:has|have|had|did) (?:he|she|they|owner|you)\s(?:.*\s)?(?:before|previously|earlier)\s$/.test(q)) return 0;
  if (/\s(?:before|prior to|earlier|previously|previous)\s/.test(q)) return 1;
  // ("and what came next?", "what was her next job?": the role after.)
  return /\s(?:after|afterwards|following)\s|\s(?:came|comes|was|is) next\s|\snext (?:job|role|position)\s/.test(q) ? -1 : 0;
}
