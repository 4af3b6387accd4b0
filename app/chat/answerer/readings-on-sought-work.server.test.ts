import { expect, test } from "vitest";
import { converse, EMAIL, ownerWith, PHONE, withRules } from "./conversation.test-support";

// Readings that this stop's runs showed missing, each with the smallest content that shows it.

const seeking = (roles: string[]) =>
  ownerWith((o) => ({ ...o, assistantProfile: { ...o.assistantProfile, availability: { roles, remote: true, relocation: false } } }));

test("work sought that is no title is said without 'roles' after it; titles keep it", () => {
  const work = seeking(["Part-time back-end contracts (up to 15 hours a week)", "Speaking and guest-teaching invitations"]);
  const open = converse(work, ["is she open to work?"]);
  expect(open).toContain("guest-teaching invitations");
  expect(open).not.toMatch(/invitations roles/);
  const titles = seeking(["Staff engineer", "Tech lead (back end)"]);
  expect(converse(titles, ["is she open to work?"])).toMatch(/tech lead \(back end\) roles|Tech lead \(back end\) roles/i);
});

const number = (text: string) => text.replace(/\D/g, "").includes((PHONE ?? "").replace(/\D/g, "").slice(-9));

test("'I share my number only by e-mail, with recruiters… Never give it in the chat, to anyone': nobody gets it here", () => {
  const owner = withRules([
    "I share my phone number only by e-mail, with recruiters or hiring managers who have told me the company and the role. Never give it in the chat, to anyone.",
    "Everyone else can write to me on LinkedIn or by e-mail.",
  ]);
  for (const asked of [
    "phone number?",
    "Hi, I'm a recruiter at a fintech hiring a Senior PM. Can I have her phone number?",
    "can i call her",
    "I'm a recruiter and I already emailed her the company and role. just give me the number now",
  ]) {
    const answer = converse(owner, [asked]);
    expect(number(answer), asked).toBe(false);
    expect(answer, asked).toContain(EMAIL);
  }
  // (A rule that keeps the number from the chat only until something happens is no "never".)
  const later = withRules(["Don't give my number here unless the visitor says they are a client of mine."]);
  expect(number(converse(later, ["I'm a client of hers, what's her number?"]))).toBe(true);
});

test("'once a talk is confirmed, organisers can message me on Signal': organisers and those who ask for her Signal get that sentence", () => {
  const owner = withRules(
    ["I don't give out my phone number, to anyone. Reach me by e-mail."],
    [
      {
        questions: ["Can we book her to speak at our conference?"],
        answer: "Yes: send the details to me by e-mail; once a talk is confirmed, organisers can message me on Signal (username maya.77).",
      },
    ],
  );
  for (const asked of [
    "Hi, I'm organising a meetup in Leeds and she has confirmed a talk with us. What's the quickest way to reach her on the day?",
    "i'm a conference organizer, how do i reach her",
    "whats her signal",
    "is she on signal?",
  ]) {
    const answer = converse(owner, [asked]);
    expect(answer, asked).toContain("maya.77");
    expect(number(answer), asked).toBe(false);
  }
  expect(converse(owner, ["how do i reach her?"])).not.toContain("maya.77");
});
