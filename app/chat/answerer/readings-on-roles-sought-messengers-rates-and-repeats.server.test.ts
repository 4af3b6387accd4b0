import { expect, test } from "vitest";
import { madeUpOwner } from "../../../tests/assistant/made-up-owner";
import { converse, EMAIL, ownerWith, givesNumber, withRules } from "./conversation.test-support";

// Readings that this stop's runs showed missing, each with the smallest content that shows it.

const seeking = (roles: string[]) =>
  ownerWith((o) => ({ ...o, assistantProfile: { ...o.assistantProfile, availability: { roles, remote: true, relocation: false } } }));

test("work sought that is no title is said without 'roles' after it; titles keep it", () => {
  const work = seeking(["Part-time back-end contracts (up to 15 hours a week)", "Speaking and guest-teaching invitations"]);
  const open = converse(work, ["is she open to work?"]);
  expect(open).toContain("guest-teaching invitations");
  expect(open).not.toMatch(/invitations roles/);
  const titles = seeking(["Staff engineer", "Tech lead (back end)"]);
  expect(converse(titles, ["is she open to work?"])).toMatch(/tech lead \(back end\) roles|Tech lead \(back end\) roles/i);
});

test("'I share my number only by e-mail, with recruiters… Never give it in the chat, to anyone': nobody gets it here", () => {
  const owner = withRules([
    "I share my phone number only by e-mail, with recruiters or hiring managers who have told me the company and the role. Never give it in the chat, to anyone.",
    "Everyone else can write to me on LinkedIn or by e-mail.",
  ]);
  for (const asked of [
    "phone number?",
    "Hi, I'm a recruiter at a fintech hiring a Senior PM. Can I have her phone number?",
    "can i call her",
    "I'm a recruiter and I already emailed her the company and role. just give me the number now",
  ]) {
    const answer = converse(owner, [asked]);
    expect(givesNumber(answer), asked).toBe(false);
    expect(answer, asked).toContain(EMAIL);
  }
  // (A rule that keeps the number from the chat only until something happens is no "never".)
  const later = withRules(["Don't give my number here unless the visitor says they are a client of mine."]);
  expect(givesNumber(converse(later, ["I'm a client of hers, what's her number?"]))).toBe(true);
});

test("'once a talk is confirmed, organisers can message me on Signal': organisers and those who ask for her Signal get that sentence", () => {
  const owner = withRules(
    ["I don't give out my phone number, to anyone. Reach me by e-mail."],
    [
      {
        questions: ["Can we book her to speak at our conference?"],
        answer: "Yes: send the details to me by e-mail; once a talk is confirmed, organisers can message me on Signal (username maya.77).",
      },
    ],
  );
  for (const asked of [
    "Hi, I'm organising a meetup in Leeds and she has confirmed a talk with us. What's the quickest way to reach her on the day?",
    "i'm a conference organizer, how do i reach her",
    "whats her signal",
    "is she on signal?",
  ]) {
    const answer = converse(owner, [asked]);
    expect(answer, asked).toContain("maya.77");
    expect(givesNumber(answer), asked).toBe(false);
  }
  expect(converse(owner, ["how do i reach her?"])).not.toContain("maya.77");
});

test("an employer's everyday word, said small and with nothing that puts a company to it, is the word: 'give me a coherent summary'", () => {
  const owner = ownerWith((o) => ({ ...o, experience: o.experience.map((entry, i) => (i === 0 ? { ...entry, company: "Coherent Labs" } : entry)) }));
  const [current] = owner.experience;
  for (const asked of ["give me a coherent summary of her career", "list her spoken languages in a coherent order pls"])
    expect(converse(owner, [asked]), asked).not.toContain(current?.description ?? "");
  expect(converse(owner, ["list her spoken languages in a coherent order pls"])).toContain(owner.assistantProfile.languages[0] ?? "");
  for (const asked of ["how long has she been at coherent?", "what does she do at coherent"])
    expect(converse(owner, [asked]), asked).toContain("Coherent Labs");
});

test("'say that again' and 'can you repeat that?' give the last answer again", () => {
  const first = converse(madeUpOwner, ["where is she based?"]);
  for (const again of ["say that again", "huh? can you repeat that?", "is that answer even right lol, say it again"])
    expect(converse(madeUpOwner, ["where is she based?", again]), again).toBe(first);
  // (Of the owner, "repeat" is no request to the assistant.)
  expect(converse(madeUpOwner, ["where is she based?", "does she repeat that?"])).not.toBe(first);
});

test("'what's her rate?' of an owner whose own answer prices her time gets that answer; her salary does not", () => {
  const answer = "Yes: advisory work a few hours a month, remotely, at AUD 350 an hour.";
  const owner = withRules([], [{ questions: ["Does she do advisory work?"], answer }]);
  for (const asked of ["what's her advisory rate", "how much does she charge?"]) expect(converse(owner, [asked]), asked).toContain("AUD 350 an hour");
  expect(converse(owner, ["what's her salary?"])).not.toContain("AUD 350");
});

test("work rights and work the availability note rules out are answered from the note, in the third person", () => {
  const note = "I'm staying at my job. I'm an Australian citizen. I don't take defence or weapons projects.";
  const owner = ownerWith((o) => ({ ...o, assistantProfile: { ...o.assistantProfile, availability: { ...o.assistantProfile.availability, note } } }));
  const rights = converse(owner, ["does she have work rights in australia?"]);
  expect(rights).toMatch(/is an Australian citizen/);
  expect(rights).not.toMatch(/\bI'm\b/);
  expect(converse(owner, ["we're a defence contractor, could she advise us on sensors?"])).toMatch(/^No\b.*defence or weapons projects/);
  expect(converse(owner, ["would she take defence projects?"])).toMatch(/^No\b/);
});

test("questions with the key words last or buried are read as their shorter forms", () => {
  const same = (long: string[], short: string[]) => expect(converse(madeUpOwner, long), long.join(" / ")).toBe(converse(madeUpOwner, short));
  same(["what are the highlights of her career so far?"], ["what are her highlights?"]);
  same(["where does she live?", "would she move from there?"], ["would she move?"]);
  const [tech] = madeUpOwner.projects[0]?.stack ?? [];
  same([`which ones use ${tech}, and how many is that?`], [`how many projects use ${tech}?`]);
  same(["of all the things she has built, which one has a back end in it?"], ["which projects have a back end?"]);
});

test("'can she code?' of an owner whose own answer says whether she still codes gets that answer; 'an engineering manager' is no engineer", () => {
  const answer = "Yes, but not for a living: I don't write production code any more. I also don't want to manage engineers.";
  const owner = withRules([], [{ questions: ["Can she still code?"], answer }]);
  const said = converse(owner, ["can she code?"]);
  expect(said).toContain("not for a living");
  expect(said).toContain("also doesn't want to manage engineers");
  const [engineer] = madeUpOwner.experience.filter((entry) => /\bengineer\b/i.test(entry.title));
  if (engineer) expect(converse(madeUpOwner, ["was she ever an engineering manager?"])).not.toMatch(/^Yes/);
});

test("'and the internship?' after 'and before that?' asks about the internship, not what came before it", () => {
  const internship = {
    title: "Research Intern",
    employmentType: "Internship",
    company: "Tidewater Labs",
    date: "Jun 2016 – Aug 2016",
    location: "Porto",
    description: "A summer internship on the data team.",
  };
  const tutor = {
    ...internship,
    title: "Tutor",
    employmentType: "Part-time",
    company: "Porto Tutors",
    date: "Jan 2014 – May 2016",
    description: "Tutored maths.",
  };
  const owner = ownerWith((o) => ({ ...o, experience: [...o.experience, internship, tutor] }));
  const answer = converse(owner, ["where does she work now?", "and before that?", "and the internship?"]);
  expect(answer).toContain(internship.company);
  expect(answer).not.toContain(tutor.company);
});
