import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * The owner's number in E.164 ("+447700900461"): the country code, then the number without
 * its national trunk prefix ("+44 (0)7700 900461" drops the 0), no spaces. Null when the text
 * cannot be a phone number. Server-only: the library's metadata would double the page's script.
 */
export function phoneE164(phone: string): string | null {
  const number = parsePhoneNumberFromString(phone);
  return number?.isPossible() ? number.number : null;
}

/** A WhatsApp chat link, https://wa.me/<country code and number>, or null without a possible number. */
export function whatsappHref(phone: string): string | null {
  const e164 = phoneE164(phone);
  return e164 ? `https://wa.me/${e164.slice(1)}` : null;
}
