import { describe, expect, test } from "vitest";
import * as siteContent from "~/content";
import { ownerFacts, type ProjectFacts } from "../facts/owner-facts";
import { MAX_QUESTION_CHARS } from "./limits";
import { highlightProject, suggestedQuestions } from "./suggestions";

const content = ownerFacts(siteContent);
const { profile, assistantProfile } = siteContent;

const project = (name: string, live: string | null = null): ProjectFacts => ({
  name,
  live,
  code: null,
  description: "",
  stack: [],
  deployLine: null,
});

describe("suggestedQuestions", () => {
  test("the content gives three or four distinct questions, each short enough to ask", () => {
    const questions = suggestedQuestions(content);
    expect(questions.length).toBeGreaterThanOrEqual(3);
    expect(questions.length).toBeLessThanOrEqual(4);
    expect(new Set(questions).size).toBe(questions.length);
    for (const question of questions) {
      expect(question.trim()).toBe(question);
      expect(Array.from(question).length).toBeLessThanOrEqual(MAX_QUESTION_CHARS);
    }
  });

  test("they name the owner by first name, never by a pronoun", () => {
    const questions = suggestedQuestions(content);
    expect(questions.filter((question) => question.includes(profile.firstName)).length).toBeGreaterThanOrEqual(3);
    for (const question of questions) expect(question).not.toMatch(/\b(he|him|his|she|her|they|them)\b/i);
  });

  test("skills, the highlight project, availability and contact, in that order", () => {
    const featured = highlightProject(content);
    expect(suggestedQuestions(content)).toEqual([
      `What are ${profile.firstName}'s main skills?`,
      `Tell me about ${featured?.name}`,
      assistantProfile.availability.remote ? `Is ${profile.firstName} open to remote work?` : `What roles is ${profile.firstName} looking for?`,
      `How can I contact ${profile.firstName}?`,
    ]);
  });

  test("the same content always gives the same questions", () => {
    expect(suggestedQuestions(content)).toEqual(suggestedQuestions(structuredClone(content)));
  });

  test("availability follows the content: roles when remote work is not offered, nothing when neither", () => {
    const notRemote = { ...content.availability, remote: false, roles: ["Tech lead"] };
    const onsite = suggestedQuestions({ ...content, availability: notRemote });
    expect(onsite).toContain(`What roles is ${profile.firstName} looking for?`);
    expect(onsite.some((question) => /remote/i.test(question))).toBe(false);

    const notLooking = { ...notRemote, roles: [] };
    const quiet = suggestedQuestions({ ...content, availability: notLooking });
    expect(quiet.some((question) => /remote|roles/i.test(question))).toBe(false);
    expect(quiet.length).toBe(3);
  });

  test("without projects or skills those questions are left out", () => {
    const bare = suggestedQuestions({ ...content, projects: [], skillLabels: [] });
    expect(bare.some((question) => question.startsWith("Tell me about"))).toBe(false);
    expect(bare.some((question) => /skills/.test(question))).toBe(false);
    expect(bare).toContain(`How can I contact ${profile.firstName}?`);
  });
});

describe("highlightProject", () => {
  test("prefers a project that a highlight names, then one with a live demo, then the first", () => {
    const list = [project("Alpha"), project("Beta", "https://beta.example"), project("Gamma")];
    expect(highlightProject({ projects: list, highlights: ["Built gamma for a client."] })?.name).toBe("Gamma");
    expect(highlightProject({ projects: list, highlights: ["Nothing about projects."] })?.name).toBe("Beta");
    expect(highlightProject({ projects: [project("Alpha"), project("Gamma")], highlights: [] })?.name).toBe("Alpha");
    expect(highlightProject({ projects: [], highlights: [] })).toBeUndefined();
  });
});
