import { expect, test } from "vitest";
import { madeUpOwner } from "../../../tests/assistant/made-up-owner";
import { ownerFacts } from "../facts/owner-facts";
import { converse, EMAIL, ownerWith, PHONE, project, withProjects, withRules } from "./conversation.test-support";

// Readings that this stop's runs showed missing, each with the smallest content that shows it.

const [current, ...earlier] = madeUpOwner.experience;
/** A role of the made-up owner's kind, with these details in place of her current one's. */
const role = (more: Partial<(typeof madeUpOwner.experience)[number]>) =>
  ({ ...madeUpOwner.experience[0], ...more }) as (typeof madeUpOwner.experience)[number];
const [studies] = madeUpOwner.assistantProfile.education;

test("'how many of those were part-time?' counts the roles of that kind among those listed; 'how many are live?' the projects with a live link", () => {
  const partTime = madeUpOwner.experience.filter((entry) => /part/i.test(entry.employmentType ?? ""));
  const counted = converse(madeUpOwner, ["how many jobs has she had?", "and how many of those were part-time?"]);
  expect(counted).toContain(`That's ${partTime.length}`);
  for (const entry of partTime) expect(counted).toContain(entry.company);
  expect(converse(madeUpOwner, ["how many jobs has she had?", "how many of them were internships?"])).toMatch(/^None of them/);
  const live = madeUpOwner.projects.filter((project) => project.live);
  const liveCounted = converse(madeUpOwner, ["how many projects has she built", "and how many of them are live?"]);
  expect(liveCounted).toContain(`That's ${live.length}`);
  for (const project of madeUpOwner.projects) expect(liveCounted.includes(project.name)).toBe(Boolean(project.live));
});

test("'newest job vs first job' gives both ends; 'what came next?' the role after; 'how many years at her current job?' how long", () => {
  const first = [...madeUpOwner.experience].sort((a, b) => Date.parse(`1 ${a.date.split(" – ")[0]}`) - Date.parse(`1 ${b.date.split(" – ")[0]}`))[0];
  const both = converse(madeUpOwner, ["newest job vs first job"]);
  expect(both).toContain(current?.company);
  expect(both).toContain(first?.company);
  expect(converse(madeUpOwner, ["what was her first job", "and what came next?"])).not.toContain(first?.company);
  expect(converse(madeUpOwner, ["how many years at her current job?"])).toMatch(/since \w+ \d{4}, about/);
});

test("'if we hire her, could she …?' asks what follows the supposed hiring", () => {
  for (const question of ["could she start in january?", "is she open to remote work?"])
    expect(converse(madeUpOwner, [`if we hire her, ${question}`]), question).toBe(converse(madeUpOwner, [question]));
});

test("'any gaps in her cv?': the stretches no role or studies cover, none, or the time away a role gives", () => {
  expect(converse(madeUpOwner, ["any gaps in her cv?"])).toMatch(/no gap/);
  const withGap = ownerWith((o) => ({
    ...o,
    experience: o.experience.map((entry, i) => (i === 0 ? { ...entry, date: "Mar 2023 – Present" } : entry)),
  }));
  expect(converse(withGap, ["any gaps in her cv?"])).toContain("Mar 2021 – Feb 2023");
  const withBreak = ownerWith((o) => ({
    ...o,
    experience: [...o.experience, role({ company: "Family", title: "Career break", date: "Mar 2020 – Feb 2021" })],
  }));
  expect(converse(withBreak, ["any gaps in her cv?"])).toContain("Career break");
});

test("from the end of one role to the start of the next; a role during the studies overlaps them", () => {
  const [teaching] = earlier;
  const apart = ownerWith((o) => ({ ...o, experience: o.experience.filter((entry) => entry !== o.experience[2]) }));
  expect(converse(apart, [`how long between ${teaching?.company} and ${current?.company}`])).toMatch(/ended in Jun 2019 .* began in Mar 2021: about/);
  const interned = ownerWith((o) => ({
    ...o,
    experience: [...o.experience, role({ company: "Tidal Bits", title: "Intern", employmentType: "Internship", date: "Jun 2017 – Sep 2017" })],
  }));
  expect(converse(interned, ["did her internship overlap with her degree?"])).toMatch(/^Yes! .*Tidal Bits/);
  expect(converse(madeUpOwner, ["how many years was her degree"])).toContain("2 years");
});

test("'did she study at Harbour Labs?' of an employer: a no, with the studies", () => {
  const answer = converse(madeUpOwner, [`did she study at ${current?.company}?`]);
  expect(answer).toMatch(/^No/);
  expect(answer).toContain(studies?.school);
});

test("'how many skill categories?' counts the cards; 'how many back-end skills?' one card", () => {
  expect(converse(madeUpOwner, ["how many skill categories are there?"])).toContain(`${madeUpOwner.skillGroups.length} groups`);
  const backEnd = madeUpOwner.skillGroups.find((group) => /back/i.test(group.title));
  const counted = converse(madeUpOwner, ["how many backend skills does she list"]);
  expect(counted).toContain(`${backEnd?.items.length} ${backEnd?.title} skills`);
  for (const item of backEnd?.items ?? []) expect(counted).toContain(item.label);
});

test("certificates told among the highlights are the answer to 'certifications?', not that none are listed", () => {
  const certified = ownerWith((o) => ({
    ...o,
    assistantProfile: { ...o.assistantProfile, highlights: [...o.assistantProfile.highlights, "AWS Certified Solutions Architect since 2022."] },
  }));
  const answer = converse(certified, ["certifications?"]);
  expect(answer).toContain("AWS Certified Solutions Architect since 2022");
  expect(answer).not.toMatch(/aren't listed/);
});

test("the number to a visitor who names their company; 'everyone else … instead of calling' asks no e-mail first; 'why not?' gives the rule again", () => {
  const owner = withRules([
    "Give my mobile number only to a visitor who tells you which company they are from.",
    "Everyone else, and anyone trying to sell me something, should e-mail me instead of calling.",
    "Never hand out my number to strangers asking for emergency help with their own systems, even if they name a company.",
  ]);
  const rule = ownerFacts(owner).contact.phoneRule;
  expect([rule.companyNamed, rule.messageFirst, rule.never]).toEqual([true, null, false]);
  const given = converse(owner, ["hi, I'm Renata, tech recruiter at Lumen Logistics. could I get her phone number?"]);
  expect(given).toContain(PHONE);
  expect(given).not.toMatch(/e-mail first/);
  const withheld = converse(owner, ["can i call her"]);
  expect(withheld).not.toContain(PHONE);
  expect(converse(owner, ["can i call her", "why not?"])).toBe(withheld);
});

test("someone else's e-mail is not the owner's; 'is that in usd?' of a rate in another currency is a no", () => {
  expect(converse(madeUpOwner, ["what's camila rocha's email"])).not.toMatch(/e-mail is/);
  expect(converse(madeUpOwner, ["what's maya's email"])).toContain(EMAIL);
  const rated = ownerWith((o) => ({
    ...o,
    assistantProfile: {
      ...o.assistantProfile,
      faq: [{ questions: ["What's her day rate?", "Day rate?", "How much does she charge?"], answer: "My day rate is EUR 600, invoiced monthly." }],
    },
  }));
  expect(converse(rated, ["day rate?", "is that in usd"])).toMatch(/^No.*EUR 600/);
  expect(converse(rated, ["day rate?", "is it in euros"])).toMatch(/^Yes.*EUR 600/);
});

test("a kind of work the owner's own words rule out is a no in those words; a console the content never names is not listed", () => {
  const noMobile = ownerWith((o) => ({
    ...o,
    assistantProfile: { ...o.assistantProfile, snapshot: `${o.assistantProfile.snapshot} She does no mobile development.` },
  }));
  expect(converse(noMobile, ["does she do mobile?"])).toMatch(/^No\. .*no mobile development/);
  expect(converse(madeUpOwner, ["xbox experience?"])).toMatch(/Xbox isn't listed/);
  expect(converse(madeUpOwner, ["is she looking?"])).toBe(converse(madeUpOwner, ["is she looking for a job?"]));
});

test("'which projects use go and how many are there?' counts them; 'which ones does her current team use?' names those of a list the role names", () => {
  const goProjects = madeUpOwner.projects.filter((project) => project.stack.some((tech) => /^go$/i.test(tech)));
  expect(converse(madeUpOwner, ["which projects use go and how many are there"])).toMatch(new RegExp(`^${goProjects.length} of`));
  const atWork = converse(madeUpOwner, ["what back-end tech does she use", "which ones does her current team use?"]);
  expect(atWork).toContain(`At ${current?.company}`);
  expect(atWork).toMatch(/names Go\b/);
});

test("'how long after that did she start at …?' after the studies: the years from their end to that role's start", () => {
  expect(converse(madeUpOwner, ["where did she study", `and how long after that did she start at ${current?.company}?`])).toMatch(
    /finished studying in 2018 and started at .* in Mar 2021: 3 years later/,
  );
});

test("a project with no live link and its hosting still to be decided has nothing deployed; 'portfolio site url' is this site", () => {
  const waiting = ownerWith((o) => ({
    ...o,
    projects: [...o.projects, { ...o.projects[0], name: "Harbour Maps", live: "", deploy: { frontend: "TBD" } } as (typeof o.projects)[number]],
  }));
  const undeployed = converse(waiting, ["which of her projects has nothing deployed yet"]);
  expect(undeployed).toContain("Harbour Maps");
  for (const project of madeUpOwner.projects) expect(undeployed).not.toContain(project.name);
  expect(converse(madeUpOwner, ["portfolio site url"])).toMatch(/You're on it/);
});

test("'how senior is she?' gives her years in tech; 'would she be bored doing only frontend?' the roles she seeks; 'anything she hasn't done with go?' what the site cannot list", () => {
  expect(converse(madeUpOwner, ["how senior is she?"])).toContain(current?.title);
  const levelless = ownerWith((o) => ({
    ...o,
    experience: o.experience.map((entry) => ({ ...entry, title: entry.title.replace(/^(?:Senior|Junior) /, "") })),
  }));
  expect(converse(levelless, ["how senior is she?"])).toMatch(/years of experience in tech/);
  expect(converse(madeUpOwner, ["would she be bored doing only frontend?"])).toBe(converse(madeUpOwner, ["what roles is she open to?"]));
  expect(converse(madeUpOwner, ["is there anything she hasn't done with go?"])).toBe(converse(madeUpOwner, ["what doesn't she know?"]));
});

test("'which projects don't have react in their stack?' reads the stacks as written; 'don't use react?' what they are built on", () => {
  const owner = withProjects(
    project("Shop Front", "A shop front.", { stack: ["Next.js"], live: "https://shop.example.org" }),
    project("Docs Site", "Documentation.", { stack: ["React"], live: "https://docs.example.org" }),
  );
  const notInStack = converse(owner, ["which projects don't have react in their stack"]);
  expect(notInStack).toContain("Shop Front");
  expect(notInStack).not.toContain("Docs Site");
  const notUsed = converse(owner, ["which projects don't use react"]);
  expect(notUsed).not.toContain("Shop Front");
  expect(notUsed).not.toContain("Docs Site");
});
