/**
 * A visitor who corrects what they asked ("sorry, I meant TypeScript", "not that project, the one with Stripe"): the question
 * they meant, in the words the answerer already reads ("what about TypeScript?", "which project uses Stripe?").
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

/** The question a correction means, or the question itself; only within a conversation, where there is something to correct. */
export function correctedQuestion(question: string, inConversation: boolean): string {
  if (!inConversation) return question;
  const usedIn = THE_ONE_WITH.exec(question)?.[1];
  if (usedIn) return `which project uses ${usedIn}?`;
  const meant = MEANT.exec(question)?.[1];
  return meant ? `what about ${meant}?` : question;
}
