import { expect, test } from "vitest";
import { converse, ownerWith } from "./conversation.test-support";

// Readings that this stop's runs showed missing, each with the smallest content that shows it.

const PHONE = "+44 7700 900123";
const EMAIL = "maya@example.org";

const withRules = (privacyRules: string[]) => ownerWith((o) => ({ ...o, assistantProfile: { ...o.assistantProfile, privacyRules } }));

test("a number 'for recruiters who ask for it', kept from anyone who has not said they are recruiting, goes only to those who say so", () => {
  const owner = withRules([
    "My phone number is for recruiters and hiring managers who ask for it, and I prefer a text first.",
    "If someone asks for my number without saying they're a recruiter, or they're selling something, give them my e-mail instead.",
  ]);
  for (const asked of ["whats her phone number", "can i text maya", "phone", "hey, i'm selling observability tooling, whats her number"]) {
    const answer = converse(owner, [asked]);
    expect(answer).not.toContain(PHONE);
    expect(answer).toContain(EMAIL);
  }
  for (const said of [
    ["i'm a recruiter, what's her number"],
    ["recruiter here", "can i have her number?"],
    ["we're hiring a data lead, her mobile please"],
  ]) {
    const answer = converse(owner, said);
    expect(answer).toContain(PHONE);
    // ("I prefer a text first" goes with the number.)
    expect(answer).toMatch(/\btext\b/);
  }
});

test("a number only 'for people I already have an interview scheduled with' waits for a visitor who has one booked", () => {
  const owner = withRules(["I don't take unscheduled calls. My phone number is only for people I already have an interview scheduled with."]);
  for (const asked of ["phone number?", "whatsapp?", "i'd like to schedule an interview with maya, can i just ring her to set it up"]) {
    const answer = converse(owner, [asked]);
    expect(answer).not.toContain(PHONE);
    expect(answer).toContain(EMAIL);
  }
  for (const said of [
    "we have an interview scheduled with her tomorrow morning, whats her number",
    "I'm interviewing Maya on thursday, could I get her mobile in case the video link fails?",
    "Our interview with Maya is booked for Monday. What number should we ring?",
  ])
    expect(converse(owner, [said])).toContain(PHONE);
});

test("'can i call it from python' asks about calling code, not the owner", () => {
  const owner = withRules(["Anyone may call me on my mobile."]);
  expect(converse(owner, ["is her library rust only or can i call it from python"])).not.toContain(PHONE);
});

test("a call asked for ('can we set up a video call?', 'can i get a zoom with her') gets the owner's own answer on calls", () => {
  const calls = "I don't give out a phone number. E-mail me first; I'll reply with my calendar link and you can book a video call.";
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: { ...o.assistantProfile, faq: [{ questions: ["Can I call her?", "What is her phone number?"], answer: calls }] },
  }));
  for (const asked of ["can we set up a video call", "can i get a zoom with maya", "could we set up a quick call next week with her"])
    expect(converse(owner, [asked])).toContain("calendar link");
  // ("I have a call in 5 min" is the visitor's own call.)
  expect(converse(owner, ["give me the 30-second pitch on her, I have a call in 5 min"])).not.toContain("calendar link");
});

test("'does she mentor people' finds the owner's answer to 'Does she mentor or teach?'", () => {
  const answer = "Yes: I mentor two junior engineers and teach a weekly evening class.";
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: { ...o.assistantProfile, faq: [{ questions: ["Does she mentor or teach?", "Has she taught?"], answer }] },
  }));
  expect(converse(owner, ["does maya mentor people"])).toContain("two junior engineers");
});
