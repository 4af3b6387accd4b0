import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { DEPLOY_KEYS } from "./types";
import { experience, profile, projects, skillGroups } from "./index";

/** The sample owner this folder ships with, as the question set's fixture names it. */
const sample = (
  JSON.parse(readFileSync(new URL("../../tests/fixtures/assistant-questions.json", import.meta.url), "utf8")) as {
    writtenFor: { firstName: string; email: string };
  }
).writtenFor;
const isShippedSample = profile.firstName === sample.firstName && profile.email === sample.email;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

test("there is at least one project, and project names are unique", () => {
  expect(projects.length).toBeGreaterThan(0);
  expect(new Set(projects.map((project) => project.name)).size).toBe(projects.length);
});

test.skipIf(!isShippedSample)("the shipped sample has the specification's 11 projects and its five skill cards", () => {
  expect(projects).toHaveLength(11);
  expect(skillGroups.length).toBeGreaterThan(0);
  for (const group of skillGroups) expect(group.title && group.items.length > 0, group.title).toBeTruthy();
});

test("every project link is a valid URL, and live may be empty", () => {
  for (const project of projects) {
    expect(isHttpUrl(project.github), `${project.name} github`).toBe(true);
    if (project.live !== "") expect(isHttpUrl(project.live), `${project.name} live`).toBe(true);
  }
});

test("every deploy key is one the card knows", () => {
  const known = new Set<string>(DEPLOY_KEYS);
  for (const project of projects) {
    for (const key of Object.keys(project.deploy)) expect(known.has(key), `${project.name}: ${key}`).toBe(true);
  }
});

test("the initials are two letters, the first name's first letter", () => {
  expect(profile.initials).toMatch(/^\p{L}{2}$/u);
  expect(profile.firstName.startsWith(profile.initials.charAt(0))).toBe(true);
});

test("profile links, e-mail and phone are usable", () => {
  expect(isHttpUrl(profile.siteUrl)).toBe(true);
  for (const link of Object.values(profile.links)) expect(isHttpUrl(link.href), link.label).toBe(true);
  expect(profile.email).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
  expect(profile.phone.replace(/\D/g, "")).toMatch(/^\d{8,15}$/);
});

test("experience entries and skill cards have what the cards show", () => {
  expect(experience.length).toBeGreaterThan(0);
  for (const entry of experience) {
    expect(entry.title && entry.company && entry.employmentType && entry.date && entry.description).toBeTruthy();
    if (entry.url) expect(isHttpUrl(entry.url)).toBe(true);
  }
  expect(skillGroups.length).toBeGreaterThan(0);
  for (const group of skillGroups) expect(group.title && group.items.length > 0, group.title).toBeTruthy();
});
