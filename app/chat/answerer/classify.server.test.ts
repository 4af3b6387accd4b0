import { expect, test } from "vitest";
import examples from "./intents/examples.json";
import { exampleMatcher, topicOf } from "./classify.server";
import { normalize } from "./text.server";

test("every example question is found under its own topic", () => {
  for (const [topic, questions] of Object.entries(examples.intents)) {
    for (const question of questions) expect(topicOf(normalize(question)), question).toBe(topic);
  }
});

test("a pronoun, a typo or a missing question mark does not change the topic", () => {
  for (const form of ["where does she live", "Where do they live?", "where is she locatd", "where does owner live"]) {
    expect(topicOf(normalize(form)), form).toBe("location");
  }
});

test("questions far from every example have no topic", () => {
  for (const question of ["what is his favourite food", "is it raining", "how tall is the eiffel tower", "asdf qwerty"]) {
    expect(topicOf(normalize(question)), question).toBeNull();
  }
});

test("an owner's question is found from its words across the owner's paraphrases, not from a question word", () => {
  const faq = exampleMatcher(
    [
      ...["What has she published?", "Where are her papers?"].map((text) => ({ text: normalize(text), label: "papers" })),
      ...["How long does a website take?", "What is the timeline?"].map((text) => ({ text: normalize(text), label: "timeline" })),
    ],
    { whole: true },
  );
  expect(faq(normalize("has she published papers"))).toBe("papers");
  // A question word alone asks nothing of the owner's question.
  expect(faq(normalize("where?"))).toBeNull();
  // "what" is the one word shared with "What is the timeline?": no question about it.
  expect(faq(normalize("what do they build sites with"))).toBeNull();
});

test("'what about X?' asks about X alone, while 'where did he study?' keeps its own question word", () => {
  const faq = exampleMatcher(
    [
      ...["Does she mentor PhD students?", "Could she be my thesis mentor?"].map((text) => ({ text: normalize(text), label: "mentoring" })),
      ...["Has he graduated yet?", "Is he still studying?"].map((text) => ({ text: normalize(text), label: "studies" })),
    ],
    { whole: true },
  );
  expect(faq(normalize("what about mentoring?"))).toBe("mentoring");
  expect(faq(normalize("Where did he study?"))).toBeNull();
});

test("a short form a visitor types is the word an example spells out", () => {
  const match = exampleMatcher([{ text: normalize("Is he a mainframe developer?"), label: "mainframe" }], { whole: true });
  expect(match(normalize("is he a mainframe dev?"))).toBe("mainframe");
  expect(match(normalize("is he a frontend dev?"))).toBeNull();
});
