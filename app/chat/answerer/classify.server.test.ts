import { expect, test } from "vitest";
import examples from "./intents/examples.json";
import { topicOf } from "./classify.server";
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
