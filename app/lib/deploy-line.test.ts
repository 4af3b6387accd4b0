import { expect, test } from "vitest";
import { formatDeployLine, isPublicationKey, shownDeploys } from "./deploy-line";

test("labels the known keys and capitalises the others", () => {
  expect(formatDeployLine({ frontend: "Vercel", backend: "Render", database: "Neon", domain: "a.dev", npm: "pkg" })).toBe(
    "Deploy — Frontend: Vercel · Backend: Render · DB: Neon · Domain: a.dev · Npm: pkg",
  );
  expect(formatDeployLine({ db: "SQLite", region: "eu" })).toBe("Deploy — DB: SQLite · Region: eu");
});

test("leaves out empty, TBD and None values in any case", () => {
  expect(formatDeployLine({ frontend: "Netlify", backend: "none", database: "tbd", domain: "", npm: " NONE " })).toBe("Deploy — Frontend: Netlify");
});

test("shows no line when nothing remains", () => {
  expect(formatDeployLine({ frontend: "TBD", backend: "None", domain: "" })).toBeNull();
  expect(formatDeployLine({})).toBeNull();
});

test("any other label is kept as the owner wrote it, each entry with an optional link", () => {
  const deploy = {
    PyPI: { name: "tidewatch", href: "https://pypi.org/project/tidewatch/" },
    "crates.io": "tide-core",
    "Docker Hub": { name: "tide/api" },
    "App Store": "Tidewatch",
    "Play Store": "none",
  };
  expect(formatDeployLine(deploy)).toBe("Deploy — PyPI: tidewatch · crates.io: tide-core · Docker Hub: tide/api · App Store: Tidewatch");
  expect(shownDeploys(deploy).map((entry) => entry.href)).toEqual(["https://pypi.org/project/tidewatch/", undefined, undefined, undefined]);
  expect(formatDeployLine({ frontend: { name: "TBD", href: "https://example.org" } })).toBeNull();
});

test("npm and the labels written as they should appear are places a project is published, the other keys where it runs", () => {
  expect(["npm", "PyPI", "crates.io", "Docker Hub", "App Store"].every(isPublicationKey)).toBe(true);
  expect(["frontend", "Backend", "DB", "database", "domain", "region", "runs on", "hosted on"].some(isPublicationKey)).toBe(false);
});
