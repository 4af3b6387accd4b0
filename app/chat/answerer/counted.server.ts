import { stem } from "./knowledge.server";
import { numberIn } from "./text.server";

/** Words that count the same people or things: "users" are counted as "1.4 million people use it", "installs" as "downloads". */
const COUNTED_ALIKE = [
  "user users people ppl folks person customer customers member members subscriber subscribers player players pupil pupils student students client clients patient patients visitor visitors visit visits reader readers listener listeners viewer viewers learner learners",
  "download downloads downloaded install installs installed",
  "view views viewer viewers play plays listen listens watch watches",
].map((family) => new Set(family.split(" ").map(stem)));

/**
 * Does the text write a number near the thing counted, or near a word counting the same ("1,200 users", "about 300 pupils",
 * "4,000 weekly npm downloads", "120 or so vendors", "downloaded about 6,000 times")?
 */
export function countsIt(text: string, counted: string): boolean {
  const asked = stem(counted);
  const alike = COUNTED_ALIKE.find((family) => family.has(asked)) ?? new Set([asked]);
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N},.]+/u)
    .map((word) => word.replace(/[,.]+$/, ""));
  // ("1,200", "1.4", "twelve", and a count's round words: "hundreds", "a million".)
  const isNumber = (word = "") => /^\d/.test(word) || numberIn(word) !== null || /^(?:dozens|hundreds|thousands|millions?)$/.test(word);
  // (A noun of its own between them counts something else: "23 problems before customers did".)
  const numberBefore = (at: number) =>
    [1, 2, 3, 4].some(
      (back) => isNumber(words[at - back]) && words.slice(at - back + 1, at).every((between) => !/[^s]s$/.test(between) || alike.has(stem(between))),
    );
  const numberAfter = (at: number) => isNumber(words[at + 1]) || isNumber(words[at + 2]);
  return words.some((word, at) => alike.has(stem(word)) && (numberBefore(at) || numberAfter(at)));
}
