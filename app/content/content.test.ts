import { expect, test } from "vitest";
import { DEPLOY_KEYS } from "./types";
import { experience, profile, projects, skillGroups } from "./index";

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

test("there are 11 projects with unique names", () => {
  expect(projects).toHaveLength(11);
  expect(new Set(projects.map((project) => project.name)).size).toBe(11);
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

test("experience entries and skill groups have what the cards show", () => {
  expect(experience.length).toBeGreaterThan(0);
  for (const entry of experience) {
    expect(entry.title && entry.company && entry.employmentType && entry.date && entry.description).toBeTruthy();
    if (entry.url) expect(isHttpUrl(entry.url)).toBe(true);
  }
  expect(skillGroups.map((group) => group.title)).toEqual(["Front-End", "Back-End", "AI / ML", "Tools", "Deployments"]);
});
