import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as content from "../../app/content/index";
import { contentProblems } from "../content-rules";
import { checkContent, checkLicense } from "./content-checks";
import { note, todo, type Finding } from "./finding";
import { checkImages } from "./image-checks";
import { checkModel } from "./model-checks";
import { checkQuestionLog } from "./question-log-check";
import { readSettings } from "./settings";

/** Every check, in the order of the README's "Go live" list. */
export async function runDoctor(root: string, processEnv: Record<string, string | undefined> = process.env): Promise<Finding[]> {
  const settings = await readSettings(root, processEnv);
  return [
    // Mistakes the build would stop on come first: nothing deploys until they are fixed.
    ...contentProblems(content, join(root, "public")).map((problem) => todo(`${problem} The build stops on this.`)),
    ...checkContent(content),
    ...checkLicense(existsSync(join(root, "LICENSE")) ? readFileSync(join(root, "LICENSE"), "utf8") : null),
    checkImages(root),
    ...(await checkModel(settings)),
    checkQuestionLog(settings.questionLog),
    ...(settings.customDomain
      ? []
      : [
          note(
            "wrangler.toml has no custom domain yet, so the site will live on *.workers.dev, where the edge cache " +
              "stores nothing. Uncomment `routes` there with your domain when you have one (skip this if you added it in the dashboard).",
          ),
        ]),
  ];
}

const LABELS: Record<Finding["level"], string> = { ok: "ok     ", note: "note   ", todo: "to do  " };
const WIDTH = 100;

/** One finding as a paragraph: its label, then the text wrapped under itself. */
function paragraph({ level, text }: Finding): string {
  const indent = " ".repeat(LABELS[level].length);
  const lines: string[] = [];
  let line = LABELS[level];
  // A `command` stays on one line, so it can be copied as it is.
  for (const word of text.match(/(?:[^\s`]*`[^`]*`[^\s`]*)+|\S+/g) ?? []) {
    const first = line.trim() === "" || line === LABELS[level];
    if (!first && line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = `${indent}${word}`;
    } else {
      line += first ? word : ` ${word}`;
    }
  }
  return [...lines, line].join("\n");
}

/** The report as printed: one paragraph a finding, then the verdict. */
export function formatReport(findings: Finding[]): string {
  const lines = findings.map(paragraph);
  const blocking = findings.filter((finding) => finding.level === "todo").length;
  const verdict =
    blocking === 0
      ? "Nothing blocks going live: run `npm run deploy`."
      : `${blocking} ${blocking === 1 ? "thing" : "things"} to do before going live.`;
  return [...lines, "", verdict].join("\n");
}

export function exitCode(findings: Finding[]): number {
  return findings.some((finding) => finding.level === "todo") ? 1 : 0;
}
