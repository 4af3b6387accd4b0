import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, expect, test } from "vitest";
import { ok, note, todo } from "../../scripts/doctor/finding";
import { checkImages } from "../../scripts/doctor/image-checks";
import { exitCode, formatReport } from "../../scripts/doctor/run-doctor";
import { readSettings } from "../../scripts/doctor/settings";
import { SITE_IMAGE_PATHS } from "../../scripts/images/site-images";
import { startFakeRouter } from "../fakes/hf-router.mjs";

/** Where the setup check reads its settings and images from, its report, and the command itself. */

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const folders: string[] = [];

/** A scratch project folder holding `files` (path → text). */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "doctor-"));
  folders.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const WRANGLER = 'name = "site"\nmain = "server.ts"\ncompatibility_date = "2026-04-01"\n';

test("settings come as the Worker gets them: wrangler.toml [vars], then .dev.vars, then this process's environment", async () => {
  const root = project({
    "wrangler.toml": `${WRANGLER}[vars]\nHF_MODEL = "org/from-toml"\nHF_TIMEOUT_MS = "9000"\n`,
    ".dev.vars": 'HF_TOKEN=hf_from_file\nHF_TIMEOUT_MS="12000"\n',
  });
  const settings = await readSettings(root, { HF_MODEL: "org/from-env" });
  expect(settings.env).toEqual({ HF_TOKEN: "hf_from_file", HF_MODEL: "org/from-env", HF_TIMEOUT_MS: "12000" });
  expect(settings.sources).toEqual({ HF_TOKEN: ".dev.vars", HF_MODEL: "the environment", HF_TIMEOUT_MS: ".dev.vars" });
  expect(settings.customDomain).toBe(false);
}, 30_000);

test("a token in wrangler.toml is reported as coming from there, and a custom domain is seen", async () => {
  const root = project({
    "wrangler.toml": `${WRANGLER}routes = [{ pattern = "maya.dev", custom_domain = true }]\n[vars]\nHF_TOKEN = "hf_committed"\n`,
  });
  const settings = await readSettings(root, {});
  expect(settings.sources.HF_TOKEN).toBe("wrangler.toml");
  expect(settings.customDomain).toBe(true);
});

function withImages(drawnAt: Date | null, editedAt: Date): string {
  const root = project({ "app/content/profile.ts": "export {};\n", "public/images/photo-of-owner.svg": "<svg/>" });
  for (const path of ["app/content/profile.ts", "public/images/photo-of-owner.svg"]) utimesSync(join(root, path), editedAt, editedAt);
  if (drawnAt) {
    for (const path of SITE_IMAGE_PATHS) {
      const file = join(root, "build", "client", path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, "image");
      utimesSync(file, drawnAt, drawnAt);
    }
  }
  return root;
}

test("the social card and favicons: not built, older than the content, or current", () => {
  const before = new Date("2026-01-01T00:00:00Z");
  const after = new Date("2026-01-02T00:00:00Z");
  expect(checkImages(withImages(null, before))).toMatchObject({ level: "note" });
  expect(checkImages(withImages(null, before)).text).toContain("have not been drawn yet");
  expect(checkImages(withImages(before, after))).toMatchObject({ level: "note" });
  expect(checkImages(withImages(before, after)).text).toContain("older than your last edit of app/content/");
  expect(checkImages(withImages(after, before))).toMatchObject({ level: "ok" });
});

test("the report: one labelled paragraph a finding, and a verdict that matches the exit code", () => {
  const blocked = [ok("Done."), note("Worth doing."), todo("Must do.")];
  expect(formatReport(blocked)).toBe(["ok     Done.", "note   Worth doing.", "to do  Must do.", "", "1 thing to do before going live."].join("\n"));
  expect(exitCode(blocked)).toBe(1);
  const ready = [ok("Done."), note("Worth doing.")];
  expect(formatReport(ready)).toContain("Nothing blocks going live: run `npm run deploy`.");
  expect(exitCode(ready)).toBe(0);
});

test("long findings wrap at 100 columns under their own text, never inside a `command`", () => {
  const words = Array.from({ length: 40 }, (_, i) => `word${i}`);
  const command = "(`npx wrangler secret put HF_TOKEN`).";
  // Twelve words fill the first line to 80 columns: the command would straddle the break.
  const report = formatReport([todo([...words.slice(0, 12), command, ...words.slice(12)].join(" "))]);
  const lines = report.split("\n").slice(0, -2);
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines) expect(line.length).toBeLessThanOrEqual(100);
  for (const line of lines.slice(1)) expect(line).toMatch(/^ {7}\S/);
  expect(lines.some((line) => line.includes(command))).toBe(true);
});

test("npm run doctor: prints the model's refusal and exits 1", async () => {
  const fake = await startFakeRouter();
  try {
    const run = await new Promise<{ code: number; stdout: string }>((resolve) => {
      execFile(
        process.execPath,
        ["scripts/doctor.mjs"],
        { cwd: ROOT, env: { ...process.env, HF_TOKEN: "bad", HF_ENDPOINT_URL: fake.endpointUrl, HF_MODEL: "", HF_TIMEOUT_MS: "" } },
        (error, stdout) => resolve({ code: error ? Number(error.code) : 0, stdout }),
      );
    });
    expect(run.stdout).toContain("refused HF_TOKEN (401)");
    expect(run.stdout).toMatch(/\d+ things? to do before going live\./);
    expect(run.code).toBe(1);
  } finally {
    await fake.close();
  }
}, 30_000);
