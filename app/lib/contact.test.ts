import { expect, test } from "vitest";
import { HIRE_SUBJECT, hireMailto, whatsappHref } from "./contact";

test("the WhatsApp link keeps only the digits of the phone number", () => {
  expect(whatsappHref("+91 98765 43210")).toBe("https://wa.me/919876543210");
  expect(whatsappHref("(555) 010-0199")).toBe("https://wa.me/5550100199");
});

test("the hire e-mail carries the subject and a recruiter message", () => {
  const url = new URL(hireMailto("me@example.com", "Arun"));
  expect(url.protocol).toBe("mailto:");
  expect(url.pathname).toBe("me@example.com");
  expect(url.searchParams.get("subject")).toBe(HIRE_SUBJECT);
  expect(url.searchParams.get("body")).toMatch(/^Hi Arun,\n/);
});
