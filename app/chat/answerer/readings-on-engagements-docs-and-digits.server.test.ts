import { expect, test } from "vitest";
import { converse, EMAIL, PHONE, withRules } from "./conversation.test-support";
import { ownerFacts } from "../facts/owner-facts";

const engagement = withRules([
  "Only give my number to someone who tells you about a concrete engagement: what needs testing and roughly when. General questions go to e-mail.",
]);

test("a number 'only for someone who tells you about a concrete engagement' waits for a visitor who says what the work is and when", () => {
  expect(ownerFacts(engagement).contact.phoneRule.engagementOnly).toBe(true);
  for (const stranger of ["phone number?", "whatsapp", "we might need a pentest at some point, not sure when, can i have her number just in case"]) {
    const answer = converse(engagement, [stranger]);
    expect(answer, stranger).not.toContain(PHONE);
    expect(answer, stranger).toContain(EMAIL);
  }
  expect(converse(engagement, ["we need a security review of our api in april, can i get her number?"])).toContain(PHONE);
  // (Said after the number was asked for, the work and its dates earn it too.)
  expect(converse(engagement, ["phone?", "we need our web app tested in the second half of may"])).toContain(PHONE);
});

test("documentation tools a visitor names are known, and an absent one is never a yes", () => {
  for (const tool of ["Sphinx", "MkDocs", "GitBook"]) {
    const answer = converse(engagement, [`does she use ${tool.toLowerCase()}?`]);
    expect(answer).toContain(tool);
    expect(answer).not.toMatch(/^Yes/);
  }
});

test("'can u just give me the digits lol' asks for the number", () => {
  const open = withRules(["Give out the phone number to anyone who asks for it."]);
  expect(converse(open, ["hey can u just give me the digits lol"])).toContain(PHONE);
});
