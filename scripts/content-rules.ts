import { existsSync } from "node:fs";
import { join } from "node:path";
import * as v from "valibot";
import { contentSchema } from "../app/content/schema";
import { iconMistake } from "./icons/icon-names";

/** The content file that holds each top-level export. */
const FILES: Record<string, string> = {
  profile: "profile.ts",
  skillGroups: "skills.ts",
  experience: "experience.ts",
  projects: "projects.ts",
  assistantProfile: "assistant.ts",
};

const NAME_FIELDS = ["name", "label", "title"];

/**
 * ` ("PyTorch")` after a list entry's index, when it has a name to recognise it by, unless the
 * mistake is in that name itself.
 */
function named(entry: unknown, field: unknown): string {
  if (!entry || typeof entry !== "object") return "";
  const record = entry as Record<string, unknown>;
  const key = NAME_FIELDS.find((candidate) => typeof record[candidate] === "string" && String(record[candidate]).trim() !== "");
  return key === undefined || key === field ? "" : ` (${JSON.stringify(record[key])})`;
}

/** The field an issue is about, as the content writes it: `projects[2] ("Tidewatch").deploy["crates.io"].href`. */
function fieldOf(path: readonly v.IssuePathItem[]): string {
  const innermostEntry = path.findLastIndex((item) => item.type === "array");
  return path
    .map((item, index) => {
      if (item.type === "array") {
        const rest = path.slice(index + 1);
        const name = index === innermostEntry ? named(item.value, rest.length === 1 ? rest[0]?.key : undefined) : "";
        return `[${String(item.key)}]${name}`;
      }
      const key = String(item.key);
      const asWord = /^[A-Za-z_$][\w$]*$/.test(key);
      // A record's entries (deploy lines) are the owner's own labels: quoted, as written.
      const inRecord = index > 0 && path[index - 1]?.type === "object" && path[index - 1]?.key === "deploy";
      return asWord && !inRecord ? `${index === 0 ? "" : "."}${key}` : `[${JSON.stringify(key)}]`;
    })
    .join("");
}

/** One issue of the schema as one sentence naming the file and the field. */
function sentence(issue: v.BaseIssue<unknown>): string {
  const path = issue.path ?? [];
  const file = FILES[String(path[0]?.key)] ?? "index.ts";
  const end = /[.?!]$/.test(issue.message) ? "" : ".";
  return `app/content/${file}: ${fieldOf(path)} ${issue.message}${end}`;
}

/**
 * What app/content/ must hold for the page to make sense, checked against the content's schema
 * (the build strips types, so a missing field is caught here too): every mistake at once, each
 * one sentence naming the file and the field, e.g.
 *   app/content/projects.ts: projects[2] ("Tidewatch").live must be a web address (https://…) or "", not "htp://x".
 */
export function contentProblems(content: unknown, publicDir?: string): string[] {
  const schema = contentSchema({
    iconMistake,
    publicFileExists: publicDir ? (src) => existsSync(join(publicDir, src)) : undefined,
  });
  const result = v.safeParse(schema, content);
  return result.success ? [] : result.issues.map(sentence);
}
