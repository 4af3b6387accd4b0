import { expect, test } from "vitest";
import { profile } from "~/content";
import { hireMailto } from "./contact";

test("the hire e-mail carries the subject and a recruiter message", () => {
  const url = new URL(hireMailto(profile));
  expect(url.protocol).toBe("mailto:");
  expect(decodeURIComponent(url.pathname)).toBe(profile.email);
  expect(url.searchParams.get("subject")).toBe(`Opportunity for ${profile.role}`);
  expect(url.searchParams.get("body")).toContain(`a ${profile.role} opportunity`);
  expect(url.searchParams.get("body")?.startsWith(`Hi ${profile.firstName},\n`)).toBe(true);
});
