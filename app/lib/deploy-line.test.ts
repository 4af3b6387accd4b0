import { expect, test } from "vitest";
import { formatDeployLine } from "./deploy-line";

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
