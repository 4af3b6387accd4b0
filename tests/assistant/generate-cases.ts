/**
 * The questions that follow from whatever `app/content/` holds: every skill, project,
 * job, school, language, link and availability fact is asked about the way visitors ask,
 * so an owner's own content is measured as well as the sample's.
 */
import { cityOf, codeHostLink, isInternship, languageName, linkPlatform, ownerFacts, periodOf } from "../../app/chat/facts/owner-facts";
import { make, pick, capitalize, slug, type Build, type Owner } from "./case-builder";
import {
  codeFacts,
  ABSENT_SKILL_CASES,
  absentTechnologies,
  dateFacts,
  demoFacts,
  deployFacts,
  gist,
  GROUP_WORDS,
  projectsDeployedOn,
  projectsWithStack,
  pronounsOf,
  type Pronouns,
  RELOCATION_WORDS,
  REMOTE_WORDS,
  sameTechnology,
  STILL_THERE,
  unrelatedProjects,
} from "./content-facts";
import { followUps } from "./follow-up-cases";
import type { Knowledge } from "./knowledge";
import { injection, unknown } from "./off-topic-cases";
import { numberFact } from "./text-match";
import type { QuestionCase, SiteContent } from "./types";

const skillsPresent: Build = ({ facts, knowledge, first, p }) => {
  const templates = [
    (label: string) => `Does ${first} know ${label}?`,
    (label: string) => `${capitalize(p.is)} ${p.he} familiar with ${label}`,
    (label: string) => `any experience with ${label.toLowerCase()}?`,
    (label: string) => `${capitalize(p.does)} ${p.he} use ${label}?`,
    (label: string) => `can ${p.he} work with ${label}`,
    (label: string) => `Has ${first} worked with ${label}?`,
    (label: string) => `is ${label} one of ${p.his} skills?`,
    (label: string) => `${label} experience?`,
  ];
  let index = 0;
  return facts.skillGroups.flatMap((group) =>
    group.labels.map((label) => {
      const where = [
        ...(GROUP_WORDS[group.title] ?? [group.title]),
        ...projectsWithStack(label, knowledge).map((project) => project.name),
        ...projectsDeployedOn(label, knowledge).map((project) => project.name),
      ];
      const question = pick(templates, index++)(label);
      return make("skills present", slug(label), [question], { must: [label, where] });
    }),
  );
};

const skillsAbsent: Build = ({ knowledge, first, p }) => {
  const templates = [
    (name: string) => `Does ${first} know ${name}?`,
    (name: string) => `${capitalize(p.is)} ${p.he} familiar with ${name}`,
    (name: string) => `any ${name} experience?`,
    (name: string) => `${p.has} ${p.he} ever used ${name}`,
    (name: string) => `Can ${first} work with ${name}?`,
    (name: string) => `does ${p.he} do ${name}?`,
    (name: string) => `${name}?? does ${first} have that skill`,
    (name: string) => `How good is ${first} at ${name}?`,
  ];
  return absentTechnologies(knowledge)
    .slice(0, ABSENT_SKILL_CASES)
    .map((name, index) => make("skills absent", slug(name), [pick(templates, index)(name)], { absent: name }));
};

const projectsByTechnology: Build = ({ facts, knowledge, first, p }) => {
  const stackTemplates = [
    (tech: string) => `Which projects use ${tech}?`,
    (tech: string) => `what has ${first} built with ${tech}`,
    (tech: string) => `${tech} projects?`,
    (tech: string) => `show me ${p.his} ${tech} work`,
    (tech: string) => `Any projects in ${tech}?`,
    (tech: string) => `which of ${p.his} apps are built on ${tech}`,
  ];
  const technologies: string[] = [];
  for (const item of facts.projects.flatMap((project) => project.stack)) {
    if (!technologies.some((known) => sameTechnology(known, item, knowledge))) technologies.push(item);
  }
  const byStack = technologies.map((tech, index) => {
    const users = projectsWithStack(tech, knowledge);
    return make("projects by technology", slug(tech), [pick(stackTemplates, index)(tech)], {
      must: users.map((project) => project.name),
      mustNot: unrelatedProjects(tech, knowledge),
    });
  });
  const hostTemplates = [
    (host: string) => `Which projects are hosted on ${host}?`,
    (host: string) => `what runs on ${host}`,
    (host: string) => `anything deployed to ${host}?`,
  ];
  const platforms = facts.skillGroups.filter((group) => group.title === "Deployments").flatMap((group) => group.labels);
  const byHost = platforms
    .map((host) => ({ host, projects: projectsDeployedOn(host, knowledge) }))
    .filter(({ projects }) => projects.length > 0)
    .map(({ host, projects }, index) =>
      make("projects by technology", `hosted-on-${slug(host)}`, [pick(hostTemplates, index)(host)], {
        must: projects.map((project) => project.name),
        mustNot: unrelatedProjects(host, knowledge),
      }),
    );
  return [...byStack, ...byHost];
};

const projectDetails: Build = ({ knowledge, first, p }) => {
  const stack = [
    (name: string) => `What's the tech stack of ${name}?`,
    (name: string) => `what is ${name} built with`,
    (name: string) => `${name} stack?`,
    (name: string) => `Which technologies did ${first} use for ${name}?`,
  ];
  const demo = [
    (name: string) => `Is there a live demo of ${name}?`,
    (name: string) => `can i try ${name} online`,
    (name: string) => `${name} demo link?`,
    (name: string) => `Where can I see ${name} running?`,
  ];
  const code = [
    (name: string) => `Where's the code for ${name}?`,
    (name: string) => `${name} github?`,
    (name: string) => `is ${name} open source? link to the repo pls`,
    (name: string) => `Can I see the source of ${name}?`,
  ];
  const hosting = [
    (name: string) => `Where is ${name} deployed?`,
    (name: string) => `where does ${p.he} host ${name}`,
    (name: string) => `${name} hosting?`,
  ];
  return knowledge.projects.flatMap((project, index) => {
    const id = slug(project.name);
    const cases = [
      make("project details", `${id}/stack`, [pick(stack, index)(project.name)], { must: [...project.stack] }),
      make("project details", `${id}/demo`, [pick(demo, index)(project.name)], { must: demoFacts(project) }),
      make("project details", `${id}/code`, [pick(code, index)(project.name)], { must: codeFacts(project) }),
    ];
    const deployed = deployFacts(project);
    if (deployed.length > 0) {
      cases.push(make("project details", `${id}/hosting`, [pick(hosting, index)(project.name)], { must: deployed }));
    }
    return cases;
  });
};

const experienceCases: Build = ({ facts, first, p }) => {
  const role = [(company: string) => `What was ${p.his} role at ${company}?`, (company: string) => `what did ${first} do at ${company}`];
  const when = [(company: string) => `When did ${p.he} work at ${company}?`, (company: string) => `how long ${p.was} ${first} at ${company}`];
  const cases = facts.experience.flatMap((entry, index) => [
    make("experience", `${slug(entry.company)}/role`, [pick(role, index)(entry.company)], { must: [entry.title] }),
    make("experience", `${slug(entry.company)}/when`, [pick(when, index)(entry.company)], { must: dateFacts(entry.date) }),
  ]);
  const internship = facts.experience.find(isInternship);
  if (internship) {
    cases.push(
      make("experience", "internship", [`Where did ${p.he} do ${p.his} internship?`], { must: [internship.company] }),
      make("experience", "intern-role", [`what was ${first}'s intern role`], { must: [internship.title] }),
    );
  }
  const current = facts.experience.find((entry) => entry.current);
  if (current) {
    cases.push(
      make("experience", "current-role", [`What does ${first} do now?`], { must: [current.title, current.company] }),
      make("experience", "current-employer", [`where ${p.does} ${p.he} work currently`], { must: [current.company] }),
    );
  }
  const lead = facts.experience.find((entry) => entry.teamSize !== undefined);
  if (lead?.teamSize !== undefined) {
    cases.push(
      make("experience", "team-size", [`How big is ${p.his} team?`], { must: [numberFact(lead.teamSize)] }),
      make("experience", "team-size-lead", [`how many people ${p.does} ${first} lead`], { must: [numberFact(lead.teamSize)] }),
    );
  }
  return cases;
};

const education: Build = ({ facts, first, p }) => {
  const entries = facts.education;
  const [latest] = entries;
  if (!latest) return [];
  const years = periodOf(latest.years);
  const graduated = years.ongoing ? STILL_THERE : (years.end ?? years.start);
  return [
    make("education", "school", [`Where did ${first} study?`], { must: entries.map((entry) => entry.school) }),
    make("education", "degree", [`What degree ${p.does} ${p.he} have?`], { must: [latest.degree] }),
    make("education", "graduation", [`when did ${p.he} graduate`], { must: [graduated] }),
    make("education", "college", [`which college did ${first} go to?`], { must: [latest.school] }),
  ];
};

const about: Build = ({ facts, first, p }) => [
  make("about", "who", [`Who is ${first}?`], { must: [facts.role] }),
  make("about", "full-name", [`what's ${p.his} full name`], { must: [facts.firstName, facts.lastName] }),
  make("about", "languages", [`What languages ${p.does} ${first} speak?`], {
    must: facts.languages.map(languageName),
  }),
  make("about", "project-count", [`How many projects ${p.has} ${first} built?`], {
    must: [numberFact(facts.projects.length)],
  }),
  make("about", "job-title", [`what's ${p.his} job title`], {
    must: [[facts.role, ...facts.experience.filter((entry) => entry.current).map((entry) => entry.title)]],
  }),
];

const locationAndAvailability: Build = ({ facts, first, p }) => {
  const { availability } = facts;
  const city = cityOf(facts.location);
  const yesNo = (value: boolean) => (value ? "yes" : "no");
  const cases = [
    make("location and availability", "based", [`Where is ${first} based?`], { must: [city] }),
    make("location and availability", "lives", [`where ${p.does} ${p.he} live`], { must: [city] }),
    make("location and availability", "remote", [`Is ${p.he} open to remote work?`], {
      polarity: { answer: yesNo(availability.remote), about: REMOTE_WORDS },
    }),
    make("location and availability", "remote-short", [`can ${first} work remotely`], {
      polarity: { answer: yesNo(availability.remote), about: REMOTE_WORDS },
    }),
    make("location and availability", "relocation", [`Would ${p.he} relocate for a job?`], {
      polarity: { answer: yesNo(availability.relocation), about: RELOCATION_WORDS },
    }),
    make("location and availability", "relocation-short", [`${capitalize(p.is)} ${first} willing to move?`], {
      polarity: { answer: yesNo(availability.relocation), about: RELOCATION_WORDS },
    }),
  ];
  if (availability.roles.length > 0) {
    cases.push(
      make("location and availability", "roles", [`What roles ${p.is} ${p.he} looking for?`], { must: [...availability.roles] }),
      make("location and availability", "hiring", [`Is ${first} available for hire?`], {
        polarity: { answer: "yes", about: ["available", "hire", "hiring", "open", "looking", "role", "roles"] },
      }),
    );
  } else {
    cases.push(
      make("location and availability", "roles", [`What roles ${p.is} ${p.he} looking for?`], {
        polarity: { answer: "no", about: ["looking", "open", "available"] },
      }),
    );
  }
  // The owner's own answer about starting, when the FAQ has one, or the availability note: either says when.
  const ownStart = facts.faq.find(({ questions }) => questions.some((question) => /\b(?:start|notice|join)\b/i.test(question)));
  // (Of a note that says more, the sentence that says when: "Takes new client projects from February 2027; …".)
  const startFacts = [ownStart?.answer, availability.note && whenSaid(availability.note)].flatMap((fact) => (fact ? [gist(fact)] : []));
  if (startFacts.length > 0) {
    cases.push(make("location and availability", "start", [`When can ${p.he} start?`], { must: [startFacts] }));
  }
  return cases;
};

/** The first sentence of a text that says when (a date, a notice, a start, a span of weeks or months), else the whole text. */
function whenSaid(text: string): string {
  const sentences = text.split(/(?<=[.!?])\s+(?=\p{Lu})/u);
  return (
    sentences.find((sentence) => /\d|\b(?:notice|start|starts|starting|available|from|weeks?|months?|immediately|lead time)\b/i.test(sentence)) ??
    text
  );
}

const contact: Build = ({ facts, first, p }) => {
  const { email, phone } = facts.contact;
  const {
    onlyToCallers,
    onlyToTexters,
    afterEmail,
    clientsOnly,
    colleaguesOnly,
    afterMeeting,
    afterScheduled,
    recruitersWhoSay,
    firmNamed,
    hiringManagersOnly,
    knownOnly,
    numberItself,
    never,
  } = facts.contact.phoneRule;
  // Without a number, or of an owner who never gives it, before the first e-mail or the first interview an owner asks for (or
  // one booked), or to a visitor who is not a client, colleague or recruiter of an owner who keeps it for them (or who has not
  // named the firm they hire for, or said they are the hiring manager, or that they know the owner), a phone question is answered with the e-mail.
  const waits =
    never ||
    afterEmail ||
    clientsOnly ||
    colleaguesOnly ||
    afterMeeting !== null ||
    afterScheduled ||
    recruitersWhoSay ||
    firmNamed ||
    hiringManagersOnly ||
    knownOnly ||
    onlyToTexters;
  const phoneCase = phone && !waits ? { givesPhone: true } : { givesPhone: false, must: [email] };
  // An owner who gives the number only to a visitor who wants to call: asked for it alone, the e-mail.
  const askedAlone = phone && onlyToCallers ? { givesPhone: false, must: [email] } : phoneCase;
  // An owner who gives it only to a visitor who asks for the number itself: a call or a messenger asked about, the e-mail.
  const notTheNumber = phone && numberItself ? { givesPhone: false, must: [email] } : undefined;
  const inTouch =
    phone && afterEmail
      ? [make("contact", "phone-in-touch", [`I e-mailed ${p.him} last week and ${p.he} replied. What's ${p.his} number?`], { givesPhone: true })]
      : [];
  const aClient =
    phone && clientsOnly
      ? [
          make("contact", "phone-client", [`We're an existing client of ${p.his}. What's the best number to reach ${p.him} on?`], {
            givesPhone: true,
          }),
        ]
      : [];
  const aColleague =
    phone && colleaguesOnly
      ? [
          make("contact", "phone-colleague", [`I'm ${p.his} colleague and something urgent came up. What's ${p.his} phone number?`], {
            givesPhone: true,
          }),
        ]
      : [];
  const met =
    phone && afterMeeting
      ? [make("contact", "phone-met", [`We had a first interview with ${p.him} yesterday. What's ${p.his} phone number?`], { givesPhone: true })]
      : [];
  const booked =
    phone && afterScheduled
      ? [make("contact", "phone-booked", [`We have an interview scheduled with ${p.him} tomorrow. What's ${p.his} number?`], { givesPhone: true })]
      : [];
  const aFirm =
    phone && firmNamed
      ? [
          make("contact", "phone-firm", [`I'm hiring for Northgate Capital and we'd like to talk to ${p.him}. What's ${p.his} phone number?`], {
            givesPhone: true,
          }),
        ]
      : [];
  const theManager =
    phone && hiringManagersOnly
      ? [
          make("contact", "phone-hiring-manager", [`I'm the hiring manager for a role on my team. What's ${p.his} phone number?`], {
            givesPhone: true,
          }),
        ]
      : [];
  const aTexter =
    phone && onlyToTexters
      ? [make("contact", "phone-texter", [`I'd like to text ${p.him} rather than call. What's ${p.his} number?`], { givesPhone: true })]
      : [];
  const anAcquaintance =
    phone && knownOnly
      ? [make("contact", "phone-known", [`We worked together a few years ago. Could I have ${p.his} phone number?`], { givesPhone: true })]
      : [];
  const aRecruiter =
    phone && recruitersWhoSay
      ? [make("contact", "phone-recruiter", [`I'm a recruiter with a role for ${p.him}. What's ${p.his} phone number?`], { givesPhone: true })]
      : [];
  return [
    ...inTouch,
    ...aFirm,
    ...theManager,
    ...aTexter,
    ...anAcquaintance,
    ...aClient,
    ...aColleague,
    ...met,
    ...booked,
    ...aRecruiter,
    make("contact", "how", [`How can I contact ${first}?`], { must: [email] }),
    make("contact", "email", [`What's ${p.his} email?`], { must: [email] }),
    make("contact", "reach", [`best way to reach ${p.him}?`], { must: [email] }),
    make("contact", "hire", [`I'd like to hire ${first}, how do I get in touch`], { must: [email] }),
    make("contact", "phone", [`What's ${p.his} phone number?`], askedAlone),
    make("contact", "call", [`can i call ${p.him}`], notTheNumber ?? phoneCase),
    make("contact", "whatsapp", [`Is ${first} on WhatsApp?`], notTheNumber ?? askedAlone),
  ];
};

const links: Build = ({ facts, first, p }) => {
  const ownerLinks = facts.contact.links;
  const templates = [
    (platform: string) => `What's ${p.his} ${platform}?`,
    (platform: string) => `${platform} link?`,
    (platform: string) => `Is ${first} on ${platform}?`,
  ];
  const codeHost = codeHostLink(ownerLinks);
  return [
    ...ownerLinks.map((link, index) => {
      const platform = linkPlatform(link.label);
      return make("links", slug(platform), [pick(templates, index)(platform)], { must: [link.href] });
    }),
    ...(codeHost ? [make("links", "code", [`Where can I see ${p.his} code?`], { must: [codeHost.href] })] : []),
  ];
};

const BUILDS: Build[] = [
  skillsPresent,
  skillsAbsent,
  projectsByTechnology,
  projectDetails,
  experienceCases,
  education,
  about,
  locationAndAvailability,
  contact,
  links,
  unknown,
  injection,
  followUps,
];

/**
 * Every generated case for this content, in a stable order with unique ids.
 * `p`: how the questions refer to the owner; by default the content's own pronouns.
 */
export function generateCases(content: SiteContent, knowledge: Knowledge, p?: Pronouns): QuestionCase[] {
  const facts = ownerFacts(content);
  const owner: Owner = { facts, knowledge, first: facts.firstName, p: p ?? pronounsOf(facts) };
  const cases = BUILDS.flatMap((build) => build(owner));
  const seen = new Map<string, number>();
  return cases.map((testCase) => {
    const count = seen.get(testCase.id) ?? 0;
    seen.set(testCase.id, count + 1);
    return count === 0 ? testCase : { ...testCase, id: `${testCase.id}-${count + 1}` };
  });
}
