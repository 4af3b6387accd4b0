import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { contentProblems } from "../../scripts/content-rules";
import * as content from "./index";

const { profile, projects, skillGroups } = content;

/** The sample owner this folder ships with, as the question set's fixture names it. */
const sample = (
  JSON.parse(readFileSync(new URL("../../tests/fixtures/assistant-questions.json", import.meta.url), "utf8")) as {
    writtenFor: { firstName: string; email: string };
  }
).writtenFor;
const isShippedSample = profile.firstName === sample.firstName && profile.email === sample.email;

test("the content has no mistake the build would refuse", () => {
  expect(contentProblems(content, fileURLToPath(new URL("../../public", import.meta.url)))).toEqual([]);
});

test.skipIf(!isShippedSample)("the shipped sample has the specification's 11 projects and its five skill cards", () => {
  expect(projects).toHaveLength(11);
  expect(skillGroups.map((group) => group.title)).toEqual(["Front-End", "Back-End", "AI / ML", "Tools", "Deployments"]);
});
