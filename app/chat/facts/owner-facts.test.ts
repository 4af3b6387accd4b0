import { expect, test } from "vitest";
import * as siteContent from "~/content";
import type { SiteContent } from "~/content/types";
import { formatDeployLine } from "~/lib/deploy-line";
import { cityOf, codeHostLink, isCurrentDate, isInternship, languageName, linkPlatform, ownerFacts, periodOf, projectDeploys } from "./owner-facts";

const { profile, skillGroups, experience, projects, assistantProfile } = siteContent;

/** An owner unlike the sample: a past and a current role, no phone, a project with neither demo nor code. */
const madeUp: SiteContent = {
  profile: {
    firstName: "Noor",
    lastName: "Haddad",
    initials: "NH",
    pronouns: "they",
    role: "Data Engineer",
    bio: "I move data from where it is to where it is useful.",
    email: "noor@example.org",
    location: "Amman, Jordan",
    siteUrl: "https://noor.example.org",
    portraits: {
      default: { src: "/images/noor.svg", alt: "Noor" },
      alternate: { src: "/images/noor-waving.svg", alt: "Noor waving" },
    },
    links: [{ label: "Codeberg profile", href: "https://codeberg.org/noor", icon: "si:codeberg" }],
  },
  skillGroups: [
    {
      title: "Data",
      items: [
        { label: "Python", icon: "si:python" },
        { label: "dbt", icon: "si:dbt" },
      ],
    },
    { title: "Tools", items: [{ label: "Airflow", icon: "si:apacheairflow" }] },
  ],
  experience: [
    { title: "Analyst", employmentType: "Full-time", company: "Old Co", date: "Jan 2019 – Dec 2021", description: "Reports." },
    { title: "Data Engineer", employmentType: "Full-time", company: "New Co", date: "Jan 2022 – Present", description: "Pipelines.", teamSize: 3 },
  ],
  projects: [
    { name: "Sifter", github: "", live: "", description: "A private tool.", stack: ["Python"], deploy: { backend: "TBD" } },
    {
      name: "Tide",
      github: "https://codeberg.org/noor/tide",
      live: "https://tide.example.org",
      description: "A dashboard.",
      stack: ["dbt"],
      deploy: { frontend: "Netlify" },
    },
  ],
  assistantProfile: {
    snapshot: "Noor builds data pipelines.",
    highlights: [],
    education: [],
    languages: ["Arabic", "English"],
    availability: { roles: [], remote: false, relocation: true },
    responseStyle: [],
    privacyRules: [],
    fallbackReply: "I don't know that one.",
  },
};

test("the sample content's facts are its own values", () => {
  const facts = ownerFacts(siteContent);
  expect(facts.firstName).toBe(profile.firstName);
  expect(facts.fullName).toBe(`${profile.firstName} ${profile.lastName}`);
  expect(facts.pronouns.set.startsWith(`${profile.pronouns}/`)).toBe(true);
  expect(facts.contact.email).toBe(profile.email);
  expect(facts.contact.phone).toBe(profile.phone ?? null);
  expect(facts.contact.links.map((link) => link.href)).toEqual(profile.links.map((link) => link.href));
  expect(facts.skillGroups.map((group) => group.title)).toEqual(skillGroups.map((group) => group.title));
  expect(facts.skillLabels).toEqual(skillGroups.flatMap((group) => group.items.map((item) => item.label)));
  expect(facts.experience.map((entry) => entry.company)).toEqual(experience.map((entry) => entry.company));
  expect(facts.projects.map((project) => project.name)).toEqual(projects.map((project) => project.name));
  expect(facts.projects.map((project) => project.deployLine)).toEqual(projects.map((project) => formatDeployLine(project.deploy)));
  expect(facts.education).toEqual(assistantProfile.education);
  expect(facts.faq).toEqual(assistantProfile.faq ?? []);
});

test("a made-up owner: the current role, no phone, a project without links, they/them", () => {
  const facts = ownerFacts(madeUp);
  expect(facts.experience.filter((entry) => entry.current).map((entry) => entry.title)).toEqual(["Data Engineer"]);
  expect(facts.contact.phone).toBeNull();
  expect(facts.projects[0]).toEqual({ name: "Sifter", description: "A private tool.", stack: ["Python"], live: null, code: null, deployLine: null });
  expect(facts.projects[1]).toMatchObject({
    live: "https://tide.example.org",
    code: "https://codeberg.org/noor/tide",
    deployLine: "Deploy — Frontend: Netlify",
  });
  expect(facts.pronouns).toEqual({ set: "they/them", subject: "they", object: "them" });
  expect(facts.availability).toEqual({ roles: [], remote: false, relocation: true, note: null });
  expect(facts.skillLabels).toEqual(["Python", "dbt", "Airflow"]);
  expect(facts.faq).toEqual([]);
});

test("each pronoun of the content gives its set", () => {
  const setOf = (pronouns: SiteContent["profile"]["pronouns"]) => ownerFacts({ ...madeUp, profile: { ...madeUp.profile, pronouns } }).pronouns.set;
  expect([setOf("he"), setOf("she"), setOf("they")]).toEqual(["he/him", "she/her", "they/them"]);
});

test("a period is current when it runs to the present, whatever its case", () => {
  expect(isCurrentDate("Oct 2024 – Present")).toBe(true);
  expect(isCurrentDate("2023 – now")).toBe(true);
  expect(isCurrentDate("May 2019 – Aug 2019")).toBe(false);
});

test("a period's start and end as written; one that runs to today has no end", () => {
  expect(periodOf("May 2019 – Aug 2019")).toEqual({ start: "May 2019", end: "Aug 2019", ongoing: false });
  expect(periodOf("Oct 2024 – Present")).toEqual({ start: "Oct 2024", end: null, ongoing: true });
  expect(periodOf("2016-2020")).toEqual({ start: "2016", end: "2020", ongoing: false });
  expect(periodOf("Jan 2021 to now")).toEqual({ start: "Jan 2021", end: null, ongoing: true });
  expect(periodOf("2019")).toEqual({ start: "2019", end: null, ongoing: false });
  // A hyphen inside a text is no dash.
  expect(periodOf("Jan-Mar 2020").start).toBe("Jan-Mar 2020");
  const current = ownerFacts(madeUp).experience.map((entry) => periodOf(entry.date).ongoing);
  expect(current).toEqual(ownerFacts(madeUp).experience.map((entry) => entry.current));
});

test("an internship by its employment type or its title, not by a word that starts alike", () => {
  expect(isInternship({ title: "Software Engineering Intern", employmentType: "Full-time" })).toBe(true);
  expect(isInternship({ title: "Developer", employmentType: "Internship" })).toBe(true);
  expect(isInternship({ title: "Internal Tools Engineer", employmentType: "Full-time" })).toBe(false);
  expect(ownerFacts(madeUp).experience.filter(isInternship)).toEqual([]);
});

test("the employers' names give the words a visitor names their office number by, without accents and without the owner's own names", () => {
  const entry = { title: "Engineer", employmentType: "Full-time", date: "Jan 2020 – Present", description: "Work." };
  const employers = (...companies: string[]) =>
    ownerFacts({ ...madeUp, experience: companies.map((company) => ({ ...entry, company })) }).contact.phoneRule.employers;
  expect(employers("Old Co", "New Co")).toEqual(["old", "co", "new"]);
  expect(employers("Haddad & Söhne", "Noor Data Studio")).toEqual(["sohne", "data", "studio"]);
  // (The business the owner runs today is theirs, not an employer's.)
  const founder = { ...entry, title: "Founder and Web Developer", employmentType: "Self-employed", company: "Blue Door Web" };
  const rule = ownerFacts({ ...madeUp, experience: [founder, { ...entry, company: "Quay Bank", date: "1988 – 1990" }] }).contact.phoneRule;
  expect(rule.employers).toEqual(["quay", "bank"]);
  expect(rule.ownBusiness).toEqual(["blue", "door", "web"]);
});

test("a language without its note, a location's city, a link's platform", () => {
  expect(languageName("Hindi (conversational)")).toBe("Hindi");
  expect(languageName("English")).toBe("English");
  expect(languageName("LSQ (Langue des signes québécoise), fluent")).toBe("LSQ");
  expect(languageName("French, written, fluent")).toBe("French");
  expect(cityOf("Coimbatore, Tamil Nadu, India")).toBe("Coimbatore");
  expect(cityOf(ownerFacts(madeUp).location)).toBe("Amman");
  expect(cityOf("Remote")).toBe("Remote");
  expect(linkPlatform("GitHub profile")).toBe("GitHub");
  expect(linkPlatform("Blog")).toBe("Blog");
});

test("the owner's code is on the first link to a code host, whatever the host", () => {
  expect(codeHostLink(ownerFacts(madeUp).contact.links)?.href).toBe("https://codeberg.org/noor");
  const links = [
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/someone" },
    { label: "GitLab profile", href: "https://gitlab.com/someone" },
  ];
  expect(codeHostLink(links)?.label).toBe("GitLab profile");
  expect(codeHostLink(links.slice(0, 1))).toBeUndefined();
});

test("a project's deploys as its card shows them: placeholders left out, a linked name by its name", () => {
  expect(projectDeploys({ frontend: "Netlify", backend: "TBD", database: "None", domain: "" })).toEqual([{ key: "frontend", name: "Netlify" }]);
  expect(projectDeploys({ PyPI: { name: "tidewatch", href: "https://pypi.org/project/tidewatch/" } })).toEqual([{ key: "PyPI", name: "tidewatch" }]);
  expect(madeUp.projects.map((project) => projectDeploys(project.deploy).map((deploy) => deploy.name))).toEqual([[], ["Netlify"]]);
});

test("the phone rule in the owner's own words: only to callers, a message first (in the rule's words), after a first e-mail, to clients or colleagues, after a first interview, or none of these", () => {
  const ruleOf = (...privacyRules: string[]) =>
    ownerFacts({ ...siteContent, assistantProfile: { ...siteContent.assistantProfile, privacyRules } }).contact.phoneRule;
  expect(ruleOf("Share the phone number only with a visitor who says they want to call; otherwise the e-mail.")).toEqual({
    onlyToCallers: true,
    onlyToTexters: false,
    messageFirst: null,
    afterEmail: false,
    recruitersOnly: false,
    recruitersWhoSay: false,
    clientsOnly: false,
    colleaguesOnly: false,
    urgentOnly: false,
    afterMeeting: null,
    afterScheduled: false,
    firmNamed: false,
    companyNamed: false,
    roleNamed: false,
    roleOnly: false,
    hiringManagersOnly: false,
    inHouseHrToo: false,
    partnersToo: false,
    knownOnly: false,
    inPerson: false,
    engagementOnly: false,
    purposeFirst: false,
    projectsOnly: false,
    jobOffersOnly: null,
    eitherOf: null,
    recruitersNever: false,
    recruitersUntilScheduled: false,
    sellersNever: false,
    studentsNever: false,
    forOthersNever: false,
    ownRoleNamed: false,
    companiesNever: null,
    noCallsOn: null,
    weekdaysOnly: false,
    noCallsDuring: null,
    callHours: null,
    messagesOnly: false,
    notForCalls: false,
    numberNotOn: null,
    messageChannels: null,
    numberItself: false,
    never: false,
    preference: null,
    passOn: null,
    moreWithNumber: false,
    employers: expect.any(Array),
    ownBusiness: expect.any(Array),
  });
  expect(ruleOf("Prefers a message before a call; give the number when asked.")).toEqual({
    onlyToCallers: false,
    onlyToTexters: false,
    messageFirst: "message",
    afterEmail: false,
    recruitersOnly: false,
    recruitersWhoSay: false,
    clientsOnly: false,
    colleaguesOnly: false,
    urgentOnly: false,
    afterMeeting: null,
    afterScheduled: false,
    firmNamed: false,
    companyNamed: false,
    roleNamed: false,
    roleOnly: false,
    hiringManagersOnly: false,
    inHouseHrToo: false,
    partnersToo: false,
    knownOnly: false,
    inPerson: false,
    engagementOnly: false,
    purposeFirst: false,
    projectsOnly: false,
    jobOffersOnly: null,
    eitherOf: null,
    recruitersNever: false,
    recruitersUntilScheduled: false,
    sellersNever: false,
    studentsNever: false,
    forOthersNever: false,
    ownRoleNamed: false,
    companiesNever: null,
    noCallsOn: null,
    weekdaysOnly: false,
    noCallsDuring: null,
    callHours: null,
    messagesOnly: false,
    notForCalls: false,
    numberNotOn: null,
    messageChannels: null,
    numberItself: false,
    never: false,
    preference: "prefers a message before a call",
    passOn: null,
    moreWithNumber: false,
    employers: expect.any(Array),
    ownBusiness: expect.any(Array),
  });
  expect(ruleOf("Share the phone number only with someone who has already e-mailed and wants an interview.")).toEqual({
    onlyToCallers: false,
    onlyToTexters: false,
    messageFirst: null,
    afterEmail: true,
    recruitersOnly: false,
    recruitersWhoSay: false,
    clientsOnly: false,
    colleaguesOnly: false,
    urgentOnly: false,
    afterMeeting: null,
    afterScheduled: false,
    firmNamed: false,
    companyNamed: false,
    roleNamed: false,
    roleOnly: false,
    hiringManagersOnly: false,
    inHouseHrToo: false,
    partnersToo: false,
    knownOnly: false,
    inPerson: false,
    engagementOnly: false,
    purposeFirst: false,
    projectsOnly: false,
    jobOffersOnly: null,
    eitherOf: null,
    recruitersNever: false,
    recruitersUntilScheduled: false,
    sellersNever: false,
    studentsNever: false,
    forOthersNever: false,
    ownRoleNamed: false,
    companiesNever: null,
    noCallsOn: null,
    weekdaysOnly: false,
    noCallsDuring: null,
    callHours: null,
    messagesOnly: false,
    notForCalls: false,
    numberNotOn: null,
    messageChannels: null,
    numberItself: false,
    never: false,
    preference: null,
    passOn: null,
    moreWithNumber: false,
    employers: expect.any(Array),
    ownBusiness: expect.any(Array),
  });
  expect(ruleOf("Only give out my phone number to existing clients or during my working hours; otherwise point people to e-mail.")).toEqual({
    onlyToCallers: false,
    onlyToTexters: false,
    messageFirst: null,
    afterEmail: false,
    recruitersOnly: false,
    recruitersWhoSay: false,
    clientsOnly: true,
    colleaguesOnly: false,
    urgentOnly: false,
    afterMeeting: null,
    afterScheduled: false,
    firmNamed: false,
    companyNamed: false,
    roleNamed: false,
    roleOnly: false,
    hiringManagersOnly: false,
    inHouseHrToo: false,
    partnersToo: false,
    knownOnly: false,
    inPerson: false,
    engagementOnly: false,
    purposeFirst: false,
    projectsOnly: false,
    jobOffersOnly: null,
    eitherOf: null,
    recruitersNever: false,
    recruitersUntilScheduled: false,
    sellersNever: false,
    studentsNever: false,
    forOthersNever: false,
    ownRoleNamed: false,
    companiesNever: null,
    noCallsOn: null,
    weekdaysOnly: false,
    noCallsDuring: null,
    callHours: null,
    messagesOnly: false,
    notForCalls: false,
    numberNotOn: null,
    messageChannels: null,
    numberItself: false,
    never: false,
    preference: null,
    passOn: null,
    moreWithNumber: false,
    employers: expect.any(Array),
    ownBusiness: expect.any(Array),
  });
  expect(ruleOf("Give the phone number only after a first interview: to a visitor who says they have had one; otherwise the e-mail.")).toEqual({
    onlyToCallers: false,
    onlyToTexters: false,
    messageFirst: null,
    afterEmail: false,
    recruitersOnly: false,
    recruitersWhoSay: false,
    clientsOnly: false,
    colleaguesOnly: false,
    urgentOnly: false,
    afterMeeting: "only after a first interview",
    afterScheduled: false,
    firmNamed: false,
    companyNamed: false,
    roleNamed: false,
    roleOnly: false,
    hiringManagersOnly: false,
    inHouseHrToo: false,
    partnersToo: false,
    knownOnly: false,
    inPerson: false,
    engagementOnly: false,
    purposeFirst: false,
    projectsOnly: false,
    jobOffersOnly: null,
    eitherOf: null,
    recruitersNever: false,
    recruitersUntilScheduled: false,
    sellersNever: false,
    studentsNever: false,
    forOthersNever: false,
    ownRoleNamed: false,
    companiesNever: null,
    noCallsOn: null,
    weekdaysOnly: false,
    noCallsDuring: null,
    callHours: null,
    messagesOnly: false,
    notForCalls: false,
    numberNotOn: null,
    messageChannels: null,
    numberItself: false,
    never: false,
    preference: null,
    passOn: null,
    moreWithNumber: false,
    employers: expect.any(Array),
    ownBusiness: expect.any(Array),
  });
  expect(ruleOf("Give the phone number only to colleagues or existing clients with an urgent matter; everyone else gets the e-mail.")).toMatchObject({
    clientsOnly: true,
    colleaguesOnly: true,
    urgentOnly: false,
  });
  expect(ruleOf("If you have my number, please text me first before calling: I'm often in meetings.").messageFirst).toBe("text");
  // "WhatsApp only, never a call": the number is for messages; "never call after 9 pm" keeps only the evenings free.
  expect(ruleOf("My phone number is WhatsApp only: send me a message, never a call.").messagesOnly).toBe(true);
  expect(ruleOf("My phone number is WhatsApp only: send me a message, never a call.").messageChannels).toBe("WhatsApp");
  expect(ruleOf("Text before you call, and never call after 9 pm Eastern.").messagesOnly).toBe(false);
  expect(ruleOf("No calls on Fridays, please.").messagesOnly).toBe(false);
  // "No contact at weekends" keeps them free of calls, whether or not the rule names the phone.
  expect(ruleOf("Give the phone number when asked.", "No contact at weekends: they are for my kids.").noCallsOn).toBe("weekends");
  // "Only after the visitor asks for a number to call" waits for no conversation.
  expect(ruleOf("Give the phone number only after the visitor asks for a number to call.").afterMeeting).toBeNull();
  // ("only to someone who needs me urgently (…a client's site showing broken pages…)": urgency, not clients;
  // "only to colleagues with an urgent matter": the colleagues are whom it is for.)
  const urgent = ruleOf("Give my number only to someone who needs me urgently (a client's site showing broken pages right now).");
  expect([urgent.urgentOnly, urgent.clientsOnly]).toEqual([true, false]);
  expect(ruleOf("Give the phone number only to colleagues with an urgent matter.").urgentOnly).toBe(false);
  expect(ruleOf("My number is only for people I've already had an interview with; please write first.").afterMeeting).toBe("after an interview");
  // "…to ring me or to set up a phone interview, don't give it for that": not for a call; "never to betting or gambling companies":
  // not to them, and not to no one.
  expect(ruleOf("If someone asks for the number to ring me or to set up a phone interview, don't give it for that.").notForCalls).toBe(true);
  expect(ruleOf("Please don't call me: text or e-mail instead.").notForCalls).toBe(false);
  const companies = ruleOf("Give my phone number when asked.", "Never give my number to betting or gambling companies.");
  expect([companies.companiesNever, companies.never]).toEqual(["betting or gambling companies", false]);
  expect(ruleOf("Never give my number to anyone.").companiesNever).toBeNull();
  expect(ruleOf("Share the phone number only when the visitor explicitly asks for a phone number.")).toEqual({
    onlyToCallers: false,
    onlyToTexters: false,
    messageFirst: null,
    afterEmail: false,
    recruitersOnly: false,
    recruitersWhoSay: false,
    clientsOnly: false,
    colleaguesOnly: false,
    urgentOnly: false,
    afterMeeting: null,
    afterScheduled: false,
    firmNamed: false,
    companyNamed: false,
    roleNamed: false,
    roleOnly: false,
    hiringManagersOnly: false,
    inHouseHrToo: false,
    partnersToo: false,
    knownOnly: false,
    inPerson: false,
    engagementOnly: false,
    purposeFirst: false,
    projectsOnly: false,
    jobOffersOnly: null,
    eitherOf: null,
    recruitersNever: false,
    recruitersUntilScheduled: false,
    sellersNever: false,
    studentsNever: false,
    forOthersNever: false,
    ownRoleNamed: false,
    companiesNever: null,
    noCallsOn: null,
    weekdaysOnly: false,
    noCallsDuring: null,
    callHours: null,
    messagesOnly: false,
    notForCalls: false,
    numberNotOn: null,
    messageChannels: null,
    numberItself: false,
    never: false,
    preference: null,
    passOn: null,
    moreWithNumber: false,
    employers: expect.any(Array),
    ownBusiness: expect.any(Array),
  });
  // A day kept free of calls, in a rule, in the snapshot or in the owner's answer on calling them.
  expect(ruleOf("Takes no calls on Fridays or weekends; give the number when asked.").noCallsOn).toBe("Fridays or weekends");
  // The owner's own words to give with the number, after a colon; not the words after any colon.
  expect(ruleOf("Give my phone number only when asked outright, and pass on my rule with it: SMS first; no calls before 9am.").passOn).toBe(
    "SMS first; no calls before 9am",
  );
  expect(ruleOf("Give the phone number only after a first interview: to a visitor who says they have had one.").passOn).toBeNull();
  // (Words added to the number without a colon are the assistant's to say its own way: "add that she keeps Irish hours".)
  expect(ruleOf("Give my number when asked, and add that I take no calls during lunch, 12:00 to 14:00.")).toMatchObject({
    passOn: null,
    moreWithNumber: true,
    employers: expect.any(Array),
    ownBusiness: expect.any(Array),
  });
  // A number kept for a visitor who asks for the number itself; "explicitly" and "outright" are asking, as "can I call her?" is.
  expect(ruleOf("Give my phone number only to someone who asks for the number itself.").numberItself).toBe(true);
  expect(ruleOf("If someone asks whether they can call me, don't give the number: point them to my e-mail.").numberItself).toBe(true);
  expect(ruleOf("Give my phone number only when someone asks for it outright.").numberItself).toBe(false);
  expect(ruleOf("Share the phone number only when the visitor explicitly asks for a phone number.").numberItself).toBe(false);
  const told = (snapshot: string, answer: string) =>
    ownerFacts({
      ...siteContent,
      assistantProfile: { ...siteContent.assistantProfile, snapshot, faq: [{ questions: ["Can I call her?"], answer }] },
    }).contact.phoneRule;
  expect(told("She prefers a text message before a phone call.", "E-mail is best.")).toMatchObject({ messageFirst: "text", noCallsOn: null });
  expect(told("She builds phone apps.", "E-mail is best. I don't take calls on Mondays, my teaching day.").noCallsOn).toBe("Mondays");
  // "My phone number is for recruiters who ask for it…; without saying they're a recruiter, my e-mail": kept until they say so.
  expect(
    ruleOf(
      "My phone number is for recruiters and hiring managers who ask for it.",
      "If someone asks without saying they're a recruiter, give my e-mail.",
    ),
  ).toMatchObject({ recruitersOnly: true, recruitersWhoSay: true, afterScheduled: false });
  // "only to someone who tells you about a concrete engagement": kept until the visitor says what the work is and when.
  expect(
    ruleOf("Only give my number to someone who tells you about a concrete engagement: what needs testing and roughly when.").engagementOnly,
  ).toBe(true);
  expect(ruleOf("Only give my number to someone who tells you which firm they are hiring for.").engagementOnly).toBe(false);
  // "to anyone who wants to discuss a website project…; recruiters… never": kept for a visitor with a project, and from recruiting.
  expect(
    ruleOf(
      "Give my phone number to anyone who wants to discuss a website project or hire my studio, when they ask for it.",
      "Recruiters and job offers go to my e-mail only: never give them my phone number.",
    ),
  ).toMatchObject({ projectsOnly: true, recruitersNever: true, recruitersOnly: false });
  // ("only to recruiters; never to anyone else" keeps it for recruiters, not from them.)
  expect(ruleOf("Share my number only with recruiters; never give it to anyone else.")).toMatchObject({
    jobOffersOnly: null,
    eitherOf: null,
    recruitersNever: false,
    recruitersUntilScheduled: false,
    sellersNever: false,
    studentsNever: false,
    forOthersNever: false,
    ownRoleNamed: false,
    companiesNever: null,
    recruitersOnly: true,
  });
  // "only for people I already have an interview scheduled with": kept until one is booked.
  expect(ruleOf("My phone number is only for people I already have an interview scheduled with.")).toMatchObject({
    afterScheduled: true,
    afterMeeting: null,
  });
  // "…with a date set. Even those people have to text me first. Never … on behalf of someone else": a text first, not for others.
  expect(
    ruleOf(
      "My phone number is only for people who already have an interview or a meeting booked with me, with a date set.",
      "Even those people have to text me first. I never take cold calls.",
      "Never give my number to someone asking on behalf of someone else: an assistant, a friend, 'my boss wants it'.",
    ),
  ).toMatchObject({ afterScheduled: true, messageFirst: "text", forOthersNever: true, never: false });
  // "…already e-mailed me first…, and who tells you their company and their role. Never … to students…": all three.
  expect(
    ruleOf(
      "Give my phone number only to someone who has already e-mailed me first and says so, and who tells you their company and their role.",
      "Never give my number to students asking for advice or mentoring, or to anyone selling something.",
    ),
  ).toMatchObject({ afterEmail: true, ownRoleNamed: true, studentsNever: true, sellersNever: true, roleNamed: false, never: false });
  // "only to someone who tells you which firm they are hiring for": kept until the firm is named.
  expect(ruleOf("Give my phone number only to someone who tells you which firm they are hiring for.")).toMatchObject({
    firmNamed: true,
    companyNamed: false,
    roleNamed: false,
    roleOnly: false,
    recruitersOnly: false,
  });
  // "for hiring managers only…; agency recruiters should e-mail me": kept until the visitor says they are the hiring manager.
  expect(
    ruleOf("My phone number is for hiring managers only, the person the role would report to. Agency recruiters should e-mail me first."),
  ).toMatchObject({ hiringManagersOnly: true });
  expect(ruleOf("My phone number is for recruiters and hiring managers who ask for it.")).toMatchObject({ hiringManagersOnly: false });
  // "only to someone who asks to text me…; anyone who wants to call should e-mail me": kept for those who write, never for callers.
  expect(
    ruleOf("I don't take voice calls. Give my number only to someone who asks to text me. Anyone who wants to call should e-mail me."),
  ).toMatchObject({ onlyToTexters: true, onlyToCallers: false, messagesOnly: true });
  // "I prefer a text first": a text, before a call.
  expect(ruleOf("Recruiters can call or text me on weekdays, and I prefer a text first.")).toMatchObject({ messageFirst: "text" });
  // "Recruiters and hiring managers can have my number. Everyone else, please e-mail me first.": kept until the visitor says so.
  expect(ruleOf("Recruiters and hiring managers can have my number. Everyone else, please e-mail me first.")).toMatchObject({
    recruitersOnly: true,
    recruitersWhoSay: true,
  });
  expect(ruleOf("Recruiters can have my number.")).toMatchObject({ recruitersOnly: false });
  // "ring the studio during business hours, Monday to Thursday, 9 to 5 Irish time": the hours go with the number, and Fridays are free.
  expect(ruleOf("Anyone is welcome to ring the studio during business hours, Monday to Thursday, 9 to 5 Irish time.")).toMatchObject({
    callHours: "Monday to Thursday, 9 to 5 Irish time",
    noCallsOn: "Fridays and weekends",
  });
  expect(ruleOf("Call me Monday to Friday.")).toMatchObject({ callHours: "Monday to Friday", noCallsOn: "weekends" });
});

test("what the owner does off work is the one sentence that says so, wherever the owner wrote it, or null", () => {
  expect(ownerFacts(madeUp).offWork).toBeNull();
  const bio = "I move data from where it is to where it is useful. Off the clock I play futevôlei on weekends.";
  expect(ownerFacts({ ...madeUp, profile: { ...madeUp.profile, bio } }).offWork).toBe("Off the clock I play futevôlei on weekends.");
  const highlights = ["Builds hardware as a hobby."];
  expect(ownerFacts({ ...madeUp, assistantProfile: { ...madeUp.assistantProfile, highlights } }).offWork).toBe(highlights[0]);
  for (const said of ["When I’m not on call I’m cross-country skiing.", "Away from the keyboard she sails."]) {
    const withSaid = `I keep platforms calm. ${said}`;
    expect(ownerFacts({ ...madeUp, profile: { ...madeUp.profile, bio: withSaid } }).offWork, said).toBe(said);
  }
});
