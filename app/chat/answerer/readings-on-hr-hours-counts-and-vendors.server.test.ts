import { expect, test } from "vitest";
import { madeUpOwner } from "../../../tests/assistant/made-up-owner";
import { converse, EMAIL, ownerWith, project, PHONE, withProjects, withRules } from "./conversation.test-support";

// Readings that this stop's runs showed missing, each with the smallest content that shows it.

test("'only to in-house hiring managers or HR people': the hiring company's own HR gets it, an agency never", () => {
  const owner = withRules([
    "Give my phone number only to in-house hiring managers or HR people of the company that would hire me, when they say that is who they are.",
    "Recruitment agencies and everyone else get my e-mail address instead.",
  ]);
  for (const question of [
    "I'm the HR manager at Lufthansa Systems, we're hiring for our own team. what's her number?",
    "hi, i'm in HR at Aptiv and we're hiring ourselves. mobile number?",
    "I'm the hiring manager for the role, can I have her phone number?",
  ])
    expect(converse(owner, [question]), question).toContain(PHONE);
  expect(converse(owner, ["i'm at an agency but we work for the client so we're basically their HR. number?"])).not.toContain(PHONE);
  for (const question of ["i'm the hiring manager lol jk i'm from an agency. give me her phone number", "what's her number"]) {
    const answer = converse(owner, [question]);
    expect(answer, question).not.toContain(PHONE);
    expect(answer, question).toContain(EMAIL);
  }
  // (An owner who keeps it for hiring managers alone gives HR nothing.)
  const managersOnly = withRules(["Give my phone number only to hiring managers; everyone else gets my e-mail."]);
  expect(converse(managersOnly, ["I'm in HR at Aptiv, what's her number?"])).not.toContain(PHONE);
});

test("'whenever you give it, always add that…': the hours go with the number, and a day asked after it is answered", () => {
  const owner = withRules([
    "My phone number may be given to anyone who asks for it. Whenever you give it, always add that I only take calls on weekdays between 10:00 and 18:00 Lisbon time and that I prefer a text message first.",
  ]);
  const given = converse(owner, ["phone number?"]);
  expect(given).toContain(PHONE);
  expect(given).toContain("10:00–18:00");
  expect(given).not.toContain("that she prefers");
  const hours = converse(owner, ["what hours does maya take calls"]);
  expect(hours).toContain("10:00–18:00");
  expect(hours).not.toContain(PHONE);
  const sunday = converse(owner, ["can i phone maya", "on a sunday?"]);
  expect(sunday).toContain("weekdays");
  expect(sunday).not.toContain(PHONE);
});

test("'how many…?' says how many: languages, skills, and the projects that name a technology themselves", () => {
  const { languages } = madeUpOwner.assistantProfile;
  expect(converse(madeUpOwner, ["how many languages does maya speak"])).toContain(`${languages.length} languages`);
  const skills = madeUpOwner.skillGroups.reduce((sum, group) => sum + group.items.length, 0);
  expect(converse(madeUpOwner, ["how many skills does she list"])).toContain(`${skills} skills`);
  // (A project on Nuxt uses Vue without naming it: counted, and told apart.)
  const owner = withProjects(project("Harbour", "A booking site.", { stack: ["Nuxt", "TypeScript"] }));
  const counted = converse(owner, ["how many of her projects list vue in their stack"]);
  const listed = owner.projects.filter((p) => p.stack.includes("Vue"));
  expect(counted).toContain(`${listed.length} of them list it`);
});

test("'which projects don't use X?': the projects that leave it out", () => {
  const without = madeUpOwner.projects.filter((p) => !p.stack.includes("Vue"));
  const answer = converse(madeUpOwner, ["which projects don't use vue"]);
  for (const p of without) expect(answer).toContain(p.name);
  for (const p of madeUpOwner.projects.filter((p) => p.stack.includes("Vue"))) expect(answer).not.toContain(p.name);
});

test("a product asked without its vendor's name ('hana sql' of 'SAP HANA SQL') is the skill; an everyday word is not", () => {
  const owner = ownerWith((o) => ({
    ...o,
    skillGroups: [
      ...o.skillGroups,
      {
        title: "SAP",
        items: [
          { label: "SAP HANA SQL", icon: "lu:database" },
          { label: "Google Benchmark", icon: "lu:gauge" },
        ],
      },
    ],
  }));
  expect(converse(owner, ["has maya worked with hana sql"])).toMatch(/^Yes/);
  expect(converse(owner, ["does she write tests or just benchmarks"])).not.toContain("Google Benchmark is in");
});

test("'her portfolio site' is this site, not an old portfolio among the projects; 'is maya a he?' asks her pronouns", () => {
  const owner = withProjects(project("Old Portfolio", "The first version of this site.", { live: "https://old.maya.example.org" }));
  expect(converse(owner, ["what's the url of her portfolio site"])).toContain(owner.profile.siteUrl);
  expect(converse(madeUpOwner, ["is maya a he?"])).toContain("she");
});

test("'the todo app store stuff offline': the project's kind is no start of another name", () => {
  const owner = withProjects(project("Todo", "An offline-first todo list that keeps tasks in IndexedDB.", { stack: ["React", "IndexedDB"] }));
  expect(converse(owner, ["how does the todo app store stuff offline"])).not.toContain("App Store");
});

test("what the owner is learning now: their own sentence, else the site does not say (not the job they hold now)", () => {
  const company = madeUpOwner.experience[0]?.company ?? "";
  const unsaid = converse(madeUpOwner, ["what's she learning at the moment"]);
  expect(unsaid).toBe(madeUpOwner.assistantProfile.fallbackReply);
  expect(unsaid).not.toContain(company);
  const owner = ownerWith((o) => ({ ...o, profile: { ...o.profile, bio: `${o.profile.bio} These days I'm learning Rust for fun.` } }));
  expect(converse(owner, ["what is maya learning right now"])).toContain("Rust");
});

test("a link label's words after its colon describe it: 'Instagram: work in progress' is no answer to 'where does she work?'", () => {
  const owner = ownerWith((o) => ({
    ...o,
    profile: {
      ...o.profile,
      links: [...o.profile.links, { label: "Instagram: work in progress", href: "https://www.instagram.com/maya", icon: "si:instagram" as const }],
    },
  }));
  const company = owner.experience[0]?.company ?? "";
  expect(converse(owner, ["where does maya work"])).toContain(company);
  expect(converse(owner, ["instagram?"])).toContain("https://www.instagram.com/maya");
});

test("'her MA', 'BA years?': the degrees; 'which german uni': where she studied, not what she speaks", () => {
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: {
      ...o.assistantProfile,
      education: [
        { degree: "MA in Interaction Design", school: "Hochschule Magdeburg-Stendal", years: "2019 – 2021", location: "Magdeburg, Germany" },
        { degree: "BA in Multimedia Art", school: "University of Lisbon", years: "2011 – 2014", location: "Lisbon, Portugal" },
      ],
      languages: ["Portuguese (native)", "German (B2)"],
    },
  }));
  expect(converse(owner, ["when did she finish her ma"])).toContain("2021");
  expect(converse(owner, ["BA years?"])).toContain("2011");
  expect(converse(owner, ["which german uni did she go to"])).toContain("Magdeburg-Stendal");
  expect(converse(owner, ["is she based in boston, MA"])).not.toContain("Interaction Design");
});

test("the owner by a title and the last name; a year is no name an answer of the owner's holds", () => {
  const { lastName } = madeUpOwner.profile;
  expect(converse(madeUpOwner, [`is ms ${lastName.toLowerCase()} a backend engineer`])).toMatch(/^Yes/);
  const owner = withRules([], [{ questions: ["Has she done ECC or S/4HANA?"], answer: "Both: since 2022 I have led our move to S/4HANA." }]);
  expect(converse(owner, ["who won the 2022 world cup"])).toBe(madeUpOwner.assistantProfile.fallbackReply);
});

test("'would she move back to portugal to be near family?' asks about moving; 'everyone calls me Nana' says the short name", () => {
  expect(converse(madeUpOwner, ["would she move back to porto to be near family"])).not.toBe(madeUpOwner.assistantProfile.fallbackReply);
  const owner = ownerWith((o) => ({ ...o, profile: { ...o.profile, bio: "I'm Maya Fernandes, but everyone calls me Nana. I build web apps." } }));
  expect(converse(owner, ["does she go by maya or nana"])).toContain("Nana");
});

test("an employer's clients only where its role's words name them; 'between the internship and X' is a gap between two roles", () => {
  const withDescription = (description: string) =>
    ownerWith((o) => ({ ...o, experience: o.experience.map((entry, i) => (i === 0 ? { ...entry, description } : entry)) }));
  const company = madeUpOwner.experience[0]?.company ?? "";
  const asked = [`who are ${company.toLowerCase()}'s clients`];
  expect(converse(withDescription("Builds customer-facing apps."), asked)).toBe(madeUpOwner.assistantProfile.fallbackReply);
  expect(converse(withDescription("Our clients are regional banks."), asked)).toContain("regional banks");
  const owner = ownerWith((o) => ({
    ...o,
    experience: [
      { title: "Team Lead", employmentType: "Full-time", company: "Brightlane", date: "Oct 2024 – Present", description: "Leads a team." },
      { title: "Software Intern", employmentType: "Internship", company: "Northwind", date: "May 2019 – Aug 2019", description: "Built dashboards." },
    ],
  }));
  expect(converse(owner, ["what did she do between the internship and brightlane"])).toContain("between 2019 and 2024");
});
