import { expect, test } from "vitest";
import { createAnswerer } from "./answer.server";
import { topicExamples, type ExampleMatcher } from "./classify.server";
import { madeUpOwner } from "../../../tests/assistant/made-up-owner";

/** scripts/bench/classifiers.mjs builds the answerer with each candidate classifier: the one given must be the one asked. */
test("the answerer classifies the topics' examples and the owner's FAQ with the matcher it is given", () => {
  const answer = "She holds an EU passport.";
  const content = { ...madeUpOwner, assistantProfile: { ...madeUpOwner.assistantProfile, faq: [{ questions: ["Does she need a visa?"], answer }] } };
  const trained: unknown[] = [];
  // Labels every question with its first example's label: the FAQ's answer comes before any rule's.
  const firstLabel: ExampleMatcher = (labelled) => {
    trained.push(labelled);
    return () => labelled[0]?.label ?? null;
  };
  const ask = createAnswerer(content, { matcher: firstLabel });
  expect(trained).toContain(topicExamples);
  expect(trained).toHaveLength(2);
  expect(ask("What are her skills?")).toBe(answer);
  expect(createAnswerer(content)("What are her skills?")).not.toBe(answer);
});
