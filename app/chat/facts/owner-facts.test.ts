import { expect, test } from "vitest";
import * as siteContent from "~/content";
import type { SiteContent } from "~/content/types";
import { formatDeployLine } from "~/lib/deploy-line";
import { isCurrentDate, ownerFacts } from "./owner-facts";

const { profile, skillGroups, experience, projects, assistantProfile } = siteContent;

/** An owner unlike the sample: a past and a current role, no phone, a project with neither demo nor code. */
const madeUp: SiteContent = {
  profile: {
    firstName: "Noor",
    lastName: "Haddad",
    initials: "NH",
    pronouns: "they",
    role: "Data Engineer",
    bio: "I move data from where it is to where it is useful.",
    email: "noor@example.org",
    location: "Amman, Jordan",
    siteUrl: "https://noor.example.org",
    portraits: {
      default: { src: "/images/noor.svg", alt: "Noor" },
      alternate: { src: "/images/noor-waving.svg", alt: "Noor waving" },
    },
    links: [{ label: "Codeberg profile", href: "https://codeberg.org/noor", icon: "si:codeberg" }],
  },
  skillGroups: [
    {
      title: "Data",
      items: [
        { label: "Python", icon: "si:python" },
        { label: "dbt", icon: "si:dbt" },
      ],
    },
    { title: "Tools", items: [{ label: "Airflow", icon: "si:apacheairflow" }] },
  ],
  experience: [
    { title: "Analyst", employmentType: "Full-time", company: "Old Co", date: "Jan 2019 – Dec 2021", description: "Reports." },
    { title: "Data Engineer", employmentType: "Full-time", company: "New Co", date: "Jan 2022 – Present", description: "Pipelines.", teamSize: 3 },
  ],
  projects: [
    { name: "Sifter", github: "", live: "", description: "A private tool.", stack: ["Python"], deploy: { backend: "TBD" } },
    {
      name: "Tide",
      github: "https://codeberg.org/noor/tide",
      live: "https://tide.example.org",
      description: "A dashboard.",
      stack: ["dbt"],
      deploy: { frontend: "Netlify" },
    },
  ],
  assistantProfile: {
    snapshot: "Noor builds data pipelines.",
    highlights: [],
    education: [],
    languages: ["Arabic", "English"],
    availability: { roles: [], remote: false, relocation: true },
    responseStyle: [],
    privacyRules: [],
    fallbackReply: "I don't know that one.",
  },
};

test("the sample content's facts are its own values", () => {
  const facts = ownerFacts(siteContent);
  expect(facts.firstName).toBe(profile.firstName);
  expect(facts.fullName).toBe(`${profile.firstName} ${profile.lastName}`);
  expect(facts.pronouns.set.startsWith(`${profile.pronouns}/`)).toBe(true);
  expect(facts.contact.email).toBe(profile.email);
  expect(facts.contact.phone).toBe(profile.phone ?? null);
  expect(facts.contact.links.map((link) => link.href)).toEqual(profile.links.map((link) => link.href));
  expect(facts.skillGroups.map((group) => group.title)).toEqual(skillGroups.map((group) => group.title));
  expect(facts.skillLabels).toEqual(skillGroups.flatMap((group) => group.items.map((item) => item.label)));
  expect(facts.experience.map((entry) => entry.company)).toEqual(experience.map((entry) => entry.company));
  expect(facts.projects.map((project) => project.name)).toEqual(projects.map((project) => project.name));
  expect(facts.projects.map((project) => project.deployLine)).toEqual(projects.map((project) => formatDeployLine(project.deploy)));
  expect(facts.education).toEqual(assistantProfile.education);
  expect(facts.faq).toEqual(assistantProfile.faq ?? []);
});

test("a made-up owner: the current role, no phone, a project without links, they/them", () => {
  const facts = ownerFacts(madeUp);
  expect(facts.experience.filter((entry) => entry.current).map((entry) => entry.title)).toEqual(["Data Engineer"]);
  expect(facts.contact.phone).toBeNull();
  expect(facts.projects[0]).toEqual({ name: "Sifter", description: "A private tool.", stack: ["Python"], live: null, code: null, deployLine: null });
  expect(facts.projects[1]).toMatchObject({
    live: "https://tide.example.org",
    code: "https://codeberg.org/noor/tide",
    deployLine: "Deploy — Frontend: Netlify",
  });
  expect(facts.pronouns).toEqual({ set: "they/them", subject: "they", object: "them" });
  expect(facts.availability).toEqual({ roles: [], remote: false, relocation: true, note: null });
  expect(facts.skillLabels).toEqual(["Python", "dbt", "Airflow"]);
  expect(facts.faq).toEqual([]);
});

test("each pronoun of the content gives its set", () => {
  const setOf = (pronouns: SiteContent["profile"]["pronouns"]) => ownerFacts({ ...madeUp, profile: { ...madeUp.profile, pronouns } }).pronouns.set;
  expect([setOf("he"), setOf("she"), setOf("they")]).toEqual(["he/him", "she/her", "they/them"]);
});

test("a period is current when it runs to the present, whatever its case", () => {
  expect(isCurrentDate("Oct 2024 – Present")).toBe(true);
  expect(isCurrentDate("2023 – now")).toBe(true);
  expect(isCurrentDate("May 2019 – Aug 2019")).toBe(false);
});
