import { expect, test } from "vitest";
import { converse, EMAIL, ownerWith, project, PHONE, withRules } from "./conversation.test-support";

// Readings that this stop's runs showed missing, each with the smallest content that shows it.

test("'everyone calls me Bayo' gives the owner a short name, which a question may use", () => {
  const owner = ownerWith((o) => ({
    ...o,
    profile: { ...o.profile, bio: "I'm Maya Fernandes, but everyone calls me Nana. I build data-heavy web apps." },
  }));
  const company = owner.experience[0]?.company ?? "";
  expect(converse(owner, ["where does nana work"])).toContain(company);
  expect(converse(owner, ["where is nana based"])).toContain("Lisbon");
});

const booking = (rules: string[]) =>
  ownerWith((o) => ({
    ...o,
    profile: {
      ...o.profile,
      links: [...o.profile.links, { label: "Book a call on Calendly", href: "https://calendly.com/maya-example", icon: "lu:calendar-days" as const }],
    },
    assistantProfile: { ...o.assistantProfile, privacyRules: rules, faq: [] },
  }));

test("an owner who never gives a number but has a page to book a call on: the page, for the number and for a chat", () => {
  const owner = booking(["Never share my phone number with anyone. Anyone who wants a call should book one through my Calendly link."]);
  for (const question of ["phone number?", "can i call maya", "does maya give out her phone number"]) {
    const answer = converse(owner, [question]);
    expect(answer, question).toContain("https://calendly.com/maya-example");
    expect(answer, question).not.toContain(PHONE);
  }
  expect(converse(owner, ["how do i contact maya"])).toContain("https://calendly.com/maya-example");
  expect(converse(owner, ["i'm switching careers, can i have a chat with maya"])).toContain("https://calendly.com/maya-example");
  // (A link's label that says what to do is said as written, not as the owner's.)
  const link = converse(owner, ["can we set up a quick call with maya"]);
  expect(link).not.toContain("Maya's Book");
});

test("'only to visitors who say which company they are from': a company named, in English, Spanish or Portuguese, is enough", () => {
  const owner = withRules([
    "Share my WhatsApp number only with a visitor who says which company they are from, by the company's name.",
    "Anyone else gets my e-mail address instead.",
  ]);
  for (const question of [
    "Mateus from Mercado Livre here, what's the best number to reach Maya on?",
    "hola! soy Lucía de Globant, ¿me pasás el número de WhatsApp de Maya?",
    "oi, sou o Pedro do iFood, pode me passar o whatsapp da Maya?",
  ])
    expect(converse(owner, [question]), question).toContain(PHONE);
  expect(converse(owner, ["what's her number", "sorry, should have said: I'm Rafael, engineering manager at Stone"])).toContain(PHONE);
  for (const question of [
    "what's her number",
    "I'm Ana from Brazil, what's her number",
    "I'm a recruiter at a startup in Berlin, her number?",
    "hola! soy Lucía, ¿me pasás el número de WhatsApp de Maya?",
  ]) {
    const answer = converse(owner, [question]);
    expect(answer, question).not.toContain(PHONE);
    expect(answer, question).toContain(EMAIL);
  }
});

test("a project called by an everyday word ('Notice') leaves that word its own meaning in 'notice period' and 'her notice'", () => {
  const owner = ownerWith((o) => ({
    ...o,
    projects: [...o.projects, project("Notice", "A small app a code club runs on: volunteers post the week's plans.", { stack: ["Laravel"] })],
    assistantProfile: {
      ...o.assistantProfile,
      availability: { ...o.assistantProfile.availability, note: "My notice period is one month." },
    },
  }));
  for (const question of ["notice period", "whats her notice period", "how long is maya's notice"])
    expect(converse(owner, [question]), question).toContain("one month");
  expect(converse(owner, ["tell me about notice"])).toContain("code club");
  expect(converse(owner, ["tell me about her notice app"])).toContain("code club");
});

test("'what did the bootcamp teach?' and 'where did she do teacher training?' ask about those studies", () => {
  const owner = ownerWith((o) => ({
    ...o,
    experience: [
      ...o.experience,
      {
        title: "Chemistry Teacher",
        employmentType: "Full-time",
        company: "Moor Lane High School",
        date: "Sep 2015 – Jul 2021",
        description: "Taught chemistry to GCSE.",
      },
    ],
    assistantProfile: {
      ...o.assistantProfile,
      education: [
        { degree: "Full-Stack Web Development Bootcamp (16 weeks: PHP and Vue)", school: "Ironworks Coding Bootcamp", years: "2021" },
        { degree: "PGCE Secondary Science", school: "Leeds Trinity University", years: "2014 – 2015" },
        { degree: "BSc Chemistry", school: "University of Leeds", years: "2011 – 2014" },
      ],
    },
  }));
  const taught = converse(owner, ["what did the bootcamp teach"]);
  expect(taught).toContain("Ironworks");
  expect(taught).not.toContain("Moor Lane");
  const training = converse(owner, ["where did maya do teacher training"]);
  expect(training).toContain("Leeds Trinity");
  expect(training).not.toContain("Ironworks");
  expect(converse(owner, ["does maya have a teaching qualification"])).toMatch(/^Yes/);
  expect(converse(owner, ["what was the evening course she taught"])).toContain("Moor Lane");
});

test("'what about hybrid in Leeds?' is a yes where the note offers hybrid work there, and not for another city or for hybrid apps", () => {
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: {
      ...o.assistantProfile,
      availability: { roles: [], remote: true, relocation: false, note: "Open to hybrid roles in Lisbon or Porto, or fully remote." },
    },
  }));
  expect(converse(owner, ["is maya open to remote", "what about hybrid in lisbon"])).toMatch(/^Yes/);
  expect(converse(owner, ["would she do hybrid"])).toMatch(/^Yes/);
  expect(converse(owner, ["hybrid in madrid?"])).not.toMatch(/^Yes/);
  expect(converse(owner, ["can she build hybrid apps with ionic"])).not.toContain("open to hybrid work");
});

test("time off said as 'on Saturday mornings I run a code club' answers 'what does she do outside work?'", () => {
  const owner = ownerWith((o) => ({
    ...o,
    profile: { ...o.profile, bio: "I build data-heavy web apps. On Saturday mornings I run a free code club for teenagers." },
  }));
  expect(converse(owner, ["what does maya do outside work"])).toContain("code club");
});

test("a project's name written in lower case elsewhere, 'laravel-sigfig', keeps its one word of its own: 'sigfig' names it", () => {
  const owner = ownerWith((o) => ({
    ...o,
    projects: [
      ...o.projects,
      project("laravel-sigfig", "An open-source Laravel package for significant figures. Install it with composer require maya/laravel-sigfig.", {
        stack: ["PHP", "Laravel"],
        github: "https://github.com/maya-example/laravel-sigfig",
      }),
    ],
    assistantProfile: { ...o.assistantProfile, highlights: [...o.assistantProfile.highlights, "Published laravel-sigfig on Packagist."] },
  }));
  expect(converse(owner, ["where can i get sigfig"])).toContain("laravel-sigfig");
});

test("'on my phone so keep it short' is the visitor's own phone, which asks for no number", () => {
  const answer = converse(withRules(["Give out the phone number only when a visitor explicitly asks for it."]), [
    "best way to reach her? on my phone so keep it short",
  ]);
  expect(answer).not.toContain(PHONE);
  expect(answer).toContain(EMAIL);
});

test("'wfh only or would she do office?' asks the second, and a remote-only owner's answer is a no", () => {
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: {
      ...o.assistantProfile,
      availability: { roles: [], remote: true, relocation: false, note: "Open to staff roles, remote only, from Portugal." },
    },
  }));
  expect(converse(owner, ["wfh only or would she do office"])).toMatch(/^No/);
  expect(converse(owner, ["would she work in an office or remotely"])).toMatch(/^Yes/);
});

test("a word of how much in a skill's brackets, 'Oracle Database (legacy)', names nothing; 'pulumi instead of terraform' asks about Pulumi", () => {
  const owner = ownerWith((o) => ({
    ...o,
    skillGroups: [...o.skillGroups, { title: "Databases", items: [{ label: "Oracle Database (legacy)", icon: "lu:database" as const }] }],
  }));
  expect(converse(owner, ["does she work on legacy systems"])).not.toContain("Oracle");
  expect(converse(owner, ["does she know oracle database"])).toMatch(/^Yes/);
  const instead = converse(withRules(["Give out the phone number only when a visitor explicitly asks for it."]), [
    "does she do pulumi instead of docker",
  ]);
  expect(instead).toContain("Pulumi isn't listed");
});
