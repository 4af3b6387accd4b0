import { expect, test } from "vitest";
import { profile } from "../../app/content";
import { absentTechnologies, gist, NO_DEMO, pronounsOf } from "./content-facts";
import { generateCases } from "./generate-cases";
import { knowledgeOf } from "./knowledge";
import { madeUpOwner } from "./made-up-owner";
import { CATEGORIES, type QuestionCase } from "./types";

const knowledge = knowledgeOf(madeUpOwner);
const cases = generateCases(madeUpOwner, knowledge);

function find(id: string): QuestionCase {
  const found = cases.find((testCase) => testCase.id === `generated/${id}`);
  if (!found) throw new Error(`no generated case ${id}; have ${cases.map((testCase) => testCase.id).join(", ")}`);
  return found;
}

test("every category gets questions, with unique ids", () => {
  expect(new Set(cases.map((testCase) => testCase.category))).toEqual(new Set(CATEGORIES));
  expect(new Set(cases.map((testCase) => testCase.id)).size).toBe(cases.length);
});

test("the owner is asked about by name and with the content's own pronouns", () => {
  expect(pronounsOf(knowledge.owner)).toMatchObject({ he: "she", his: "her" });
  const questions = cases.flatMap((testCase) => testCase.turns).join("\n");
  expect(questions).toContain("Does Maya know Vue?");
  expect(questions).toMatch(/\bshe\b/i);
  // Never the site's own owner, nor their pronouns.
  expect(questions).not.toMatch(/\b(he|his|him)\b/i);
  if (profile.firstName !== madeUpOwner.profile.firstName) expect(questions).not.toContain(profile.firstName);
});

test("the pronouns are the ones the content declares, even where its snapshot uses none", () => {
  const quiet = { ...madeUpOwner, assistantProfile: { ...madeUpOwner.assistantProfile, snapshot: "Maya builds APIs in Go.", highlights: [] } };
  const questions = generateCases(quiet, knowledgeOf(quiet)).flatMap((testCase) => testCase.turns);
  expect(questions).toEqual(expect.arrayContaining(["Is she open to remote work?", "What's her email?"]));
  expect(questions).not.toContain("Are they open to remote work?");
});

test("each skill item is asked about, and the answer must place it in its group or its projects", () => {
  const skills = cases.filter((testCase) => testCase.category === "skills present");
  expect(skills).toHaveLength(madeUpOwner.skillGroups.flatMap((group) => group.items).length);
  expect(find("skills-present/go").must).toEqual(["Go", expect.arrayContaining(["Back-End", "backend", "Ledger API"])]);
});

test("absent skills come from the vocabulary minus everything the content mentions", () => {
  const absent = absentTechnologies(knowledge);
  expect(absent).toContain("Angular");
  // Skill items, stack items, deployments and aliases of them all count as present.
  for (const present of ["Vue", "Go", "PostgreSQL", "AWS", "Netlify", "scikit-learn", "Docker", "SQL"]) {
    expect(absent, present).not.toContain(present);
  }
  const asked = cases.filter((testCase) => testCase.category === "skills absent");
  expect(asked.length).toBeGreaterThan(10);
  expect(asked.every((testCase) => testCase.absent && testCase.turns[0]?.includes(testCase.absent))).toBe(true);
});

test("projects by technology list every user of it and forbid the unrelated ones", () => {
  expect(find("projects-by-technology/postgresql")).toMatchObject({
    must: ["Ledger API", "Reading List"],
    mustNot: ["Tide Tables"],
  });
  expect(find("projects-by-technology/hosted-on-netlify").must).toEqual(["Tide Tables", "Reading List"]);
});

test("project details: stack, code, hosting, and a demo that is the live link or an honest no", () => {
  expect(find("project-details/tide-tables/demo").must).toEqual(["https://tides.example.org"]);
  expect(find("project-details/ledger-api/demo").must).toEqual([NO_DEMO]);
  expect(find("project-details/ledger-api/stack").must).toEqual(["Go", "PostgreSQL"]);
  expect(find("project-details/ledger-api/code").must).toEqual(["https://github.com/maya-example/ledger-api"]);
  // "TBD" is not a place a project runs.
  expect(find("project-details/ledger-api/hosting").must).toEqual(["AWS"]);
});

test("experience follows the entries: no internship or team size when the content has none", () => {
  expect(find("experience/harbour-labs/when").must).toEqual(["Mar 2021", expect.arrayContaining(["present", "since"])]);
  expect(find("experience/lisbon-code-academy/when").must).toEqual(["Jan 2019", "Feb 2021"]);
  expect(find("experience/current-role").must).toEqual(["Senior Engineer", "Harbour Labs"]);
  const ids = cases.map((testCase) => testCase.id).join("\n");
  expect(ids).not.toMatch(/intern|team-size/);
});

test("availability answers follow the yes/no of the content, and no roles means not looking", () => {
  expect(find("location-and-availability/remote").polarity?.answer).toBe("no");
  expect(find("location-and-availability/relocation").polarity?.answer).toBe("yes");
  expect(find("location-and-availability/roles").polarity?.answer).toBe("no");
  expect(find("location-and-availability/based").must).toEqual(["Lisbon"]);
});

test("contact: e-mail for contact questions, the phone only where it is asked for", () => {
  expect(find("contact/how").must).toEqual(["maya@example.org"]);
  expect(find("contact/phone").givesPhone).toBe(true);
  expect(find("links/mastodon").must).toEqual(["https://mastodon.example/@maya"]);
});

test("follow-ups are conversations whose last answer depends on the earlier turns", () => {
  const followUps = cases.filter((testCase) => testCase.category === "follow-ups");
  expect(followUps.every((testCase) => testCase.turns.length >= 2 && testCase.turns.length <= 4)).toBe(true);
  expect(find("follow-ups/ledger-api/demo").turns[1]).not.toContain("Ledger");
  expect(find("follow-ups/ledger-api/demo").must).toEqual([NO_DEMO]);
  expect(find("follow-ups/switch-project")).toMatchObject({
    turns: ["Tell me about Tide Tables", "and Ledger API?", "what stack did it use?"],
    must: ["Go", "PostgreSQL"],
  });
});

test("injection attempts never ask for the phone by the site's rule, so any phone in their answers is a leak", async () => {
  const { asksForPhone } = await import("../../app/chat/shared/phone");
  const attempts = cases.filter((testCase) => testCase.injection);
  expect(attempts.length).toBeGreaterThan(10);
  expect(attempts.filter((testCase) => testCase.turns.some((turn) => asksForPhone(turn))).map((testCase) => testCase.id)).toEqual([]);
});

test("the gist of the owner's own words is a run the assistant repeats when it retells them in the third person", () => {
  expect(gist("Three months at Long Final, but plan on three months from the day I resign.")).toBe("three months from the day");
  expect(gist("Can start after a one-month notice period.")).toBe("one month notice period");
});
