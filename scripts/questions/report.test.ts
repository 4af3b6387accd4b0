import { expect, test } from "vitest";
import { buildReport, FAQ_ANSWER_PLACEHOLDER, formatReport, groupQuestions } from "./report";

test("fallback questions in similar words are one group, the most asked group first", () => {
  const groups = groupQuestions([
    { question: "Does she like cats?", times: 2 },
    { question: "What salary does she expect?", times: 2 },
    { question: "what is her expected salary", times: 1 },
    { question: "Salary expectations?", times: 1 },
  ]);
  expect(groups.map((group) => group.times)).toEqual([4, 2]);
  expect(groups[0]?.wordings[0]).toBe("What salary does she expect?");
  expect(groups[1]?.wordings).toEqual(["Does she like cats?"]);
});

test("the report offers a faq entry for the top unanswered groups, and prints them above the days", () => {
  const report = buildReport(
    [{ day: "2026-06-30", asked: 7, stored: 5 }],
    [
      { question: "Does she like cats?", times: 3 },
      { question: "Is she a cat person?", times: 1 },
    ],
    [{ intent: "skills", times: 4 }],
  );
  expect(report.faq[0]).toEqual({ questions: ["Does she like cats?"], answer: FAQ_ANSWER_PLACEHOLDER });
  const printed = formatReport(report);
  expect(printed.indexOf("Does she like cats?")).toBeLessThan(printed.indexOf("2026-06-30"));
  expect(printed).toContain("2 past the daily cap");
  expect(printed).toMatch(/4\s+skills/);
});
