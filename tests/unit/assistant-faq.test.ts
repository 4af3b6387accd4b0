import { expect, test } from "vitest";
import { createAnswerer } from "../../app/chat/answerer/answer.server";
import type { SiteContent } from "../../app/chat/answerer/knowledge.server";
import { inThirdPerson } from "../../app/chat/answerer/text.server";
import { ownerFacts } from "../../app/chat/facts/owner-facts";
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

/** The owner's own questions and answers (`faq` in app/content/assistant.ts), offline and for the model. */
const faq = assistantProfile.faq ?? [];
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
    expect(ask(entry.questions[0] ?? ""), entry.questions[0]).toBe(inThirdPerson(entry.answer, name, ownerFacts(madeUpOwner).pronouns));
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
])("the FAQ of $profile.firstName: each entry is answered by its first wording", (owner) => {
  const entries = owner.assistantProfile.faq ?? [];
  const own = createAnswerer(owner);
  const elsewhere = createAnswerer({ ...madeUpOwner, assistantProfile: { ...madeUpOwner.assistantProfile, faq: entries } });
  // The owner's answer, said of the owner where it is written in the first person ("My notice period" → "Jules's notice period").
  const saidOf = (content: SiteContent, answer: string) => inThirdPerson(answer, content.profile.firstName, ownerFacts(content).pronouns);
  for (const entry of entries) {
    const asked = entry.questions[0] ?? "";
    expect(own(asked), asked).toBe(saidOf(owner, entry.answer));
    expect(elsewhere(asked), asked).toBe(saidOf(madeUpOwner, entry.answer));
  }
});
