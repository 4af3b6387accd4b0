import { expect, test } from "vitest";
import { madeUpOwner } from "../../../tests/assistant/made-up-owner";
import { converse, ownerWith, project, withProjects } from "./conversation.test-support";

// Readings that owners' first runs showed missing: each is asked of the made-up owner, changed as the reading needs.

const [job, teaching] = madeUpOwner.experience;
if (!job || !teaching) throw new Error("the made-up owner has two roles");

const withFaq = (questions: string[], answer: string) =>
  ownerWith((o) => ({ ...o, assistantProfile: { ...o.assistantProfile, faq: [{ questions, answer }] } }));

test("the companies of a country are the roles in its cities, not the owner's answer about working there", () => {
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: { ...o.assistantProfile, faq: [{ questions: ["Can she work in Portugal?"], answer: "Yes, I'm a citizen." }] },
  }));
  const answer = converse(owner, ["which companies did she work for in portugal"]);
  expect(answer).toContain(job.company);
  expect(answer).not.toContain("citizen");
});

test("a thing made is named by what it is: a collection", () => {
  const shaders = project("Tile Shaders", "An open-source collection of 28 stylized shaders for Unity.", { stack: ["HLSL", "Unity"] });
  expect(converse(withProjects(shaders), ["tell me about her shader collection"])).toMatch(/^Tile Shaders/);
});

test("work of a kind that a visitor can look at is the projects of that kind", () => {
  const answer = converse(madeUpOwner, ["does she have any front end work i can look at"]);
  for (const name of madeUpOwner.projects.filter((p) => p.stack.includes("Vue")).map((p) => p.name)) expect(answer).toContain(name);
});

test("what the owner is working on right now is what the current role does", () => {
  for (const question of ["what is she working on right now", "what is she working on rn"])
    expect(converse(madeUpOwner, [question]), question).toContain(job.description);
});

test("community work is a meetup the owner runs as a volunteer, and it is a yes to volunteering", () => {
  const meetup = project("Código Delas", "A free monthly meetup for women in tech in Lisbon, which I co-organise as a volunteer.", {
    live: "https://www.meetup.com/codigo-delas",
  });
  const owner = withProjects(meetup);
  expect(converse(owner, ["is she involved in any tech community stuff"])).toContain(meetup.name);
  expect(converse(owner, ["does she volunteer"])).toMatch(/^Yes!.*Código Delas/);
  expect(converse(owner, ["link to the women in tech meetup she runs"])).toContain(meetup.live);
  expect(converse(owner, ["how do i invite her to speak at our meetup"])).toContain(madeUpOwner.profile.email);
});

test("the clients are those a role's own words name", () => {
  const owner = ownerWith((o) => ({
    ...o,
    experience: o.experience.map((entry) =>
      entry === o.experience[0] ? { ...entry, description: "Builds apps for clients such as Padaria Sol and Museu Azul." } : entry,
    ),
  }));
  expect(converse(owner, ["which clients has she worked for"])).toContain("Padaria Sol");
});

test("what is on a store the owner's projects are on, and how the one project there did", () => {
  const game = project("Azulejo Garden", "A puzzle game on Steam. It has sold more than 60,000 copies.", {
    live: "https://store.steampowered.com/app/1/azulejo",
    stack: ["Unity"],
    deploy: { Steam: { name: "Steam", href: "https://store.steampowered.com/app/1/azulejo" } },
  });
  const owner = withProjects(game);
  expect(converse(owner, ["whats on her steam"])).toContain(game.name);
  expect(converse(owner, ["how well did her steam game do? numbers pls"])).toContain("60,000");
});

test("a number asked of a thing named by what it is belongs to that thing", () => {
  const game = project("Azulejo Garden", "A puzzle game. It has sold more than 60,000 copies.", { stack: ["Unity"] });
  const plugin = project("FrameBudget", "An Unreal Engine editor plugin for profiling. More than 1,500 sales.", { stack: ["C++"] });
  const answer = converse(withProjects(game, plugin), ["how many copies of her unreal plugin sold"]);
  expect(answer).toContain("1,500");
  expect(answer).not.toContain("60,000");
});

test("a technology the owner works with is the technology, though a profile link's address names it", () => {
  const owner = ownerWith((o) => ({
    ...o,
    profile: {
      ...o.profile,
      links: [...o.profile.links, { label: "Trailblazer profile", href: "https://www.salesforce.com/trailblazer/maya", icon: "lu:cloud" }],
    },
    skillGroups: [...o.skillGroups, { title: "CRM", items: [{ label: "Salesforce", icon: "lu:cloud" }] }],
  }));
  expect(converse(owner, ["is she good with salesforce"])).toMatch(/Salesforce is in Maya's CRM skills/);
  expect(converse(owner, ["trailblazer?"])).toContain("salesforce.com/trailblazer/maya");
});

test("a certification still being studied for is not said to be earned", () => {
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: {
      ...o.assistantProfile,
      education: [
        { degree: "AWS Certified Developer", school: "Amazon Web Services", years: "2022" },
        { degree: "AWS Certified Solutions Architect, in preparation", school: "Amazon Web Services", years: "Studying since 2025" },
      ],
    },
  }));
  const answer = converse(owner, ["is she aws certified"]);
  expect(answer).toMatch(/^Yes! Maya earned AWS Certified Developer[^.]*🎓 Maya is still studying: AWS Certified Solutions Architect/);
});

test("the owner's own answer to a question that names a study answers it", () => {
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: {
      ...o.assistantProfile,
      education: [
        ...o.assistantProfile.education,
        { degree: "Certified Technical Architect (CTA), in preparation", school: "Salesforce", years: "2025" },
      ],
      faq: [{ questions: ["Is she a CTA?"], answer: "Not yet: I plan to sit the review board in 2026." }],
    },
  }));
  expect(converse(owner, ["is maya a CTA?"])).toContain("review board in 2026");
});

test("a name followed by a clause of its own is still the name asked about", () => {
  expect(converse(madeUpOwner, ["what about docker, she use that?"])).toMatch(/Docker is in Maya's Tools skills/);
});

test("two known names joined on one card item are each that item", () => {
  const owner = ownerWith((o) => ({
    ...o,
    skillGroups: [...o.skillGroups, { title: "Platform", items: [{ label: "Terraform & Kubernetes", icon: "lu:cloud" }] }],
  }));
  expect(converse(owner, ["does she know kubernetes"])).toMatch(/^Yes! Terraform & Kubernetes/);
});

test("a skill a role used is said with that role, and where it was used is asked again", () => {
  // Harbour Labs "builds the billing APIs in Go".
  expect(converse(madeUpOwner, ["does she know go"])).toContain(`at ${job.company}`);
  expect(converse(madeUpOwner, ["does she know go", "where did she use it?"])).toContain(`at ${job.company}`);
});

test("a project whose card lists no stack is never said to be built with nothing", () => {
  const blog = project("From Bunsen to Backend", "A blog series about moving from teaching into tech.", { live: "https://maya.example.org/blog" });
  const owner = withProjects(blog);
  for (const question of ["what is from bunsen to backend built with", "tell me about from bunsen to backend"])
    expect(converse(owner, [question]), question).not.toMatch(/built with\s*(?:;|🛠|$)/i);
});

test("whether the owner is qualified as something is what the studies say", () => {
  expect(converse(madeUpOwner, ["is she a qualified teacher"])).toContain("MSc Informatics");
});

test("the owner's own answer about a kind of work answers whether the owner does it", () => {
  const owner = withFaq(["Does she take freelance projects?"], "Yes, I take a few freelance projects at a time.");
  for (const question of ["does she do freelance work", "is she available for freelance"])
    expect(converse(owner, [question]), question).toContain("few freelance projects");
});

test("the e-mail and the phone asked together are both given", () => {
  const answer = converse(madeUpOwner, ["contact details pls - email + phone"]);
  expect(answer).toContain(madeUpOwner.profile.email);
  expect(answer).toContain(madeUpOwner.profile.phone);
});

test("the owner's city in a link's label does not make a question about the city one about the link", () => {
  const meetup = { label: "Lisbon Go Meetup on Meetup", href: "https://www.meetup.com/lisbon-go", icon: "si:meetup" as const };
  const owner = ownerWith((o) => ({ ...o, profile: { ...o.profile, links: [...o.profile.links, meetup] } }));
  expect(converse(owner, ["does lisbon do daylight saving"])).not.toContain(meetup.href);
});

test("a count asked of a project is what its description counts, not where it is published", () => {
  const extension = project("Query Pad", "A Chrome extension for writing SQL. Free with more than 25,000 users.", {
    live: "https://chromewebstore.google.com/detail/query-pad/x",
    stack: ["TypeScript"],
    deploy: { "Chrome Web Store": { name: "Query Pad", href: "https://chromewebstore.google.com/detail/query-pad/x" } },
  });
  expect(converse(withProjects(extension), ["query pad install count?"])).toContain("25,000");
});

test("one more project is named, not counted", () => {
  const owner = withProjects(
    project("Harbour Map", "A map of harbours.", { stack: ["Vue"] }),
    project("Tide Bot", "A tide bot.", { stack: ["Vue"] }),
  );
  const answer = converse(owner, ["does she know vue"]);
  expect(answer).not.toMatch(/\b1 more\b/);
  for (const name of ["Tide Tables", "Reading List", "Harbour Map", "Tide Bot"]) expect(answer).toContain(name);
});

test("a link named by its whole label is the link, though its platform is where a project is published", () => {
  const hex = { label: "Hex packages", href: "https://hex.pm/users/maya", icon: "lu:package" as const };
  const parser = project("chemform", "An Elixir library.", {
    live: "https://hex.pm/packages/chemform",
    stack: ["Elixir"],
    deploy: { Hex: { name: "chemform", href: "https://hex.pm/packages/chemform" } },
  });
  const owner = ownerWith((o) => ({ ...o, profile: { ...o.profile, links: [...o.profile.links, hex] }, projects: [...o.projects, parser] }));
  expect(converse(owner, ["what's her hex packages?"])).toContain(hex.href);
});

test("the names of a platform's own technologies are known: LWC, and a CPQ the owner lacks", () => {
  const owner = ownerWith((o) => ({
    ...o,
    skillGroups: [...o.skillGroups, { title: "Salesforce", items: [{ label: "Lightning Web Components", icon: "lu:zap" }] }],
  }));
  expect(converse(owner, ["lwc?"])).toContain("Lightning Web Components is in Maya's Salesforce skills");
  expect(converse(owner, ["salesforce cpq exp??"])).toMatch(/Salesforce CPQ isn't listed/);
});

test("a school year from August to June counts whole", () => {
  const owner = ownerWith((o) => ({
    ...o,
    experience: [{ ...teaching, title: "Chemistry Teacher", date: "Aug 2013 – Jun 2021", description: "Taught chemistry." }],
  }));
  expect(converse(owner, ["how long was she a teacher"])).toContain("8 years");
});

test("how soon the owner replies is the owner's own sentence on it", () => {
  const owner = withFaq(["How do I reach her?"], "E-mail, please. I reply within two working days.");
  expect(converse(owner, ["how quick does she usually reply to emails"])).toContain("replies within two working days");
});

test("which of two ways to reach the owner is the one the owner prefers", () => {
  const owner = withFaq(["What's the best way to reach her?"], "E-mail is best: maya@example.org.");
  expect(converse(owner, ["should i message her on linkedin or email"])).toContain("E-mail is best");
});

test("what the owner's blog is about is the project that is the blog", () => {
  const blog = project("Tide Notes", "Maya's blog series about Go performance, with 26 posts.", { live: "https://dev.to/maya" });
  const owner = ownerWith((o) => ({
    ...o,
    profile: { ...o.profile, links: [...o.profile.links, { label: "Blog", href: "https://dev.to/maya", icon: "lu:pen-line" }] },
    projects: [...o.projects, blog],
  }));
  expect(converse(owner, ["what's her blog about"])).toContain("26 posts");
  expect(converse(owner, ["what programming languages does she write"])).not.toContain(blog.name);
});

test("where a talk can be watched is the talk's own link, though it names the owner's employer", () => {
  const talk = project("Routes on Functions (talk)", `A talk about the route planner at ${job.company}.`, {
    live: "https://www.youtube.com/watch?v=routes",
  });
  expect(converse(withProjects(talk), ["did she give any talks", "where can i watch it?"])).toContain(talk.live);
});

test("a project named by a technology and what it is: a starter, a demo", () => {
  const starter = project("Idemkey", "A Spring Boot starter for idempotent endpoints, with 1,400 stars.", { stack: ["Java", "Spring Boot"] });
  const demo = project("Order Flow", "A demo of order processing with Kafka.", { stack: ["Java", "Kafka"] });
  const owner = withProjects(starter, demo);
  expect(converse(owner, ["how popular is her spring boot starter thing"])).toContain("1,400");
  expect(converse(owner, ["tell me about the kafka order demo"])).toMatch(/^Order Flow: A demo/);
});

test("a technology one project's own name says describes that project", () => {
  const module = project("terraform-aws-eks-baseline", "A Terraform module for EKS clusters, Apache 2.0 licensed.", {
    github: "https://github.com/maya/terraform-aws-eks-baseline",
    stack: ["Terraform", "Amazon EKS"],
  });
  const other = project("infra-notes", "Notes on Terraform.", { stack: ["Terraform"] });
  expect(converse(withProjects(module, other), ["is the eks terraform module open source?"])).toContain("Apache 2.0");
});

test("a tool named inside the name of a place where projects are published is the tool", () => {
  const owner = ownerWith((o) => ({
    ...o,
    skillGroups: [...o.skillGroups, { title: "Build", items: [{ label: "Maven", icon: "lu:package" }] }],
    projects: [
      ...o.projects,
      project("Idemkey", "A Java library.", {
        stack: ["Java"],
        deploy: { "Maven Central": { name: "idemkey", href: "https://central.sonatype.com/x" } },
      }),
    ],
  }));
  expect(converse(owner, ["has she worked with maven?"])).toMatch(/^Yes! Maven is in Maya's Build skills/);
});

test("the one role at a kind of employer is named by the sector's own words: the BPO", () => {
  const owner = ownerWith((o) => ({
    ...o,
    experience: o.experience.map((entry) =>
      entry === o.experience[2]
        ? { ...entry, company: "Luzon Bridge", description: "Luzon Bridge is a business-process-outsourcing company. Built its CRM." }
        : entry,
    ),
  }));
  expect(converse(owner, ["what did she do at the bpo"])).toContain("Luzon Bridge");
});

test("the earliest start is the notice", () => {
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: {
      ...o.assistantProfile,
      availability: { roles: ["Backend Engineer"], remote: true, relocation: false, note: "Her notice period is one calendar month." },
    },
  }));
  expect(converse(owner, ["so if i made an offer on 1 june, earliest start?"])).toContain("one calendar month");
});

test("where a skill was used names every project that used it", () => {
  const owner = withProjects(
    project("Harbour Map", "A map.", { stack: ["Go"] }),
    project("Tide Bot", "A bot.", { stack: ["Go"] }),
    project("Quay", "A queue.", { stack: ["Go"] }),
    project("Mooring", "A scheduler.", { stack: ["Go"] }),
  );
  const answer = converse(owner, ["does she know go", "where did she use it?"]);
  for (const name of ["Ledger API", "Harbour Map", "Tide Bot", "Quay", "Mooring"]) expect(answer).toContain(name);
});
