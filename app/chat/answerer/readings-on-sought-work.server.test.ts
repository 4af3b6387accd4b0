import { expect, test } from "vitest";
import { converse, ownerWith } from "./conversation.test-support";

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
