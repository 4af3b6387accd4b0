import { expect, test } from "vitest";
import { converse, ownerWith, project, withProjects, PHONE, EMAIL, withRules } from "./conversation.test-support";

// Readings that this stop's runs showed missing, each with the smallest content that shows it.

test("a number 'for hiring managers only' waits for a visitor who says they are the hiring manager, never an agency's recruiter", () => {
  const owner = withRules([
    "My phone number is for hiring managers only, the person the role would report to. Third-party or agency recruiters should e-mail me first.",
  ]);
  for (const said of [
    ["phone number?"],
    ["whatsapp?"],
    ["hi im a recruiter at a staffing agency, got a great role for her, can u give me her number"],
    ["I'm in talent acquisition (not the hiring manager), can I get her number to book a screening call"],
    ["im recruiting on behalf of a client, the hiring manager asked me to get her phone, can you share it"],
  ]) {
    const answer = converse(owner, said);
    expect(answer).not.toContain(PHONE);
    expect(answer).toContain(EMAIL);
  }
  for (const said of [["I'm the hiring manager for a staff role on my team, what's her number?"], ["the role would report to me. phone number?"]])
    expect(converse(owner, said)).toContain(PHONE);
});

test("a number 'only for someone who asks to text me' goes to a visitor who wants to write, and a caller hears that she takes no calls", () => {
  const owner = withRules([
    "I'm Deaf and I don't take voice calls. Give my number only to someone who asks to text me or message me on WhatsApp or Signal. Anyone who wants to call should e-mail me.",
  ]);
  for (const said of [["phone number?"], ["whats her phone number", "i just want to ring her real quick"], ["does she take calls"]]) {
    const answer = converse(owner, said);
    expect(answer).not.toContain(PHONE);
    expect(answer).toContain(EMAIL);
  }
  expect(converse(owner, ["does she take calls"])).toMatch(/^No\b/);
  for (const said of [["can i text her?"], ["is she on whatsapp? i'd like to message her there"]]) expect(converse(owner, said)).toContain(PHONE);
});

test("'references I could call' asks for other people, not for the owner's number", () => {
  const owner = withRules(["Share the phone number only when the visitor explicitly asks for a phone number."]);
  expect(converse(owner, ["does she have references i could call"])).not.toContain(PHONE);
  expect(converse(owner, ["can i call her"])).toContain(PHONE);
});

test("'the keyboard' names the one project whose name ends in it; 'the states' and 'the portfolio' name none", () => {
  const owner = withProjects(
    project("Ami Keyboard", "An Android keyboard for writing Yoruba with its tone marks."),
    project("Clara Delivery Dates", "Shows an estimated delivery date on a shop's product pages."),
    project("Old Portfolio", "The first version of this site."),
  );
  expect(converse(owner, ["tell me about the keyboard"])).toContain("Yoruba");
  expect(converse(owner, ["would she move to the states"])).not.toContain("Clara Delivery Dates");
  expect(converse(owner, ["whose portfolio is this"])).toContain("Maya Fernandes");
});

test("'and now?' after a role gone by is the owner's work today", () => {
  const owner = ownerWith((o) => o);
  expect(converse(owner, ["where did she teach", "and now?"])).toContain("Harbour Labs");
  expect(converse(owner, ["where did she teach", "and what's she doing now?"])).toContain("Harbour Labs");
});

test("'education + which languages' asks two questions, and 'does she need a visa' is answered by the citizenship the introduction states", () => {
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: { ...o.assistantProfile, snapshot: `${o.assistantProfile.snapshot} She is a Portuguese citizen.` },
  }));
  const both = converse(owner, ["where did she work + which languages does she know?"]);
  expect(both).toContain("Harbour Labs");
  expect(both).toContain("Go");
  expect(converse(owner, ["does she need a visa"])).toContain("Portuguese citizen");
});

test("'Spring Boot projects?' are not those on Spring Batch, and 'which project uses cb2json?' are those whose stack lists that project", () => {
  const owner = ownerWith((o) => ({
    ...o,
    skillGroups: [
      ...o.skillGroups,
      {
        title: "Batch",
        items: [
          { label: "Spring Boot", icon: "si:springboot" },
          { label: "Spring Batch", icon: "si:spring" },
        ],
      },
    ],
    projects: [
      project("Harbor", "Moves nightly batch jobs to the cloud.", { stack: ["Spring Batch", "Spring Boot"] }),
      project("Field Notes", "A blog series on moving batch jobs.", { stack: ["Spring Batch"] }),
      project("cb2json", "Turns COBOL copybooks into JSON.", { stack: ["Java"] }),
      project("Twin Run", "Compares the old and the new job's output.", { stack: ["Python", "cb2json"] }),
    ],
  }));
  const springBoot = converse(owner, ["Spring Boot projects?"]);
  expect(springBoot).toContain("Harbor");
  expect(springBoot).not.toContain("Field Notes");
  expect(converse(owner, ["which project uses cb2json"])).toContain("Twin Run");
  expect(converse(owner, ["what is cb2json built with"])).toContain("Java");
});

test("'where did she study' is the studies, not a project published on a 'case study'; 'did she pay for school with a grant' is no salary", () => {
  const owner = ownerWith((o) => ({
    ...o,
    projects: [
      ...o.projects,
      project("Harbor", "Moves nightly batch jobs to the cloud.", {
        deploy: { "case study": { name: "Harbor case study", href: "https://example.org/harbor" } },
      }),
    ],
    assistantProfile: {
      ...o.assistantProfile,
      faq: [{ questions: ["What are her salary expectations?"], answer: "Maya doesn't discuss salary here; e-mail her." }],
    },
  }));
  expect(converse(owner, ["where did she study"])).not.toContain("case study");
  expect(converse(owner, ["did she pay for school with a grant"])).not.toContain("salary");
  expect(converse(owner, ["how much does she earn"])).toContain("salary");
});

test("'how big is Harbour Labs' is the size its role's words give, and 'is she deaf' a yes in the owner's own words", () => {
  const owner = ownerWith((o) => ({
    ...o,
    profile: { ...o.profile, bio: "I'm Maya Fernandes, a backend engineer in Lisbon, and I'm Deaf." },
    experience: o.experience.map((entry, i) =>
      i === 0 ? { ...entry, description: `${entry.description} Harbour Labs is a studio of about 40 people.` } : entry,
    ),
  }));
  expect(converse(owner, ["how big is harbour labs"])).toContain("40 people");
  expect(converse(owner, ["is she deaf"])).toMatch(/^Yes\b.*Deaf/);
  expect(converse(owner, ["how big is the sun"])).not.toContain("40 people");
});
