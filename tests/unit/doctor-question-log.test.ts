import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test } from "vitest";
import { checkQuestionLog } from "../../scripts/doctor/question-log-check";
import { readSettings } from "../../scripts/doctor/settings";

/** The setup check says whether the anonymous question log is on, and how to turn it on or off. */

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

async function logOf(toml: string, env: Record<string, string> = {}) {
  const root = mkdtempSync(join(tmpdir(), "doctor-log-"));
  folders.push(root);
  writeFileSync(join(root, "wrangler.toml"), `name = "site"\ncompatibility_date = "2026-04-01"\n${toml}`);
  return checkQuestionLog((await readSettings(root, env)).questionLog);
}

const BINDING = '[[d1_databases]]\nbinding = "QUESTIONS"\ndatabase_name = "questions"\nmigrations_dir = "migrations"\n';

test("with the QUESTIONS binding the log is on, and the check says how to read it and turn it off", async () => {
  const finding = await logOf(BINDING);
  expect(finding.level).toBe("ok");
  expect(finding.text).toContain("npm run questions");
  expect(finding.text).toContain('QUESTION_LOG = "off"');
});

test("without the binding, or with QUESTION_LOG off, the check says the log is off and how to turn it on", async () => {
  const unbound = await logOf("");
  expect(unbound).toMatchObject({ level: "note" });
  expect(unbound.text).toContain("wrangler d1 migrations apply QUESTIONS --remote");
  const offInToml = await logOf(`[vars]\nQUESTION_LOG = "off"\n${BINDING}`);
  expect(offInToml).toMatchObject({ level: "note" });
  expect(offInToml.text).toContain("is off");
  expect((await logOf(BINDING, { QUESTION_LOG: "off" })).level).toBe("note");
});
