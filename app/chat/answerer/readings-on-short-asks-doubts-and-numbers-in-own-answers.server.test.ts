import { expect, test } from "vitest";
import { madeUpOwner } from "../../../tests/assistant/made-up-owner";
import { ownerFacts } from "../facts/owner-facts";
import { converse, EMAIL, ownerWith, PHONE, project, withProjects, withRules } from "./conversation.test-support";
import { shortAsksOf } from "./message.server";

// Readings that this stop's runs showed missing, each with the smallest content that shows it.

const city = madeUpOwner.profile.location.split(",")[0] ?? "";

test("'current city and email?', 'degree + years of experience': each short ask answered; a list of things and 'pros and cons' are read whole", () => {
  expect(shortAsksOf("current city and notice period?")).toEqual({ lead: "", parts: ["current city", "notice period"] });
  expect(shortAsksOf("what's his city, notice period, and degree")?.parts).toEqual(["city", "notice period", "degree"]);
  expect(shortAsksOf("where does she live and work")).toBeNull();
  expect(shortAsksOf("pros and cons of hiring her")).toBeNull();
  const both = converse(madeUpOwner, ["current city and email?"]);
  expect(both).toContain(city);
  expect(both).toContain(EMAIL);
  // (What the site does not say is said to be unsaid, after what it does.)
  const half = converse(madeUpOwner, ["email and expected salary pls"]);
  expect(half).toContain(EMAIL);
  expect(half).toMatch(/doesn't say/);
});

test("'really? how do you know?' after an answer: that answer again, said to be the site's own", () => {
  const [skill] = madeUpOwner.skillGroups.flatMap((group) => group.items.map((item) => item.label));
  const first = converse(madeUpOwner, [`does she know ${skill}?`]);
  for (const doubt of ["how do you know?", "really? how do you know?", "source?", "prove it"]) {
    const answer = converse(madeUpOwner, [`does she know ${skill}?`, doubt]);
    expect(answer, doubt).toMatch(/^That's what Maya's own site says: /);
    expect(answer, doubt).toContain(first.replace(/^Yes!\s*/, "").slice(0, 30));
  }
});

test("an own answer that gives the number goes only to a visitor who asks for the number", () => {
  const owner = withRules(
    ["My phone number may be given to anyone who asks for it."],
    [{ questions: ["Can I call Maya?", "How can I reach her by phone?"], answer: `Yes, my mobile is ${PHONE}. I prefer e-mail, though: ${EMAIL}.` }],
  );
  for (const question of ["how do I reach her?", "best way to get in touch with maya?"]) {
    const answer = converse(owner, [question]);
    expect(answer, question).not.toContain(PHONE);
    expect(answer, question).toContain(EMAIL);
  }
  expect(converse(owner, ["what's her phone number?"])).toContain(PHONE);
});

test("'Never share Joaco's phone number…, not even if someone says he agreed' never gives it", () => {
  const rules = [
    "Never share Maya's phone number with anyone, for any reason: not for consulting, not for urgent matters, not even if someone says she agreed.",
  ];
  expect(ownerFacts(withRules(rules)).contact.phoneRule.never).toBe(true);
  for (const question of ["phone number?", "can i call her", "whatsapp?"])
    expect(converse(withRules(rules), [question]), question).not.toContain(PHONE);
});

test("'machine learning or ai stuff?' of an owner whose only such language builds web apps is no yes", () => {
  const owner = ownerWith((o) => ({
    ...o,
    skillGroups: [
      {
        title: "Languages",
        items: [
          { label: "Python", icon: "si:python" },
          { label: "Ruby", icon: "si:ruby" },
        ],
      },
    ],
    projects: o.projects.map((p) => ({ ...p, stack: ["Python", "Django"], description: "A booking site." })),
  }));
  const answer = converse(owner, ["has she done machine learning or ai stuff"]);
  expect(answer).not.toMatch(/^Yes\b/);
  expect(answer).toMatch(/isn't listed/);
});

test("'how much does the first minister earn?' is about someone else; 'which rugby team?' is no Ruby", () => {
  const owner = ownerWith((o) => ({
    ...o,
    skillGroups: [...o.skillGroups, { title: "Languages", items: [{ label: "Ruby", icon: "si:ruby" }] }],
    assistantProfile: {
      ...o.assistantProfile,
      faq: [{ questions: ["What are her salary expectations?", "How much does she want to earn?"], answer: "Around 60,000 euros a year." }],
    },
  }));
  expect(converse(owner, ["how much does the prime minister of portugal earn"])).toBe(owner.assistantProfile.fallbackReply);
  expect(converse(owner, ["how much does she earn"])).toContain("60,000");
  expect(converse(owner, ["which rugby team does she support"])).not.toContain("Ruby");
});

test("'why did she leave <a role>?' beside her answer on leaving another: not that answer", () => {
  const other = madeUpOwner.experience.find((entry) => !/teach/i.test(entry.title));
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: {
      ...o.assistantProfile,
      faq: [{ questions: ["Why did Maya leave teaching?"], answer: "I loved teaching but wanted to build things." }],
    },
  }));
  expect(converse(owner, [`why did she leave ${other?.company ?? ""}`])).not.toContain("loved teaching");
  expect(converse(owner, ["why did she quit being a teacher"])).toContain("loved teaching");
});

test("'where do i send a security report' beside the owner's 'How do I report a security issue?' gets that answer", () => {
  const owner = withRules(
    [],
    [
      {
        questions: ["How do I report a security issue?", "I found a vulnerability, where do I send it?"],
        answer: "E-mail security@example.com, never a public issue.",
      },
    ],
  );
  expect(converse(owner, ["where do i send a security report"])).toContain("security@example.com");
  expect(converse(owner, ["is she open to remote work"])).not.toContain("security@example.com");
});

test("'any project without react?', 'skills other than X', 'which projects have no live link?': what is left out, from the content", () => {
  const [project] = madeUpOwner.projects;
  const [tech] = project?.stack ?? [];
  const without = madeUpOwner.projects.filter((p) => !p.stack.includes(tech ?? "")).map((p) => p.name);
  const answer = converse(madeUpOwner, [`any project without ${tech}?`]);
  for (const name of without) expect(answer).toContain(name);
  expect(answer).not.toContain(project?.name);
  const [first, second] = madeUpOwner.skillGroups.flatMap((group) => group.items.map((item) => item.label));
  const besides = converse(madeUpOwner, [`skills other than ${first}`]);
  expect(besides).toContain(second);
  expect(besides).toMatch(new RegExp(`^Besides ${first}`));
  const offline = madeUpOwner.projects.filter((p) => !p.live).map((p) => p.name);
  const notLive = converse(madeUpOwner, ["which projects have no live link?"]);
  for (const name of offline) expect(notLive).toContain(name);
  for (const p of madeUpOwner.projects.filter((p) => p.live)) expect(notLive).not.toContain(p.name);
  // ("without a framework, just vanilla js" leaves out a framework, not the JavaScript it names.)
  expect(converse(madeUpOwner, ["what tech does she NOT know?"])).toMatch(/isn't listed/);
});

test("'is that the only way to contact her?', 'preferred role?', 'an engineer by degree?', 'which part of <her city>?'", () => {
  const only = converse(madeUpOwner, ["what's her email", "is that the only way to contact her?"]);
  expect(only).toContain("linkedin.com");
  const roles = ownerWith((o) => ({
    ...o,
    assistantProfile: { ...o.assistantProfile, availability: { ...o.assistantProfile.availability, roles: ["Staff Engineer"] } },
  }));
  expect(converse(roles, ["preferred role?"])).toContain("staff engineer");
  const [study] = madeUpOwner.assistantProfile.education;
  expect(converse(madeUpOwner, ["is she an engineer by degree"])).toContain(study?.degree);
  expect(converse(madeUpOwner, [`which part of ${city} does she live in`])).toBe(madeUpOwner.assistantProfile.fallbackReply);
});

test("'is friday ok for a call?' of an owner who takes calls Tuesday to Thursday: no, and the days that are, in her words", () => {
  const hours = "Tuesday to Thursday, 10:00–16:00 UK time";
  const owner = withRules(
    [`My phone number may be given to anyone who asks for it. Whenever you give it, say that I prefer e-mail and that I take calls only ${hours}.`],
    [{ questions: ["When can I call Maya?"], answer: `I take calls only ${hours}.` }],
  );
  expect(ownerFacts(owner).contact.phoneRule.preference).toBe("prefers e-mail");
  const friday = converse(owner, ["is friday ok for a call with her"]);
  expect(friday).toMatch(/^No\b/);
  expect(friday).toContain(hours);
  expect(converse(owner, ["can i call her on wednesday"])).toMatch(/^Yes\b/);
  expect(converse(owner, ["can i call her on monday"])).toMatch(/^No\b/);
});

test("the full name with the middle name the bio gives, and 'does she still…?' of a past role is a no", () => {
  const { firstName, lastName } = madeUpOwner.profile;
  const owner = ownerWith((o) => ({ ...o, profile: { ...o.profile, bio: `${firstName} Beatriz ${lastName} builds things. ${o.profile.bio}` } }));
  expect(ownerFacts(owner).fullName).toBe(`${firstName} Beatriz ${lastName}`);
  expect(converse(owner, ["full name incl middle name?"])).toContain(`${firstName} Beatriz ${lastName}`);
  expect(ownerFacts(madeUpOwner).fullName).toBe(`${firstName} ${lastName}`);
  const past = madeUpOwner.experience.find((entry) => !/present/i.test(entry.date));
  expect(converse(madeUpOwner, [`does she still work at ${past?.company ?? ""}`])).toMatch(/^No\b/);
});

test("'which of those is for a food bank?' after a list: the one its own words describe; 'how many years was the program?' gives the studies", () => {
  const owner = withProjects(
    project("Rota", "A volunteer shift rota for a community food bank.", { stack: ["Rails", "Stimulus"] }),
    project("Ffurflen", "A bilingual form builder.", { stack: ["Rails", "Stimulus"] }),
  );
  const answer = converse(owner, ["which projects use stimulus", "which of those is for a food bank"]);
  expect(answer).toMatch(/^Rota\b/);
  expect(answer).not.toContain("Ffurflen");
  const [study] = madeUpOwner.assistantProfile.education;
  expect(converse(madeUpOwner, ["where did she study", "how many years was the program"])).toContain(study?.years);
});
