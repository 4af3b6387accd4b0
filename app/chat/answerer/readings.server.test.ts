import { expect, test } from "vitest";
import { madeUpOwner } from "../../../tests/assistant/made-up-owner";
import { converse, ownerWith } from "./conversation.test-support";

const [job] = madeUpOwner.experience;

test("an employer's own first word names it, though the projects that ran there say its name too", () => {
  const company = "Kōtuku Airways";
  const owner = ownerWith((o) => ({
    ...o,
    experience: o.experience.map((entry) => (entry === o.experience[0] ? { ...entry, company } : entry)),
    projects: o.projects.map((project, i) => (i < 2 ? { ...project, description: `${project.description} It runs at ${company}.` } : project)),
  }));
  const answer = converse(owner, ["when did she join kotuku?"]);
  expect(answer).toContain(company);
  expect(answer).toContain(job?.date.split(/\s[–-]\s/)[0] ?? "?");
});

test("a spoken language of the owner's own list is named, though no vocabulary knows it", () => {
  const owner = ownerWith((o) => ({ ...o, assistantProfile: { ...o.assistantProfile, languages: ["Tongan (native)", "Samoan (conversational)"] } }));
  expect(converse(owner, ["how good is her samoan"])).toContain("Samoan (conversational)");
  expect(converse(owner, ["does she speak tongan?"])).toMatch(/^Yes!.*Tongan \(native\)/);
});

test("where the owner comes from is the sentence that gives their heritage or roots", () => {
  const heritage = "Maya is a backend engineer in Lisbon, of Cape Verdean heritage.";
  const owner = ownerWith((o) => ({ ...o, assistantProfile: { ...o.assistantProfile, snapshot: heritage } }));
  expect(converse(owner, ["where is maya from originally"])).toContain("Cape Verdean heritage");
});

test("asking whether the owner is a man or a woman gets the owner's pronouns", () => {
  for (const question of ["is maya a guy or a girl", "man or woman?"]) expect(converse(madeUpOwner, [question]), question).toMatch(/she\/her/);
});

test("the one thing a question names by what it is, though another project's words give that thing's name", () => {
  const owner = ownerWith((o) => ({
    ...o,
    projects: [
      ...o.projects,
      {
        name: "queue-exporter",
        github: "https://github.com/maya-example/queue-exporter",
        live: "",
        description: "A metrics exporter for job queues.",
        stack: ["Go"],
        deploy: {},
      },
      {
        name: "Queue Dashboards",
        github: "",
        live: "",
        description: "Dashboards for job queues. They pair with queue-exporter.",
        stack: ["Grafana"],
        deploy: {},
      },
    ],
  }));
  expect(converse(owner, ["tell me about the exporter"])).toMatch(/^queue-exporter/);
});

test("a thing made about a kind of work is that thing, not the roles that do the work", () => {
  const talk = "Sleep Is a Feature";
  const owner = ownerWith((o) => ({
    ...o,
    experience: o.experience.map((entry) =>
      entry === o.experience[0] ? { ...entry, description: `${entry.description} Leads incident response and on-call.` } : entry,
    ),
    projects: [
      ...o.projects,
      { name: talk, github: "", live: "", description: "A talk about on-call health at a reliability summit.", stack: [], deploy: {} },
    ],
  }));
  expect(converse(owner, ["tell me about the on-call talk"])).toMatch(new RegExp(`^${talk}`));
  expect(converse(owner, ["has she done on-call?"])).toContain(job?.company ?? "?");
});

test("a link asked for a thing made with a technology is that thing's link, not the profile's", () => {
  const module = "https://registry.terraform.io/modules/maya-example/queues/aws";
  const owner = ownerWith((o) => ({
    ...o,
    skillGroups: [...o.skillGroups, { title: "Infrastructure", items: [{ label: "Terraform", icon: "si:terraform" }] }],
    projects: [
      ...o.projects,
      {
        name: "terraform-aws-queues",
        github: "",
        live: module,
        description: "A Terraform module that sets up job queues.",
        stack: ["Terraform"],
        deploy: {},
      },
    ],
  }));
  expect(converse(owner, ["link to the terraform module?"])).toContain(module);
});

test("how to reach the owner, and how fast they reply, is the owner's own answer when the FAQ gives one", () => {
  const reach = "E-mail me or send me a LinkedIn message; I reply within two working days.";
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: { ...o.assistantProfile, faq: [{ questions: ["What's the best way to contact Maya?", "How do I reach her?"], answer: reach }] },
  }));
  for (const question of ["how do i contact maya", "do they prefer email or linkedin", "how fast does she usually reply"])
    expect(converse(owner, [question]), question).toMatch(/LinkedIn message; (?:Maya|she) replies within two working days/);
  expect(converse(owner, ["can i message you somewhere"])).toContain(owner.profile.email);
});

test("technologies set apart by a spaced slash are asked about each on its own", () => {
  expect(converse(madeUpOwner, ["does maya know istio / service mesh stuff"])).toMatch(/^Istio isn't listed/);
});

test("after the studies, working while studying asks for the roles held meanwhile", () => {
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: {
      ...o.assistantProfile,
      education: [{ degree: "BSc Computer Science", school: "University of Porto", years: "2015 – 2018" }],
    },
    experience: [
      ...o.experience,
      { company: "Café Bica", title: "Barista", date: "Oct 2015 – Jun 2018", employmentType: "Part-time", description: "Made coffee on weekends." },
    ],
  }));
  expect(converse(owner, ["does maya have a degree", "did she work while studying?"])).toContain("Café Bica");
});

test("a name no dictionary and no part of the content holds, asked as 'X experience?', is said not to be listed", () => {
  expect(converse(madeUpOwner, ["quillforge experience?"])).toMatch(/^Quillforge isn't listed/);
  // (A word the vocabulary knows as a kind of employer is no unknown name.)
  expect(converse(madeUpOwner, ["startup experience?"])).not.toMatch(/isn't listed/);
});

test("a word after a number counts something and names no link", () => {
  const owner = ownerWith((o) => ({
    ...o,
    profile: {
      ...o.profile,
      links: [...o.profile.links, { label: "The Second Draft newsletter", href: "https://draft.example.com", icon: "lu:mail" }],
    },
  }));
  expect(converse(owner, ["give me the 30 second version of who she is"])).not.toContain("draft.example.com");
  expect(converse(owner, ["newsletter?"])).toContain("draft.example.com");
});

test("how the studies at a school named were done is those studies, not a job's hours", () => {
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: {
      ...o.assistantProfile,
      education: [
        { degree: "BSc Computer Science", school: "University of Porto", years: "2015 – 2018" },
        { degree: "Certificate in Technical Writing (part-time, evenings)", school: "Seneca Polytechnic", years: "2019 – 2020" },
      ],
    },
  }));
  const answer = converse(owner, ["was the seneca program full time"]);
  expect(answer).toContain("part-time, evenings");
  expect(answer).not.toContain("University of Porto");
});

test("after a role, the size of 'that company' is in the role's own words, no general-knowledge question", () => {
  const owner = ownerWith((o) => ({
    ...o,
    experience: o.experience.map((entry, i) => (i === 1 ? { ...entry, description: `${entry.description} A studio of about 350 people.` } : entry)),
  }));
  const role = owner.experience[1];
  expect(converse(owner, [`what did she do at ${role?.company ?? "?"}`, "how big is that company"])).toContain("350 people");
});

test("one thing made, described by its own words, is that thing though an FAQ wording shares a word", () => {
  const talk = "The Copy Desk Is a Linter";
  const owner = ownerWith((o) => ({
    ...o,
    projects: [
      ...o.projects,
      { name: talk, github: "", live: "", description: "A talk at Write the Docs Portland 2023 about copy desks.", stack: [], deploy: {} },
    ],
    assistantProfile: {
      ...o.assistantProfile,
      faq: [{ questions: ["Does she write docs in French?"], answer: "Her French is conversational, so she doesn't write docs in French." }],
    },
  }));
  expect(converse(owner, ["tell me about her write the docs talk"])).toMatch(new RegExp(`^${talk}`));
  expect(converse(owner, ["does she write docs in french"])).toContain("conversational");
});

test("a skill card named in full is that card, not where the code is", () => {
  const owner = ownerWith((o) => ({
    ...o,
    skillGroups: [
      ...o.skillGroups,
      {
        title: "Docs-as-Code",
        items: [
          { label: "Docusaurus", icon: "si:docusaurus" },
          { label: "Vale", icon: "lu:check" },
        ],
      },
    ],
  }));
  expect(converse(owner, ["what does docs-as-code mean for her"])).toContain("Docusaurus");
});

test("what other people think of the owner is not on the site", () => {
  for (const question of ["what do maya's coworkers think of her", "what do her colleagues say about her"])
    expect(converse(madeUpOwner, [question]), question).toBe(madeUpOwner.assistantProfile.fallbackReply);
});

test("a question word shared with one of the owner's FAQ wordings does not make it that question", () => {
  const salary = { questions: ["What's her current salary?", "What are her salary expectations?"], answer: "She doesn't share salary expectations." };
  const owner = ownerWith((o) => ({ ...o, assistantProfile: { ...o.assistantProfile, faq: [salary] } }));
  const answer = converse(owner, ["what's her current title"]);
  expect(answer).not.toContain(salary.answer.replace(/^She /, ""));
  expect(answer).toContain(job?.title ?? "?");
  expect(converse(owner, ["unrelated but what are her salary expectations"])).toContain("salary expectations");
});

test("a word the owner's prose writes in lower case still names the project it also stands for, capitalised, on its own", () => {
  const game = {
    name: "Girih: The Tile Garden",
    github: "",
    live: "https://store.example.com/girih",
    description: "A puzzle game.",
    stack: ["Unity"],
    deploy: {},
  };
  const shaders = {
    ...game,
    name: "Tilework Shaders",
    description: "Shaders with a girih pattern generator. They grew out of the shaders for Girih.",
  };
  const owner = ownerWith((o) => ({ ...o, projects: [game, shaders, ...o.projects] }));
  expect(converse(owner, ["tell me about girih"])).toMatch(/^Girih: The Tile Garden/);
});

test("a skill card titled by the platform asked about is that card, listed", () => {
  const android = {
    title: "Android",
    items: [
      { label: "Kotlin", icon: "si:kotlin" as const },
      { label: "Jetpack Compose", icon: "si:jetpackcompose" as const },
    ],
  };
  const owner = ownerWith((o) => ({ ...o, skillGroups: [...o.skillGroups, android] }));
  for (const question of ["list her android skills", "whats her android toolkit look like"]) {
    const answer = converse(owner, [question]);
    for (const item of android.items) expect(answer, question).toContain(item.label);
  }
  expect(converse(owner, ["does she do android?"])).toMatch(/^Yes!/);
});

test("a role's own sentence gives its team's size when no team size is set", () => {
  const squad = "She joined the payments squad of nine engineers.";
  const owner = ownerWith((o) => ({
    ...o,
    experience: o.experience.map((entry) => (entry === o.experience[0] ? { ...entry, description: squad } : entry)),
  }));
  expect(converse(owner, [`how big was her team at ${job?.company ?? "?"}`])).toContain("squad of nine engineers");
});

test("a kind of work no skill card holds is said from the role that did it, not said to be missing", () => {
  const games = "Built editor tools for free-to-play puzzle games for iOS and Android.";
  const owner = ownerWith((o) => ({
    ...o,
    experience: o.experience.map((entry) => (entry === o.experience[0] ? { ...entry, description: games } : entry)),
  }));
  const answer = converse(owner, ["has she worked on mobile games"]);
  expect(answer).toContain("iOS and Android");
  expect(answer).not.toMatch(/isn't listed/);
});

test("a level of role the roles sought do not name is not agreed to", () => {
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: { ...o.assistantProfile, availability: { roles: ["Senior backend engineer", "Tech lead"], remote: true, relocation: false } },
  }));
  expect(converse(owner, ["is she looking for junior roles"])).not.toMatch(/^Yes!/);
  expect(converse(owner, ["is she open to senior roles"])).toMatch(/^Yes!/);
});

test('how well the owner speaks a language gets the levels without a "Yes!", whether she speaks it with one', () => {
  expect(converse(madeUpOwner, ["how good is her english"])).toMatch(/^(?!Yes!).*English \(fluent\)/);
  expect(converse(madeUpOwner, ["does she speak english"])).toMatch(/^Yes!/);
});

test("a certification named in the question is that certification, earned, not every study", () => {
  const [study] = madeUpOwner.assistantProfile.education;
  const aws = { degree: "AWS Certified Developer – Associate", school: "Amazon Web Services", years: "2022" };
  const owner = ownerWith((o) => ({ ...o, assistantProfile: { ...o.assistantProfile, education: [...o.assistantProfile.education, aws] } }));
  for (const question of ["which year did she pass the aws exam", "is she aws certified?"]) {
    const answer = converse(owner, [question]);
    expect(answer, question).toContain(aws.years);
    expect(answer, question).not.toContain(study?.school ?? "?");
  }
});

test("a demo on the project's deploy line is its demo, when its live link is a store page", () => {
  const demo = { name: "itch.io", href: "https://maya.itch.io/tides-demo" };
  const owner = ownerWith((o) => ({ ...o, projects: o.projects.map((p, i) => (i === 0 ? { ...p, deploy: { ...p.deploy, demo } } : p)) }));
  const answer = converse(owner, [`is there a demo of ${madeUpOwner.projects[0]?.name ?? "?"} i can try`]);
  expect(answer).toContain(demo.href);
});

test("a skill card's item whose brackets name a project's stack item is used by that project", () => {
  const vr = { title: "Gameplay", items: [{ label: "VR (OpenXR)", icon: "lu:glasses" as const }] };
  const walk = { name: "Qanat Walk", github: "", live: "", description: "A walk through an old aqueduct.", stack: ["Unity", "OpenXR"], deploy: {} };
  const owner = ownerWith((o) => ({ ...o, skillGroups: [...o.skillGroups, vr], projects: [...o.projects, walk] }));
  expect(converse(owner, ["vr projects?"])).toContain(walk.name);
});

test("a language's own name is that language: Farsi is Persian", () => {
  const owner = ownerWith((o) => ({ ...o, assistantProfile: { ...o.assistantProfile, languages: ["Persian (native)", "English (fluent)"] } }));
  expect(converse(owner, ["does she speak farsi"])).toMatch(/^Yes!.*Persian/);
});

test("a nationality asked is the owner's own sentence on citizenship, else where the owner is based, which is no nationality", () => {
  const answer = converse(madeUpOwner, ["is maya portuguese?"]);
  expect(answer).toContain(madeUpOwner.profile.location);
  expect(answer).not.toMatch(/^Yes/);
  const citizen = { questions: ["Does she need a visa?"], answer: "She has been a Portuguese citizen since birth, so she needs no visa in the EU." };
  const owner = ownerWith((o) => ({ ...o, assistantProfile: { ...o.assistantProfile, faq: [citizen] } }));
  for (const question of ["is she portuguese", "is she a portuguese citizen?"])
    expect(converse(owner, [question]), question).toContain("Portuguese citizen");
});

test("a freelance role is one by its title or by working for oneself; the role before it is where she worked before freelancing", () => {
  const [first, ...rest] = madeUpOwner.experience;
  if (!first) throw new Error("the made-up owner has a role");
  const freelance = { ...first, title: "Freelance Web Developer", employmentType: "Self-employed" };
  const owner = ownerWith((o) => ({ ...o, experience: [freelance, ...rest] }));
  expect(converse(owner, ["has she done freelance work?"])).toContain(freelance.company);
  const before = converse(owner, ["where did she work before freelancing"]);
  expect(before).not.toContain(freelance.company);
  expect(rest.some((entry) => before.includes(entry.company))).toBe(true);
});

test("every role at the one employer of a kind is that employer's: how long she was at the bank", () => {
  const bank = "Banco Lince";
  if (!job) throw new Error("the made-up owner has a role");
  const owner = ownerWith((o) => ({
    ...o,
    experience: [
      {
        ...job,
        company: bank,
        title: "Mobile Engineer",
        date: "Jan 2019 – Feb 2021",
        description: "Banco Lince is a digital retail bank.",
      },
      { ...job, company: bank, title: "Junior iOS Developer", date: "Sep 2017 – Dec 2018", description: "Joined the iOS team." },
    ],
  }));
  const answer = converse(owner, ["how long was she at the bank"]);
  for (const year of ["2017", "2021"]) expect(answer).toContain(year);
});

test("a notice period asked of a kind of job is the owner's notice, said as the owner meant it", () => {
  const notice = {
    questions: ["What is her notice period?", "When can she start?"],
    answer: "For a full-time role I'd need one month to hand over my client work.",
  };
  const owner = ownerWith((o) => ({ ...o, assistantProfile: { ...o.assistantProfile, faq: [notice] } }));
  expect(converse(owner, ["notice period for a full time job?"])).toContain("would need one month");
});
