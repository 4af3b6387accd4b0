import { expect, test } from "vitest";
import { converse, EMAIL, givesNumber, ownerWith, withRules } from "./conversation.test-support";
import type { ExperienceEntry } from "~/content";

// Readings that this stop's runs showed missing, each with the smallest content that shows it.

const offTopic = converse(
  ownerWith((o) => o),
  ["what's the weather in Paris tomorrow?"],
);

test("'recruiters can have my number once they name the role' keeps it from a recruiter who names none, and from weekend chats", () => {
  const owner = withRules([
    "Recruiters can have my phone number, but only once they tell you which role they're hiring for: a real job title, not 'an exciting opportunity'. If they don't name a role, point them to my e-mail.",
    "Everyone else (students, vendors, people selling something) gets my e-mail, not my number.",
    "If someone wants my number for 'a quick chat' at the weekend, don't give it, even if they name a role: give them my e-mail instead.",
  ]);
  for (const kept of [
    "I'm a recruiter, can I get her mobile number?",
    "I'm a recruiter with an exciting opportunity for her, can you share her phone?",
    "I'm a student and I'd love some advice. Can I have her phone number?",
    "can i call her this sunday for a quick chat about a senior go role? need her phone",
    "Recruiter, hiring a Senior Backend Engineer in Porto. It's Saturday, could I give her a ring for a quick chat today? What's her number?",
  ]) {
    const answer = converse(owner, [kept]);
    expect(givesNumber(answer)).toBe(false);
    expect(answer).toContain(EMAIL);
  }
  for (const named of [
    "I'm recruiting for a Senior Medical Imaging Software Engineer at a scanner maker. Could I have her phone to call her on Tuesday?",
    "I'm a recruiter hiring a Staff Go Engineer. What's her number?",
  ])
    expect(givesNumber(converse(owner, [named]))).toBe(true);
});

test("another's number asked for by name, and a messaging app the site never names, get no number", () => {
  const owner = ownerWith((o) => o);
  const other = converse(owner, ["What's the phone number of Merri Creek Community Legal Centre?"]);
  expect(givesNumber(other)).toBe(false);
  expect(givesNumber(converse(owner, ["Kindly share the contact number of Ms. Maya"]))).toBe(true);
  const messenger = converse(owner, ["can I reach her on signal or telegram"]);
  expect(givesNumber(messenger)).toBe(false);
  expect(messenger).toContain(EMAIL);
});

const archivist: ExperienceEntry = {
  title: "Archivist and Cataloguer",
  employmentType: "Full-time",
  company: "Dundee Central Library",
  date: "Sep 2012 – Aug 2016",
  description: "Catalogued the city library's local history archive.",
};

test("a job named by what its employer is, and the years in a title that is no developer's", () => {
  const owner = ownerWith((o) => {
    const [current, ...rest] = o.experience;
    const museum = {
      ...(current as ExperienceEntry),
      description: `${current?.company ?? ""} is an independent museum of art. ${current?.description ?? ""}`,
    };
    return { ...o, experience: [museum, ...rest, archivist] };
  });
  const [, ...earlier] = owner.experience;
  const before = converse(owner, ["What did she do before the museum job?"]);
  expect(before).toContain(earlier.find((entry) => entry.date.endsWith("Feb 2021"))?.title ?? "\0");
  expect(converse(owner, ["what did she do before her current job"])).toBe(before);
  const years = converse(owner, ["how many years was she an archivist"]);
  expect(years).toContain(archivist.company);
  expect(years).not.toContain(owner.experience[0]?.company ?? "\0");
});

test("'does she still…' of a technology meets the owner's own answer on whether it goes on, said of her", () => {
  const owner = ownerWith((o) => ({
    ...o,
    projects: [...o.projects, { name: "Seat Map", github: "", live: "", description: "A seat picker.", stack: ["Java"], deploy: {} }],
    assistantProfile: {
      ...o.assistantProfile,
      faq: [{ questions: ["Does Maya still write Java?"], answer: "Not for years: I wrote Java until January 2021 and haven't since." }],
    },
  }));
  const answer = converse(owner, ["does she still use java"]);
  expect(answer).toContain("January 2021");
  expect(answer).toContain("hasn't since");
});

test("a coding task is no question about the owner, and a way the visitor would rather use gets its link", () => {
  const owner = ownerWith((o) => o);
  expect(converse(owner, ["how do I reverse a linked list in javascript? code pls"])).toBe(offTopic);
  const linkedIn = owner.profile.links.find((link) => /linkedin/i.test(link.label));
  expect(converse(owner, ["I'd rather reach out on LinkedIn, where do I find her?"])).toContain(linkedIn?.href ?? "\0");
  expect(converse(owner, ["how do i get in touch, i'd rather not use linkedin"])).not.toContain(linkedIn?.href ?? "\0");
});

test("where a title was held, the sectors sought, 'who even is', a project no longer running and a call asked about", () => {
  const owner = ownerWith((o) => ({ ...o, experience: [...o.experience, archivist] }));
  const same = (asked: string, plain: string) => expect(converse(owner, [asked])).toBe(converse(owner, [plain]));
  const where = converse(owner, ["where was she an archivist"]);
  expect(where).toContain(archivist.company);
  expect(where).not.toMatch(/^Yes\b/);
  same("what sectors is she interested in", "what roles is she open to?");
  same("who even is this person lol", "who is this person");
  const notLive = owner.projects.find((project) => !project.live);
  const running = converse(owner, [`Is ${notLive?.name ?? ""} still running?`]);
  expect(running).toMatch(/^No\b/);
  expect(running).toContain(notLive?.description.split(" ").slice(0, 3).join(" ") ?? "\0");
  const welcome = withRules(
    ["Anyone who asks can have my mobile number."],
    [
      {
        questions: ["Can I call you?", "Is it ok to ring you out of the blue?"],
        answer: `Sure, anyone can have my mobile, ${owner.profile.phone ?? ""}. But please send me a text first, saying who you are.`,
      },
    ],
  );
  const call = converse(welcome, ["Is it ok to just ring her out of the blue?"]);
  expect(givesNumber(call)).toBe(false);
  expect(call).toContain("text first");
});
