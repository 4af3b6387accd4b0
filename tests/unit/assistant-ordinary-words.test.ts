import { expect, test } from "vitest";
import { createAnswerer } from "../../app/chat/answerer/answer.server";
import { madeUpOwner } from "../assistant/made-up-owner";

/**
 * An employer whose name holds an ordinary word ("… Code Academy", "University of …") or a town
 * never captures a question about that word's own meaning; asked for the kind of place, it answers.
 */
const ask = createAnswerer(madeUpOwner);
const { profile, experience, assistantProfile } = madeUpOwner;
const codeHost = profile.links.find((link) => /github|gitlab|codeberg/i.test(link.href));
const academy = experience.find((entry) => /\bcode\b/i.test(entry.company));
const university = experience.find((entry) => /\buniversity\b/i.test(entry.company));
const [degree] = assistantProfile.education;

test("the made-up owner has the employers these questions are about", () => {
  expect(academy && university && codeHost && degree).toBeTruthy();
});

test('"Where can I see her code?" gives the code host, not the employer with "Code" in its name', () => {
  const answer = ask("Where can I see her code?");
  expect(answer).toContain(codeHost?.href);
  expect(answer).not.toContain(academy?.company);
});

test('"What did she study at university?" and "what degree?" give the degree, not the university job', () => {
  for (const question of ["What did she study at university?", "What degree does she have?"]) {
    expect(ask(question), question).toContain(degree?.degree);
    expect(ask(question), question).not.toContain(university?.title);
  }
  const afterStudy = ask("what degree?", [
    { role: "user", content: "Where did she study?" },
    { role: "assistant", content: ask("Where did she study?") },
  ]);
  expect(afterStudy).toContain(degree?.degree);
});

test('"Has she worked at a university?" and "Does she teach?" give the university job', () => {
  for (const question of ["Has she worked at a university?", "Does she teach?"]) expect(ask(question), question).toContain(university?.company);
});

test("a town in an employer's name is the town: asked where she is based, the location", () => {
  const town = profile.location.split(",")[0] ?? "";
  expect(ask(`Is she based in ${town}?`)).toContain(profile.location);
});

test('"Has she done freelance work?" is honest about the kinds of work she has done', () => {
  const answer = ask("Has she done freelance work?");
  const freelance = experience.filter((entry) => /freelance/i.test(entry.employmentType));
  if (freelance.length === 0) expect(answer).toMatch(/doesn't list any freelance/);
  for (const entry of experience) expect(answer.toLowerCase()).toContain(entry.employmentType.toLowerCase());
});
