import type { ChatTurn } from "../shared/conversation";
import { ordinal, projectInContext } from "./follow-up.server";
import type { Knowledge } from "./knowledge.server";
import { escapeRegExp, normalize } from "./text.server";
import { projectDescribed } from "./described.server";
import type { Project } from "~/content";

/**
 * A visitor who corrects what they asked ("sorry, I meant TypeScript", "not that project, the one with Stripe", "no, I meant the
 * other one"): the question they meant, in the words the answerer already reads ("what about TypeScript?", "which project uses
 * Stripe?", "tell me about CareerTechPro").
 */

/** Words a correction opens with: "sorry", "no", "wait", "not that one". */
const OPENING = String.raw`^\s*(?:(?:sorry|soz|oops|no|nah|nope|wait|err|um|actually|my bad|not that(?: one| project| app)?|wrong (?:one|project|app))\b[\s,!.:;-]*)*`;
/** "sorry i meant typescript", "no, I meant the billing one". */
const MEANT = new RegExp(String.raw`${OPENING}(?:i meant|i mean|meant)\s+(?:to say\s+|to ask about\s+)?(.+?)\s*[?.!]*\s*$`, "i");
/** "not that project, the one with stripe", "no the one using firebase". */
const THE_ONE_WITH = new RegExp(
  String.raw`${OPENING}the (?:one|project|app) (?:with|using|that uses|built with|built on|on)\s+(.+?)\s*[?.!]*\s*$`,
  "i",
);
/**
 * "no, I meant the other one", "no wait, not that project, the first one", "not the job board, the other one. where's its backend
 * hosted": a place in the list the conversation gave, and what is asked of it, if anything.
 */
const THE_OTHER = new RegExp(
  String.raw`${OPENING}(?:not (?:the )?[^,.;?!]{1,40}?[,.;]\s*)?(?:i meant |i mean |meant )?the (other|first|second|third|fourth|fifth|last|1st|2nd|3rd)(?: one| project| app)?\b[\s,.;:!?–—-]*(.*)$`,
  "i",
);
/** A meant thing said with its owner or its own question ("his job title", "what he does now"): asked as it is, not as "what about …". */
const ASKED_WHOLE = /^(?:his|her|their|the owner's|owner's|what|where|when|which|who|how|is|are|does|do|did|can|could|has|have)\b/i;

/** The question a correction means, or the question itself; only within a conversation, where there is something to correct. */
export function correctedQuestion(question: string, history: readonly ChatTurn[], knowledge: Knowledge): string {
  if (history.length === 0) return question;
  const usedIn = THE_ONE_WITH.exec(question)?.[1];
  if (usedIn) return `which project uses ${usedIn}?`;
  const other = THE_OTHER.exec(question);
  if (other) {
    const meant = placeInList(knowledge, history, (other[1] ?? "").toLowerCase());
    if (meant) return askedOf(meant, other[2] ?? "", history, knowledge);
  }
  const meant = MEANT.exec(question)?.[1];
  if (!meant) return question;
  // ("no i meant his current job. team size?": the thing meant, then what is asked of it.)
  const [thing = meant, asked] = meant.split(/[.?!]\s+(?=\S)/, 2);
  if (asked) {
    const ofIt = asked.replace(/\bits\b/i, `${thing}'s`).replace(/\b(?:it|that)\b/i, thing);
    return ofIt !== asked ? `${ofIt}?` : `${asked.replace(/[?.!\s]+$/, "")} in ${thing}?`;
  }
  // ("no, I meant the retired one", "I meant the one that compares timetables": the project described, by its name.)
  const described = /^the\s/i.test(meant) ? projectDescribed(knowledge, normalize(`tell me about ${meant}`)) : undefined;
  if (described) return `tell me about ${described.name}`;
  return ASKED_WHOLE.test(meant) ? `${meant}?` : `what about ${meant}?`;
}

/** The project at a place ("first", "last") of the newest list the answers gave, or the one of two not talked about last ("other"). */
function placeInList(knowledge: Knowledge, history: readonly ChatTurn[], place: string): Project | undefined {
  const list = newestList(knowledge, history);
  if (list.length < 2) return undefined;
  if (place === "other") {
    const current = projectInContext(knowledge, history);
    const rest = list.filter((project) => project !== current);
    return rest.length === 1 ? rest[0] : undefined;
  }
  return ordinal(` ${place} `, list);
}

/** The projects of the newest answer that names two or more, in its order. */
function newestList(knowledge: Knowledge, history: readonly ChatTurn[]): Project[] {
  for (const turn of [...history].reverse()) {
    if (turn.role !== "assistant") continue;
    const text = turn.content;
    const named = knowledge.content.projects.filter((project) => text.includes(project.name));
    if (named.length >= 2) return named.sort((a, b) => text.indexOf(a.name) - text.indexOf(b.name));
  }
  return [];
}

/** A reference to the thing talked about: "it", "its", "the second one", "the job board one", "that project". */
const REFERENCE = /\b(?:the (?:\S+ ){0,2}?(?:one|project|app)|that (?:one|project|app)|this (?:one|project|app))\b/i;

/**
 * What is asked of the meant project: the correction's own question with the project named in place of "it", or else the
 * question it corrects with the project in place of what that one named, or else the project itself.
 */
function askedOf(project: Project, asked: string, history: readonly ChatTurn[], knowledge: Knowledge): string {
  const name = project.name;
  const named = (text: string): string | null => {
    const replaced = text
      .replace(/\bits\b/i, `${name}'s`)
      .replace(/\bit\b/i, name)
      .replace(REFERENCE, name);
    return replaced !== text ? replaced : null;
  };
  if (asked.trim().split(/\s+/).length >= 2) return named(asked) ?? `${asked.replace(/[?.!\s]+$/, "")} (${name})?`;
  const corrected = [...history].reverse().find((turn) => turn.role === "user")?.content ?? "";
  const current = projectInContext(knowledge, history);
  const instead =
    (current && new RegExp(escapeRegExp(current.name), "i").test(corrected)
      ? corrected.replace(new RegExp(escapeRegExp(current.name), "i"), name)
      : null) ?? named(corrected);
  return instead ?? `tell me about ${name}`;
}
