import { expect, test } from "vitest";
import { createAnswerer } from "../../app/chat/answerer/answer.server";
import { normalize } from "../assistant/text-match";
import { buildMessages } from "../../app/chat/server/prompt.server";
import { assistantProfile } from "../../app/content";
import { madeUpOwner } from "../assistant/made-up-owner";
import { otherOwner } from "../other-owner/content";
import { thirdOwner } from "../third-owner/content";
import { fourthOwner } from "../fourth-owner/content";
import { fifthOwner } from "../fifth-owner/content";
import { sixthOwner } from "../sixth-owner/content";
import { seventhOwner } from "../seventh-owner/content";
import { eighthOwner } from "../eighth-owner/content";
import { ninthOwner } from "../ninth-owner/content";
import { tenthOwner } from "../tenth-owner/content";
import { eleventhOwner } from "../eleventh-owner/content";
import { twelfthOwner } from "../twelfth-owner/content";
import { thirteenthOwner } from "../thirteenth-owner/content";
import { fourteenthOwner } from "../fourteenth-owner/content";
import { fifteenthOwner } from "../fifteenth-owner/content";
import { sixteenthOwner } from "../sixteenth-owner/content";
import { seventeenthOwner } from "../seventeenth-owner/content";
import { eighteenthOwner } from "../eighteenth-owner/content";
import { nineteenthOwner } from "../nineteenth-owner/content";
import { twentiethOwner } from "../twentieth-owner/content";
import { twentyFirstOwner } from "../twenty-first-owner/content";
import { twentySecondOwner } from "../twenty-second-owner/content";
import { twentyThirdOwner } from "../twenty-third-owner/content";
import { twentyFourthOwner } from "../twenty-fourth-owner/content";
import { twentyFifthOwner } from "../twenty-fifth-owner/content";
import { twentySixthOwner } from "../twenty-sixth-owner/content";
import { twentySeventhOwner } from "../twenty-seventh-owner/content";
import { twentyEighthOwner } from "../twenty-eighth-owner/content";
import { twentyNinthOwner } from "../twenty-ninth-owner/content";
import { thirtiethOwner } from "../thirtieth-owner/content";
import { thirtyFirstOwner } from "../thirty-first-owner/content";
import { thirtySecondOwner } from "../thirty-second-owner/content";
import { thirtyThirdOwner } from "../thirty-third-owner/content";
import { thirtyFourthOwner } from "../thirty-fourth-owner/content";
import { thirtyFifthOwner } from "../thirty-fifth-owner/content";
import { thirtySixthOwner } from "../thirty-sixth-owner/content";
import { thirtySeventhOwner } from "../thirty-seventh-owner/content";
import { thirtyEighthOwner } from "../thirty-eighth-owner/content";
import { thirtyNinthOwner } from "../thirty-ninth-owner/content";
import { fortiethOwner } from "../fortieth-owner/content";
import { fortyFirstOwner } from "../forty-first-owner/content";
import { fortySecondOwner } from "../forty-second-owner/content";
import { fortyThirdOwner } from "../forty-third-owner/content";
import { fortyFourthOwner } from "../forty-fourth-owner/content";
import { fortyFifthOwner } from "../forty-fifth-owner/content";
import { fortySixthOwner } from "../forty-sixth-owner/content";
import { fortySeventhOwner } from "../forty-seventh-owner/content";
import { fortyNinthOwner } from "../forty-ninth-owner/content";
import { fiftiethOwner } from "../fiftieth-owner/content";
import { fiftyFirstOwner } from "../fifty-first-owner/content";
import { fiftySecondOwner } from "../fifty-second-owner/content";
import { fiftyThirdOwner } from "../fifty-third-owner/content";
import { fiftyFourthOwner } from "../fifty-fourth-owner/content";
import { fiftyFifthOwner } from "../fifty-fifth-owner/content";
import { fiftySixthOwner } from "../fifty-sixth-owner/content";
import { fiftySeventhOwner } from "../fifty-seventh-owner/content";
import { fiftyEighthOwner } from "../fifty-eighth-owner/content";
import { fiftyNinthOwner } from "../fifty-ninth-owner/content";
import { sixtiethOwner } from "../sixtieth-owner/content";
import { sixtyFirstOwner } from "../sixty-first-owner/content";
import { sixtySecondOwner } from "../sixty-second-owner/content";
import { sixtyThirdOwner } from "../sixty-third-owner/content";
import { sixtyFourthOwner } from "../sixty-fourth-owner/content";
import { sixtyFifthOwner } from "../sixty-fifth-owner/content";
import { sixtySixthOwner } from "../sixty-sixth-owner/content";
import { sixtySeventhOwner } from "../sixty-seventh-owner/content";
import { sixtyEighthOwner } from "../sixty-eighth-owner/content";
import { sixtyNinthOwner } from "../sixty-ninth-owner/content";
import { seventiethOwner } from "../seventieth-owner/content";
import { seventyFirstOwner } from "../seventy-first-owner/content";
import { seventySecondOwner } from "../seventy-second-owner/content";
import { seventyThirdOwner } from "../seventy-third-owner/content";
import { seventyFourthOwner } from "../seventy-fourth-owner/content";
import { seventyFifthOwner } from "../seventy-fifth-owner/content";
import { seventySixthOwner } from "../seventy-sixth-owner/content";
import { seventySeventhOwner } from "../seventy-seventh-owner/content";
import { seventyEighthOwner } from "../seventy-eighth-owner/content";
import { seventyNinthOwner } from "../seventy-ninth-owner/content";
import { eightiethOwner } from "../eightieth-owner/content";
import { eightyFirstOwner } from "../eighty-first-owner/content";
import { eightySecondOwner } from "../eighty-second-owner/content";

/** The owner's own questions and answers (`faq` in app/content/assistant.ts), offline and for the model. */
const faq = assistantProfile.faq ?? [];

/** First-person words an answer retells in the third person ("I take" → "Quinn takes"). */
const FIRST_PERSON = new Set(["i", "my", "me", "myself", "im", "ive", "id", "ill", "mine"]);

/**
 * The owner's own answer, however it is retold: its longest run of words that no first-person word
 * touches (the word after one may change its ending, "I take" → "takes") is said word for word, and
 * no first-person word is left ("My notice period" is not said as the assistant's own).
 */
function saysOwnAnswer(said: string, answer: string): boolean {
  const words = normalize(answer).split(" ");
  const touched = words.map((word, i) => FIRST_PERSON.has(word) || FIRST_PERSON.has(words[i - 1] ?? ""));
  let best: string[] = [];
  let run: string[] = [];
  words.forEach((word, i) => {
    run = touched[i] ? [] : [...run, word];
    if (run.length > best.length) best = run;
  });
  const text = normalize(said);
  // A verb joined to a first-person one agrees too ("and build" → "and builds", "reply" → "replies"): a word may gain an "s".
  const agreeing = (word: string) => `${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/y$/, "(?:y|ie)")}(?:e?s)?`;
  const retold = new RegExp(`(?:^| )${best.map(agreeing).join(" ")}(?: |$)`);
  // ("Platform Developer I" is a name: an "I" after a capitalised word is part of it, not the owner speaking.)
  const firstPerson = /\b(?:my|me|myself)\b/i.test(said) || /(?<!\p{Lu}\p{L}*\s)\bI\b/u.test(said);
  return retold.test(text) && !firstPerson;
}
const name = madeUpOwner.profile.firstName;
const visa = {
  questions: [`Does ${name} need a visa sponsorship?`, "Is a work permit needed?"],
  answer: `${name} holds an EU passport and needs no sponsorship in Europe.`,
};
const withFaq = createAnswerer({ ...madeUpOwner, assistantProfile: { ...madeUpOwner.assistantProfile, faq: [visa] } });
const withoutFaq = createAnswerer(madeUpOwner);

test("an FAQ entry is answered offline, asked in its own words, with a pronoun, or with a typo", () => {
  for (const question of [
    `Does ${name} need a visa sponsorship?`,
    "does she need visa sponsorship",
    "would she need a work permit",
    "does she need sponsorhsip",
  ]) {
    expect(withFaq(question), question).toBe(visa.answer);
  }
});

test("questions far from every FAQ entry still get the usual answers", () => {
  for (const question of ["What are her skills?", "Where is she based?", "How can I contact her?"]) {
    expect(withFaq(question), question).toBe(withoutFaq(question));
  }
});

test.skipIf(faq.length === 0)("each FAQ entry of app/content/ is answered offline by its first wording and handed to the model", () => {
  const ask = createAnswerer({ ...madeUpOwner, ...{ assistantProfile: { ...madeUpOwner.assistantProfile, faq } } });
  const [system] = buildMessages("hello");
  for (const entry of faq) {
    // Said of the made-up owner where the owner wrote it in the first person.
    expect(saysOwnAnswer(ask(entry.questions[0] ?? ""), entry.answer), entry.questions[0]).toBe(true);
    expect(system?.content).toContain(entry.answer);
  }
});

/**
 * What a fork with each test owner's content checks above, for every test owner at once: an FAQ entry about the studies
 * ("Do you have a degree?") or about talks ("Is he available to speak at our conference?") is the owner's own answer,
 * with the owner's content and with another's.
 */
test.for([
  otherOwner,
  thirdOwner,
  fourthOwner,
  fifthOwner,
  sixthOwner,
  seventhOwner,
  eighthOwner,
  ninthOwner,
  tenthOwner,
  eleventhOwner,
  twelfthOwner,
  thirteenthOwner,
  fourteenthOwner,
  fifteenthOwner,
  fifteenthOwner,
  sixteenthOwner,
  seventeenthOwner,
  eighteenthOwner,
  nineteenthOwner,
  twentiethOwner,
  twentyFirstOwner,
  twentySecondOwner,
  twentyThirdOwner,
  twentyFourthOwner,
  twentyFifthOwner,
  twentySixthOwner,
  twentySeventhOwner,
  twentyEighthOwner,
  twentyNinthOwner,
  thirtiethOwner,
  thirtyFirstOwner,
  thirtySecondOwner,
  thirtyThirdOwner,
  thirtyFourthOwner,
  thirtyFifthOwner,
  thirtySixthOwner,
  thirtySeventhOwner,
  thirtyEighthOwner,
  thirtyNinthOwner,
  fortiethOwner,
  fortyFirstOwner,
  fortySecondOwner,
  fortyThirdOwner,
  fortyFourthOwner,
  fortyFifthOwner,
  fortySixthOwner,
  fortySeventhOwner,
  fortyNinthOwner,
  fiftiethOwner,
  fiftyFirstOwner,
  fiftySecondOwner,
  fiftyThirdOwner,
  fiftyFourthOwner,
  fiftyFifthOwner,
  fiftySixthOwner,
  fiftySeventhOwner,
  fiftyEighthOwner,
  fiftyNinthOwner,
  sixtiethOwner,
  sixtyFirstOwner,
  sixtySecondOwner,
  sixtyThirdOwner,
  sixtyFourthOwner,
  sixtyFifthOwner,
  sixtySixthOwner,
  sixtySeventhOwner,
  sixtyEighthOwner,
  sixtyNinthOwner,
  seventiethOwner,
  seventyFirstOwner,
  seventySecondOwner,
  seventyThirdOwner,
  seventyFourthOwner,
  seventyFifthOwner,
  seventySixthOwner,
  seventySeventhOwner,
  seventyEighthOwner,
  seventyNinthOwner,
  eightiethOwner,
  eightyFirstOwner,
  eightySecondOwner,
])("the FAQ of $profile.firstName: each entry is answered by its first wording", (owner) => {
  const entries = owner.assistantProfile.faq ?? [];
  const own = createAnswerer(owner);
  const elsewhere = createAnswerer({ ...madeUpOwner, assistantProfile: { ...madeUpOwner.assistantProfile, faq: entries } });
  // The owner's answer, retold of the owner where it is written in the first person ("My notice period" → "Jules's notice period").
  for (const entry of entries) {
    const asked = entry.questions[0] ?? "";
    expect(saysOwnAnswer(own(asked), entry.answer), `${asked}: ${own(asked)}`).toBe(true);
    expect(saysOwnAnswer(elsewhere(asked), entry.answer), `${asked}: ${elsewhere(asked)}`).toBe(true);
  }
});
