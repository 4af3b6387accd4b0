import { inThirdPerson, normalize, SENTENCE_BREAK, tokens } from "../text.server";
import type { Reading } from "./reading.server";

/**
 * "would he work European hours?", "can they work US hours?": the owner's own sentence on whose hours they work ("remote roles
 * in North American time zones", "I don't take roles on European or Asian hours"), with a yes where it names the region asked
 * about and a no where it rules it out or names only others. Null where the question names no region's hours, or no sentence
 * of the owner's says whose hours they work.
 */
export function answerWorkingHours({ q, say, assistantProfile, owner }: Reading): string | null {
  if (!HOURS_ASKED.test(q) || !WHETHER.test(q)) return null;
  const asked = regionsIn(tokens(q));
  if (asked.size === 0) return null;
  const { snapshot, availability, faq = [] } = assistantProfile;
  const sentences = [availability.note ?? "", ...faq.map((entry) => entry.answer), snapshot].flatMap((text) => text.split(SENTENCE_BREAK));
  for (const sentence of sentences) {
    const { open, ruledOut } = hoursIn(sentence);
    if (open.size === 0 && ruledOut.size === 0) continue;
    const answer = inThirdPerson(sentence.trim(), owner.firstName, owner.pronouns);
    const within = (region: Region) => open.has(region) || [...open].some((wider) => WITHIN[wider]?.includes(region));
    if ([...asked].some((region) => ruledOut.has(region))) return say.confirmed(false, answer);
    if (open.size > 0) return say.confirmed([...asked].every(within), answer);
  }
  return null;
}

type Region = "europe" | "uk" | "northAmerica" | "americas" | "latinAmerica" | "asia" | "australia" | "africa";

/** The words that name a region's working hours, one word or two. */
const REGION_WORDS: Record<string, Region> = {
  european: "europe",
  europe: "europe",
  eu: "europe",
  cet: "europe",
  cest: "europe",
  eet: "europe",
  emea: "europe",
  uk: "uk",
  british: "uk",
  gmt: "uk",
  bst: "uk",
  london: "uk",
  us: "northAmerica",
  usa: "northAmerica",
  "north american": "northAmerica",
  "north america": "northAmerica",
  est: "northAmerica",
  edt: "northAmerica",
  pst: "northAmerica",
  pdt: "northAmerica",
  cst: "northAmerica",
  "east coast": "northAmerica",
  "west coast": "northAmerica",
  canadian: "northAmerica",
  americas: "americas",
  "latin american": "latinAmerica",
  latam: "latinAmerica",
  "south american": "latinAmerica",
  asian: "asia",
  asia: "asia",
  apac: "asia",
  sgt: "asia",
  jst: "asia",
  ist: "asia",
  indian: "asia",
  australian: "australia",
  aest: "australia",
  aedt: "australia",
  african: "africa",
  "west african": "africa",
  "east african": "africa",
  wat: "africa",
  sast: "africa",
};

/** A region whose hours take in others': the Americas' hours are North and Latin America's, Europe's the UK's. */
const WITHIN: Partial<Record<Region, readonly Region[]>> = { americas: ["northAmerica", "latinAmerica"], europe: ["uk"] };

/** "…European hours?", "…US time zones": a region's hours asked about ("parle-t-il français, est-ce…" is no EST). */
const HOURS_ASKED = /\s(?:hours|time ?zones?|timezones?)\s/;
/** "would he…", "can they…": whether the owner would, asked ("…hiring a senior iOS engineer (remote, CET hours)" says, asks nothing). */
const WHETHER = /^\s(?:so |and |but |ok |also )?(?:would|will|can|could|does|do|is|are)\s/;

/** The regions the words name, one word or two. */
function regionsIn(words: readonly string[]): Set<Region> {
  const found = new Set<Region>();
  words.forEach((word, i) => {
    const pair = REGION_WORDS[`${word} ${words[i + 1] ?? ""}`];
    if (pair) found.add(pair);
    else if (REGION_WORDS[word] && !REGION_WORDS[`${words[i - 1] ?? ""} ${word}`]) found.add(REGION_WORDS[word]);
  });
  return found;
}

/** The regions whose hours a sentence names before "hours" or "time zones", open or ruled out ("I don't take roles on …"). */
function hoursIn(sentence: string): { open: Set<Region>; ruledOut: Set<Region> } {
  const open = new Set<Region>();
  const ruledOut = new Set<Region>();
  for (const clause of sentence.split(/[,;:]|\s(?:but|so|and I|and he|and she|and they)\s/)) {
    const words = tokens(normalize(clause));
    words.forEach((word, i) => {
      if (!/^(?:hours|time|timezones?|zones?)$/.test(word) || (word === "time" && !/^zones?$/.test(words[i + 1] ?? ""))) return;
      const regions = regionsIn(words.slice(Math.max(0, i - 5), i));
      const denied = words.slice(0, i).some((before) => /^(?:not|no|dont|doesnt|wont|never|nor)$/.test(before));
      for (const region of regions) (denied ? ruledOut : open).add(region);
    });
  }
  return { open, ruledOut };
}
