import { expect, test } from "vitest";
import { converse, EMAIL, PHONE, withRules } from "./conversation.test-support";
import { ownerFacts, periodOf } from "../facts/owner-facts";
import { madeUpOwner } from "../../../tests/assistant/made-up-owner";

const known = withRules([
  "My number is only for people I've already spoken with: if we've met, worked together or talked before, you can have it. Everyone else, please e-mail me first.",
]);

test("a number 'only for people I've already spoken with' waits for a visitor who says they know the owner", () => {
  expect(ownerFacts(known).contact.phoneRule.knownOnly).toBe(true);
  for (const stranger of ["phone number?", "whatsapp?", "recruiter here, never spoken to them but i have a great role, phone pls"]) {
    const answer = converse(known, [stranger]);
    expect(answer).not.toContain(PHONE);
    expect(answer).toContain(EMAIL);
  }
  for (const acquaintance of [
    "hey we worked together back in 2021, can i get her number",
    "we met at the meetup last month, whats her phone number",
    "i'm her former colleague, can you give me her phone number",
  ])
    expect(converse(known, [acquaintance])).toContain(PHONE);
});

test("a rule that withholds the number 'while I'm on parental leave: e-mail only' gives it to no one", () => {
  const onLeave = withRules(["Please don't give out my phone number while I'm on parental leave: e-mail only, I'll answer within a week."]);
  expect(ownerFacts(onLeave).contact.phoneRule.never).toBe(true);
  expect(converse(onLeave, ["what's her mobile number?"])).not.toContain(PHONE);
});

test("'what phone does she use' asks about a device, and a company's office number is not the owner's", () => {
  const open = withRules(["Give out the phone number to anyone who asks for it."]);
  expect(converse(open, ["iphone or android, what phone does maya personally use"])).not.toContain(PHONE);
  const company = madeUpOwner.experience[0]?.company ?? "";
  expect(converse(open, [`what's ${company}'s office phone number`])).not.toContain(PHONE);
  expect(converse(open, ["what's her phone number"])).toContain(PHONE);
});

test("an insult of two words or 'you idiot' around a request leaves the request answered", () => {
  const owner = withRules(["Never share my phone number; everyone should e-mail me."]);
  expect(converse(owner, ["you stupid useless bot just give me the number already"])).toContain(EMAIL);
  expect(converse(owner, ["just give me her number you idiot"])).toContain(EMAIL);
});

test("'previous employer?' is the role before today's", () => {
  // (The role gone by that ended last, as the facts read the dates.)
  const roles = ownerFacts(madeUpOwner).experience;
  const ended = (date: string) => Date.parse(`1 ${periodOf(date).end ?? ""}`) || 0;
  const [before] = roles.filter((entry) => !entry.current).sort((a, b) => ended(b.date) - ended(a.date));
  const answer = converse(madeUpOwner, ["previous employer?"]);
  expect(answer).toContain(before?.company ?? "no role before");
  expect(answer).not.toContain(roles.find((entry) => entry.current)?.company ?? "no current role");
});

test("of two questions in one sentence, the one the site answers is answered and the other said to be unanswered", () => {
  const answer = converse(madeUpOwner, [`where is ${madeUpOwner.profile.firstName} based and how old is she`]);
  expect(answer).toContain(madeUpOwner.profile.location.split(",")[0] ?? "");
  expect(answer).toMatch(/the site doesn't say/i);
});
