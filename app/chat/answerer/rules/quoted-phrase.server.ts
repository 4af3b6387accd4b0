import { answerProjects } from "../compose.server";
import { normalize, STOPWORDS, tokens } from "../text.server";
import type { Reading } from "./reading.server";

/** Words between quotation marks, straight or curly, single or double: "what does 'built while…' mean?". */
const QUOTED = /(?:^|[\s(])["'‘“]([^"‘’“”]{6,}?)["'’”](?=[\s?.!,:;)]|$)/g;

/** Words that ask what a quote means, and no more: "what does … mean", "it says … on his profile", "what do you mean by …". */
const ABOUT_THE_WORDS = new Set(
  "what does do did mean means meant meaning refer refers referring say says said site bio page profile line about it that this by you your his her their he she they so".split(
    " ",
  ),
);

/**
 * "what does 'built while its backend is being planned' refer to?": words quoted from the page that one project's or one role's
 * own words hold, and no other thing's. That thing, told; null where the quote is no run of the page's words, or is shared.
 */
export function answerQuotedPhrase({ question, knowledge, say, q }: Reading): string | null {
  const { projects, experience, profile, assistantProfile } = knowledge.content;
  // (A name quoted, "'Hangman Game in React'", is that name, which the other rules read.)
  const names = [...projects.map((project) => project.name), ...experience.flatMap((entry) => [entry.title, entry.company])].map(normalize);
  // (Words the owner says in their own voice, "cut release time from days to minutes", are told in them.)
  const ownWords = [
    profile.bio,
    assistantProfile.snapshot,
    ...assistantProfile.highlights,
    ...(assistantProfile.faq ?? []).map(({ answer }) => answer),
  ];
  for (const [, quote = ""] of question.matchAll(QUOTED)) {
    const words = tokens(normalize(quote));
    if (words.filter((word) => !STOPWORDS.has(word)).length < 2 || words.length < 3) continue;
    const phrase = ` ${words.join(" ")} `;
    const holds = (text: string) => normalize(text).includes(phrase);
    if (names.includes(phrase)) continue;
    // ("What does 'fast pages on slow phones' mean?": the owner's own sentence that says it, where that is all that is asked;
    // "The site says he 'cares about accessibility'. Which project…?" asks for something else.)
    const asked = tokens(normalize(question.replace(quote, " "))).filter((word) => !STOPWORDS.has(word) && !ABOUT_THE_WORDS.has(word));
    if (ownWords.some(holds)) return asked.length === 0 ? say.ownSentence(holds) : null;
    const inProjects = projects.filter((project) => holds(`${project.name} ${project.description}`));
    const inRoles = experience.filter((entry) => holds(`${entry.title} ${entry.company} ${entry.description}`));
    const [project] = inProjects;
    const [entry] = inRoles;
    // (What of it is asked is read without the quote: "what does '…being planned' mean?" asks for the thing, not its plans.)
    if (project && inProjects.length === 1 && inRoles.length === 0) return answerProjects(say, [project], q.replace(phrase, " "));
    if (entry && inRoles.length === 1 && inProjects.length === 0) return say.entry(entry, "describe");
  }
  return null;
}
