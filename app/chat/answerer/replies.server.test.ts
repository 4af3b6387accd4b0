import { expect, test, vi } from "vitest";
import * as sample from "~/content";
import { otherOwner } from "../../../tests/other-owner/content";
import { thirdOwner } from "../../../tests/third-owner/content";
import { fourthOwner } from "../../../tests/fourth-owner/content";
import { madeUpOwner } from "../../../tests/assistant/made-up-owner";
import data from "./replies.json";
import { buildKnowledge, type SiteContent } from "./knowledge.server";
import { replies } from "./replies.server";
import { normalize, squash } from "./text.server";
import { DEGREES, KINDS, KNOWN_TECH, type TechKind } from "./vocabulary.server";

// Which templates the replies below read, so that none is left unsaid (and so untested).
const said = vi.hoisted(() => new Set<string>());
vi.mock("./replies.json", async (importOriginal) => {
  const original = (await importOriginal<{ default: typeof data }>()).default;
  const replies = new Proxy(original.replies, {
    get: (target, key) => {
      said.add(String(key));
      return Reflect.get(target, key);
    },
  });
  return { default: { ...original, replies } };
});

const copy = (content: SiteContent): SiteContent => structuredClone({ ...content });

/** The owner with other settings: whatever the content holds or leaves out, some template says it. */
function variants(owner: SiteContent): SiteContent[] {
  const out = [owner];
  const notes = [
    [true, true, "Open to relocating to Berlin."],
    [true, true, "Hybrid is fine."],
    [true, false, "Hybrid is fine."],
    [true, false, "Open only to fully remote roles."],
    [false, true, "Open to relocating to Berlin."],
    [false, true, undefined],
    [false, false, undefined],
  ] as const;
  for (const [remote, relocation, note] of notes) {
    const content = copy(owner);
    content.assistantProfile.availability = { ...content.assistantProfile.availability, remote, relocation, note };
    out.push(content);
  }
  // An owner who seeks roles and says when they could start, whatever the owner at hand says; one with no current job.
  for (const [remote, relocation] of [
    [true, true],
    [false, false],
  ] as const) {
    const seeking = copy(owner);
    seeking.assistantProfile.availability = { roles: ["Senior engineer"], remote, relocation, note: "Can start in June, after a month's notice." };
    out.push(seeking);
  }
  const between = copy(out.at(-1) ?? owner);
  between.experience = between.experience.map((entry) => ({ ...entry, date: "Jan 2019 – Dec 2020" }));
  out.push(between);
  // (One who lists a career break among the roles.)
  const away = copy(owner);
  away.experience = [
    { title: "Career break", employmentType: "Career break", company: "Family care", date: "Jan 2021 – Dec 2021", description: "A year at home." },
    ...away.experience,
  ];
  out.push(away);
  for (const privacyRules of [
    ["Share the phone number only with visitors who want to call."],
    ["Send a message before you call."],
    ["Share the phone number only with someone who has already e-mailed."],
    ["Only give out my phone number to existing clients."],
    ["Do not discuss salary or rates; point the visitor to the e-mail address."],
  ]) {
    const content = copy(owner);
    content.profile.phone = "+44 7700 900123";
    content.assistantProfile.privacyRules = privacyRules;
    out.push(content);
  }
  // An owner who says what to call them, with a card titled by two platforms and one role that alone names a technology.
  const named = copy(owner);
  named.profile.bio = `Please just call me Sam. ${named.profile.bio}`;
  const card = { title: "Native iOS & Android", items: ["Swift", "Kotlin", "Unreal Engine"].map((label) => ({ label, icon: "lu:code" })) };
  named.skillGroups = [...named.skillGroups, card] as SiteContent["skillGroups"];
  // A current and a past role that each lead people, whatever roles the owner at hand lists; one ships with Unreal.
  const led = (company: string, date: string, shipped: string) => ({
    title: "Engineering Lead",
    employmentType: "Full-time",
    company,
    date,
    description: `${shipped}Mentored two junior developers.`,
    teamSize: 4,
  });
  named.experience = [
    led("Bright Mesa", "Jan 2023 – Present", "Shipped Emberfall in Unreal Engine 5. "),
    led("Tapwise", "Jan 2015 – Dec 2018", ""),
    ...named.experience.filter((entry) => !/unreal/i.test(entry.description)),
  ];
  named.projects = named.projects
    .filter((project) => !/unreal|kotlin/i.test(JSON.stringify(project)))
    .map((project, i) => (i === 0 ? { ...project, stack: [...project.stack, "Swift"] } : project));
  out.push(named);
  const bare = copy(owner);
  Object.assign(bare, { experience: [], projects: bare.projects.slice(0, 1).map((project) => ({ ...project, live: "", deploy: {} })) });
  Object.assign(bare.assistantProfile, {
    education: [],
    languages: [],
    highlights: [],
    availability: { roles: [], remote: false, relocation: false },
  });
  bare.profile.links = [];
  out.push(bare);
  // Studies that run on past today: still a student.
  const studying = copy(owner);
  studying.assistantProfile.education = [{ degree: "BSc Computing", school: "Open University", years: `2024 – ${new Date().getFullYear() + 2}` }];
  out.push(studying);
  // Careers of a few months, of a year and of years: each length is said its own way.
  for (const dates of [["Mar 2025 – Aug 2025"], ["Jan 2024 – Jan 2025"], ["2015 – 2018", "2019 – 2020"]]) {
    const content = copy(owner);
    content.experience = dates.map((date, i) => ({
      title: "Software Engineer",
      employmentType: "Full-time",
      company: `Company ${i}`,
      date,
      description: "Built web apps.",
    }));
    // No current job: with roles sought, and (the last) with none.
    // (Not looking, but open to something the note says.)
    if (dates.length > 1)
      content.assistantProfile.availability = { ...content.assistantProfile.availability, roles: [], note: "Open to advisory work and talks." };
    out.push(content);
  }
  // A current role without a team, its title the page's heading or not, with its details or without.
  for (const role of ["Lead Wizard", "Sorcerer"])
    for (const employmentType of ["", "Internship"]) {
      const content = copy(owner);
      content.experience = content.experience.map(({ location: _, url: __, teamSize: ___, ...entry }, i) =>
        i === 0 ? { ...entry, title: "Lead Wizard", employmentType, date: "2023 – Present" } : { ...entry, date: "2019 – 2020" },
      );
      content.skillGroups = owner.skillGroups
        .slice(0, 1)
        .map((group) => ({ ...group, title: "Design", items: group.items.slice(0, 1).map((item) => ({ ...item, label: "Figma" })) }));
      content.projects = content.projects.map((project) => ({ ...project, stack: ["Figma"], github: "" }));
      content.profile.role = role;
      out.push(content);
    }
  // A platform built for with a listed language that no project uses ("Android" of a Kotlin owner).
  const platform = copy(owner);
  platform.skillGroups = owner.skillGroups
    .slice(0, 1)
    .map((group) => ({ ...group, title: "Mobile", items: group.items.slice(0, 1).map((item) => ({ ...item, label: "Kotlin" })) }));
  platform.projects = platform.projects.map((project) => ({ ...project, stack: ["Figma"] }));
  out.push(platform);
  // A project published on npm, npm among the skills ("is it on npm?"), whatever the owner's own content holds.
  const npm = copy(owner);
  npm.skillGroups = owner.skillGroups
    .slice(0, 1)
    .map((group) => ({ ...group, items: [...group.items, ...group.items.slice(0, 1).map((item) => ({ ...item, label: "npm" }))] }));
  npm.projects = npm.projects.map((project, i) => (i === 0 ? { ...project, deploy: { ...project.deploy, npm: "example-package" } } : project));
  out.push(npm);
  // A project whose own words say its code is private, with a demo ("can I see the code?").
  const closed = copy(owner);
  closed.projects = closed.projects.map((project) => ({
    ...project,
    github: "",
    live: project.live || "https://demo.example.org",
    description: `${project.description} The code is private.`,
  }));
  out.push(closed);
  // A project its owner shut down ("is it still running?").
  const retired = copy(owner);
  retired.projects = retired.projects.map((project, i) => ({
    ...project,
    live: "",
    github: i % 2 === 0 ? project.github || "https://github.com/example/retired" : "",
    description: `${project.description} I shut it down in 2022.`,
  }));
  out.push(retired);
  // A project taken down whose link is a page about it ("is it still running?").
  const takenDown = copy(owner);
  takenDown.projects = takenDown.projects.map((project) => ({
    ...project,
    live: project.live || "https://example.org/page",
    description: `${project.description} It has been taken down; the page has photos.`,
  }));
  out.push(takenDown);
  // A note that speaks of office work ("Would she come on-site?").
  const office = copy(owner);
  office.assistantProfile.availability = {
    ...office.assistantProfile.availability,
    relocation: true,
    note: "Hybrid or on-site in the owner's city; would relocate only to Canada.",
  };
  out.push(office);
  const past = copy(owner);
  past.experience = past.experience.map((entry) => ({ ...entry, date: "2019 – 2020", location: "Remote", teamSize: 4 }));
  // (And a certificate told among the highlights, not the studies: "any certifications?".)
  past.assistantProfile.highlights = [
    "Ran Kubernetes clusters for a bank.",
    "Won a regional hackathon.",
    "Certified Kubernetes Administrator since 2021.",
  ];
  // An introduction that says where the owner grew up ("Where is she from originally?").
  // And what they do off the clock ("hobbies?").
  past.profile = { ...past.profile, bio: `${past.profile.bio} I grew up by the sea. Off the clock I play futevôlei.` };
  out.push(past);
  // A role with no team size whose own words say whom it mentors ("does he lead anyone there?").
  const mentoring = copy(owner);
  mentoring.experience = mentoring.experience.map(({ teamSize: _, ...entry }) => ({
    ...entry,
    description: `${entry.description} Reviews pull requests for two junior developers.`,
  }));
  out.push(mentoring);
  // A researcher: a highlight about a paper, papers listed on Google Scholar, and an app on a store named by the store alone.
  const researcher = copy(owner);
  researcher.assistantProfile.highlights = [...researcher.assistantProfile.highlights, "Published a planner at ICRA 2019."];
  researcher.profile.links = [
    ...researcher.profile.links,
    { label: "Google Scholar profile", href: "https://scholar.example.com/me", icon: "si:googlescholar" },
  ];
  researcher.projects = researcher.projects.map((project, i) =>
    i === 0
      ? { ...project, live: "https://play.google.com/store/apps/details?id=example", deploy: { "Google Play": "Google Play" } }
      : i === 1
        ? { ...project, deploy: { "App Store": "App Store" } }
        : project,
  );
  out.push(researcher);
  // A blog series and a notes repository whose cards list no stack ("tell me about it" says nothing is "built with" them).
  const unbuilt = copy(owner);
  unbuilt.projects = unbuilt.projects.map((project, i) =>
    i === 0
      ? { ...project, stack: [], live: project.live || "https://blog.example.org" }
      : i === 1
        ? { ...project, stack: [], live: "", github: project.github || "https://github.com/example/notes" }
        : project,
  );
  out.push(unbuilt);
  return out;
}

test("every template is said for some owner, and none is left with a placeholder or an undefined value", { timeout: 30_000 }, () => {
  const kinds = [null, ...(Object.keys(KINDS) as TechKind[])];
  // (An owner whose privacy rule says how she likes to be reached.)
  const messageFirst = {
    ...madeUpOwner,
    assistantProfile: { ...madeUpOwner.assistantProfile, privacyRules: ["Give the phone number when asked; she prefers an e-mail before a call."] },
  };
  // (One who would rather get a text first, and keeps a day free of calls.)
  const textFirst = {
    ...madeUpOwner,
    assistantProfile: {
      ...madeUpOwner.assistantProfile,
      privacyRules: ["Give the phone number when asked; she prefers a text message before a call and takes no calls on Fridays."],
    },
  };
  // (And one who gives the number only after a first interview.)
  const afterMeeting = {
    ...madeUpOwner,
    assistantProfile: {
      ...madeUpOwner.assistantProfile,
      privacyRules: ["Give the phone number only after a first interview; otherwise the e-mail."],
    },
  };
  // (And one who gives it only to someone with an interview scheduled.)
  const afterScheduled = {
    ...madeUpOwner,
    assistantProfile: {
      ...madeUpOwner.assistantProfile,
      privacyRules: ["My phone number is only for people I already have an interview scheduled with; everyone else, please e-mail me."],
    },
  };
  // (And one who keeps it from recruiters until an interview is booked.)
  const recruitersUntilBooked = {
    ...madeUpOwner,
    assistantProfile: {
      ...madeUpOwner.assistantProfile,
      privacyRules: ["Never give my phone number to a recruiter before an interview with me is booked; until then, recruiters reach me by e-mail."],
    },
  };
  // (And one who keeps it for colleagues.)
  const colleaguesOnly = {
    ...madeUpOwner,
    assistantProfile: {
      ...madeUpOwner.assistantProfile,
      privacyRules: ["Give the phone number only to colleagues with an urgent matter; otherwise the e-mail."],
    },
  };
  // (And one who gives it only for urgent matters.)
  const urgentOnly = {
    ...madeUpOwner,
    assistantProfile: {
      ...madeUpOwner.assistantProfile,
      privacyRules: ["Give my phone number only to someone who needs me urgently; everyone else, please e-mail me."],
    },
  };
  // (And one who keeps it from callers and from betting companies.)
  const notForCalls = {
    ...madeUpOwner,
    assistantProfile: {
      ...madeUpOwner.assistantProfile,
      privacyRules: [
        "If someone asks for the number to ring me, don't give it for that: suggest e-mail.",
        "Never give my number to betting or gambling companies.",
      ],
    },
  };
  // (And one who gives it to recruiters only.)
  const recruitersOnly = {
    ...madeUpOwner,
    assistantProfile: {
      ...madeUpOwner.assistantProfile,
      privacyRules: ["I give my phone number only to recruiters who have e-mailed me first."],
    },
  };
  // (And one still studying for her degree.)
  const studying = {
    ...madeUpOwner,
    assistantProfile: {
      ...madeUpOwner.assistantProfile,
      education: [{ degree: "PhD in Computer Science", school: "University of Porto", years: "2023 – Present" }],
    },
  };
  // (And one who asks that a rule go with the number, and whose current role is remote.)
  const passOn = {
    ...madeUpOwner,
    experience: madeUpOwner.experience.map((entry, i) => (i === 0 ? { ...entry, location: "Remote" } : entry)),
    assistantProfile: {
      ...madeUpOwner.assistantProfile,
      privacyRules: ["Give the phone number when asked, and pass on my rule with it: text first, never after 8pm."],
    },
  };
  // (And one who takes messages only.)
  const messagesOnly = {
    ...madeUpOwner,
    assistantProfile: { ...madeUpOwner.assistantProfile, privacyRules: ["My number is for WhatsApp messages only, never a call."] },
  };
  // (And one whose number takes messages, on no app named.)
  const messagesAlone = {
    ...madeUpOwner,
    assistantProfile: { ...madeUpOwner.assistantProfile, privacyRules: ["My number is for messages only: no calls, please."] },
  };
  // (And one who mentors, leading no team.)
  const mentoring = {
    ...madeUpOwner,
    experience: madeUpOwner.experience.map((entry, i) =>
      i === 0 ? { ...entry, description: `${entry.description} Mentors two junior engineers.` } : entry,
    ),
  };
  // (And one whose own words rule out a kind of work the skills hold nothing of.)
  const noMobile = {
    ...madeUpOwner,
    assistantProfile: { ...madeUpOwner.assistantProfile, snapshot: `${madeUpOwner.assistantProfile.snapshot} She does no mobile development.` },
  };
  // (And one who takes messages only without naming a messenger.)
  const textsOnly = {
    ...madeUpOwner,
    assistantProfile: { ...madeUpOwner.assistantProfile, privacyRules: ["Give my number to anyone who asks: texts only, no calls."] },
  };
  // (And one who gives the number to anyone, but not on Fridays.)
  const fridaysOff = {
    ...madeUpOwner,
    assistantProfile: {
      ...madeUpOwner.assistantProfile,
      privacyRules: ["Give my number to anyone who asks, but ask them not to call me on Fridays."],
    },
  };
  // (And one who gives it only to someone who names the firm they hire for.)
  const firmNamed = {
    ...madeUpOwner,
    assistantProfile: {
      ...madeUpOwner.assistantProfile,
      privacyRules: ["Give my phone number only to someone who tells you which firm they are hiring for."],
    },
  };
  // (And one who gives it to visitors who name the company and the role, and says in public how she likes to be reached.)
  const roleNamed = {
    ...madeUpOwner,
    assistantProfile: {
      ...madeUpOwner.assistantProfile,
      privacyRules: ["I give my number to anyone who tells me the company and the role they are hiring for; I prefer Signal messages to calls."],
      faq: [{ questions: ["How do I reach her?"], answer: "By e-mail; I prefer Signal messages to calls." }],
    },
  };
  // (And one who gives it to recruiters who name the role, never for a chat at the weekend.)
  const roleOnly = {
    ...madeUpOwner,
    assistantProfile: {
      ...madeUpOwner.assistantProfile,
      privacyRules: [
        "Recruiters can have my phone number, but only once they tell you which role they're hiring for.",
        "If someone wants my number for a quick chat at the weekend, don't give it.",
      ],
    },
  };
  // (And one who gives it to hiring managers, in-house recruiters and partners who say what the call is about.)
  const partnersToo = {
    ...madeUpOwner,
    assistantProfile: {
      ...madeUpOwner.assistantProfile,
      privacyRules: [
        "My phone number is for hiring managers and for people from our partner organisations. In-house recruiters are fine too, but recruiters from agencies don't get it.",
        "Anyone who wants to call me must first say what the call is about.",
      ],
    },
  };
  // (And one who gives it to people she has met in person, and takes no calls in working hours.)
  const metInPerson = {
    ...madeUpOwner,
    assistantProfile: {
      ...madeUpOwner.assistantProfile,
      privacyRules: [
        "My phone number is only for people I've already met in person, at a meetup or an interview.",
        "I never take calls during my working hours, 8:30 am to 5:00 pm, Monday to Friday, New Zealand time.",
      ],
    },
  };
  // (And one who gives it after an e-mail to those who say their company and role, never to students, sellers or for someone else.)
  const ownRoleNamed = {
    ...madeUpOwner,
    assistantProfile: {
      ...madeUpOwner.assistantProfile,
      privacyRules: [
        "Give my phone number only to someone who has already e-mailed me first and says so, and who tells you their company and their role.",
        "Never give my number to students asking for advice or mentoring, or to anyone selling something.",
        "Never give my number to someone asking on behalf of someone else.",
      ],
    },
  };
  // (And one who keeps it for hiring managers.)
  const hiringManagersOnly = {
    ...madeUpOwner,
    assistantProfile: {
      ...madeUpOwner.assistantProfile,
      privacyRules: ["My phone number is for hiring managers only. Agency recruiters should e-mail me first."],
    },
  };
  // (And one who gives it only to someone who asks to text her.)
  const textersOnly = {
    ...madeUpOwner,
    assistantProfile: {
      ...madeUpOwner.assistantProfile,
      privacyRules: ["I don't take voice calls. Give my number only to someone who asks to text me."],
    },
  };
  // (And one who gives it only to people who know her already.)
  const knownOnly = {
    ...madeUpOwner,
    assistantProfile: {
      ...madeUpOwner.assistantProfile,
      privacyRules: ["My number is only for people I've already spoken with. Everyone else, please e-mail me first."],
    },
  };
  // (And one who gives it only to someone who says what the work is and when.)
  const engagementOnly = {
    ...madeUpOwner,
    assistantProfile: {
      ...madeUpOwner.assistantProfile,
      privacyRules: ["Only give my number to someone who tells you about a concrete engagement: what needs testing and roughly when."],
    },
  };
  // (And one who takes calls on weekdays only.)
  const weekdaysOnly = {
    ...madeUpOwner,
    assistantProfile: { ...madeUpOwner.assistantProfile, privacyRules: ["Recruiters can call or text me on weekdays between 10am and 4pm."] },
  };
  // (And one who takes calls Monday to Thursday, 9 to 5, as her own FAQ says too.)
  const callHours = {
    ...madeUpOwner,
    assistantProfile: {
      ...madeUpOwner.assistantProfile,
      privacyRules: ["Anyone is welcome to ring me during business hours, Monday to Thursday, 9 to 5 Irish time."],
      faq: [{ questions: ["What are her working hours?"], answer: "I work Monday to Thursday, 9 to 5 Irish time." }],
    },
  };
  // (And one who gives no number, with a page to book a call on, and whose note offers hybrid work.)
  const booking = {
    ...madeUpOwner,
    profile: {
      ...madeUpOwner.profile,
      phone: "",
      links: [
        ...madeUpOwner.profile.links,
        { label: "Book a call on Calendly", href: "https://calendly.com/maya-example", icon: "lu:calendar-days" as const },
      ],
    },
    assistantProfile: {
      ...madeUpOwner.assistantProfile,
      availability: { ...madeUpOwner.assistantProfile.availability, note: "Open to hybrid roles in Lisbon." },
      privacyRules: ["Never share my phone number. Anyone who wants a call should book one through my Calendly link."],
    },
  };
  // (And one who gives it to visitors who say which company they are from.)
  const companyNamed = {
    ...madeUpOwner,
    assistantProfile: {
      ...madeUpOwner.assistantProfile,
      privacyRules: ["Share my WhatsApp number only with a visitor who says which company they are from."],
    },
  };
  // (And one who gives it to clients with a project, and never to recruiters.)
  const projectsOnly = {
    ...madeUpOwner,
    assistantProfile: {
      ...madeUpOwner.assistantProfile,
      privacyRules: [
        "Give my number to anyone who wants to discuss a website project, when they ask for it.",
        "Recruiters and job offers go to my e-mail only: never give them my phone number.",
      ],
    },
  };
  // (And one who gives it to someone hiring for a full-time role, who rules a kind of work out in her own words, and who left a PhD.)
  const jobOffersOnly = {
    ...madeUpOwner,
    assistantProfile: {
      ...madeUpOwner.assistantProfile,
      snapshot: `${madeUpOwner.assistantProfile.snapshot} She does no mobile development.`,
      // (And a PhD she began and left.)
      education: [
        ...madeUpOwner.assistantProfile.education,
        { degree: "PhD in Informatics (not completed: left after a year)", school: "University of Lisbon", years: "2019 – 2020" },
      ],
      privacyRules: ["Give my phone number to anyone hiring for a full-time role who asks for it.", "Everyone else e-mails me."],
    },
  };
  // (And one who never gives it to anyone selling something.)
  const sellersNever = {
    ...madeUpOwner,
    assistantProfile: {
      ...madeUpOwner.assistantProfile,
      privacyRules: ["Give my phone number when asked.", "Never give my number to anyone selling courses or investment opportunities."],
      // (And says in her note that her salary expectations are given on request.)
      availability: { ...madeUpOwner.assistantProfile.availability, note: "Salary expectations on request." },
    },
  };
  // (And one who gives it to clients with a contract, or to hiring managers after a first interview.)
  const eitherOf = {
    ...madeUpOwner,
    assistantProfile: {
      ...madeUpOwner.assistantProfile,
      privacyRules: [
        "Give my phone number only to clients who have signed a contract with me, or to hiring managers after a first interview with me.",
      ],
    },
  };
  const owners = [
    ...variants(sample),
    projectsOnly,
    jobOffersOnly,
    sellersNever,
    eitherOf,
    callHours,
    booking,
    companyNamed,
    otherOwner,
    thirdOwner,
    fourthOwner,
    madeUpOwner,
    messageFirst,
    textFirst,
    afterMeeting,
    afterScheduled,
    recruitersUntilBooked,
    colleaguesOnly,
    urgentOnly,
    notForCalls,
    recruitersOnly,
    studying,
    passOn,
    messagesOnly,
    messagesAlone,
    textsOnly,
    mentoring,
    noMobile,
    fridaysOff,
    weekdaysOnly,
    firmNamed,
    roleNamed,
    roleOnly,
    partnersToo,
    metInPerson,
    ownRoleNamed,
    hiringManagersOnly,
    textersOnly,
    knownOnly,
    engagementOnly,
    // (One who counts her own years, differently from her roles' dates; and one whose roles' dates cannot be read.)
    {
      ...madeUpOwner,
      assistantProfile: {
        ...madeUpOwner.assistantProfile,
        snapshot: `${madeUpOwner.assistantProfile.snapshot} She has about 30 years of experience.`,
      },
    },
    { ...madeUpOwner, experience: madeUpOwner.experience.map((entry) => ({ ...entry, date: "For a while" })) },
    // (And one with a single role, all of one kind.)
    { ...madeUpOwner, experience: madeUpOwner.experience.slice(0, 1) },
  ];
  for (const content of owners) {
    const knowledge = buildKnowledge(content);
    const say = replies(knowledge);
    const { techs, outlets } = knowledge;
    const others = KNOWN_TECH.filter((known) => !techs.some((tech) => tech.name === known.name)).filter(
      (known, i) => i < 30 || known.name === "Kubernetes",
    );
    const unknown = [
      { text: "react query", near: techs.slice(0, 1) },
      { text: "quantum stuff", near: techs.slice(0, 2) },
      { text: "blockchain", near: [] },
    ];
    const projects = content.projects;
    const languages = ["French", "German", ...content.assistantProfile.languages];
    const answers: (string | null)[] = [
      ...[
        say.greeting(),
        say.thanks(),
        say.bye(),
        say.identity(),
        say.identityWorkings(),
        say.introduction(),
        say.pronouns(),
        say.refusal(),
        say.keepItFriendly(),
        say.ownLimits(),
      ],
      ...[say.email(), say.resume(), say.location(), say.remote(), say.relocation(), say.startDate(), say.skills(), say.skills(true), say.fullName()],
      ...[
        say.whyHire(),
        say.about(),
        say.about(true),
        say.highlights(),
        say.current(),
        say.internship(),
        say.team(),
        say.bestProject(),
        say.npmProjects(),
      ],
      ...[
        say.pitch(),
        say.remote(true),
        say.careerLength(),
        say.careerLength({ name: "QA", roles: content.experience.slice(0, 1) }),
        say.noRoleBetween("2001", "2003"),
        say.noRoleWhileStudying(),
        say.allAtHome("Portugal"),
        say.noRoleIn(1990),
        ...content.assistantProfile.education.slice(0, 1).map((study) => say.noRoleIn(Number(/\d{4}/.exec(study.years)?.[0] ?? 0))),
        say.relocation({ name: "Germany", words: ["germany"] }),
        say.remoteLimited("germany", "Not considering roles in Germany."),
        say.phone({ inTouch: true }),
        say.phone({ recruiter: true }),
        say.phone({ calling: true, dayOff: true }),
        say.phone({ calling: true, inTouch: true, client: true, withEmail: true }),
        say.phone({ calling: true, callOnly: true }),
        say.phone({ withEmail: true }),
        say.phone({ inTouch: true, notRecruiter: true }),
        say.phone({ jobOffer: true }),
        say.phone({ selling: true }),
        say.phone({ ofCompaniesNever: true }),
        say.phone({ firm: true, role: true }),
        say.phone({ firm: true, role: true, withEmail: true }),
        say.phone({ hiringManager: true }),
        say.phone({ known: true, metInPerson: true }),
        say.phone({ known: true, metInPerson: true, withEmail: true }),
        say.phone({ student: true }),
        say.phone({ forSomeoneElse: true }),
        say.callOnOtherDay("Monday"),
        say.preferenceUnsaid(techs.slice(0, 2).map((tech) => tech.name)),
        say.reachAnswer("Email is best."),
        say.wayFor("students of the current cohort reach me on the Slack"),
        say.restNotCovered(),
        say.fromTheSite(say.location()),
        say.skillGaps(),
        say.projectsNotLive(),
        say.projectsNotLive(true),
        // ("which of those are not live?" of a list of one live project, and of two.)
        ...[1, 2].map((count) =>
          say.projectsNotLive(
            false,
            content.projects
              .filter((project) => project.live)
              .slice(0, count)
              .map((project) => project.name),
          ),
        ),
        ...techs.slice(0, 1).map((tech) => say.besides(tech, undefined)),
        say.contactPreference(),
        say.contactPreference(true),
        say.fullName(true),
        say.salary(),
        ...content.projects
          .slice(0, 1)
          .map((project) => say.project({ ...project, github: "https://github.com/o/p", description: "MIT licensed." }, "open")),
        say.studentStatus(),
        say.relay(),
        say.interviewUnsaid(),
        ...content.projects.slice(0, 1).map((project) => say.featureUnsaid(project, "a dark mode")),
        // (A project whose own words give no number, team or hardship, with and without code, and no live demo.)
        ...content.projects.slice(0, 1).flatMap((project) => {
          const quiet = { ...project, name: "Quiet Tool", description: "A tool.", live: "", github: "https://github.com/o/p" };
          return [
            say.detailUnsaid(quiet, { kind: "count", noun: "users" }) ?? "",
            say.detailUnsaid(quiet, { kind: "team", noun: "" }) ?? "",
            say.detailUnsaid(quiet, { kind: "hardest", noun: "" }) ?? "",
            say.whyNotLive(quiet),
            say.whyNotLive({ ...quiet, github: "" }),
          ];
        }),
        say.phoneRuleAlone() ?? "",
        say.remote(true, " what about hybrid in lisbon "),
        say.confirmed(false, say.location()),
        say.heldRole(content.experience.slice(0, 1)),
        say.studies(content.assistantProfile.education.slice(0, 1)),
        say.nationality("Atlantis", "atlantean"),
        // A certification is earned; a course among them is studied.
        say.certified([{ degree: "AWS Certified Developer – Associate", school: "Amazon Web Services", years: "2022" }], true),
        say.certified(content.assistantProfile.education.slice(0, 1), false),
        ...content.experience.slice(0, 1).map((entry) => say.production(entry)),
        ...content.experience.slice(0, 1).map((entry) => say.allRolesOfType(entry.employmentType.toLowerCase())),
      ],
      say.sectors(),
      ...[
        say.ownWords(),
        say.ownWords("hobbies"),
        say.notAnEmployer("Initech"),
        say.notAnEmployer("Tailwind", "Tailwind CSS"),
        ...content.experience.slice(-1).map((entry) => say.whyLeftUnsaid(entry)),
        say.projectsUnderway(content.projects.slice(0, 2), () => true),
        say.builtOn("Python", ["NumPy", "pandas"]),
        say.rankedRole("first"),
        say.rankedRole("longest"),
        say.rankedRole("first", { inTech: true, afterStudies: true }),
        say.liveProjects(),
      ],
      ...[true, false].flatMap((yes) => [say.phone({ calling: yes }), say.contact(yes), say.programmingLanguages(yes), say.experience(yes)]),
      ...[true, false].flatMap((yes) => [say.isRole(yes), say.projectList(yes)]),
      ...["", "github", "youtube channel", "website", "blog"].flatMap((q) => [say.links(normalize(q), true), say.links(normalize(q), false)]),
      ...["github", "linkedin", "blog", "any other way to reach them"].map((q) => say.contact(false, normalize(q))),
      ...[undefined, "freelance"].map((kind) => say.availability(kind)),
      ...[undefined, "certifications", "a school before university", "that certification"].map((missing) =>
        say.education(missing as "certifications"),
      ),
      ...DEGREES.flatMap((degree) => [say.education(undefined, degree), say.education(undefined, degree, true)]),
      say.knows(
        [],
        KNOWN_TECH.filter((known) => known.near && !known.kinds.includes("language")),
        [],
        false,
        true,
      ),
      ...["freelance", "full time"].flatMap((kind) => [say.rolesOfType(kind, true, false), say.rolesOfType(kind, false, false)]),
      say.rolesOfType("full time", true, true),
      ...[[], ...languages.map((language) => [language])].map((named) => say.spokenLanguages(named)),
      // ("how many languages does she speak?")
      say.spokenLanguages([], false, false, true),
      // ("where did she learn Portuguese?": where from, which the content may not say.)
      ...languages.map((language) => say.spokenLanguages([language], false, true)),
      // ("is Portuguese her first language?": what the list says of it, or that it does not say.)
      ...languages.map((language) => say.spokenNative(language) ?? ""),
      ...[2, 3, 4].flatMap((length) => [languages.slice(0, length), languages.slice(1, length)]).map((named) => say.spokenLanguages(named)),
      ...content.experience.flatMap((entry) => [
        ...(["when", "where", "role", "team", "link", "describe", "achievement"] as const).map((aspect) => say.entry(entry, aspect)),
        say.besideRole(entry, 1),
        say.besideRole(entry, -1),
        ...techs.slice(0, 3).map((tech) => say.entryUses(entry, tech)),
        say.entryUses(entry, ...techs.slice(0, 4)),
        say.entryNaming(entry),
        say.notLeft(entry),
      ]),
      ...techs.slice(0, 2).map((tech) => say.noRoleUses(tech)),
      say.initials(),
      say.openSource(true),
      say.openSource(false),
      say.publications(true),
      say.publications(false),
      ...projects.map((project) => say.project(project, "published")),
      ...projects.map((project) => say.deployEntry(project, { label: "Slides", name: "Speaker Deck", href: "https://speakerdeck.com/o/p" })),
      say.photo(),
      say.story(),
      say.teamwork(),
      say.motivation("cares"),
      say.origin(true),
      say.origin(false),
      say.timeZone(),
      say.noGrades(),
      say.wins(),
      ...projects.flatMap((project) => [
        ...(["stack", "database", "demo", "code", "open", "deploy", "published", "when", "describe"] as const).map((aspect) =>
          say.project(project, aspect),
        ),
        say.project(project, "published", [{ label: "PyPI", phrases: [], labelWords: [], items: [] }]),
        ...techs.filter((tech, i) => i < 3 || tech.keys.has("npm")).map((tech) => say.projectUses(project, tech)),
        // A game whose live link is its store page, with a demo elsewhere; a platform its card names or not.
        say.project({ ...project, deploy: { ...project.deploy, demo: { name: "itch.io", href: "https://o.itch.io/demo" } } }, "demo"),
        ...KNOWN_TECH.filter((known) => known.name === "Android").flatMap((android) => [
          say.projectPlatform(project, android),
          say.projectPlatform({ ...project, description: `${project.description} On iOS and Android.` }, android),
        ]),
      ]),
      ...[projects, projects.slice(0, 1), projects.slice(1, 3)].flatMap((list) => [
        say.projectsBrief(list),
        say.liveProjects(list),
        say.lacking(list, "demo"),
        say.lacking(list, "code"),
      ]),
      say.publishedProjects([...outlets, { label: "PyPI", phrases: [], labelWords: [], items: [] }]),
      // A store named under a platform ("Android: Google Play"): the names alone, one project and more.
      ...[projects.slice(0, 1), projects.slice(0, 2)].map((among) =>
        say.publishedProjects([
          {
            label: "Google Play",
            phrases: [],
            labelWords: [],
            items: among.map((project) => ({ project, name: "Google Play", bare: true as const })),
          },
        ]),
      ),
      say.notCovered(["salary expectations?", "notice period"]),
      say.counted(projects.map((project) => project.name)),
      say.noneCounted(),
      say.gaps(),
      say.skillCards(),
      say.studyLengths(),
      say.projectsNotDeployed(),
      ...content.experience.slice(0, 1).map((entry) => say.entryUsesOf(entry, techs.slice(0, 2))),
      ...content.experience.slice(0, 1).flatMap((entry) => [say.afterStudies(2020, entry, 4), say.afterStudies(2020, entry, 0)]),
      ...kinds.flatMap((kind) => (kind ? [say.projectsWithoutKind(kind)] : [])),
      // (From the end of the older role to the start of the newer, where they leave a gap.)
      ...content.experience.slice(1).map((older, i) => say.gapBetween(older, content.experience[i] ?? older)),
      say.skillCards(content.skillGroups[0]),
      // Which projects are on a code host: each host the content's code is on, for one project and for all, and one it is not on.
      ...[...new Set(projects.map((project) => /github|gitlab|codeberg|bitbucket/i.exec(project.github)?.[0] ?? "")), "Codeberg"]
        .filter(Boolean)
        .flatMap((host) =>
          [projects.slice(0, 1), projects].map((among) => say.projectsUsing([], [{ name: host, kinds: ["tool"], aliases: [] }], [], among)),
        ),
      ...kinds.flatMap((kind) => [
        ...[[], ...content.skillGroups.map((group) => [group])].flatMap((groups) => [say.kind(kind, groups, true), say.kind(kind, groups, false)]),
        ...(kind
          ? [say.projectsOfKind(kind), say.noProjectsOfKind(kind), say.bothKinds([kind, kinds.find((other) => other && other !== kind) ?? kind])]
          : []),
      ]),
      ...techs.flatMap((tech) => [
        say.knows([tech], [], [], true, false),
        say.knows([tech], [], [], false, true),
        say.techSince(tech),
        say.projectsWithout(tech),
        say.projectsWithout(tech, true),
      ]),
      // (A name every stack but the first project's writes: one project without it, by the stacks as written; and one every stack writes.)
      ...[projects.slice(1), projects].map((listing) => {
        const firstStack = new Set((projects[0]?.stack ?? []).map(squash));
        const keys = listing.flatMap((project) => project.stack.map(squash)).filter((key) => listing === projects || !firstStack.has(key));
        return say.projectsWithout(
          { name: "Stacked", keys: new Set(keys), looseKeys: new Set(), groups: [], kinds: new Set(), phrases: [], normalizedPhrases: [] },
          true,
        );
      }),
      // (A technology every project names: none is without it.)
      say.projectsWithout({
        name: "Everything",
        keys: new Set(["everything"]),
        looseKeys: new Set(),
        groups: [],
        kinds: new Set(),
        phrases: [" "],
        normalizedPhrases: [" "],
      }),
      say.knows(techs.slice(0, 2), others, unknown, false, false),
      ...unknown.map((target) => say.knows([], [], [target], false, false)),
      say.projectsUsing(techs, others.slice(0, 2), unknown),
      say.projectsUsing(techs, [], [], undefined, true),
      ...techs.map((tech) => say.projectsUsing([tech], [], [], undefined, false, true)),
      // (The technologies used together in some projects and not in others, of the owners that have such a pair.)
      ...techs.flatMap((tech, i) => techs.slice(i + 1, i + 3).map((other) => say.projectsUsingAll([tech, other]) ?? "")),
      ...content.projects.slice(0, 1).map((project) => say.projectLinks({ ...project, github: "https://github.com/o/p", live: "https://p.example" })),
      say.certifiedSkills(["The Carpentries (certified instructor)"]),
      say.undatedProjects(),
      say.projectsUsing(
        [{ name: "Foo", keys: new Set(["foo"]), looseKeys: new Set(), groups: [], kinds: new Set(), phrases: ["foo"], normalizedPhrases: [" foo "] }],
        [],
        [],
      ),
    ];
    for (const answer of answers) expect(answer ?? "").not.toMatch(/\{\w+\}|undefined/);
  }
  expect(Object.keys(data.replies).filter((key) => !said.has(key))).toEqual([]);
});
