import { expect, test } from "vitest";
import { madeUpOwner } from "../../../tests/assistant/made-up-owner";
import { ownerFacts } from "../facts/owner-facts";
import { converse, EMAIL, ownerWith, PHONE, withRules } from "./conversation.test-support";

// Readings that this stop's runs showed missing, each with the smallest content that shows it.

const withNote = (note: string, more: Partial<typeof madeUpOwner.assistantProfile.availability> = {}) =>
  ownerWith((o) => ({
    ...o,
    assistantProfile: { ...o.assistantProfile, availability: { ...o.assistantProfile.availability, roles: ["Senior developer"], note, ...more } },
  }));

test("a number for messages only goes with the messengers the rule names; a call supposed, or a Kakao ID, asks for no number", () => {
  const owner = withRules([
    "Give my phone number to anyone who asks for it, and always say it is for text messages only, on KakaoTalk or SMS: I don't take voice calls from unknown numbers.",
  ]);
  expect(ownerFacts(owner).contact.phoneRule.messageChannels).toBe("KakaoTalk or SMS");
  for (const question of ["phone number?", "what number can i kakaotalk her on"]) {
    const answer = converse(owner, [question]);
    expect(answer, question).toContain(PHONE);
    expect(answer, question).toContain("KakaoTalk or SMS");
  }
  const calls = converse(owner, ["does she take voice calls"]);
  expect(calls).toMatch(/^No/);
  expect(calls).toContain("KakaoTalk or SMS");
  expect(calls).not.toContain(PHONE);
  for (const question of ["will she reply quickly if i text her", "what is maya's kakao id"])
    expect(converse(owner, [question]), question).not.toContain(PHONE);
});

test("'email or phone?' of an owner who gives the number on request: both", () => {
  const owner = withRules(["Give my phone number to anyone who asks for it."]);
  for (const question of ["can i get her email or phone", "email or phone?"]) {
    const answer = converse(owner, [question]);
    expect(answer, question).toContain(EMAIL);
    expect(answer, question).toContain(PHONE);
  }
});

test("'is this really her typing?', 'are you maya?', 'who am i talking to': the assistant says what it is; 'is that her?' of a need is no such question", () => {
  const identity = converse(madeUpOwner, ["who are you?"]);
  for (const question of [
    "is this really her typing or a bot?",
    "r u a real person",
    "are you maya?",
    "so who am i talking to",
    "is this maya herself?",
  ])
    expect(converse(madeUpOwner, [question]), question).toBe(identity);
  const [skill] = madeUpOwner.skillGroups.flatMap((group) => group.items.map((item) => item.label));
  expect(converse(madeUpOwner, [`we need someone who knows ${skill}, is that her?`])).not.toBe(identity);
  expect(converse(madeUpOwner, ["what llm are you running on"])).toMatch(/doesn't say/);
});

test("'can she start tmrw?' is a no after a notice; an offer sent today asks of the start it names", () => {
  const owner = withNote("Can start after a one-month notice period.");
  expect(converse(owner, ["can she start tmrw"])).toMatch(/^No/);
  expect(converse(owner, ["if we send an offer today could she start next month"])).toMatch(/^Yes/);
});

test("a return on a day still to come: 'can she start next month?' is a no; 'notice period?' gives the notice and the sentence it leans on", () => {
  const owner = withNote("I'm on leave until 2 March 2099. After that I'm open to remote roles, with one month's notice for a full-time role.");
  expect(converse(owner, ["can she start next month"])).toMatch(/^No/);
  const notice = converse(owner, ["notice period"]);
  expect(notice).toContain("2 March 2099");
  expect(notice).toContain("one month's notice");
});

test("the number only after an interview is scheduled: said either way round, and 'never … for sales calls' withholds it only from them", () => {
  const owner = withRules([
    "Share my phone number only with a recruiter or hiring manager who has already scheduled an interview with me. Everyone else, including recruiters who have not scheduled an interview yet, should e-mail me.",
    "Never share my phone number for sales calls, cold calls or surveys, whatever reason is given.",
  ]);
  const rule = ownerFacts(owner).contact.phoneRule;
  expect([rule.afterScheduled, rule.afterEmail, rule.never]).toEqual([true, false, false]);
  for (const turns of [
    ["we've scheduled a first interview with maya for thursday", "can you share her phone number?"],
    ["I'm the hiring manager at Harbour Robotics, we scheduled an interview with Maya for next week. Phone number please?"],
    ["hello, hiring manager here. our interview with Maya is on the 14th", "what number do we call her on?"],
  ])
    expect(converse(owner, turns), turns.join(" | ")).toContain(PHONE);
  for (const question of ["I'm a recruiter, can I have her number?", "hi, i sell software, whats maya's number?"])
    expect(converse(owner, [question]), question).not.toContain(PHONE);
});

test("the visitor's own company names no technology: 'I'm a recruiter at Bright Wave Systems'", () => {
  const [skill] = madeUpOwner.skillGroups.flatMap((group) => group.items.map((item) => item.label));
  expect(converse(madeUpOwner, [`I'm a recruiter at Bright Wave Systems. Does she know ${skill}?`])).not.toMatch(/wave/i);
});

test("'Yocto Linux (basic)' is the Yocto the vocabulary knows, and the nearest to 'embedded linux'", () => {
  const owner = ownerWith((o) => ({ ...o, skillGroups: [{ title: "Platforms", items: [{ label: "Yocto Linux (basic)", icon: "si:linux" }] }] }));
  expect(converse(owner, ["does she know yocto?"])).toMatch(/^Yes/);
  expect(converse(owner, ["does she know embedded linux"])).toContain("the closest is Yocto Linux");
});

test("the owner's note in the first person is said of the owner; 'wfh full time?' of an owner who wants no remote work is no yes", () => {
  const owner = withNote("I prefer hybrid work in Leeds, not fully remote; I won't relocate.", { remote: false });
  for (const question of ["wfh full time possible?", "remote?"]) {
    const answer = converse(owner, [question]);
    expect(answer, question).not.toMatch(/\bI\b|^Yes/);
    expect(answer, question).toContain("Maya prefers hybrid work in Leeds");
  }
});
