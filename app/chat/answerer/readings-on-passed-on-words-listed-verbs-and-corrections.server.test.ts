import { expect, test } from "vitest";
import { madeUpOwner } from "../../../tests/assistant/made-up-owner";
import { converse, EMAIL, givesNumber, ownerWith, project, withProjects, withRules } from "./conversation.test-support";

// Readings that this stop's runs showed missing, each with the smallest content that shows it.

const givenToRecruiters = [
  "Give my mobile number to recruiters and hiring managers who ask for it, and tell them I'd rather get a WhatsApp message than a call, and never a call before 9 a.m. Lisbon time.",
  "Don't give my number to sales people, vendors or anyone else; point them to my e-mail.",
];

test("'give my number to recruiters…' then 'don't give it to anyone else': only recruiters get it, with what the rule passes on", () => {
  const owner = withRules(givenToRecruiters);
  for (const asked of ["phone?", "I'm from a monitoring vendor, can I get her number?", "i'm a student, could you give me her cell"]) {
    expect(givesNumber(converse(owner, [asked])), asked).toBe(false);
  }
  const recruiter = converse(owner, ["recruiter here, her number please"]);
  expect(givesNumber(recruiter)).toBe(true);
  // ("never a call before 9 a.m." limits the hours; it does not rule calls out.)
  expect(recruiter).toMatch(/WhatsApp/);
  expect(recruiter).toMatch(/9 a\.m\./);
  expect(recruiter).not.toMatch(/takes no calls\b(?! before)/);
});

test("what a rule passes on is said in the owner's public words where they say it, not quoted from the rule", () => {
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: {
      ...o.assistantProfile,
      snapshot: `${o.assistantProfile.snapshot} Recruiters can ask for her mobile; she prefers WhatsApp messages to calls and takes no calls before 9 a.m. Lisbon time.`,
      privacyRules: givenToRecruiters,
    },
  }));
  const answer = converse(owner, ["recruiter here, her number please"]);
  expect(givesNumber(answer)).toBe(true);
  expect(answer).toContain("prefers WhatsApp messages to calls and takes no calls before 9 a.m. Lisbon time");
  expect(answer).not.toContain("rather get a WhatsApp message");
});

test("two questions whose answers share a sentence say it once", () => {
  const owner = withRules(givenToRecruiters);
  const answer = converse(owner, ["recruiter here, her number please", "ok what's the number again and when can I call her?"]);
  expect(givesNumber(answer)).toBe(true);
  expect(answer.split("9 a.m.").length - 1).toBe(1);
});

test("'never give my number to anyone selling…': a seller never gets it, even after saying a call is booked", () => {
  const owner = withRules([
    "Give my phone number only to a visitor who says they have booked a call with me through my Calendly link.",
    "Never give my number to anyone selling courses, coaching, crypto or investment opportunities, even if they say they have booked a call.",
  ]);
  const seller = converse(owner, [
    "hi, I run a trading academy and have an investment opportunity for her. I've booked a call already, send me her number",
  ]);
  expect(givesNumber(seller)).toBe(false);
  expect(seller).toContain(EMAIL);
  // ("booked … via the calendly link", "i just booked a call": a booking said either way.)
  expect(
    givesNumber(converse(owner, ["how do i book a call?", "done, booked for tuesday 2pm via the calendly link. can i get her phone number now?"])),
  ).toBe(true);
  expect(givesNumber(converse(owner, ["I just booked a call with her for friday, what's her number?"]))).toBe(true);
});

test("a visitor who corrects which one they meant gets the one they meant", () => {
  const owner = withProjects(
    project("Harbour Board", "A board for harbour pilots.", { stack: ["Elm"], live: "https://harbour.example.org" }),
    project("Tidal Coach", "A coach for rowers.", { stack: ["Elm"], github: "https://github.com/maya/tidal-coach" }),
  );
  expect(converse(owner, ["which projects use elm", "tell me about the harbour board one", "no, I meant the other one"])).toContain("Tidal Coach");
  const first = converse(owner, ["which projects use elm", "is the second one live?", "no wait, not that project, the first one"]);
  expect(first).toContain("Harbour Board");
  expect(first).toContain("https://harbour.example.org");
  const hosted = converse(owner, ["which projects use elm", "not the harbour board, the other one. where's its code?"]);
  expect(hosted).toContain("https://github.com/maya/tidal-coach");
  // ("no wait, i meant her job title": what the visitor meant, asked as they put it.)
  const [current] = madeUpOwner.experience;
  expect(converse(madeUpOwner, ["what's her degree", "no wait, i meant her job title"])).toContain(current?.title ?? "-");
});

test("a visitor who sells something, in their own words, is a seller", () => {
  const owner = withRules(["Give my number to anyone who asks.", "Never give my number to anyone selling courses or coaching."]);
  expect(givesNumber(converse(owner, ["I sell cloud certification courses, need her mobile"]))).toBe(false);
  expect(givesNumber(converse(owner, ["need her mobile"]))).toBe(true);
});

test("'any python projects?' asks for the projects: none, where no project lists it", () => {
  const owner = ownerWith((o) => ({
    ...o,
    skillGroups: [...o.skillGroups, { title: "Scripting", items: [{ label: "Elixir", icon: "si:elixir" }] }],
  }));
  expect(converse(owner, ["any elixir projects?"])).toMatch(/^None of the projects/);
  const used = withProjects(project("Quiet Queue", "A job queue.", { stack: ["Elixir"] }));
  expect(converse(used, ["any elixir projects?"])).toContain("Quiet Queue");
});

test("a maker's name alone names its product on the owner's cards; two names joined by a slash name it each", () => {
  const owner = ownerWith((o) => ({
    ...o,
    skillGroups: [
      ...o.skillGroups,
      {
        title: "Networks",
        items: [
          { label: "Juniper Junos", icon: "lu:network" },
          { label: "EVPN/VXLAN", icon: "lu:network" },
        ],
      },
    ],
  }));
  expect(converse(owner, ["does she know juniper?"])).toContain("Juniper Junos");
  expect(converse(owner, ["vxlan experience?"])).toContain("EVPN/VXLAN");
  expect(converse(owner, ["evpn?"])).toContain("EVPN/VXLAN");
  // (A technology of the field the content does not list is said to be not listed, not answered with the fallback.)
  expect(converse(owner, ["does she know sd-wan?"])).toMatch(/SD-WAN isn't listed/);
});

test("text-speak and 'are you X or a bot?' are read as what they say", () => {
  const [study] = madeUpOwner.assistantProfile.education;
  expect(converse(madeUpOwner, ["wat stack u use", "ty, n her edu?"])).toContain(study?.school ?? "-");
  expect(converse(madeUpOwner, [`are you ${madeUpOwner.profile.firstName} or a bot`])).toMatch(/assistant|sidekick/i);
});

test("a nationality the owner's note names in a clause of its own is a plain yes, whatever else the sentence rules out", () => {
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: {
      ...o.assistantProfile,
      availability: {
        ...o.assistantProfile.availability,
        note: "I won't relocate, and as a Portuguese citizen I can work anywhere in the EU without a visa.",
      },
    },
  }));
  expect(converse(owner, ["is she portuguese?"])).toMatch(/^Yes/);
});

test("a short name the owner is 'to most people' names the owner; so does 'the woman behind this site'", () => {
  const { firstName, lastName } = madeUpOwner.profile;
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: { ...o.assistantProfile, snapshot: `${firstName} ${lastName} (she/her), Mimi to most people, ${o.assistantProfile.snapshot}` },
  }));
  const about = converse(owner, ["what does mimi do"]);
  expect(about).not.toBe(owner.assistantProfile.fallbackReply);
  expect(about).toContain(firstName);
  expect(converse(owner, ["tell me about the woman behind this site"])).toContain(firstName);
});

test("'what was her title?' after a past role asks of that role", () => {
  const past = madeUpOwner.experience.find((entry) => !/present|now|current/i.test(entry.date));
  expect(past).toBeDefined();
  const answer = converse(madeUpOwner, [`what did she do at ${past?.company}?`, "what was her title?"]);
  expect(answer).toContain(past?.title ?? "-");
});

test("a list the owner rules out ('doesn't do pure sales, front-end or mobile work') answers a question about one of them with a no", () => {
  const owner = ownerWith((o) => ({
    ...o,
    skillGroups: o.skillGroups.filter((group) => !/front/i.test(group.title)),
    projects: [],
    assistantProfile: {
      ...o.assistantProfile,
      snapshot: `${o.assistantProfile.snapshot} She doesn't do pure sales roles, front-end or mobile work.`,
    },
  }));
  expect(converse(owner, ["does she do front-end work"])).toMatch(/^No\b/);
});

test("an owner whose name is a day: 'on sunday' is the day", () => {
  const owner = ownerWith((o) => ({ ...o, profile: { ...o.profile, firstName: "Sunday" } }));
  expect(converse(owner, ["what does sunday do"])).not.toBe(owner.assistantProfile.fallbackReply);
  expect(converse(owner, ["can she start on sunday?"])).not.toMatch(/^Sunday is /);
});

test("'does she prefer calls or messages?' gets what the phone rule passes on", () => {
  const owner = withRules(givenToRecruiters);
  expect(converse(owner, ["does she prefer calls or messages"])).toMatch(/WhatsApp/);
});

test("a card titled 'Certifications' lists certificates; a note's 'those cities only' limits a move; its sentence on salary answers pay", () => {
  const owner = ownerWith((o) => ({
    ...o,
    skillGroups: [...o.skillGroups, { title: "Certifications", items: [{ label: "Google Cloud Professional Cloud Architect", icon: "lu:award" }] }],
    assistantProfile: {
      ...o.assistantProfile,
      availability: {
        roles: ["Cloud architect"],
        remote: true,
        relocation: true,
        note: "I'd relocate to Dublin or Berlin, and those two cities only. Salary expectations on request.",
      },
    },
  }));
  expect(converse(owner, ["is she certified?"])).toContain("Google Cloud Professional Cloud Architect");
  expect(converse(owner, ["would she relocate to amsterdam?"])).toMatch(/Amsterdam isn't among/);
  expect(converse(owner, ["would she relocate to berlin?"])).toMatch(/^Yes/);
  expect(converse(owner, ["salary expectations?"])).toMatch(/Salary expectations on request/);
});

test("'since when does she code?' asks how long; the pay of a job is not the owner's note on salary", () => {
  const asked = converse(madeUpOwner, ["since when does she code?"]);
  expect(asked).toBe(converse(madeUpOwner, ["how long has she been coding?"]));
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: {
      ...o.assistantProfile,
      availability: { ...o.assistantProfile.availability, note: "Salary expectations on request." },
    },
  }));
  const [current] = owner.experience;
  expect(converse(owner, [`how much does she earn at ${current?.company}?`])).toBe(owner.assistantProfile.fallbackReply);
});

test("'would she be on call?' asks about the pager, as the owner's own 'Will you do on-call?' does", () => {
  const answer = "No. I did years of night shifts and I'm done with on-call.";
  const owner = withRules([], [{ questions: ["Will you do on-call?", "Would she join an on-call rotation?"], answer }]);
  expect(converse(owner, ["would she be on call"])).toMatch(/^No\. .* done with on-call/);
});
