import { expect, test } from "vitest";
import { converse, EMAIL, givesNumber, ownerWith, project, withProjects, withRules } from "./conversation.test-support";
import { countsIt } from "./counted.server";
import { SENTENCE_BREAK } from "../shared/sentence-break";

// Readings that this stop's runs showed missing, each with the smallest content that shows it.

test("a number for the people the owner already works with goes to those the brackets name, whatever the on-call week says", () => {
  const owner = withRules([
    "My phone number is for people I'm already working with (my team, my colleagues and my current clients): give it to them when they ask for it.",
    "Everyone else, including recruiters and new clients, e-mails me first; don't give them the number.",
    "Never share the number during my on-call week with anyone new.",
  ]);
  expect(givesNumber(converse(owner, ["I'm a current client of hers, can I have her mobile number?"]))).toBe(true);
  expect(givesNumber(converse(owner, ["I'm her colleague, what's her phone number?"]))).toBe(true);
  const stranger = converse(owner, ["what's her phone number?"]);
  expect(givesNumber(stranger)).toBe(false);
  expect(stranger).toContain(EMAIL);
});

test("a number given after a first video call waits for one, and goes with the owner's ask to text rather than call", () => {
  const owner = withRules([
    "Give my phone number only to someone from a studio who says we have already had our first video call, and ask them to text me, not call.",
  ]);
  const cold = converse(owner, ["what's her phone number?"]);
  expect(givesNumber(cold)).toBe(false);
  expect(cold).toContain("after a first video call");
  const met = converse(owner, ["we had our first video call with her on tuesday, what's her phone number?"]);
  expect(givesNumber(met)).toBe(true);
  expect(met).toMatch(/\btext\b/);
});

test("a time's dot before a zone of two words ends no sentence", () => {
  expect("Monday to Friday, 8 a.m. to 5 p.m. East Africa Time (UTC+3). On call one week in five.".split(SENTENCE_BREAK)).toEqual([
    "Monday to Friday, 8 a.m. to 5 p.m. East Africa Time (UTC+3).",
    "On call one week in five.",
  ]);
});

test("UE5 and UE4 are Unreal Engine", () => {
  const owner = ownerWith((o) => ({
    ...o,
    skillGroups: [...o.skillGroups, { title: "Engines", items: [{ label: "Unreal Engine 5", icon: "lu:gamepad-2" }] }],
  }));
  for (const asked of ["ue5?", "does she know ue4?"]) expect(converse(owner, [asked])).toContain("Unreal Engine 5");
});

test("a figure of one of the owner's things is said where the content writes it, and said to be missing where it does not", () => {
  const quiet = withProjects(project("Ledger Lite", "Invoices for small shops, sent in a few clicks.", { stack: ["Svelte"] }));
  expect(converse(quiet, ["how many users does ledger lite have"])).toMatch(/^The site doesn't say how many users Ledger Lite has/);
  expect(converse(quiet, ["how much does ledger lite cost"])).toContain(EMAIL);
  const counted = withProjects(project("Ledger Lite", "Invoices for small shops. About 1,200 people use it every month.", { stack: ["Svelte"] }));
  expect(converse(counted, ["how many users does ledger lite have"])).toContain("1,200");
});

test("a count is read only where a number stands before what was counted, or a word counting the same", () => {
  expect(countsIt("It has about 1,200 GitHub stars.", "stars")).toBe(true);
  expect(countsIt("It is downloaded about 6,000 times a month.", "downloads")).toBe(true);
  expect(countsIt("About 1.4 million people use it.", "users")).toBe(true);
  expect(countsIt("Eight game days found 23 problems before customers did.", "customers")).toBe(false);
  expect(countsIt("Apply in a few clicks.", "users")).toBe(false);
});

test("'did she do her degree in …?' asks where she studied, and a place of another study is a no", () => {
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: {
      ...o.assistantProfile,
      education: [{ degree: "BSc Physics", school: "University of Lagos", years: "2012 – 2016", location: "Lagos" }],
    },
  }));
  expect(converse(owner, ["did she do her degree in oslo?"])).toMatch(/^No\b.*University of Lagos/);
  expect(converse(owner, ["did she get her degree in lagos"])).toMatch(/^Yes\b/);
});

test("a count asked after a list, and which of two has more, are counts of each", () => {
  const owner = withProjects(
    project("Ledger Lite", "Invoices for small shops.", { stack: ["Svelte", "Go"] }),
    project("Tide Times", "Tide tables for surfers.", { stack: ["Svelte"] }),
  );
  expect(converse(owner, ["which projects use svelte? how many"])).toMatch(/^2 of .* use Svelte/);
  const more = converse(owner, ["more of her projects on svelte or go?"]);
  expect(more).toMatch(/2 of .* use Svelte/);
  const onGo = owner.projects.filter((shown) => shown.stack.includes("Go")).length;
  expect(more).toMatch(new RegExp(`\\b${onGo} of .* use Go\\b`));
});

test("a kind of work in a list that 'not' opens is a no", () => {
  const sentence = "She is a back-end developer, not a graphics or rendering programmer.";
  const owner = ownerWith((o) => ({ ...o, assistantProfile: { ...o.assistantProfile, snapshot: `${o.assistantProfile.snapshot} ${sentence}` } }));
  expect(converse(owner, ["shaders?"])).toMatch(/^No\b/);
});
