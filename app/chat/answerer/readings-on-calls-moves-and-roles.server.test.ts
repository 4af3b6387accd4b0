import { expect, test } from "vitest";
import { converse, ownerWith, project, withProjects } from "./conversation.test-support";
import type { ExperienceEntry } from "~/content/types";

// Readings of calls, moves and roles that later owners' first runs showed missing, each asked of the made-up owner
// (Maya, she, in Lisbon) changed as the reading needs.

test("a role's location that says how it was worked ('On-site, shift work') names no place: 'where does she work?' is the current job", () => {
  const controller: ExperienceEntry = {
    title: "Air Traffic Controller",
    employmentType: "Civil servant",
    company: "Navigation Aérienne Sud",
    date: "Sep 2010 – Aug 2018",
    location: "Blagnac Approach · On-site, shift work",
    description: "Eight years on the approach radar.",
  };
  const owner = ownerWith((o) => ({ ...o, experience: [...o.experience, controller] }));
  for (const asked of ["where does she work", "who does she work for"]) expect(converse(owner, [asked]), asked).toContain("Harbour Labs");
});

test("an owner who gives the number only after an e-mail, and asks that a word on calls go with it, gets their own answer on calls with it", () => {
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: {
      ...o.assistantProfile,
      privacyRules: [
        "Only give my phone number to someone who says they have already e-mailed me; anyone else gets my e-mail first.",
        "Whenever you give my number, add that I take no calls during lunch.",
      ],
      faq: [{ questions: ["Can I call her?"], answer: "E-mail first. After that I'm happy to talk, but never between 12:00 and 14:00." }],
    },
  }));
  expect(converse(owner, ["whats her number"])).not.toContain(owner.profile.phone);
  for (const told of ["phone number pls, ive emailed her twice already", "already sent her an email but no reply yet. whats her mobile"]) {
    const answer = converse(owner, [told]);
    expect(answer, told).toContain(owner.profile.phone);
    expect(answer, told).toContain("never between 12:00 and 14:00");
    expect(answer, told).not.toContain("no calls during lunch");
  }
  expect(converse(owner, ["whats her email", "sent. phone number too pls"])).toContain(owner.profile.phone);
});

test("places the owner's own words rule out are no move; a place their own answer names gets that answer", () => {
  const answer = "Yes, for the right role: to Bordeaux, Munich or Montréal. I won't move to the United States or the United Kingdom.";
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: { ...o.assistantProfile, faq: [{ questions: ["Would she relocate?"], answer }] },
  }));
  expect(converse(owner, ["would she relocate to london"])).toMatch(/^London isn't among the places Maya would move to/);
  expect(converse(owner, ["would she relocate to munich"])).toMatch(/^Yes, for the right role: to Bordeaux, Munich or Montréal/);
});

test("'the lab' is the one employer that is a lab, and 'was it a permanent job?' after a fixed-term contract is a no", () => {
  const lab: ExperienceEntry = {
    title: "Research Engineer",
    employmentType: "Fixed-term contract (CDD)",
    company: "Dependable Software Lab, Garonne School of Aeronautics",
    date: "Mar 2019 – Aug 2020",
    description: "Proved a radar conflict alert in SPARK.",
  };
  const owner = ownerWith((o) => ({ ...o, experience: [...o.experience, lab] }));
  expect(converse(owner, ["what did she do at the lab"])).toContain("Proved a radar conflict alert");
  expect(converse(owner, ["what did she do at the lab", "was it a permanent job"])).toMatch(/^No/);
  expect(converse(owner, ["was the harbour labs job a permanent position"])).not.toMatch(/^No/);
});

test("'what does the name mean?' after a project is that project's own sentence on its name", () => {
  const owner = withProjects(project("Tour de piste", "Free Saturday workshops. The name is French for the circuit pilots fly around an airfield."));
  expect(converse(owner, ["what is tour de piste", "what does the name mean"])).toContain("French for the circuit");
});

test("'and as a freelancer?' after the owner's answer on pay is its sentence on freelance work, and a day rate is a daily rate", () => {
  const answer = "For a permanent role I'm looking at €70,000 a year. For a freelance mission my daily rate is €700.";
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: { ...o.assistantProfile, faq: [{ questions: ["What are her salary expectations?", "What's her daily rate?"], answer }] },
  }));
  expect(converse(owner, ["salary expectations?", "and as a freelancer?"])).toBe("For a freelance mission Maya's daily rate is €700.");
  expect(converse(owner, ["what's her day rate?"])).toContain("€700");
});

test("'does she need a visa?' is the sentence of the owner's answers on citizenship, and 'what about plain c?' asks about C", () => {
  const answer = "Yes, to Munich. I'm a French citizen, so anywhere in the EU is simple.";
  const owner = ownerWith((o) => ({
    ...o,
    skillGroups: [...o.skillGroups, { title: "Languages", items: [{ label: "C", icon: "lu:code" }] }],
    assistantProfile: { ...o.assistantProfile, faq: [{ questions: ["Would she relocate?"], answer }] },
  }));
  expect(converse(owner, ["does she need a visa to work for a german company"])).toBe("Maya is a French citizen, so anywhere in the EU is simple.");
  expect(converse(owner, ["does she know c++", "ok what about plain c"])).toMatch(/^Yes! C is/);
});
