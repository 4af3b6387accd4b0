import { expect, test } from "vitest";
import { inThirdPerson, normalize, saidOf, SENTENCE_BREAK } from "./text.server";

test("an owner's first-person words are said of the owner, with the owner's pronouns", () => {
  const him = { subject: "he", object: "him" };
  expect(inThirdPerson("My thesis, so I could check my students' pages.", "Yiğit", him)).toBe(
    "Yiğit's thesis, so he could check his students' pages.",
  );
  expect(inThirdPerson("I'm proud of it; I've shipped it and taught it myself.", "Ana", { subject: "she", object: "her" })).toBe(
    "Ana is proud of it; she has shipped it and taught it herself.",
  );
  expect(inThirdPerson("Ask me about my work.", "Quinn", { subject: "they", object: "them" })).toBe("Ask Quinn about their work.");
  expect(inThirdPerson("I'd spent ten years on it.", "Quinn", { subject: "they", object: "them" })).toBe("Quinn had spent ten years on it.");
  const her = { subject: "she", object: "her" };
  expect(inThirdPerson("I design in Figma and build the components.", "Tainá", her)).toBe("Tainá designs in Figma and builds the components.");
  expect(inThirdPerson("I lead the team and we ship weekly.", "Tainá", her)).toBe("Tainá leads the team and we ship weekly.");
  // The verb after "I" agrees with the name; the past and modals stay.
  expect(inThirdPerson("I run tests, I teach, I try, I also do code review. I built it and I can ship it.", "Sipho", him)).toBe(
    "Sipho runs tests, he teaches, he tries, he also does code review. Sipho built it and he can ship it.",
  );
  // Contractions and a verb in -ss agree too; "I'd" before a participle is "had".
  expect(
    inThirdPerson("I'd noticed it, I'd like more. I still miss the people; I don't miss the nights.", "Ceri", { subject: "they", object: "them" }),
  ).toBe("Ceri had noticed it, Ceri would like more. Ceri still misses the people; Ceri doesn't miss the nights.");
  // A second verb joined to the first agrees too.
  expect(inThirdPerson("I build and look after sites.", "Ceri", { subject: "they", object: "them" })).toBe("Ceri builds and looks after sites.");
  // A verb the same in both tenses ("read") is the present when a present verb is joined to it.
  expect(inThirdPerson("I read everything and reply within a week.", "Dariusz", him)).toBe("Dariusz reads everything and replies within a week.");
  expect(inThirdPerson("I read COBOL well and have patched it.", "Dariusz", him)).toBe("Dariusz reads COBOL well and has patched it.");
  expect(inThirdPerson("I read it twice.", "Dariusz", him)).toBe("Dariusz read it twice.");
  // So does a verb in the middle of a list the last one ends.
  expect(inThirdPerson("I read code, write SQL most days, and run small scripts.", "Dariusz", him)).toBe(
    "Dariusz reads code, writes SQL most days, and runs small scripts.",
  );
  // A present verb whose own form ends in "ed" agrees too; a past one stays.
  expect(inThirdPerson("For a remote role I need four hours of overlap; I embed, I shipped.", "Akinyi", { subject: "they", object: "them" })).toBe(
    "For a remote role Akinyi needs four hours of overlap; Akinyi embeds, Akinyi shipped.",
  );
  // A verb with a hyphen agrees as one word.
  expect(inThirdPerson("I also co-supervise a PhD.", "Maëlle", her)).toBe("Maëlle also co-supervises a PhD.");
  expect(inThirdPerson("A short book that I co-wrote with Anneke.", "Michał", { subject: "he", object: "him" })).toBe(
    "A short book that Michał co-wrote with Anneke.",
  );
  expect(inThirdPerson("I never fully stopped, and I apply it.", "Daniel", { subject: "he", object: "him" })).toBe(
    "Daniel never fully stopped, and he applies it.",
  );
  expect(inThirdPerson("I co-maintain it with two others and review every change.", "Maëlle", her)).toBe(
    "Maëlle co-maintains it with two others and reviews every change.",
  );
  // An irregular past keeps its form; the name comes once a sentence, then the pronoun ("they" keeps the name: its verbs would not agree).
  expect(
    inThirdPerson("I rewrote it in Python, which is where I found out I liked it. I spun up a cluster.", "Hazel", { subject: "she", object: "her" }),
  ).toBe("Hazel rewrote it in Python, which is where she found out she liked it. Hazel spun up a cluster.");
  expect(inThirdPerson("I held it and I run it.", "Ceri", { subject: "they", object: "them" })).toBe("Ceri held it and Ceri runs it.");
  // Words that only look like "I" or "my" stay: a numeral after a name, a name, a platform.
  expect(inThirdPerson("Phase I of Mycelium, on iOS.", "Ana", { subject: "she", object: "her" })).toBe("Phase I of Mycelium, on iOS.");
});

test("shorthand a visitor types is read as its words", () => {
  expect(normalize("any experience w splunk? exp w/ docker")).toBe(" any experience with splunk exp with docker ");
  expect(normalize("what timezone r u in")).toBe(" what time zone r u in ");
  expect(normalize("would the time difference be a problem")).toBe(" would the time zone difference be a problem ");
  // A "w" inside a word or a name stays.
  expect(normalize("AWS w3c")).toBe(" aws w3c ");
});

test('a name before "I" and an adverb after it do not stop the verb agreeing; a numeral after a name stays', () => {
  const him = { subject: "he", object: "him" };
  expect(inThirdPerson("Alongside my job at Lumenfeld I take on two days a month.", "Duarte", him)).toBe(
    "Alongside Duarte's job at Lumenfeld he takes on two days a month.",
  );
  expect(inThirdPerson("The first thing I ever deployed.", "Njeri", { subject: "she", object: "her" })).toBe("The first thing Njeri ever deployed.");
  expect(inThirdPerson("Phase I of the rollout; World War I was long.", "Ana", { subject: "she", object: "her" })).toBe(
    "Phase I of the rollout; World War I was long.",
  );
});

test('the United States in capitals is the country, not "us"', () => {
  for (const text of ["a US company", "the U.S.", "USA"]) expect(normalize(text), text).toContain(" usa ");
  expect(normalize("tell us more")).toContain(" us ");
});

test("a highlight is said of the owner unless it has a subject of its own, set off by a comma", () => {
  expect(saidOf("Quinn", "junit-sift, their open-source parser, has 1,300 stars.")).toBe("junit-sift, their open-source parser, has 1,300 stars.");
  expect(saidOf("Quinn", "Led, mentored and hired five engineers.")).toBe("Quinn led, mentored and hired five engineers.");
  expect(saidOf("Quinn", "Spoke about flaky tests at TestBash.")).toBe("Quinn spoke about flaky tests at TestBash.");
});

test("a title in quotation marks is quoted as written, while the words around it are said of the owner", () => {
  const her = { subject: "she", object: "her" };
  expect(inThirdPerson('I built it for my talk "Your IDOR is my IDOR".', "Zeina", her)).toBe('Zeina built it for her talk "Your IDOR is my IDOR".');
  expect(inThirdPerson("My talk “I am the API” is online.", "Zeina", her)).toBe("Zeina's talk “I am the API” is online.");
});

test("a sentence ends at its full stop, not at a title's or a degree's dots", () => {
  const text = "Ms. Nowak earned a B.S. in Computing part-time. Then she moved to Kraków, where she earned an M.Sc. in Physics.";
  expect(text.split(SENTENCE_BREAK)).toEqual([
    "Ms. Nowak earned a B.S. in Computing part-time.",
    "Then she moved to Kraków, where she earned an M.Sc. in Physics.",
  ]);
});

test("a time's dots end no sentence before its zone, and do before the next sentence", () => {
  expect("No calls before 9 a.m. Brasília time. Texts are fine.".split(SENTENCE_BREAK)).toEqual([
    "No calls before 9 a.m. Brasília time.",
    "Texts are fine.",
  ]);
  expect("That is 5 to 7 p.m. Eastern the day before.".split(SENTENCE_BREAK)).toEqual(["That is 5 to 7 p.m. Eastern the day before."]);
  expect("Calls from 10 a.m. (UTC+2) are fine.".split(SENTENCE_BREAK)).toEqual(["Calls from 10 a.m. (UTC+2) are fine."]);
  expect("Pipelines, not consoles at 2 a.m. What I don't do: on-call.".split(SENTENCE_BREAK)).toEqual([
    "Pipelines, not consoles at 2 a.m.",
    "What I don't do: on-call.",
  ]);
});

test("a contraction after 'I' keeps its verb whole: 'I didn't' is 'Ana didn't', and a joined 'and don't' agrees", () => {
  const said = (text: string) => inThirdPerson(text, "Ana", { subject: "she", object: "her" });
  expect(said("It wasn't a layoff and I wasn't looking for work.")).toBe("It wasn't a layoff and Ana wasn't looking for work.");
  expect(said("I didn't stop.")).toBe("Ana didn't stop.");
  expect(said("I couldn't go.")).toBe("Ana couldn't go.");
  expect(said("I ran the release and didn't sleep.")).toBe("Ana ran the release and didn't sleep.");
  expect(said("I co-supervise and don't code.")).toBe("Ana co-supervises and doesn't code.");
});

test("verbs listed after 'I' agree, 'read' and 'hack' among them", () => {
  expect(inThirdPerson("I still read code, write SQL most days and hack small scripts.", "Bart", { subject: "he", object: "him" })).toBe(
    "Bart still reads code, writes SQL most days and hacks small scripts.",
  );
});
