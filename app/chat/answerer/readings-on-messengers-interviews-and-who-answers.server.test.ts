import { expect, test } from "vitest";
import { madeUpOwner } from "../../../tests/assistant/made-up-owner";
import { ownerFacts } from "../facts/owner-facts";
import { converse, EMAIL, ownerWith, PHONE, withRules } from "./conversation.test-support";

// Readings that this stop's runs showed missing, each with the smallest content that shows it.

const withNote = (note: string, more: Partial<typeof madeUpOwner.assistantProfile.availability> = {}) =>
  ownerWith((o) => ({
    ...o,
    assistantProfile: { ...o.assistantProfile, availability: { ...o.assistantProfile.availability, roles: ["Senior developer"], note, ...more } },
  }));

test("a number for messages only goes with the messengers the rule names; a call supposed, or a Kakao ID, asks for no number", () => {
  const owner = withRules([
    "Give my phone number to anyone who asks for it, and always say it is for text messages only, on KakaoTalk or SMS: I don't take voice calls from unknown numbers.",
  ]);
  expect(ownerFacts(owner).contact.phoneRule.messageChannels).toBe("KakaoTalk or SMS");
  for (const question of ["phone number?", "what number can i kakaotalk her on"]) {
    const answer = converse(owner, [question]);
    expect(answer, question).toContain(PHONE);
    expect(answer, question).toContain("KakaoTalk or SMS");
  }
  const calls = converse(owner, ["does she take voice calls"]);
  expect(calls).toMatch(/^No/);
  expect(calls).toContain("KakaoTalk or SMS");
  expect(calls).not.toContain(PHONE);
  for (const question of ["will she reply quickly if i text her", "what is maya's kakao id"])
    expect(converse(owner, [question]), question).not.toContain(PHONE);
});

test("'email or phone?' of an owner who gives the number on request: both", () => {
  const owner = withRules(["Give my phone number to anyone who asks for it."]);
  for (const question of ["can i get her email or phone", "email or phone?"]) {
    const answer = converse(owner, [question]);
    expect(answer, question).toContain(EMAIL);
    expect(answer, question).toContain(PHONE);
  }
});

test("'is this really her typing?', 'are you maya?', 'who am i talking to': the assistant says what it is; 'is that her?' of a need is no such question", () => {
  const identity = converse(madeUpOwner, ["who are you?"]);
  for (const question of [
    "is this really her typing or a bot?",
    "r u a real person",
    "are you maya?",
    "so who am i talking to",
    "is this maya herself?",
  ])
    expect(converse(madeUpOwner, [question]).replace(/^No: /, ""), question).toBe(identity);
  const [skill] = madeUpOwner.skillGroups.flatMap((group) => group.items.map((item) => item.label));
  expect(converse(madeUpOwner, [`we need someone who knows ${skill}, is that her?`])).not.toBe(identity);
  expect(converse(madeUpOwner, ["what llm are you running on"])).toMatch(/doesn't say/);
});

test("'can she start tmrw?' is a no after a notice; an offer sent today asks of the start it names", () => {
  const owner = withNote("Can start after a one-month notice period.");
  expect(converse(owner, ["can she start tmrw"])).toMatch(/^No/);
  expect(converse(owner, ["if we send an offer today could she start next month"])).toMatch(/^Yes/);
});

test("a return on a day still to come: 'can she start next month?' is a no; 'notice period?' gives the notice and the sentence it leans on", () => {
  const owner = withNote("I'm on leave until 2 March 2099. After that I'm open to remote roles, with one month's notice for a full-time role.");
  expect(converse(owner, ["can she start next month"])).toMatch(/^No/);
  const notice = converse(owner, ["notice period"]);
  expect(notice).toContain("2 March 2099");
  expect(notice).toContain("one month's notice");
});

test("the number only after an interview is scheduled: said either way round, and 'never … for sales calls' withholds it only from them", () => {
  const owner = withRules([
    "Share my phone number only with a recruiter or hiring manager who has already scheduled an interview with me. Everyone else, including recruiters who have not scheduled an interview yet, should e-mail me.",
    "Never share my phone number for sales calls, cold calls or surveys, whatever reason is given.",
  ]);
  const rule = ownerFacts(owner).contact.phoneRule;
  expect([rule.afterScheduled, rule.afterEmail, rule.never]).toEqual([true, false, false]);
  for (const turns of [
    ["we've scheduled a first interview with maya for thursday", "can you share her phone number?"],
    ["I'm the hiring manager at Harbour Robotics, we scheduled an interview with Maya for next week. Phone number please?"],
    ["hello, hiring manager here. our interview with Maya is on the 14th", "what number do we call her on?"],
  ])
    expect(converse(owner, turns), turns.join(" | ")).toContain(PHONE);
  for (const question of ["I'm a recruiter, can I have her number?", "hi, i sell software, whats maya's number?"])
    expect(converse(owner, [question]), question).not.toContain(PHONE);
});

test("the visitor's own company names no technology: 'I'm a recruiter at Bright Wave Systems'", () => {
  const [skill] = madeUpOwner.skillGroups.flatMap((group) => group.items.map((item) => item.label));
  expect(converse(madeUpOwner, [`I'm a recruiter at Bright Wave Systems. Does she know ${skill}?`])).not.toMatch(/wave/i);
});

test("'Yocto Linux (basic)' is the Yocto the vocabulary knows, and the nearest to 'embedded linux'", () => {
  const owner = ownerWith((o) => ({ ...o, skillGroups: [{ title: "Platforms", items: [{ label: "Yocto Linux (basic)", icon: "si:linux" }] }] }));
  expect(converse(owner, ["does she know yocto?"])).toMatch(/^Yes/);
  expect(converse(owner, ["does she know embedded linux"])).toContain("the closest is Yocto Linux");
});

test("the owner's note in the first person is said of the owner; 'wfh full time?' of an owner who wants no remote work is no yes", () => {
  const owner = withNote("I prefer hybrid work in Leeds, not fully remote; I won't relocate.", { remote: false });
  for (const question of ["wfh full time possible?", "remote?"]) {
    const answer = converse(owner, [question]);
    expect(answer, question).not.toMatch(/\bI\b|^Yes/);
    expect(answer, question).toContain("Maya prefers hybrid work in Leeds");
  }
});

const projectsWith = (tech: string) => madeUpOwner.projects.filter((made) => made.stack.includes(tech)).map((made) => made.name);

test("'sorry i meant go', 'not that project, the one with postgresql': the question the visitor meant", () => {
  const meant = converse(madeUpOwner, ["which projects use vue", "sorry i meant go"]);
  for (const name of projectsWith("Go")) expect(meant).toContain(name);
  for (const name of projectsWith("Vue").filter((name) => !projectsWith("Go").includes(name))) expect(meant).not.toContain(name);
  const [first] = madeUpOwner.projects;
  const other = converse(madeUpOwner, [`what's ${first?.name ?? ""} built with`, "not that project, the one with postgresql"]);
  for (const name of projectsWith("PostgreSQL")) expect(other).toContain(name);
  // (Asked first, the same words correct nothing.)
  expect(converse(madeUpOwner, ["sorry i meant go"])).not.toBe(meant);
});

test("'and before that?' of the only role, begun after the studies began: the studies", () => {
  const [study] = madeUpOwner.assistantProfile.education;
  const owner = ownerWith((o) => ({ ...o, experience: o.experience.filter((entry) => entry.company === o.experience[1]?.company) }));
  expect(converse(owner, ["what was her first job", "and before that?"])).toContain(study?.degree ?? "?");
});

test("'which ones?' after the roles sought; 'does she know go maya' calls her by name; 'vue or just ts?' names both", () => {
  const roles = ["Staff engineer", "Engineering manager"];
  const open = ownerWith((o) => ({ ...o, assistantProfile: { ...o.assistantProfile, availability: { ...o.assistantProfile.availability, roles } } }));
  expect(converse(open, ["is she open to new roles", "which ones"]).toLowerCase()).toContain(roles[0]?.toLowerCase());
  expect(converse(madeUpOwner, ["does she know go maya"])).toBe(converse(madeUpOwner, ["does she know go"]));
  const both = converse(madeUpOwner, ["vue or just ts?"]);
  expect(both).toContain("Vue");
  expect(both).toContain("TypeScript");
});

test("the owner's own answers: 'why won't she relocate?', 'can she build our website?' of a mobile developer, not the entry on working abroad for freelance work", () => {
  const moving = "No. My family is here and I'm not moving them away from that.";
  const sites = "No, I'm a mobile developer: I don't build websites.";
  const owner = ownerWith((o) => ({
    ...o,
    skillGroups: [{ title: "Mobile", items: [{ label: "Kotlin", icon: "si:kotlin" }] }],
    projects: [],
    assistantProfile: {
      ...o.assistantProfile,
      availability: { ...o.assistantProfile.availability, relocation: false },
      faq: [
        { questions: ["Would Maya relocate?", "Is she open to working abroad?"], answer: moving },
        { questions: ["Can she build our web app?", "Does she do backend?"], answer: sites },
      ],
    },
  }));
  expect(converse(owner, ["why won't she relocate"])).toContain("family");
  expect(converse(owner, ["would she relocate", "why not"])).toContain("family");
  expect(converse(owner, ["can she build our company website"])).toContain("mobile developer");
  expect(converse(owner, ["is she open to freelance work"])).not.toContain("family");
});

test("'did she study abroad?' of studies at home and online: a no", () => {
  const owner = ownerWith((o) => ({
    ...o,
    profile: { ...o.profile, location: "Porto, Portugal" },
    assistantProfile: {
      ...o.assistantProfile,
      education: [
        { degree: "MSc Informatics", school: "University of Porto", years: "2016 – 2018", location: "Porto, Portugal" },
        { degree: "Cloud certificate", school: "An online academy", years: "2020", location: "Online" },
      ],
    },
  }));
  expect(converse(owner, ["did she study abroad"])).toMatch(/^No/);
});

test("'does she speak japanese?' then 'what level?': the last answer's sentence on that language", () => {
  const said = "Japanese is intermediate: I passed the JLPT N2.";
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: {
      ...o.assistantProfile,
      languages: [...o.assistantProfile.languages, "Japanese (intermediate)"],
      faq: [{ questions: ["Does she speak Japanese?", "What languages does Maya speak?"], answer: `Portuguese is my native language. My ${said}` }],
    },
  }));
  const level = converse(owner, ["does she speak japanese", "what level"]);
  expect(level).toContain("JLPT N2");
  expect(level).not.toContain("Portuguese");
});

test("'does she manage people?' of a role that mentors: no team led, and the sentence that says so", () => {
  const owner = ownerWith((o) => ({
    ...o,
    experience: o.experience.map((entry, i) =>
      i === 0 ? { ...entry, description: `${entry.description} I mentor our two junior engineers.` } : entry,
    ),
  }));
  const answer = converse(owner, ["does maya manage people"]);
  expect(answer).toContain("mentor");
  expect(answer).toMatch(/doesn't mention/);
});

test("'and on the backend?' after a skill asks for the back-end skills; rankings and a hometown the site doesn't give get the fallback", () => {
  const backEnd = madeUpOwner.skillGroups.find((group) => /back/i.test(group.title))?.items.map((item) => item.label) ?? [];
  const answer = converse(madeUpOwner, ["does she know vue", "and on the backend?"]);
  for (const label of backEnd) expect(answer).toContain(label);
  for (const question of ["rate her out of 10", "is she better than other candidates", "what's her hometown"])
    expect(converse(madeUpOwner, [question]), question).toBe(madeUpOwner.assistantProfile.fallbackReply);
});

test("'r u a real person?' is a no, 'are you a bot?' a yes, 'are you chatgpt?' names no technology; 'biggest stack?' is the project that lists the most", () => {
  const identity = converse(madeUpOwner, ["who are you?"]);
  expect(converse(madeUpOwner, ["r u a real person"])).toMatch(/^No/);
  expect(converse(madeUpOwner, ["are you a bot?"])).toMatch(/^Yes/);
  expect(converse(madeUpOwner, ["are you chatgpt?"])).toBe(identity);
  const most = Math.max(...madeUpOwner.projects.map((made) => made.stack.length));
  const widest = madeUpOwner.projects.filter((made) => made.stack.length === most).map((made) => made.name);
  const answer = converse(madeUpOwner, ["which project uses the most tech? biggest stack"]);
  for (const name of widest) expect(answer).toContain(name);
  for (const made of madeUpOwner.projects.filter((made) => !widest.includes(made.name))) expect(answer).not.toContain(made.name);
});
