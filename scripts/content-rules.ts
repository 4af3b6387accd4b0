import { existsSync } from "node:fs";
import { join } from "node:path";
import { iconMistake } from "./icons/icon-names";
import { phoneE164 } from "../app/lib/phone-number.server";
import { type Image, type SiteContent } from "../app/content/types";

/**
 * What app/content/ must hold for the page to make sense, beyond what TypeScript checks
 * (the build strips types, so a missing field is caught here too). Each problem is one
 * sentence naming the file and the field, e.g.
 *   app/content/projects.ts: projects[2] ("Tidewatch").live must be a web address (https://…) or "", not "htp://x".
 */
export function contentProblems(content: SiteContent, publicDir?: string): string[] {
  const problems: string[] = [];
  const say = (file: string, field: string, rule: string) => problems.push(`app/content/${file}: ${field} ${rule}${/[.?!]$/.test(rule) ? "" : "."}`);
  const icon = (file: string, field: string, value: unknown) => {
    const mistake = iconMistake(value);
    if (mistake) say(file, `${field}.icon`, mistake);
  };
  const quoted = (value: unknown) => JSON.stringify(value);
  /** ` ("PyTorch")` after a list entry's index, when it has a name to recognise it by. */
  const named = (value: unknown) => (typeof value === "string" && value.trim() ? ` (${quoted(value)})` : "");

  const text = (file: string, field: string, value: unknown) => {
    if (typeof value !== "string" || value.trim() === "") say(file, field, "must be some text, not empty");
  };
  const webAddress = (file: string, field: string, value: unknown, { optional = false } = {}) => {
    if (optional && (value === undefined || value === "")) return;
    if (typeof value !== "string" || !isWebAddress(value)) {
      say(file, field, `must be a web address (https://…)${optional ? ' or ""' : ""}, not ${quoted(value)}`);
    }
  };
  const image = (file: string, field: string, value: Image | undefined) => {
    if (!value || typeof value !== "object") return say(file, field, "must be an image: { src, alt }");
    text(file, `${field}.alt`, value.alt);
    if (typeof value.src !== "string" || !value.src.startsWith("/")) {
      say(file, `${field}.src`, `must be a path in public/ starting with "/", not ${quoted(value.src)}`);
    } else if (!/\.(jpe?g|png|webp|svg)$/i.test(value.src)) {
      say(file, `${field}.src`, `must be a JPEG, PNG, WebP or SVG file, not ${quoted(value.src)}`);
    } else if (publicDir && !existsSync(join(publicDir, value.src))) {
      say(file, `${field}.src`, `names ${value.src}, but public${value.src} does not exist`);
    }
  };
  const list = <T>(file: string, field: string, value: T[] | undefined, { atLeastOne = true } = {}): T[] => {
    if (!Array.isArray(value)) {
      say(file, field, "must be a list [ … ]");
      return [];
    }
    if (atLeastOne && value.length === 0) say(file, field, "must have at least one entry");
    return value;
  };

  const { profile, skillGroups, experience, projects, assistantProfile } = content;
  if (!profile || typeof profile !== "object") {
    say("profile.ts", "profile", "must be exported");
  } else {
    for (const field of ["firstName", "lastName", "role", "bio", "location"] as const) text("profile.ts", `profile.${field}`, profile[field]);
    const initials = profile.initials;
    if (typeof initials !== "string" || !/^\p{L}{2}$/u.test(initials)) {
      say("profile.ts", "profile.initials", `must be two letters, such as "AK", not ${quoted(initials)}`);
    }
    if (!["he", "she", "they"].includes(profile.pronouns)) {
      say("profile.ts", "profile.pronouns", `must be "he", "she" or "they" (how the greeting speaks of you), not ${quoted(profile.pronouns)}`);
    }
    if (typeof profile.email !== "string" || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(profile.email)) {
      say("profile.ts", "profile.email", `must be an e-mail address, not ${quoted(profile.email)}`);
    }
    if (profile.phone !== undefined && !/^\+?[\d\s\-.()]+$/.test(profile.phone)) {
      say("profile.ts", "profile.phone", `must be a phone number such as "+44 7700 900123", or left out, not ${quoted(profile.phone)}`);
    } else if (profile.phone !== undefined && !phoneE164(profile.phone)) {
      say(
        "profile.ts",
        "profile.phone",
        `${quoted(profile.phone)} is not a possible phone number: write it with its country code, such as "+44 7700 900123"`,
      );
    }
    if (profile.cube !== undefined) {
      const faces = list("profile.ts", "profile.cube", profile.cube);
      if (faces.length > 5) say("profile.ts", "profile.cube", `has ${faces.length} faces, but the cube has room for 5 beside the initials`);
      faces.forEach((face, index) => {
        if (typeof face !== "string" || face.trim() === "" || [...face].length > 4)
          say("profile.ts", `profile.cube[${index}]`, `must be 1 to 4 characters, such as "SQL", not ${quoted(face)}`);
      });
    }
    webAddress("profile.ts", "profile.siteUrl", profile.siteUrl);
    image("profile.ts", "profile.portraits.default", profile.portraits?.default);
    image("profile.ts", "profile.portraits.alternate", profile.portraits?.alternate);
    list("profile.ts", "profile.links", profile.links, { atLeastOne: false }).forEach((link, index) => {
      text("profile.ts", `profile.links[${index}].label`, link?.label);
      webAddress("profile.ts", `profile.links[${index}].href`, link?.href);
      icon("profile.ts", `profile.links[${index}]${named(link?.label)}`, link?.icon);
    });
  }

  const titles = new Set<string>();
  list("skills.ts", "skillGroups", skillGroups).forEach((group, index) => {
    const field = `skillGroups[${index}]`;
    text("skills.ts", `${field}.title`, group?.title);
    if (titles.has(group?.title)) say("skills.ts", `${field}.title`, `repeats ${quoted(group.title)}: each card needs its own title`);
    titles.add(group?.title);
    list("skills.ts", `${field} (${quoted(group?.title)}).items`, group?.items).forEach((item, itemIndex) => {
      text("skills.ts", `${field}.items[${itemIndex}].label`, item?.label);
      icon("skills.ts", `${field}.items[${itemIndex}]${named(item?.label)}`, item?.icon);
    });
  });

  list("experience.ts", "experience", experience).forEach((entry, index) => {
    const field = `experience[${index}]`;
    for (const key of ["title", "employmentType", "company", "date", "description"] as const) text("experience.ts", `${field}.${key}`, entry?.[key]);
    webAddress("experience.ts", `${field}.url`, entry?.url, { optional: true });
    if (entry?.teamSize !== undefined && (!Number.isInteger(entry.teamSize) || entry.teamSize < 1)) {
      say("experience.ts", `${field}.teamSize`, `must be a whole number of people, or left out, not ${quoted(entry.teamSize)}`);
    }
  });

  const names = new Set<string>();
  list("projects.ts", "projects", projects).forEach((project, index) => {
    const field = `projects[${index}]${typeof project?.name === "string" && project.name ? ` (${quoted(project.name)})` : ""}`;
    text("projects.ts", `${field}.name`, project?.name);
    if (names.has(project?.name)) say("projects.ts", `${field}.name`, "repeats another project's name: each card needs its own");
    names.add(project?.name);
    text("projects.ts", `${field}.description`, project?.description);
    webAddress("projects.ts", `${field}.github`, project?.github, { optional: true });
    webAddress("projects.ts", `${field}.live`, project?.live, { optional: true });
    if (!project?.github && !project?.live) say("projects.ts", field, "needs a github or a live address: the card links to one of them");
    list("projects.ts", `${field}.stack`, project?.stack, { atLeastOne: false }).forEach((entry, stackIndex) => {
      text("projects.ts", `${field}.stack[${stackIndex}]`, entry);
    });
    for (const [key, target] of Object.entries(project?.deploy ?? {})) {
      const entry = `${field}.deploy[${quoted(key)}]`;
      if (key.trim() === "") say("projects.ts", entry, 'needs a label, such as "PyPI"');
      if (typeof target === "string") continue;
      if (!target || typeof target !== "object") {
        say("projects.ts", entry, `must be a name or { name, href }, not ${quoted(target)}`);
        continue;
      }
      text("projects.ts", `${entry}.name`, target.name);
      webAddress("projects.ts", `${entry}.href`, target.href, { optional: true });
    }
    if (project?.image !== undefined) image("projects.ts", `${field}.image`, project.image);
  });

  if (!assistantProfile || typeof assistantProfile !== "object") {
    say("assistant.ts", "assistantProfile", "must be exported");
  } else {
    text("assistant.ts", "assistantProfile.snapshot", assistantProfile.snapshot);
    text("assistant.ts", "assistantProfile.fallbackReply", assistantProfile.fallbackReply);
    for (const key of ["highlights", "education", "languages", "responseStyle", "privacyRules"] as const) {
      list<unknown>("assistant.ts", `assistantProfile.${key}`, assistantProfile[key], { atLeastOne: false });
    }
    const availability = assistantProfile.availability;
    if (
      !availability ||
      typeof availability.remote !== "boolean" ||
      typeof availability.relocation !== "boolean" ||
      !Array.isArray(availability.roles)
    ) {
      say("assistant.ts", "assistantProfile.availability", "must be { roles: [...], remote: true or false, relocation: true or false }");
    }
  }
  return problems;
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}
