import { expect, test } from "vitest";
import { converse, ownerWith, project, withProjects } from "./conversation.test-support";
import type { SiteContent } from "./knowledge.server";

// Readings that this stop's runs showed missing, each with the smallest content that shows it.

type Role = SiteContent["experience"][number];

const role = (title: string, company: string, date: string, description: string): Role => ({
  title,
  employmentType: "Full-time",
  company,
  date,
  location: "Eindhoven",
  description,
});

/** A teacher turned developer through a bootcamp, in a place whose name holds "the". */
const careerChanger = ownerWith((o) => ({
  ...o,
  profile: { ...o.profile, location: "Eindhoven, the Netherlands" },
  experience: [
    role(
      "Firmware Engineer",
      "Trapkracht",
      "Aug 2019 – Present",
      "Trapkracht is a start-up that builds motors for e-bikes. She writes their firmware.",
    ),
    role("Test Engineer", "Kestrel Printing Systems", "Jan 2019 – Jul 2019", "Wrote test rigs for large-format printers."),
    role("Maths Teacher", "Colegio Altamira", "Aug 2012 – Jul 2018", "Taught algebra to students aged 15 to 18."),
  ],
  assistantProfile: {
    ...o.assistantProfile,
    education: [
      { degree: "BSc Mathematics", school: "University of Guadalajara", years: "2008 – 2012" },
      { degree: "Full-Stack Bootcamp (twelve weeks)", school: "Forja Bootcamp", years: "Sep – Dec 2018" },
    ],
  },
}));

test("'what did she do after the bootcamp?' is the first role begun once the bootcamp was over", () => {
  expect(converse(careerChanger, ["what did she do after the bootcamp?"])).toMatch(/^\S+ was Test Engineer at Kestrel Printing Systems\b/);
  expect(converse(careerChanger, ["where did she work after the bootcamp?"])).toContain("Kestrel Printing Systems");
});

test("'what did she do after teaching?' is the first role after the one whose title says it", () => {
  const answer = converse(careerChanger, ["what did she do after teaching?"]);
  expect(answer).toContain("Kestrel Printing Systems");
  expect(answer).not.toContain("Colegio Altamira");
});

test("an employer asked for by what it makes is the one whose name or first sentence says so", () => {
  expect(converse(careerChanger, ["what did she do at the printer company"])).toContain("Kestrel Printing Systems");
  expect(converse(careerChanger, ["what did she do at the e-bike startup?"])).toContain("Trapkracht");
});

test("'the' in the owner's location is no place: a question with 'the' in it is not about where she lives", () => {
  const answer = converse(careerChanger, ["what did she do at the printer company"]);
  expect(answer).not.toBe(converse(careerChanger, ["where is she based?"]));
});

test("a degree from a university the owner never attended is a no; from her own, a yes", () => {
  const school = careerChanger.assistantProfile.education[0]?.school ?? "";
  expect(converse(careerChanger, ["does she have a degree from Harvard?"])).toMatch(/^No\b/);
  expect(converse(careerChanger, ["did she graduate from MIT?"])).toMatch(/^No\b/);
  expect(converse(careerChanger, [`does she have a degree from ${school}?`])).toMatch(/^Yes\b/);
});

test("a company she never worked at is said to be none of hers, even beside 'before her current job'", () => {
  const answer = converse(careerChanger, ["did she work at Infosys before her current job?"]);
  expect(answer).toContain("Infosys");
  expect(answer).toContain("isn't in");
  expect(converse(careerChanger, ["what's her current job?", "did she ever work at Google before that?"])).toContain("Google isn't in");
  // (A kind of company, in small letters, is no name.)
  expect(converse(careerChanger, ["has she worked with startups?"])).not.toContain("isn't in");
});

test("'which is her newest job and which is her oldest?' gives both ends; 'and her oldest one?' after a role, the first", () => {
  const both = converse(careerChanger, ["which is her newest job and which is her oldest?"]);
  expect(both).toContain("Trapkracht");
  expect(both).toContain("Colegio Altamira");
  const oldest = converse(careerChanger, ["what's her newest job?", "and her oldest one?"]);
  expect(oldest).toContain("Colegio Altamira");
  expect(oldest).not.toContain("Trapkracht");
  // ("newest first" orders a list; it asks for no first role.)
  expect(converse(careerChanger, ["list her jobs, newest first"])).toContain("Kestrel Printing Systems");
});

test("'if we hire her today, how soon can she start?' asks when, not how to reach her", () => {
  const owner = ownerWith((o) => o);
  expect(converse(owner, ["if we hire her today, how soon can she start"])).toBe(converse(owner, ["how soon can she start?"]));
});

test("an owner whose work is elections is asked about that work, while her own vote stays off the site", () => {
  const owner = withProjects(
    project("Kura Map", "An interactive map of the 2022 election results from all 46,229 polling stations; it had 1.3 million visits.", {
      stack: ["Svelte", "D3.js"],
    }),
  );
  expect(converse(owner, ["How many polling stations does the election map cover?"])).toContain("46,229");
  expect(converse(owner, ["how many visits did her election map get"])).toContain("1.3 million");
  expect(converse(owner, ["who did she vote for?"])).toBe(owner.assistantProfile.fallbackReply);
});

test("an everyday word of a project's name in another form does not keep the owner's own answer from a question", () => {
  const owner = ownerWith((o) => ({
    ...o,
    projects: [...o.projects, project("Lantern Chart Style Guide", "The newsroom's style guide for charts.", { stack: ["Svelte"] })],
    assistantProfile: {
      ...o.assistantProfile,
      faq: [
        {
          questions: ["Would you work for a political campaign?", "Does she make charts for political parties?"],
          answer: "No. I don't work for political campaigns or parties.",
        },
      ],
    },
  }));
  expect(converse(owner, ["Can our political party hire her for some charts? We pay well."])).toMatch(/^No\b/);
});
