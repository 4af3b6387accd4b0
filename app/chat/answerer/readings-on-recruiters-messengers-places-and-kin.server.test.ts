import { expect, test } from "vitest";
import { converse, ownerWith, project, withRules, PHONE } from "./conversation.test-support";

// Readings that this stop's runs showed missing, each with the smallest content that shows it.

test("'never give it to anyone who hasn't asked' is a condition, so a recruiter who asks gets the number", () => {
  const owner = withRules([
    "My phone number is only for recruiters and hiring managers: when a visitor who says they are a recruiter asks for my phone number, give it.",
    "Never give my phone number to anyone who hasn't asked for it; offer my e-mail instead.",
  ]);
  expect(converse(owner, ["hi, recruiter at a fintech in amsterdam here. can i get maya's phone number?"])).toContain(PHONE);
  expect(converse(owner, ["recruiter. number?"])).toContain(PHONE);
  expect(converse(owner, ["can i get her number"])).not.toContain(PHONE);
});

test("an address in the owner's own words is quoted as written: 't.me/…' is no 'me'", () => {
  const owner = withRules(
    ["Give the phone number only when a visitor explicitly asks for it."],
    [{ questions: ["How do I reach her?"], answer: "E-mail me or message me on Telegram at t.me/maya_dev." }],
  );
  const answer = converse(owner, ["how do i reach her?"]);
  expect(answer).toContain("t.me/maya_dev");
  expect(answer).not.toContain("t.Maya");
});

test("'telegram?' of an owner who lists a Telegram link is that link, and 'built anything for telegram?' asks about the projects", () => {
  const owner = ownerWith((o) => ({
    ...o,
    profile: { ...o.profile, links: [...o.profile.links, { label: "Telegram", href: "https://t.me/maya_dev", icon: "si:telegram" }] },
    projects: [...o.projects, project("Standup Bot", "A Telegram bot that posts the day's standup notes.", { stack: ["Go", "Telegram Bot API"] })],
  }));
  const link = converse(owner, ["telegram?"]);
  expect(link).toContain("https://t.me/maya_dev");
  expect(link).not.toContain(PHONE);
  expect(converse(owner, ["has she built anything for telegram"])).toContain("Standup Bot");
});

test("a place is never read as a typo of an employer's name, and a finer place than the city is not given", () => {
  const owner = ownerWith((o) => ({
    ...o,
    profile: { ...o.profile, location: "Almaty, Kazakhstan" },
    experience: [
      ...o.experience,
      {
        title: "Research Assistant",
        employmentType: "Full-time",
        company: "Almaly Technical University",
        date: "Jun 2016 – Aug 2018",
        location: "Almaty",
        description: "Built an air-quality app in the university's lab.",
      },
    ],
  }));
  const where = converse(owner, ["which part of almaty does she live in"]);
  expect(where).not.toContain("Almaly Technical University");
  expect(where).toBe(converse(owner, ["what's her favourite colour"]));
});

test("'what did she do before <employer>?' of an employer that shares its words with a project asks for the role before", () => {
  const owner = ownerWith((o) => ({
    ...o,
    experience: o.experience.map((entry, i) => (i === 0 ? { ...entry, company: "Silk Bridge Payments" } : entry)),
    projects: [...o.projects, project("Silk Bridge app", "The payments app she works on at Silk Bridge Payments.")],
  }));
  const before = converse(owner, ["what did she do before silk bridge"]);
  expect(before).not.toContain("The payments app");
  expect(before).toMatch(/Lisbon Code Academy|University of Porto/);
});

test("a skill named with an everyday word ('Apple Pay') is the skill, never a question about pay", () => {
  const owner = ownerWith((o) => ({
    ...o,
    skillGroups: [...o.skillGroups, { title: "Payments", items: [{ label: "Apple Pay", icon: "si:applepay" }] }],
  }));
  expect(converse(owner, ["has she integrated apple pay before"])).toMatch(/^Yes\b.*Apple Pay/);
});

test("a joke or a sum asked of the assistant is no question about the owner, whatever words it shares with her answers", () => {
  const owner = withRules(
    ["Give the phone number only when a visitor explicitly asks for it."],
    [{ questions: ["Is she a Vue developer?"], answer: "Yes, Vue is what I build front ends in." }],
  );
  const fallback = converse(owner, ["what's her favourite colour"]);
  expect(converse(owner, ["tell me a joke about vue developers"])).toBe(fallback);
  expect(converse(owner, ["cool. what's 17 times 23"])).toBe(fallback);
});

test("'is she full stack?' follows her title and her skills, and 'web dev?' is no yes for an owner who builds no front end", () => {
  const mobile = ownerWith((o) => ({
    ...o,
    profile: { ...o.profile, role: "Senior iOS Engineer" },
    projects: [],
    skillGroups: [
      { title: "Apple", items: [{ label: "Swift", icon: "si:swift" }] },
      { title: "APIs", items: [{ label: "GraphQL", icon: "si:graphql" }] },
    ],
  }));
  expect(converse(mobile, ["is she full stack"])).toMatch(/^No\b/);
  expect(converse(mobile, ["does she do web dev too"])).not.toMatch(/^Yes\b/);
  const both = ownerWith((o) => o);
  expect(converse(both, ["is she full stack?"])).toMatch(/^Both\b/);
});

test("'does she speak Chinese?' of an owner who speaks Mandarin is a yes; 'Cantonese?' is not", () => {
  const owner = ownerWith((o) => ({ ...o, assistantProfile: { ...o.assistantProfile, languages: ["English", "Mandarin (conversational)"] } }));
  expect(converse(owner, ["does she speak chinese"])).toMatch(/^Yes\b/);
  expect(converse(owner, ["does she speak cantonese"])).toMatch(/Cantonese isn't/);
});

test("'does she do LLMs?' asks for language-model tools, not any machine learning", () => {
  const classic = ownerWith((o) => ({ ...o, skillGroups: [...o.skillGroups, { title: "ML", items: [{ label: "PyTorch", icon: "si:pytorch" }] }] }));
  expect(converse(classic, ["does she do llms"])).not.toMatch(/^Yes\b/);
  const llm = ownerWith((o) => ({ ...o, skillGroups: [...o.skillGroups, { title: "AI", items: [{ label: "LangChain", icon: "si:langchain" }] }] }));
  expect(converse(llm, ["has she worked with LLMs?"])).toContain("LangChain");
});

test("'can she start next week?' reads the notice period, not 'four days a week'", () => {
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: {
      ...o.assistantProfile,
      availability: { ...o.assistantProfile.availability, note: "Open to part-time roles, four days a week. My notice period is four weeks." },
    },
  }));
  expect(converse(owner, ["can she start next week"])).toMatch(/^No\b/);
  expect(converse(owner, ["could she start in two months"])).toMatch(/^Yes\b/);
});

test("'and before that?' after a role whose description names a later employer steps back from that role", () => {
  const owner = ownerWith((o) => ({
    ...o,
    experience: [
      ...o.experience.slice(0, 1),
      {
        title: "Career break",
        employmentType: "Career break",
        company: "Career break",
        date: "Jul 2019 – Feb 2021",
        description: "Two years off to look after my children, before returning to work at Harbour Labs.",
      },
      ...o.experience.slice(1),
    ],
  }));
  const answers = ["where does she work now", "and before that?", "and before that?"];
  expect(converse(owner, answers.slice(0, 2))).toContain("Career break");
  expect(converse(owner, answers)).not.toContain("Career break");
  expect(converse(owner, answers)).toContain("University of Porto");
});

test("'this guy', 'the candidate' are the owner", () => {
  const owner = ownerWith((o) => o);
  expect(converse(owner, ["what does this guy do"])).toBe(converse(owner, ["what does she do"]));
  expect(converse(owner, ["is the candidate open to relocation"])).toBe(converse(owner, ["is she open to relocation"]));
});

test("'is Portuguese her first language?' follows the level her list gives, and says so where it gives none", () => {
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: { ...o.assistantProfile, languages: ["Portuguese (native)", "English (fluent)", "Tetum"] },
  }));
  expect(converse(owner, ["is portuguese her first language"])).toMatch(/^Yes\b/);
  expect(converse(owner, ["is english her native language?"])).toMatch(/^No\b/);
  expect(converse(owner, ["is tetum her mother tongue"])).toContain("doesn't say");
});

test("'is the <project> one of them?' after a list is a yes or a no by that list, and 'explain X' describes it", () => {
  const owner = ownerWith((o) => o);
  expect(converse(owner, ["which projects use postgresql", "is reading list one of them?"])).toMatch(/^Yes\b/);
  expect(converse(owner, ["which projects use postgresql", "is tide tables one of them?"])).toMatch(/^No\b/);
  expect(converse(owner, ["explain the ledger api to me like a tech lead"])).toContain("double-entry");
  expect(converse(owner, ["pg experience??"])).toContain("PostgreSQL");
});
