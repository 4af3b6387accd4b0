import { expect, test } from "vitest";
import { profile } from "~/content";
import { hireMailto, whatsappHref } from "./contact";

test("the WhatsApp link keeps only the digits of the phone number", () => {
  expect(whatsappHref("+91 98765 43210")).toBe("https://wa.me/919876543210");
  expect(whatsappHref("(555) 010-0199")).toBe("https://wa.me/5550100199");
});

test("the hire e-mail carries the subject and a recruiter message", () => {
  const url = new URL(hireMailto(profile));
  expect(url.protocol).toBe("mailto:");
  expect(decodeURIComponent(url.pathname)).toBe(profile.email);
  expect(url.searchParams.get("subject")).toBe(`Opportunity for ${profile.role}`);
  expect(url.searchParams.get("body")).toContain(`a ${profile.role} opportunity`);
  expect(url.searchParams.get("body")?.startsWith(`Hi ${profile.firstName},\n`)).toBe(true);
});
