import { expect, test } from "vitest";
import { assistantProfile, profile } from "~/content";
import { offlineReply } from "./offline-responder.server";

test("answers the common questions from the content folder", () => {
  expect(offlineReply("What are his skills?")).toContain("React");
  expect(offlineReply("Show me his projects")).toContain("VanLife");
  expect(offlineReply("Tell me about Job Board")).toContain("Job Board");
  expect(offlineReply("Where has he worked?")).toContain("Brightlane Technologies");
  expect(offlineReply("How can I contact him?")).toContain(profile.email);
  expect(offlineReply("Where is he based?")).toContain("Coimbatore");
  expect(offlineReply("Which university did he go to?")).toContain("Coimbatore Institute of Technology");
});

test("shares the phone only when asked for it", () => {
  expect(offlineReply("What's his phone number?")).toContain(profile.phone);
  for (const question of ["How can I contact him?", "Tell me everything", "Who is he?"]) {
    expect(offlineReply(question).replace(/\D/g, "")).not.toContain(profile.phone.replace(/\D/g, "").slice(-10));
  }
});

test("falls back to the profile's reply, and is deterministic", () => {
  expect(offlineReply("What is the airspeed of an unladen swallow?")).toBe(assistantProfile.fallbackReply);
  expect(offlineReply("skills?")).toBe(offlineReply("skills?"));
});
