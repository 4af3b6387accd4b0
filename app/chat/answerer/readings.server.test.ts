import { expect, test } from "vitest";
import { createAnswerer } from "./answer.server";
import type { SiteContent } from "./knowledge.server";
import { madeUpOwner } from "../../../tests/assistant/made-up-owner";
import { askConversation } from "../../../tests/assistant/run-question-set";

/** The made-up owner with some of her content changed. */
function ownerWith(change: (owner: SiteContent) => SiteContent): SiteContent {
  return change(structuredClone(madeUpOwner));
}

/** The last answer of a conversation of these questions, about this content. */
const converse = (content: SiteContent, questions: readonly string[]) => askConversation(questions, createAnswerer(content)).at(-1) ?? "";

const [job] = madeUpOwner.experience;

test("an employer's own first word names it, though the projects that ran there say its name too", () => {
  const company = "Kōtuku Airways";
  const owner = ownerWith((o) => ({
    ...o,
    experience: o.experience.map((entry) => (entry === o.experience[0] ? { ...entry, company } : entry)),
    projects: o.projects.map((project, i) => (i < 2 ? { ...project, description: `${project.description} It runs at ${company}.` } : project)),
  }));
  const answer = converse(owner, ["when did she join kotuku?"]);
  expect(answer).toContain(company);
  expect(answer).toContain(job?.date.split(/\s[–-]\s/)[0] ?? "?");
});

test("a spoken language of the owner's own list is named, though no vocabulary knows it", () => {
  const owner = ownerWith((o) => ({ ...o, assistantProfile: { ...o.assistantProfile, languages: ["Tongan (native)", "Samoan (conversational)"] } }));
  expect(converse(owner, ["how good is her samoan"])).toContain("Samoan (conversational)");
  expect(converse(owner, ["does she speak tongan?"])).toMatch(/^Yes!.*Tongan \(native\)/);
});

test("where the owner comes from is the sentence that gives their heritage or roots", () => {
  const heritage = "Maya is a backend engineer in Lisbon, of Cape Verdean heritage.";
  const owner = ownerWith((o) => ({ ...o, assistantProfile: { ...o.assistantProfile, snapshot: heritage } }));
  expect(converse(owner, ["where is maya from originally"])).toContain("Cape Verdean heritage");
});

test("asking whether the owner is a man or a woman gets the owner's pronouns", () => {
  for (const question of ["is maya a guy or a girl", "man or woman?"]) expect(converse(madeUpOwner, [question]), question).toMatch(/she\/her/);
});
