import { expect, test } from "vitest";
import { codeHostOf } from "./code-host";

test("the code button is named after the host the code lives on", () => {
  expect(codeHostOf("https://github.com/someone/thing")).toEqual({ label: "GitHub", icon: "si:github" });
  expect(codeHostOf("https://gitlab.com/someone/thing")).toEqual({ label: "GitLab", icon: "si:gitlab" });
  expect(codeHostOf("https://git.sr.ht/~someone/thing")).toEqual({ label: "SourceHut", icon: "si:sourcehut" });
  expect(codeHostOf("https://git.example.org/thing")).toEqual({ label: "Code", icon: "lu:code" });
  expect(codeHostOf("not an address")).toEqual({ label: "Code", icon: "lu:code" });
});
