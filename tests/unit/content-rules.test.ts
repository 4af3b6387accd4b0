import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { expect, test } from "vitest";
import type { SiteContent } from "../../app/content/types";
import { madeUpOwner } from "../assistant/made-up-owner";
import { contentProblems } from "../../scripts/content-rules";

/** A public/ folder holding the files the made-up owner names, whatever this project's own public/ holds. */
const PUBLIC = mkdtempSync(join(tmpdir(), "content-rules-public-"));
for (const { src } of Object.values(madeUpOwner.profile.portraits)) {
  mkdirSync(dirname(join(PUBLIC, src)), { recursive: true });
  writeFileSync(join(PUBLIC, src), '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>');
}

/** The made-up owner with one change, as an owner's edit would make it. */
function edited(change: (content: SiteContent) => void): SiteContent {
  const content = structuredClone(madeUpOwner);
  change(content);
  return content;
}

test("another owner's content, with no phone, no links and one project, has no problem", () => {
  expect(contentProblems(madeUpOwner, PUBLIC)).toEqual([]);
  const minimal = edited((content) => {
    delete content.profile.phone;
    content.profile.links = [];
    content.projects = content.projects.slice(0, 1);
    content.skillGroups = [{ title: "Languages", items: [{ label: "Go", icon: "si:go" }] }];
  });
  expect(contentProblems(minimal, PUBLIC)).toEqual([]);
});

test("each mistake is one sentence naming the file and the field", () => {
  const broken = edited((content) => {
    content.profile.initials = "X";
    content.profile.email = "maya at example";
    content.profile.phone = "call me";
    const link = content.profile.links[1];
    if (link) link.href = "linkedin.com/in/maya";
    const project = content.projects[2];
    if (project) {
      project.live = "htp://books";
      project.image = { src: "/images/missing.png", alt: "" };
    }
    content.skillGroups.push({ title: "Tools", items: [] });
    // What the build sees when a field is left out: the types are gone by then.
    (content.experience[0] as { company?: string }).company = undefined;
  });
  expect(contentProblems(broken, PUBLIC)).toEqual([
    'app/content/profile.ts: profile.initials must be two letters, such as "AK", not "X".',
    'app/content/profile.ts: profile.email must be an e-mail address, not "maya at example".',
    'app/content/profile.ts: profile.phone must be a phone number such as "+44 7700 900123", or left out, not "call me".',
    'app/content/profile.ts: profile.links[1] ("LinkedIn profile").href must be a web address (https://…), not "linkedin.com/in/maya".',
    'app/content/skills.ts: skillGroups[5] ("Tools").items must have at least one entry.',
    'app/content/skills.ts: skillGroups[5].title repeats "Tools": each card needs its own title.',
    'app/content/experience.ts: experience[0] ("Senior Engineer").company must be some text, not empty.',
    'app/content/projects.ts: projects[2] ("Reading List").live must be a web address (https://…) or "", not "htp://books".',
    'app/content/projects.ts: projects[2] ("Reading List").image.src names /images/missing.png, but public/images/missing.png does not exist.',
    'app/content/projects.ts: projects[2] ("Reading List").image.alt must be some text, not empty.',
  ]);
});

test("lists that the page cannot do without must have an entry", () => {
  const empty = edited((content) => {
    content.projects = [];
    content.skillGroups = [];
    content.experience = [];
  });
  expect(contentProblems(empty, PUBLIC)).toEqual([
    "app/content/skills.ts: skillGroups must have at least one entry.",
    "app/content/experience.ts: experience must have at least one entry.",
    "app/content/projects.ts: projects must have at least one entry.",
  ]);
});

test("an impossible phone number, a pronoun, the cube's faces and a deploy link are checked like every field", () => {
  const broken = edited((content) => {
    content.profile.phone = "+44 12";
    (content.profile as { pronouns: string }).pronouns = "him";
    content.profile.cube = ["SQL", "Kubernetes", "λ", "a", "b", "c"];
    const project = content.projects[0];
    if (project) project.deploy = { PyPI: { name: "maya-tools", href: "pypi.org/project/maya-tools" }, "Docker Hub": "maya/api" };
  });
  const name = madeUpOwner.projects[0]?.name;
  expect(contentProblems(broken, PUBLIC)).toEqual([
    'app/content/profile.ts: profile.pronouns must be "he", "she" or "they" (how the greeting speaks of you), not "him".',
    'app/content/profile.ts: profile.phone "+44 12" is not a possible phone number: write it with its country code, such as "+44 7700 900123".',
    'app/content/profile.ts: profile.cube[1] must be 1 to 4 characters, such as "SQL", not "Kubernetes".',
    "app/content/profile.ts: profile.cube has 6 faces, but the cube has room for 5 beside the initials.",
    `app/content/projects.ts: projects[0] (${JSON.stringify(name)}).deploy["PyPI"].href must be a web address (https://…) or "", not "pypi.org/project/maya-tools".`,
  ]);
});

test("every unknown icon is a content mistake of its own, with the name it probably meant or a Lucide icon that fits", () => {
  const broken = edited((content) => {
    const group = content.skillGroups[0];
    if (group) {
      group.items = [
        { label: "PyTorch", icon: "si:pytroch" },
        { label: "AWS", icon: "si:aws" },
        { label: "Gadget", icon: "si:zzqqxxyy" },
        { label: "Brain", icon: "lu:brain-circiut" },
        { label: "Kotlin", icon: "kotlin" as "si:kotlin" },
      ];
    }
    const link = content.profile.links[0];
    if (link) link.icon = "si:linkedin";
  });
  const link = madeUpOwner.profile.links[0]?.label;
  const title = madeUpOwner.skillGroups[0]?.title;
  expect(contentProblems(broken, PUBLIC)).toEqual([
    `app/content/profile.ts: profile.links[0] (${JSON.stringify(link)}).icon "si:linkedin" is not a Simple Icons name: Simple Icons does not carry that brand; a Lucide icon fits, "lu:briefcase-business".`,
    `app/content/skills.ts: skillGroups[0].items[0] ("PyTorch").icon "si:pytroch" is not a Simple Icons name; did you mean "si:pytorch"?`,
    `app/content/skills.ts: skillGroups[0].items[1] ("AWS").icon "si:aws" is not a Simple Icons name: Simple Icons does not carry that brand; a Lucide icon fits, "lu:cloud".`,
    `app/content/skills.ts: skillGroups[0].items[2] ("Gadget").icon "si:zzqqxxyy" is not a Simple Icons name: find yours at https://simpleicons.org.`,
    `app/content/skills.ts: skillGroups[0].items[3] ("Brain").icon "lu:brain-circiut" is not a Lucide name; did you mean "lu:brain-circuit"?`,
    `app/content/skills.ts: skillGroups[0].items[4] ("Kotlin").icon must be "si:<name>" (https://simpleicons.org) or "lu:<name>" (https://lucide.dev/icons), not "kotlin".`,
  ]);
  expect(title).toBeDefined();
});
