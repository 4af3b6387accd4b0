/**
 * The generated set asked in several forms: about "he", "she", "they", the owner's name and "you",
 * then in lower case without punctuation, then with a typo. A visitor's choice of words for the
 * owner, or a slip of the keyboard, must not change whether the answer is right.
 */
import { ownerFacts } from "../../app/chat/facts/owner-facts";
import { THIRD_PERSON, type Pronouns } from "./content-facts";
import { generateCases } from "./generate-cases";
import type { Knowledge } from "./knowledge";
import type { QuestionCase, SiteContent } from "./types";

function byName(first: string): Pronouns {
  return { he: first, him: first, his: `${first}'s`, is: "is", does: "does", has: "has", was: "was" };
}

/** The owner asked directly, as visitors often do ("Where are you based?", "what's your stack?"). */
const SECOND_PERSON: Pronouns = { he: "you", him: "you", his: "your", is: "are", does: "do", has: "have", was: "were" };

function eachTurn(testCase: QuestionCase, change: (turn: string) => string): QuestionCase {
  return { ...testCase, turns: testCase.turns.map(change) };
}

function plain(turn: string): string {
  return turn
    .toLowerCase()
    .replace(/[?!.,]+(\s|$)/g, "$1")
    .trim();
}

/** Two middle letters of the question's longest ordinary word swapped: a word the content never uses. */
function withTypo(turn: string, contentText: string): string {
  const words = turn.match(/\b[a-z]{6,}\b/g) ?? [];
  const [word] = words.filter((candidate) => !contentText.includes(candidate)).sort((a, b) => b.length - a.length);
  if (!word) return turn;
  const at = Math.floor(word.length / 2) - 1;
  const typo = word.slice(0, at) + word.charAt(at + 1) + word.charAt(at) + word.slice(at + 2);
  return turn.replace(word, typo);
}

export interface Form {
  name: string;
  cases: QuestionCase[];
}

/** Every form of the generated set; each form's cases have the same ids, in the same order. */
export function paraphrasedForms(content: SiteContent, knowledge: Knowledge): Form[] {
  const first = ownerFacts(content).firstName;
  const contentText = JSON.stringify(content).toLowerCase();
  const forms: Form[] = [
    ...Object.values(THIRD_PERSON).map((voice) => ({ name: `"${voice.he}"`, cases: generateCases(content, knowledge, voice) })),
    { name: `"${first}"`, cases: generateCases(content, knowledge, byName(first)) },
    { name: '"you"', cases: generateCases(content, knowledge, SECOND_PERSON) },
  ];
  const own = generateCases(content, knowledge);
  forms.push({ name: "lower case, no punctuation", cases: own.map((testCase) => eachTurn(testCase, plain)) });
  forms.push({ name: "a typo", cases: own.map((testCase) => eachTurn(testCase, (turn) => withTypo(turn, contentText))) });
  return forms;
}
