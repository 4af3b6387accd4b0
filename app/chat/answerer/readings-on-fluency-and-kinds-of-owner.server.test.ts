import { expect, test } from "vitest";
import { converse, givesNumber, ownerWith, project, withProjects, withRules } from "./conversation.test-support";
import { hundredAndTwentyThirdOwner } from "../../../tests/hundred-and-twenty-third-owner/content";

// Readings that this stop's runs showed missing, each with the smallest content that shows it.

test("'is she fluent in…?' is a no for a language the list gives a lower level, a yes for a fluent one", () => {
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: { ...o.assistantProfile, languages: ["Portuguese (native)", "English (fluent)", "Afrikaans (conversational)"] },
  }));
  expect(converse(owner, ["is she fluent in afrikaans?"])).toMatch(/^No\b/);
  expect(converse(owner, ["does she speak afrikaans fluently"])).toMatch(/^No\b/);
  expect(converse(owner, ["is she fluent in english?"])).toMatch(/^Yes\b/);
  expect(converse(owner, ["can she speak portuguese fluently?"])).toMatch(/^Yes\b/);
});

test("a technology said in the plural, where that plural is no English word, is the technology", () => {
  const owner = withProjects(project("Gatekeeper", "A login service for the tide apps.", { stack: ["Node.js", "JWT"] }));
  expect(converse(owner, ["where did she use JWTs?"])).toContain("Gatekeeper");
});

test("'the Vue Router app' is the one project that uses it, not one whose name holds 'Vue'", () => {
  const owner = withProjects(
    project("Hangman in Vue", "A word game with an on-screen keyboard.", { stack: ["Vue"] }),
    project("Van Hire", "A campervan rental marketplace.", { stack: ["Vue", "Vue Router"] }),
  );
  expect(converse(owner, ["the Vue Router app, which one is that"])).toMatch(/^Van Hire\b/);
});

test("projects asked for with two technologies together are those that use both", () => {
  const owner = ownerWith((o) => o);
  const both = o_projectsUsing(owner, ["Vue", "PostgreSQL"]);
  const answer = converse(owner, ["which projects use vue and postgresql"]);
  for (const name of both) expect(answer).toContain(name);
  for (const other of owner.projects.filter((p) => !both.includes(p.name))) expect(answer).not.toContain(other.name);
  // ("or" asks for either.)
  expect(converse(owner, ["which projects use vue or postgresql"])).toContain(owner.projects.find((p) => !both.includes(p.name))?.name ?? "");
});

/** The names of the owner's projects that list every one of these technologies. */
const o_projectsUsing = (owner: ReturnType<typeof ownerWith>, techs: string[]) =>
  owner.projects.filter((p) => techs.every((tech) => p.stack.includes(tech))).map((p) => p.name);

test("a rule that names clients with a signed contract keeps the number from everyone else", () => {
  const owner = withRules([
    "Clients with a signed contract get my WhatsApp number: give it to them when they ask for it.",
    "Everyone else, please write to me by e-mail first: recruiters and students don't get the number.",
  ]);
  expect(givesNumber(converse(owner, ["what's her number?"]))).toBe(false);
  expect(givesNumber(converse(owner, ["I'm a recruiter, can I get her number?"]))).toBe(false);
  expect(givesNumber(converse(owner, ["We signed our contract with her last week.", "what's her number?"]))).toBe(true);
});

test("the owner's 'Ana and I build' keeps its verb, and 'I write Kotlin and I fix' is the owner's alone", () => {
  const owner = withRules(
    [],
    [
      { questions: ["Does she work alone?"], answer: "No. Ana Sousa designs, Rui Costa and I build it." },
      { questions: ["Does she know Kotlin?"], answer: "A little: I write Kotlin and I fix small bugs." },
    ],
  );
  expect(converse(owner, ["Does she work alone?"])).toContain("Rui Costa and Maya build it");
  expect(converse(owner, ["Does she know Kotlin?"])).toMatch(/Maya writes Kotlin and (?:she|Maya) fixes small bugs/);
});

test("a project named in code style is named by its own part too, though the owner's prose names it whole", () => {
  // (An owner whose career break says "wrote certwatch_exporter", and whose project is certwatch_exporter.)
  const owner = hundredAndTwentyThirdOwner;
  const coded = owner.projects.find((p) => p.name.includes("_") && owner.experience.some((entry) => entry.description.includes(p.name)));
  expect(coded).toBeDefined();
  const [part] = (coded?.name ?? "").split("_");
  expect(converse(owner, [`${part} repo?`])).toContain(coded?.github ?? "");
});

test("'what talk did she give?' is the talk the owner's own words name", () => {
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: { ...o.assistantProfile, highlights: ["She gave the talk Tidy Tides at PyCon Lisbon 2024."] },
  }));
  expect(converse(owner, ["what talk did she give?"])).toContain("Tidy Tides");
});

test("what a client paid or a project earns is beyond the site, where no amount is written", () => {
  const owner = ownerWith((o) => o);
  const [first] = owner.projects;
  expect(converse(owner, [`how much money does ${first?.name ?? ""} make per month?`])).toBe(owner.assistantProfile.fallbackReply);
  expect(converse(owner, [`how much did the harbour authority pay for ${first?.name ?? ""}?`])).toBe(owner.assistantProfile.fallbackReply);
});

test("'the name of her agency' is the business she runs", () => {
  const owner = ownerWith((o) => ({
    ...o,
    experience: o.experience.map((entry, i) => (i === 0 ? { ...entry, company: "Casa Maré", employmentType: "Self-employed" } : entry)),
  }));
  expect(converse(owner, ["what's the name of her agency"])).toContain("Casa Maré");
});

test("'where can my students use it?' asks where it is live; a licence asked of a release is the licence", () => {
  const owner = withProjects(
    project("Tide Quiz", "A maths quiz for pupils, MIT licensed.", {
      live: "https://quiz.example.org",
      github: "https://github.com/maya-example/tide-quiz",
      deploy: { PyPI: "tide-quiz" },
    }),
  );
  expect(converse(owner, ["where can my students use Tide Quiz?"])).toContain("https://quiz.example.org");
  expect(converse(owner, ["what licence is Tide Quiz released under"])).toContain("MIT");
});

test("a deploy line's 'runs on' says where it runs, and picks the one of a list that runs there", () => {
  const owner = withProjects(
    project("Shed Sensor", "Frost alerts for a community garden.", { stack: ["Go"], deploy: { "runs on": "A Raspberry Pi in the garden shed" } }),
  );
  const where = converse(owner, ["where does Shed Sensor run?"]);
  expect(where).toContain("A Raspberry Pi in the garden shed");
  expect(where).not.toMatch(/\(runs on\)/);
  // (It runs there; it is not published there.)
  expect(converse(owner, ["has Shed Sensor been published anywhere?"])).not.toMatch(/is on runs on/);
  expect(converse(owner, ["which projects use go", "which one runs on a raspberry pi"])).toMatch(/^Shed Sensor\b/);
});

test("'in production' and 'an X backend' put a technology's everyday name to it; 'wud' is 'would'", () => {
  const owner = ownerWith((o) => o);
  expect(converse(owner, ["has she run go in production"])).toMatch(/\bGo\b/);
  expect(converse(owner, ["show me projects with a go backend"])).toContain("Ledger API");
  expect(converse(owner, ["wud she relocate"])).toMatch(/^Yes\b/);
});

test("'how many years did she teach?' is the role whose title names who teaches; 'her junior developer job' the role of that title", () => {
  const owner = ownerWith((o) => ({
    ...o,
    experience: o.experience.map((entry) => (entry.title === "Teaching Assistant" ? { ...entry, title: "Mathematics Teacher" } : entry)),
  }));
  const taught = owner.experience.find((entry) => entry.title === "Mathematics Teacher");
  expect(converse(owner, ["how many years did she teach maths"])).toContain(taught?.date.split(" – ")[0] ?? "");
  const junior = owner.experience.find((entry) => /^Junior\b/.test(entry.title));
  expect(converse(owner, ["where was her junior dev job?"])).toContain(junior?.company ?? "");
  // ("her about a lead role" names no title.)
  expect(converse(owner, ["how do I get in touch with her about a junior role?"])).not.toContain(junior?.company ?? "");
});

test("the owner's 'It's…' to 'What is X?' names X, whichever of the owner's wordings is asked", () => {
  const owner = withRules(
    [],
    [{ questions: ["What is Saturday Code?", "Does she still teach?"], answer: "It's the free coding workshop I run on Saturdays." }],
  );
  expect(converse(owner, ["Does she still teach?"])).toMatch(/^Saturday Code is the free coding workshop Maya runs/);
});
