import { asks } from "../intents.server";

// Shapes of question that several rules share.

/** What only the owner has: a question about these is about the owner, whatever else it names. */
export const OWNERS_TOPICS = [
  "education",
  "availability",
  "startDate",
  "location",
  "relocation",
  "remote",
  "contact",
  "email",
  "links",
  "resume",
  "codeLink",
  "spoken",
] as const;

/** Words that only say thanks or goodbye. */
export const COURTESY = new Set(
  "thanks thank thx ty cheers appreciate appreciated great cool awesome nice ok okay perfect bye goodbye good see cya".split(" "),
);

/** "who do I talk to?" names no "Talk slides" link. */
export const withoutTalkingTo = (q: string) => q.replace(/\s(?:talk|speak) (?:to|with)\s/g, " ");

/** The kinds of group a role may be at, by their names ("Mobile Developers Club", "PyLadies Chapter"). */
export const GROUP_WORDS = /(?<=\s)(clubs?|societ(?:y|ies)|chapters?|communit(?:y|ies)|meetups?|associations?)(?=\s)/g;

type Faq = readonly { questions: readonly string[]; answer: string }[] | undefined;

/** The owner's own answer to a question of theirs that fits: an entry is found by how the owner asked it. */
export function ownAnswerTo(faq: Faq, fits: (asked: string, answer: string) => boolean): string | undefined {
  return (faq ?? []).find((entry) => entry.questions.some((asked) => fits(asked, entry.answer)))?.answer;
}

/** The owner's own answer about moving ("Would Jules relocate?"), if the FAQ has one. */
export const relocationFaq = (faq: Faq) =>
  ownAnswerTo(faq, (asked) => /\b(?:relocat\w*|(?:move|moving) (?:to|abroad|for|countries|overseas|away))\b/i.test(asked));

/** "how do I hire her?", "a recruiter wants to interview him": the visitor is hiring. */
export const HIRING = /\s(?:hire|hiring|recruit|recruiter|interview)\s|\s(?:send|make|extend) (?:\S+ ){0,3}offer\s/;

/** "How do I reach her?": getting in touch with the owner, whatever else the message names. */
export function reachesOwner(q: string): boolean {
  return (
    asks(q, "reachHow") &&
    /\s(?:reach|contact|get in touch with|e ?mail|message|talk to|speak to|speak with|get hold of)\s(?:him|her|them|owner)\s/.test(q)
  );
}

/** "at work", "in his job", "professionally": where a skill was used, asked about. */
export const AT_WORK = /\s(?:at|in|on) (?:work|a job|the job|(?:his|her|their|a) (?:job|work|company))\s|\s(?:professionally|in production)\s/;

/** Topics an FAQ entry answers only if its own wordings ask about them. */
export const FAQ_OWN_TOPICS = ["salary", "personal", "remote", "fullName"] as const;

/** "how many people read it?", "so how much…": a question that opens by asking for a number. */
export const HOW_MANY = /^\s(?:so |and )?how (?:many|much)\s/;

/** The FAQ's own answer to when the owner can start is found by this wording, whatever words the visitor used. */
export const START_QUESTION = " when can owner start ";

/**
 * "When did she start?", "when did he first start coding?", "when did they join?": when something began, not when the owner
 * can start. What follows the verb ("coding", "as team lead", or nothing for the owner or the role just named), or null.
 */
export function startedWhen(q: string): { alone: boolean; after: string } | null {
  const began = /\swhen did (?:he|she|they|owner|you) (?:first )?(?:start|begin|join|get started)\s(.*)$/.exec(q);
  if (!began) return null;
  return { alone: /^\s(?:(?:and|so|ok) )?when did /.test(q), after: (began[1] ?? "").trim() };
}

/**
 * Office, on-site or hybrid work asked about, not remote work ("would she come into the office?"); "wfh only or would
 * he do office?" asks the second.
 */
export const asksOffice = (q: string) => asks(q, "office") && (!asks(q, "remoteProper") || asks(q.slice(q.lastIndexOf(" or ")), "office"));
