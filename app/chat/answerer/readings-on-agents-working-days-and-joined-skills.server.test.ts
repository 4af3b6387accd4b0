import { expect, test } from "vitest";
import { converse, EMAIL, givesNumber, ownerWith } from "./conversation.test-support";

// Readings that this stop's runs showed missing, each with the smallest content that shows it.

const AGENT = "Naledi Khumalo at Jacaranda Talent (naledi@jacaranda.example.com)";

/** An owner who gives no number to anyone and sends recruiters to an agent, in the note's own words. */
const withAgent = ownerWith((o) => ({
  ...o,
  assistantProfile: {
    ...o.assistantProfile,
    availability: {
      ...o.assistantProfile.availability,
      note: `I don't give out my phone number through this site, to anyone: recruiters go through my recruitment agent, ${AGENT}; everyone else e-mails me.`,
    },
    privacyRules: [
      "Never give out my phone number through this site, to anyone, for any reason.",
      `Recruiters go through my recruitment agent, ${AGENT}; everyone else e-mails me.`,
    ],
  },
}));

test("'recruiters go through my agent': a recruiter who asks for the number or the e-mail is sent to the agent, never given a number", () => {
  for (const asked of [
    "I'm a recruiter, what's her number?",
    "i'm a recruiter, can i just email her directly?",
    "recruiter: we have an interview with her tomorrow, what number do i call if teams drops?",
    "recruiter from another agency here, can i skip the agent and get her cell",
  ]) {
    const answer = converse(withAgent, [asked]);
    expect(answer, asked).toContain("naledi@jacaranda.example.com");
    expect(givesNumber(answer), asked).toBe(false);
  }
  // (Anyone else still gets the owner's own address.)
  expect(converse(withAgent, ["what's her email?"])).toContain(EMAIL);
  expect(givesNumber(converse(withAgent, ["can i call her?"]))).toBe(false);
});

test("'who is her agent?', 'the agent's email?': the owner's sentence on the way through the agent", () => {
  for (const asked of ["who is her recruitment agent", "what's the agent's email"]) {
    expect(converse(withAgent, [asked]), asked).toContain("Naledi Khumalo");
  }
});

/** An owner who works Monday to Thursday and keeps Fridays for something else, in the introduction. */
const fourDays = ownerWith((o) => ({
  ...o,
  profile: { ...o.profile, pronouns: "they" },
  assistantProfile: {
    ...o.assistantProfile,
    snapshot: `${o.assistantProfile.snapshot} They work a four-day week, Monday to Thursday, keep Fridays for open-source maintainer duties, and overlap with US mornings until 6 p.m. Central European Time.`,
  },
}));

test("a day the owner does not work: 'free on fridays?', a meeting on it, and 'and saturdays?' after the days are a no", () => {
  const first = fourDays.profile.firstName;
  for (const asked of [["is she free on fridays"], ["can we do the interview on friday?"], ["what days does she work", "and saturdays?"]]) {
    const answer = converse(fourDays, asked);
    expect(answer, asked.join(" / ")).toMatch(/^No\b/);
    // (The owner who is "they" is named, with the name's verbs: "Robin works…, keeps…, and overlaps…".)
    expect(answer).toContain(`${first} works a four-day week, Monday to Thursday, keeps Fridays`);
    expect(answer).toContain("overlaps with US mornings until 6 p.m. Central European Time.");
  }
  // (A meeting on a day the owner works is left to the hours, which other readings answer.)
  expect(converse(fourDays, ["can we do an interview tuesday evening"])).not.toMatch(/^(?:No|Yes)\b/);
});

test("'what does she do on fridays?': the owner's own sentence that names the day", () => {
  expect(converse(fourDays, ["what does she do on fridays"])).toContain("keeps Fridays for open-source maintainer duties");
});

test("a skill card's 'U-Boot and device tree' names U-Boot; 'filesystems' names a card titled 'File Systems'", () => {
  const owner = ownerWith((o) => ({
    ...o,
    skillGroups: [
      ...o.skillGroups,
      { title: "Embedded Linux", items: [{ label: "U-Boot and device tree", icon: "lu:cpu" }] },
      {
        title: "File Systems",
        items: [
          { label: "ext4", icon: "lu:folder" },
          { label: "Btrfs", icon: "lu:folder" },
        ],
      },
    ],
  }));
  expect(converse(owner, ["does she know u-boot?"])).toMatch(/^Yes\b.*U-Boot/);
  expect(converse(owner, ["which filesystems does she know"])).toMatch(/ext4.*Btrfs/);
  // ("git send-email" is a tool, not the owner's address.)
  const mailer = ownerWith((o) => ({
    ...o,
    skillGroups: [...o.skillGroups, { title: "Upstream", items: [{ label: "git send-email", icon: "lu:mail" }] }],
  }));
  expect(converse(mailer, ["does she know git send-email?"])).toMatch(/^Yes\b.*git send-email/);
});

test("'I/O' is no first person: 'every block I/O' stays as written", () => {
  const owner = ownerWith((o) => ({
    ...o,
    projects: o.projects.map((p, i) => (i === 0 ? { ...p, description: "A tool that follows every block I/O through the kernel." } : p)),
  }));
  expect(converse(owner, [`what's ${owner.projects[0]?.name}`])).toContain("every block I/O");
});

test("a language whose name is also a word of the owner's place: 'does he know tamil?' is the language, 'in tamil nadu?' the place", () => {
  const owner = ownerWith((o) => ({
    ...o,
    profile: { ...o.profile, location: "Coimbatore, Tamil Nadu, India" },
    assistantProfile: { ...o.assistantProfile, languages: ["English", "Tamil"] },
  }));
  expect(converse(owner, ["does she know tamil"])).toMatch(/^Yes\b.*Tamil/);
  expect(converse(owner, ["is she in tamil nadu?"])).toContain("Coimbatore, Tamil Nadu");
  // ("isiZulu (native)" is Zulu.)
  const zulu = ownerWith((o) => ({ ...o, assistantProfile: { ...o.assistantProfile, languages: ["English", "isiZulu (native)"] } }));
  expect(converse(zulu, ["zulu?"])).toMatch(/^Yes\b.*isiZulu/);
});

test("an acknowledgement before a question is let go: 'cool, one more thing: is she in lisbon?'", () => {
  const owner = ownerWith((o) => o);
  const city = owner.profile.location.split(",")[0] ?? "";
  expect(converse(owner, ["thanks", `cool, one more thing: is she in ${city.toLowerCase()}?`])).toMatch(new RegExp(`^Yes\\b.*${city}`));
});

test("a card titled 'Certifications' answers which certificates, whether certified, and each exam by its code or name", () => {
  const owner = ownerWith((o) => ({
    ...o,
    profile: {
      ...o.profile,
      links: [...o.profile.links, { label: "Microsoft Learn certifications", href: "https://learn.microsoft.com/u/x", icon: "lu:award" }],
    },
    skillGroups: [
      ...o.skillGroups,
      {
        title: "Certifications",
        items: [
          { label: "PL-400: Power Platform Developer Associate (2021)", icon: "lu:award" },
          { label: "AZ-900: Azure Fundamentals (2020)", icon: "lu:award" },
        ],
      },
    ],
  }));
  expect(converse(owner, ["what certifications does she have"])).toMatch(/PL-400.*AZ-900/);
  expect(converse(owner, ["is she certified?"])).toMatch(/^Yes\b.*PL-400/);
  expect(converse(owner, ["is she aws certified?"])).toMatch(/\bNo\b/);
  expect(converse(owner, ["pl400"])).toContain("PL-400");
  expect(converse(owner, ["azure fundamentals?"])).toContain("AZ-900");
});

test("'was she always a developer?' of an owner who was something else first: a no, and that role", () => {
  const owner = ownerWith((o) => ({
    ...o,
    experience: [
      ...o.experience,
      {
        title: "Management Accountant",
        employmentType: "Full-time",
        company: "Ledger & Co",
        date: "Jan 2008 – Dec 2012",
        location: "Lisbon",
        description: "Monthly accounts and budgets.",
      },
    ],
  }));
  const answer = converse(owner, ["was she always a developer?"]);
  expect(answer).toMatch(/^No\b/);
  expect(answer).toContain("Management Accountant");
});

test("'is that a guy?' after who the owner is, and 'stop saying they': the owner's pronouns", () => {
  const owner = ownerWith((o) => ({ ...o, profile: { ...o.profile, pronouns: "they" } }));
  const first = owner.profile.firstName;
  expect(converse(owner, [`who is ${first}`, "is that a guy?"])).toContain("they/them");
  expect(converse(owner, [`${first.toLowerCase()} is obviously a he, stop saying they`])).toContain("they/them");
});

test("a role of a kind the owner's introduction rules out is a no, in their words, each verb agreeing", () => {
  const owner = ownerWith((o) => ({
    ...o,
    profile: { ...o.profile, pronouns: "they" },
    assistantProfile: {
      ...o.assistantProfile,
      snapshot: `${o.assistantProfile.snapshot} They do no web or front-end work and take no management roles.`,
      availability: { roles: ["Staff Kernel Engineer"], remote: true, relocation: false },
    },
  }));
  expect(converse(owner, ["would they take a front-end role"])).toBe(
    `No: ${owner.profile.firstName} does no web or front-end work and takes no management roles.`,
  );
});
