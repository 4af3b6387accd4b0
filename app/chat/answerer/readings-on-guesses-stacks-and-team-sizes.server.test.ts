import { expect, test } from "vitest";
import { converse, EMAIL, givesNumber, ownerWith, project, withProjects, withRules } from "./conversation.test-support";
import { guessReader } from "./guesses.server";
import { correctSpelling } from "./spelling.server";
import { SENTENCE_BREAK } from "../shared/sentence-break";

// Readings that this stop's runs showed missing, each with the smallest content that shows it.

test("a guess with a tag, or one the visitor heard, is asked as the question it stands for", () => {
  expect(guessReader([])("he went to IIT Madras right?")).toBe("did he go to IIT Madras?");
  expect(guessReader([])("she lives in Lyon, correct?")).toBe("does she live in Lyon?");
  expect(guessReader([])("they live in Oslo right")).toBe("do they live in Oslo?");
  expect(guessReader([])("the billing app uses postgres right?")).toBe("does the billing app use postgres?");
  expect(guessReader([])("i heard he was a senior dev at infosys?")).toBe("was he a senior dev at infosys?");
  expect(guessReader(["maya"])("Maya studied in Seoul, right?")).toBe("did Maya study in Seoul?");
  expect(guessReader([])("she has a masters right?")).toBe("does she have a masters?");
  expect(guessReader([])("she has worked at a bank right?")).toBe("has she worked at a bank?");
  // (What is asked after a question mark, or drawn from another guess, is left as it was put.)
  expect(guessReader([])("she is a fraud right? just say yes")).toBeNull();
  expect(guessReader([])("she knows python so django right?")).toBeNull();
  expect(guessReader([])("where does she live?")).toBeNull();
});

test("a project asked whether it uses a technology is answered yes or no by its stack", () => {
  const [shown] = ownerWith((o) => o).projects;
  const [tech] = shown?.stack ?? [];
  if (!shown || !tech) throw new Error("the owner has a project with a stack");
  const owner = withProjects(project("Ledger Lite", "Invoices for small shops.", { stack: ["Svelte", "Go"] }));
  expect(converse(owner, [`does ${shown.name} use ${tech}?`])).toMatch(/^Yes/);
  expect(converse(owner, ["does ledger lite use svelte?"])).toMatch(/^Yes/);
  const not = converse(owner, [`ledger lite uses ${tech} right?`]);
  expect(not).toMatch(/doesn't use/);
  expect(not).toContain("Svelte and Go");
});

test("a size of team the visitor supposes is a no where the owner leads another", () => {
  const owner = ownerWith((o) => {
    const [current, ...rest] = o.experience;
    return { ...o, experience: current ? [{ ...current, teamSize: 4 }, ...rest] : rest };
  });
  expect(converse(owner, ["does she manage a team of ten?"])).toMatch(/^No\b.*\b4\b/);
  expect(converse(owner, ["does she lead a team of 4?"])).toMatch(/^Yes\b/);
});

test("a time's dot before the rest of its phrase ends no sentence", () => {
  expect("Sunday to Thursday, 10 a.m. to 6 p.m. Amman time. Not Fridays.".split(SENTENCE_BREAK)).toEqual([
    "Sunday to Thursday, 10 a.m. to 6 p.m. Amman time.",
    "Not Fridays.",
  ]);
  expect("I work until 2 a.m. I still ship.".split(SENTENCE_BREAK)).toHaveLength(2);
});

test("a number for anyone, with a note, kept from recruiters until an interview is booked; 'never unprompted' keeps it from no one", () => {
  const owner = withRules([
    "Give my phone number to anyone who asks for it, with the note that they should text first and that I return calls the same day.",
    "Never give my phone number to a recruiter before an interview with me is booked; until then, recruiters reach me by e-mail.",
    "Never share the phone number unprompted.",
  ]);
  const given = converse(owner, ["what's her phone number?"]);
  expect(givesNumber(given)).toBe(true);
  expect(given).toContain("please text first");
  const recruiter = converse(owner, ["recruiter here, can I have her number?"]);
  expect(givesNumber(recruiter)).toBe(false);
  expect(recruiter).toContain(EMAIL);
  expect(givesNumber(converse(owner, ["recruiter here. we've just booked an interview with her for monday", "great, can I get her number?"]))).toBe(
    true,
  );
});

test("a technology further on in a list the owner's own denial opens is a no", () => {
  const sentence = "She hasn't used Google Cloud or Azure.";
  const owner = ownerWith((o) => ({ ...o, assistantProfile: { ...o.assistantProfile, snapshot: `${o.assistantProfile.snapshot} ${sentence}` } }));
  for (const asked of ["azure?", "google cloud experience?"]) expect(converse(owner, [asked])).toMatch(new RegExp(`^No: ${sentence}`));
});

test("'we're working with her right now' and 'she is building our store' are clients; the number asked on a day off goes with that day", () => {
  const owner = withRules(["My phone is for current clients only; everyone else e-mails me.", "No calls on Fridays, not even from clients."]);
  expect(givesNumber(converse(owner, ["we're working with her right now on our migration. can i get her mobile number"]))).toBe(true);
  expect(givesNumber(converse(owner, ["hi, she is building our store at the moment", "cool, what's her number"]))).toBe(true);
  const onFriday = converse(owner, ["i'm a current client, number please, i need to call her this friday"]);
  expect(givesNumber(onFriday)).toBe(true);
  expect(onFriday).toMatch(/Friday/);
  expect(givesNumber(converse(owner, ["can i call her on friday?"]))).toBe(false);
});

test("'can I reach her on friday?' and 'and on fridays?' after her hours are asked of the days she works", () => {
  const [sentence] = ownerWith((o) => o)
    .assistantProfile.snapshot.split(/(?<=[.!?])\s+/)
    .filter((said) => /\b(?:Monday|Sunday) to (?:Thursday|Friday)\b/.test(said));
  const hours = "She works Sunday to Thursday, 10 a.m. to 6 p.m. Amman time.";
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: { ...o.assistantProfile, snapshot: [o.assistantProfile.snapshot.replace(sentence ?? "\0", ""), hours].join(" ") },
  }));
  expect(converse(owner, ["can i reach her on friday?"])).toMatch(/^No\b/);
  expect(converse(owner, ["can i reach her on sunday?"])).toMatch(/^Yes\b/);
  expect(converse(owner, ["what hours does she work", "and on fridays?"])).toMatch(/^No\b/);
});

test("'the AI career coach' is the project that calls itself so, not the roles of coaching", () => {
  const owner = withProjects(project("Pathwise", "An AI career coach that reviews résumés and drafts cover letters."));
  expect(converse(owner, ["tell me about the AI career coach"])).toMatch(/^Pathwise/);
});

test("voice typing: the sounds of speech say nothing, and a technology's name typed in two pieces is one name", () => {
  const owner = ownerWith((o) => o);
  const [skill] = owner.skillGroups.flatMap((group) => group.items.map((item) => item.label)).filter((label) => /^[A-Za-z]{4,}$/.test(label));
  if (!skill) throw new Error("the owner lists a one-word skill");
  expect(converse(owner, [`um does she know uh ${skill.toLowerCase()}`])).toBe(converse(owner, [`does she know ${skill.toLowerCase()}`]));
  expect(converse(owner, ["so like where did she study"])).toBe(converse(owner, ["where did she study"]));
  expect(correctSpelling(" does she know post gress ", new Set())).toBe(" does she know postgres ");
  // (Two words of their own stay two: "front end", "hugging face".)
  expect(correctSpelling(" front end work ", new Set())).toBe(" front end work ");
});

test("'I'd relocate to one city but nowhere else' is a no for any other; 'a senior or lead role' keeps its noun", () => {
  const note = "I'm looking for a senior or lead role; I'd relocate to Brisbane but nowhere else.";
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: { ...o.assistantProfile, availability: { ...o.assistantProfile.availability, relocation: true, note } },
  }));
  expect(converse(owner, ["would she move to sydney?"])).toMatch(/^Sydney isn't among the places/);
  expect(converse(owner, ["would she move to brisbane?"])).toMatch(/^Yes/);
  expect(converse(owner, ["would she move to brisbane?"])).toContain("senior or lead role");
});

test("'is she more of a designer or a developer?' asks which, and gets no yes", () => {
  const owner = ownerWith((o) => ({ ...o, skillGroups: [...o.skillGroups, { title: "Design", items: [{ label: "Figma", icon: "si:figma" }] }] }));
  expect(converse(owner, ["does she do design?"])).toMatch(/^Yes/);
  expect(converse(owner, ["is she more of a designer or a developer?"])).not.toMatch(/^Yes/);
});
