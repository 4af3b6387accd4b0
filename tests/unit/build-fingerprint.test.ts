import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { buildFingerprint } from "../../scripts/build-fingerprint.mjs";

/**
 * What makes `wrangler dev`, `wrangler deploy` and `npm run bundle` build again: a source that
 * changed, never something the build or the tests wrote (which would rebuild in a loop).
 */

const root = mkdtempSync(join(tmpdir(), "fingerprint-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const files = [
  "app/content/profile.ts",
  "app/generated/icon-sprite.svg",
  "public/images/photo-of-owner.svg",
  "scripts/site-images.ts",
  "vite.config.ts",
  "tests/unit/a.test.ts",
  "app/lib/carousel.test.ts",
  "build/client/favicon.ico",
  "scripts/bench/bare/build/client/index.js",
  "README.md",
  "node_modules/.package-lock.json",
];
const then = new Date("2026-01-01T00:00:00Z");
for (const file of files) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), "x");
  utimesSync(join(root, file), then, then);
}

function touched(file: string, at: string): string {
  utimesSync(join(root, file), new Date(at), new Date(at));
  const fingerprint = buildFingerprint(root, {});
  utimesSync(join(root, file), then, then);
  return fingerprint;
}

test("nothing changed, same fingerprint", () => {
  expect(buildFingerprint(root, {})).toBe(buildFingerprint(root, {}));
});

test("a changed source, public file, build script, configuration or dependency changes it", () => {
  const before = buildFingerprint(root, {});
  for (const file of [
    "app/content/profile.ts",
    "public/images/photo-of-owner.svg",
    "scripts/site-images.ts",
    "vite.config.ts",
    "node_modules/.package-lock.json",
  ]) {
    expect(touched(file, "2026-01-02T00:00:00Z"), file).not.toBe(before);
  }
});

test("a file added under app/ changes it", () => {
  const before = buildFingerprint(root, {});
  writeFileSync(join(root, "app/content/extra.ts"), "x");
  expect(buildFingerprint(root, {})).not.toBe(before);
  rmSync(join(root, "app/content/extra.ts"));
  expect(buildFingerprint(root, {})).toBe(before);
});

test("what the builds write (build/, app/generated/, the bare benchmark page's build), tests and docs leave it alone", () => {
  const before = buildFingerprint(root, {});
  const written = ["app/generated/icon-sprite.svg", "build/client/favicon.ico", "scripts/bench/bare/build/client/index.js"];
  for (const file of [...written, "tests/unit/a.test.ts", "app/lib/carousel.test.ts", "README.md"]) {
    expect(touched(file, "2026-01-02T00:00:00Z"), file).toBe(before);
  }
});

test("NODE_ENV, which the build reads, changes it", () => {
  expect(buildFingerprint(root, { NODE_ENV: "development" })).not.toBe(buildFingerprint(root, {}));
});
