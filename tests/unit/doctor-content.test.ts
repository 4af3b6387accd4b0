import { expect, test } from "vitest";
import * as shipped from "~/content";
import { checkContent, checkLicense, SAMPLE_OWNER, type Content } from "../../scripts/doctor/content-checks";

/**
 * The content checks, on the content folder as it is (whoever owns it) made into an owner's
 * own content or given back a trace of the sample.
 */

/** The content with every trace of the sample and of example.com replaced, as an owner's would be. */
function ownersContent(): Content {
  const json = JSON.stringify({ ...shipped })
    .replaceAll(SAMPLE_OWNER.name, "Maya Lindqvist")
    .replaceAll(SAMPLE_OWNER.email, "maya@lindqvist.dev")
    .replace(/\b((?:[\w-]+\.)*)example\.(?:com|net|org)\b/gi, "$1lindqvist.dev");
  const content: Content = JSON.parse(json);
  // The full name is checked as first + last name too.
  if (`${content.profile.firstName} ${content.profile.lastName}` === SAMPLE_OWNER.name) {
    content.profile = { ...content.profile, firstName: "Maya", lastName: "Lindqvist" };
  }
  return content;
}

test("an owner's own content and address pass: nothing to do", () => {
  const findings = checkContent(ownersContent());
  expect(findings.filter((finding) => finding.level === "todo")).toEqual([]);
  expect(findings.map((finding) => finding.text)).toContain("app/content/ holds your own content.");
});

test("the sample owner's e-mail left anywhere is to do, naming the field", () => {
  const content = ownersContent();
  content.profile = { ...content.profile, email: SAMPLE_OWNER.email };
  const todos = checkContent(content).filter((finding) => finding.level === "todo");
  expect(todos.some((finding) => finding.text.includes(`still describes the sample owner, ${SAMPLE_OWNER.name}`))).toBe(true);
  expect(todos.some((finding) => finding.text.includes("profile.email"))).toBe(true);
});

test("the sample owner's name is to do even when it is only first name plus last name", () => {
  const content = ownersContent();
  const [firstName = "", lastName = ""] = SAMPLE_OWNER.name.split(" ");
  content.profile = { ...content.profile, firstName, lastName };
  const texts = checkContent(content).map((finding) => finding.text);
  expect(texts.some((text) => text.includes("still describes the sample owner"))).toBe(true);
});

test("example.com addresses are to do, counted and listed by field", () => {
  const content = ownersContent();
  content.profile = { ...content.profile, email: "me@example.net" };
  const extra = { ...content, notes: { blog: "https://blog.example.org" } };
  const todo = checkContent(extra).find((finding) => finding.text.includes("point at example.com"));
  expect(todo?.level).toBe("todo");
  expect(todo?.text).toContain("2 addresses point at example.com");
  expect(todo?.text).toContain("profile.email");
  expect(todo?.text).toContain("notes.blog");
});

test("siteUrl on example.com is to do, on workers.dev a note about the edge cache, on a domain fine", () => {
  const check = (siteUrl: string) => {
    const content = ownersContent();
    content.profile = { ...content.profile, siteUrl };
    return checkContent(content).find((finding) => finding.text.includes("siteUrl"));
  };
  expect(check("https://portfolio.example.com")).toMatchObject({ level: "todo" });
  expect(check("https://portfolio.example.com")?.text).toContain("still https://portfolio.example.com");
  expect(check("not a url")).toMatchObject({ level: "todo" });
  expect(check("https://edge-portfolio.maya.workers.dev")).toMatchObject({ level: "note" });
  expect(check("https://edge-portfolio.maya.workers.dev")?.text).toContain("edge cache");
  expect(check("https://maya.dev")).toMatchObject({ level: "ok", text: "siteUrl is https://maya.dev." });
});

test("a LICENSE naming the sample owner is a note; the owner's own name or no LICENSE says nothing", () => {
  expect(checkLicense(`MIT License\n\nCopyright (c) 2026 ${SAMPLE_OWNER.name}\n`)).toMatchObject([{ level: "note" }]);
  expect(checkLicense("MIT License\n\nCopyright (c) 2026 Maya Lindqvist\n")).toEqual([]);
  expect(checkLicense(null)).toEqual([]);
});
