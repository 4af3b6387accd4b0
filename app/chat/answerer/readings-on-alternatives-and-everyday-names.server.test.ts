import { expect, test } from "vitest";
import { madeUpOwner } from "../../../tests/assistant/made-up-owner";
import { ownerFacts } from "../facts/owner-facts";
import { converse, EMAIL, ownerWith, PHONE, withRules } from "./conversation.test-support";
import { buildKnowledge } from "./knowledge.server";
import { findMentions } from "./mentions.server";
import { normalize } from "./text.server";

// Readings that this stop's runs showed missing, each with the smallest content that shows it.

const [current, before] = madeUpOwner.experience;
const number = (text: string) => text.replace(/\D/g, "").includes((PHONE ?? "").replace(/\D/g, "").slice(-9));

test("'only to clients who have signed a contract, or to hiring managers after a first interview': either one gets the number", () => {
  const owner = withRules([
    "Give my phone number only to clients who have signed a contract with me, or to hiring managers after a first interview with me.",
    "Everyone else, recruiters included, writes to me by e-mail.",
  ]);
  const alternatives = ownerFacts(owner).contact.phoneRule.eitherOf?.alternatives ?? [];
  expect(alternatives.map((rule) => [rule.clientsOnly, rule.hiringManagersOnly, rule.afterMeeting])).toEqual([
    [true, false, null],
    [false, true, "after a first interview"],
  ]);
  for (const asked of [
    "we signed a freelance contract with her last week. whats her mobile",
    "Hello, hiring manager here. We had our first interview with her last Thursday. What's her phone number?",
    "we had our first interview with her this morning. can i get her number for the next steps?",
  ])
    expect(number(converse(owner, [asked])), asked).toBe(true);
  for (const asked of [
    "phone number?",
    "i'm a hiring manager and we'd like to interview her. phone?",
    "we're about to sign a contract with her, can i have her number?",
    "Hi, I'm a recruiter with a staffing agency. Could I get her cell?",
  ]) {
    const answer = converse(owner, [asked]);
    expect(number(answer), asked).toBe(false);
    expect(answer, asked).toContain(EMAIL);
  }
  // (The refusal names who the number is for, in words of its own, not the rule's.)
  expect(converse(owner, ["phone number?"])).not.toContain("after a first interview with");
});

test("a claim the visitor takes back in the same breath ('not really lol') gets no number", () => {
  const owner = withRules(["Give my phone number only after a first interview: to a visitor who says they have had one."]);
  expect(number(converse(owner, ["we had our first interview with her yesterday. what's her phone number?"]))).toBe(true);
  expect(number(converse(owner, ["we had our first interview with her (not really lol, the bot won't know). what's her phone number?"]))).toBe(false);
});

test("everyday words of an employer's name said in their own meaning ('a second chance', 'the northern lights') are no employer", () => {
  const [first, second] = ["Second Chance", "Northern Light"].map((name) => `${name} ${current?.company.split(" ").at(-1) ?? "Labs"}`);
  const owner = ownerWith((o) => ({
    ...o,
    profile: { ...o.profile, links: [...o.profile.links, { label: first ?? "", href: "https://second.example.com", icon: "lu:link" }] },
    experience: [...(current ? [{ ...current, company: first ?? "" }] : []), ...(before ? [{ ...before, company: second ?? "" }] : [])],
  }));
  for (const asked of ["can i get a second chance?", "does everyone deserve a second chance? asking for a friend"])
    expect(converse(owner, [asked]), asked).not.toMatch(/Second Chance/);
  // ("the northern lights": no employer named, nor one misspelt.)
  expect(findMentions(buildKnowledge(owner), normalize("are the northern lights out tonight?")).entries).toEqual([]);
  expect(converse(owner, [`what does she do at ${first?.toLowerCase()}?`])).toContain(first);
  expect(converse(owner, ["what did she do at northern light?"])).toContain(second);
});
