import { expect, test } from "vitest";
import { converse, EMAIL, givesNumber, ownerWith, project, withProjects, withRules } from "./conversation.test-support";
import { madeUpOwner } from "../../../tests/assistant/made-up-owner";

// Readings that this stop's runs showed missing, each with the smallest content that shows it.

const [study] = madeUpOwner.assistantProfile.education;
const graduated = /(\d{4})\s*$/.exec(study?.years ?? "")?.[1] ?? "";

test("a statement put forward to confirm is a no where the answer gives another year, place or name", () => {
  const owner = ownerWith((o) => o);
  expect(converse(owner, [`she graduated in ${Number(graduated) - 3}, right?`])).toMatch(new RegExp(`^No\\b.*${graduated}`));
  expect(converse(owner, ["she's based in Madrid?"])).toMatch(/^No\b/);
  expect(converse(owner, ["she studied at Oxford, no?"])).toMatch(/^No\b/);
  // (The year the content gives is no contradiction.)
  expect(converse(owner, [`she graduated in ${graduated}, right?`])).not.toMatch(/^No\b/);
});

test("a kind of employer asked about is a yes where one is found, but a bank is not any fintech", () => {
  const fintech = ownerWith((o) => ({
    ...o,
    experience: o.experience.map((entry, i) => (i === 0 ? { ...entry, description: "A fintech start-up: builds its payments APIs in Go." } : entry)),
  }));
  const company = fintech.experience[0]?.company ?? "";
  expect(converse(fintech, ["has she worked in fintech?"])).toMatch(new RegExp(`^Yes\\b.*${company}`));
  expect(converse(fintech, ["did she ever work at a bank?"])).not.toMatch(/^Yes\b/);
});

test("a number for visitors who name the company and the role waits for both, and goes with the way the owner prefers", () => {
  const owner = withRules(
    ["I give my number to anyone who tells me the company and the role they are hiring for; I prefer Signal or WhatsApp messages to calls."],
    [{ questions: ["How do I reach her?"], answer: "E-mail is best; I prefer Signal or WhatsApp messages to calls." }],
  );
  for (const asked of [
    ["what's her phone number?"],
    ["I'm a recruiter at Nortada Tech.", "What's her number?"],
    ["hiring an ios dev, can I have her number?"],
  ]) {
    const withheld = converse(owner, asked);
    expect(givesNumber(withheld)).toBe(false);
    expect(withheld).toContain(EMAIL);
  }
  // (Both may be said in different messages, the company in an introduction.)
  for (const asked of [
    ["I'm Tiago, head of mobile at Ondas Energia.", "We're hiring an iOS developer for our customer app. Can I have her number?"],
    ["I'm a recruiter at Nortada Tech.", "We need a senior iOS developer.", "Can you share her phone?"],
  ])
    expect(givesNumber(converse(owner, asked))).toBe(true);
  const given = converse(owner, ["I'm hiring a senior iOS developer at Nortada Tech, can I get her number?"]);
  expect(givesNumber(given)).toBe(true);
  expect(given).toContain("Signal or WhatsApp messages");
  expect(converse(owner, ["can I just call her?"])).toContain("Signal or WhatsApp messages");
});

test("the owner's 'Not any more' is a no, and roles of a kind that all ended are a no to 'still'", () => {
  const owner = withRules(
    [],
    [{ questions: ["Does she freelance?", "Is she available for freelance work?"], answer: "Not any more: I stopped freelancing in 2021." }],
  );
  expect(converse(owner, ["is she available for a freelance project?"])).toMatch(/^No, not any more: /);
  const contractor = ownerWith((o) => o);
  const ended = contractor.experience.find((entry) => entry.employmentType === "Contract");
  expect(converse(contractor, ["does she still do contract work?"])).toMatch(new RegExp(`^No\\b.*${ended?.company ?? "-"}`));
});

test("a verb that 'now' puts in the present agrees with the owner, whatever the tense before it", () => {
  const owner = ownerWith((o) => ({
    ...o,
    experience: o.experience.map((entry, i) => (i === 0 ? { ...entry, description: "I joined in 2021 and now lead a team of four." } : entry)),
  }));
  expect(converse(owner, [`what does she do at ${owner.experience[0]?.company ?? ""}?`])).toContain("and now leads a team");
});

test("a pipeline or a workflow is a thing made, named by its own words", () => {
  const owner = withProjects(
    project("Umzila", "A Nextflow pipeline for tuberculosis genomes.", { stack: ["Nextflow"] }),
    project("PlasmoAmp", "A Snakemake workflow for malaria samples.", { stack: ["Snakemake"] }),
  );
  expect(converse(owner, ["what is the tuberculosis pipeline built with?"])).toContain("Nextflow");
  expect(converse(owner, ["what's the malaria workflow built with?"])).toContain("Snakemake");
  // ("our pipeline" is the visitor's.)
  expect(converse(owner, ["our pipeline is slow, what did she build?"])).not.toMatch(/^Umzila:/);
});

test("whether it is safe to travel somewhere is the visitor's question, not one about the owner", () => {
  const owner = ownerWith((o) => o);
  expect(converse(owner, [`is it safe to travel to ${owner.profile.location.split(",")[0] ?? ""} right now?`])).toContain(EMAIL);
});

test("a level asked of a role is a no where its title names another, and a yes where it names that one", () => {
  const owner = ownerWith((o) => o);
  const junior = owner.experience.find((entry) => /\bjunior\b/i.test(entry.title));
  expect(converse(owner, [`was she a senior engineer at ${junior?.company ?? "-"}?`])).toMatch(/^No\b/);
  expect(converse(owner, [`was she a junior developer at ${junior?.company ?? "-"}?`])).toMatch(/^Yes\b/);
});

test("'based on what she has done' asks for her work, not where she is based; 'what do you do, <name>?' asks who she is", () => {
  const owner = ownerWith((o) => o);
  const where = owner.profile.location;
  expect(converse(owner, ["if we hired her, what could she build for us first, based on what she's done?"])).not.toContain(where);
  expect(converse(owner, [`so what do you do, ${owner.profile.firstName}?`]).toLowerCase()).toContain(owner.profile.role.toLowerCase());
});

test("'fluent with' a technology asks about the skill, not the spoken languages", () => {
  const owner = ownerWith((o) => o);
  const [tech] = owner.projects[0]?.stack ?? [];
  expect(converse(owner, [`is she fluent with ${tech ?? "-"}?`])).toMatch(/^Yes\b/);
});

test("a visitor who has been e-mailing with the owner, or asks 'Number?' after saying so, is in touch", () => {
  const owner = withRules(["My number is only for people who have already e-mailed me about a specific role."]);
  expect(givesNumber(converse(owner, ["We've been emailing with her for two weeks about the data role. Can you share her cell number?"]))).toBe(true);
  expect(givesNumber(converse(owner, ["I e-mailed her about the data engineer post at Bergen. Number?"]))).toBe(true);
  expect(givesNumber(converse(owner, ["I'm hiring a data engineer. Number?"]))).toBe(false);
});

test("'where did she work as …?' is the role of that title, and how her family is doing is not the site's to say", () => {
  const owner = ownerWith((o) => o);
  const [earlier] = owner.experience.filter((entry) => !/present/i.test(entry.date));
  expect(converse(owner, [`where did she work as a ${earlier?.title.toLowerCase() ?? "-"}?`])).toMatch(
    new RegExp(`^${owner.profile.firstName} was ${earlier?.title ?? "-"} at ${earlier?.company ?? "-"}`),
  );
  expect(converse(owner, [`how is ${owner.profile.firstName}'s grandmother doing now?`])).toContain(EMAIL);
});

test("whether one project has a back end or a database is a yes or a no, by its deploy line and its stack", () => {
  const owner = withProjects(
    project("Ledger Lite", "Invoices for small shops.", { stack: ["Svelte"], deploy: { frontend: "Netlify", backend: "None" } }),
    project("Tide Clock", "Tide times for surfers.", { stack: ["Svelte", "Go"], deploy: { frontend: "Netlify", backend: "Fly.io" } }),
  );
  expect(converse(owner, ["does ledger lite have a backend?"])).toMatch(/^No\b.*Netlify/);
  expect(converse(owner, ["tell me about tide clock", "does it have a backend?"])).toMatch(/^Yes\b.*Fly\.io/);
  expect(converse(owner, ["does ledger lite have a database?"])).toMatch(/^No\b/);
});

test("'the code is closed' is said as the owner's word for it; 'studied programming' asks about a computing degree", () => {
  const closed = withProjects(
    project("Pill Clock", "A medication reminder for iPhone. The code is closed.", { live: "https://pillclock.example.org", stack: ["Swift"] }),
  );
  expect(converse(closed, ["is pill clock open source?"])).toContain("(it's closed)");
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: { ...o.assistantProfile, education: [{ degree: "MPharm Pharmacy", school: "University of Lisbon", years: "2008 – 2013" }] },
  }));
  expect(converse(owner, ["did she study programming at university?"])).toMatch(/^No\b/);
});

test("'we need someone to start next month' asks when the owner can start", () => {
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: { ...o.assistantProfile, availability: { ...o.assistantProfile.availability, note: "Two months' notice." } },
  }));
  expect(converse(owner, ["We need someone to start next month. Possible?"])).toContain("Two months' notice");
});

test("the owner's 'Yes, there is:' answers 'is there…?', and is left out of the same answer to another question", () => {
  const owner = withRules(
    [],
    [
      {
        questions: ["Would she work for an insurance company?", "Is there work she won't do?"],
        answer: "Yes, there is: I won't work on projects that price insurance from genetic data.",
      },
    ],
  );
  expect(converse(owner, ["Would she work for an insurance company?"])).toMatch(/^Maya won't work on/);
  expect(converse(owner, ["is there work she won't do?"])).toMatch(/^Yes, there is: /);
});

test("a word of small talk that the content says beside the word before it is the content's", () => {
  const owner = withProjects(project("Van Hire", "A campervan rental marketplace with nested routes for every van.", { stack: ["React"] }));
  expect(converse(owner, ["which project has nested routes?"])).toMatch(/^Van Hire: /);
  expect(converse(owner, ["best routes to hike near lisbon?"])).toContain(EMAIL);
});
