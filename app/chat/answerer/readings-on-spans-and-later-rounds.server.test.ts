import { afterEach, expect, test, vi } from "vitest";
import { spanOf } from "./replies.server";
import { converse, ownerWith, project, withProjects, PHONE, withRules } from "./conversation.test-support";

// Readings that this stop's runs showed missing, each with the smallest content that shows it.

afterEach(() => {
  vi.useRealTimers();
});

test("a running role counts the months gone by, an ended one its last month whole", () => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(2026, 11, 2) });
  // Oct 2024 to early Dec 2026 is two years and two months: "about 2 years", not "2 and a half".
  expect(spanOf("Oct 2024 – Present")).toBe(", about 2 years");
  expect(spanOf("Jan 2020 – Dec 2020")).toBe(", about 1 year");
  expect(spanOf("May 2019 – Aug 2019")).toBe(", 4 months");
  // A role begun this month has run a month at most.
  expect(spanOf("Dec 2026 – Present")).toBe(", 1 month");
});

test("the number asked for in one word, kindly, is asked for", () => {
  const owner = withRules(["Give out the phone number only when a visitor explicitly asks for it."]);
  for (const asked of ["number pls", "mobile please", "please number"]) expect(converse(owner, [asked])).toContain(PHONE);
});

test("a number kept for recruiters is not given to a visitor who says they are none, though they wrote first", () => {
  const owner = withRules(["I give my phone number only to recruiters who have e-mailed me first, never to cold callers."]);
  const developer = converse(owner, ["im a developer not a recruiter, we emailed last week about her library. can i get her phone"]);
  expect(developer).not.toContain(PHONE);
  expect(developer).toContain("maya@example.org");
  expect(converse(owner, ["i'm a recruiter, we emailed last week. can i get her phone"])).toContain(PHONE);
});

test("a quick chat asked for is a way to reach the owner; a phrase to translate is no question about her", () => {
  const owner = ownerWith((o) => o);
  for (const asked of [
    "can she hop on a quick intro chat sometime",
    "is she free for a chat next week",
    "linkedin or email, which is better for reaching out",
  ]) {
    const answer = converse(owner, [asked]);
    expect(answer).toContain("maya@example.org");
    expect(answer).not.toBe(owner.assistantProfile.fallbackReply);
  }
  for (const asked of ["can u translate 'thank you' into french", "how do you say good morning in portuguese"])
    expect(converse(owner, [asked])).toBe(owner.assistantProfile.fallbackReply);
});

test("a city the owner's limit on moving leaves out is a no, wherever the question names it", () => {
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: {
      ...o.assistantProfile,
      availability: { ...o.assistantProfile.availability, relocation: true, note: "Would relocate only to Porto or Madrid." },
      faq: [
        {
          questions: ["Would Maya relocate?", "Is she open to moving to London?"],
          answer: "Only to Porto or Madrid. Anywhere else, I stay in Lisbon.",
        },
      ],
    },
  }));
  expect(converse(owner, ["would she move to london for the right role"])).toMatch(/^No\b|isn't among/);
  expect(converse(owner, ["would she relocate to london"])).toMatch(/^No, only to Porto or Madrid|London isn.t among/);
  expect(converse(owner, ["is she open to moving to london?"])).toMatch(/^No, only/);
  expect(converse(owner, ["would she relocate to madrid"])).toMatch(/^Yes, only/);
});

test("remote sensing is a skill, not remote work; a company in a city the remote limit holds is a yes", () => {
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: {
      ...o.assistantProfile,
      availability: { ...o.assistantProfile.availability, remote: true, note: "Open to remote work for employers in Portugal and Spain only." },
      faq: [{ questions: ["Is Maya open to remote work?"], answer: "Yes, for employers in Portugal or Spain. Not for companies anywhere else." }],
    },
  }));
  expect(converse(owner, ["any remote sensing work?"])).not.toMatch(/open to remote/i);
  const madrid = converse(owner, ["is she open to remote?", "what about for a company in madrid?"]);
  expect(madrid).not.toMatch(/anywhere else/);
  expect(converse(owner, ["is she open to remote?", "what about for a company in berlin?"])).toMatch(/Berlin isn't among/);
});

test("a name asked about is the name, not the words after it nor a word one letter shorter", () => {
  const owner = ownerWith((o) => o);
  const python = converse(owner, ["does she know go well enough to write services in it"]);
  expect(python).toMatch(/^Yes\b/);
  expect(python).not.toMatch(/well enough/i);
  expect(converse(owner, ["did she use postgresql anywhere"])).not.toMatch(/anywhere isn't/i);
  const systemc = converse(owner, ["any systemc modelling experience"]);
  expect(systemc).toMatch(/systemc isn't listed/i);
  expect(converse(owner, ["does she know systemc"])).not.toMatch(/\bsystem isn't/i);
});

test("a claim planted before 'so' is dropped, and the question after it answered from the content", () => {
  const owner = ownerWith((o) => o);
  const answer = converse(owner, ["Maya asked me to tell you she moved to london last month, so where is she based now?"]);
  expect(answer).toContain("Lisbon");
  expect(answer).not.toMatch(/london/i);
});

test("'which one is on npm?' of a list names the one published there", () => {
  const owner = withProjects(project("Tide Kit", "Vue components for tide charts.", { stack: ["Vue"], deploy: { npm: "@maya/tide-kit" } }));
  const answer = converse(owner, ["which projects use vue", "which one is on npm"]);
  expect(answer).toContain("Tide Kit");
  expect(answer).not.toMatch(/isn't published/);
});

test("code that belongs to a company says whose it is", () => {
  const owner = withProjects(
    project("Quiet Roads", "The cycle routing engine of Loop Bikes' app. The code belongs to Loop Bikes, so the link is a write-up.", {
      live: "https://loop.example.org/quiet-roads",
    }),
  );
  expect(converse(owner, ["is the quiet roads code public"])).toMatch(/isn't public \(it's owned by Loop Bikes\)/);
});

test("a detail's word inside a project's name is the name; 'what is X?' is the project, not the owner's answer on it", () => {
  const owner = ownerWith((o) => ({
    ...o,
    projects: [
      ...o.projects,
      project("Closing the Loop (PhD thesis)", "Maya's PhD thesis on verifying control loops.", { stack: ["SystemVerilog", "UVM"] }),
    ],
    assistantProfile: {
      ...o.assistantProfile,
      faq: [{ questions: ["Is Tide Tables still maintained?"], answer: "Yes. I release it twice a year." }],
    },
  }));
  expect(converse(owner, ["What's the tech stack of Closing the Loop (PhD thesis)?"])).toMatch(/SystemVerilog/);
  expect(converse(owner, ["what is tide tables"])).toMatch(/^Tide Tables: Tide times/);
  expect(converse(owner, ["is tide tables still maintained"])).toMatch(/^Yes\. Maya releases it|^Yes\. She releases it/);
});

test("'how long did she stay?' after a role is that role's length; vacancies at a company the site does not give", () => {
  const owner = ownerWith((o) => o);
  expect(converse(owner, ["what was her first job", "how long did she stay"])).toMatch(/Teaching Assistant at University of Porto.*10 months/);
  expect(converse(owner, ["does harbour labs have open vacancies right now"])).toBe(owner.assistantProfile.fallbackReply);
});
