import { expect, test } from "vitest";
import { phoneE164, whatsappHref } from "./phone-number.server";

test("a number written any common way becomes E.164, the national trunk 0 dropped", () => {
  expect(phoneE164("+91 98765 43210")).toBe("+919876543210");
  expect(phoneE164("+44 (0)7700 900461")).toBe("+447700900461");
  expect(phoneE164("+49 (0)30 123456")).toBe("+4930123456");
  expect(phoneE164("+1 (415) 555-0132")).toBe("+14155550132");
});

test("the WhatsApp link carries the E.164 number without its plus: no trunk 0, no spaces", () => {
  expect(whatsappHref("+44 (0)7700 900461")).toBe("https://wa.me/447700900461");
  expect(whatsappHref("+91 98765 43210")).toBe("https://wa.me/919876543210");
});

test("text that cannot be a phone number gives no link", () => {
  for (const impossible of ["+44 12", "call me", "(555) 010-0199", "+999 1234567"]) {
    expect(phoneE164(impossible), impossible).toBeNull();
    expect(whatsappHref(impossible), impossible).toBeNull();
  }
});
