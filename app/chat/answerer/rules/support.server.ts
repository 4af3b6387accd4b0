import { normalize, SENTENCE_BREAK } from "../text.server";
import type { Reading } from "./reading.server";

/**
 * "my samsung tv won't open the tala stream app, can i call teo?", "i found a bug in paper moon, where do i report it": a visitor
 * with a problem of their own in something the owner made or works on, asking where to take it. The owner's own answer to such a
 * problem, or the sentence of one of the owner's answers that sends problems somewhere ("Community questions about our games
 * (bugs, save files, hints) go to the Small Hours Studio Discord: …"); null where none of the owner's answers speaks of problems.
 */
export function answerSupport({ q, assistantProfile, say }: Reading): string | null {
  if (!PROBLEM.test(q) || !VISITORS_OWN.test(q) || !WHERE_TO_TAKE_IT.test(q)) return null;
  const faq = assistantProfile.faq ?? [];
  const asked = faq.find((entry) => entry.questions.some((question) => PROBLEM.test(normalize(question))));
  if (asked) return say.reachAnswer(asked.answer);
  const sentence = faq
    .flatMap((entry) => entry.answer.split(SENTENCE_BREAK))
    .find((said) => PROBLEM.test(normalize(said)) && SENT_SOMEWHERE.test(said));
  return sentence ? say.reachAnswer(sentence.trim()) : null;
}

/** "a bug", "keeps crashing", "won't open", "my save file is broken": something not working. */
const PROBLEM =
  /\s(?:bugs?|buggy|crash|crashes|crashed|crashing|broken|broke|glitch|glitches|glitchy|buffering|freezes|freezing|save files?|(?:wont|doesnt|does not|will not|cant|cannot|isnt|is not|not|stopped) (?:open|opening|start|starting|load|loading|launch|play|playing|work|working|boot|booting)|keeps? (?:crashing|buffering|rebooting|freezing|restarting|failing))\s/;

/** "my tv", "i found", "our app", "report a bug": the problem is the visitor's own, not one the owner fixed at work. */
const VISITORS_OWN = /\s(?:my|our|report|i found|i ve found|i have|i m having|im having|i get|i keep getting|we found|we have)\s/;

/** "where do i report it", "who do i ask", "can i call teo?", "give me his number", "can she fix it": where to take it. */
const WHERE_TO_TAKE_IT =
  /\s(?:who|where|how)\s(?:\S+\s){0,4}?(?:report|contact|ask|call|go|write|tell|complain|reach|get help)\s|\s(?:can|could|should|do) (?:i|we) (?:call|phone|ring|contact|ask|message|email|report|dm)\s|\s(?:can|could|will|would) (?:he|she|they|owner|you) (?:help|fix|look)\s|\s(?:number|phone)\s/;

/** "… go to the Small Hours Studio Discord", "… the help centre can help", "report them on …": a sentence that sends problems somewhere. */
const SENT_SOMEWHERE = /\b(?:go(?:es)? to|help cent(?:re|er)|support|report|https?:\/\/)/i;
