// Runs the whole test suite again as another owner's fork would: a copy of the project whose
// app/content/ (and a few public/ files) come from tests/other-owner/, which differs from the
// sample in every way the content allows (name, initials, pronouns, no phone, five links, one job,
// four projects, three skill cards with other titles, deploy lines of its own, photo portraits in
// JPEG and WebP and a PNG screenshot, drawn by tests/other-owner/make-images.mjs). Nothing in the tests may
// depend on the sample, so this must pass as `npm test` does.
//
//   npm run test:other-owner          the copy is made in the system's temporary folder, then removed
//   KEEP_COPY=1 npm run test:other-owner   leaves it there to look at
//   npm run test:other-owner -- tests/fifth-owner   another test owner's content; the pictures it
//                                     names are drawn for it when it has no make-images.mjs
//
// The sample's own pictures are deleted from the copy first, as an owner replacing them would.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const OTHER = resolve(ROOT, process.argv[2] ?? join("tests", "other-owner"));

/** The pictures a content folder names ("/images/portrait.svg"). */
function picturesNamed(contentDir) {
  const named = readdirSync(contentDir)
    .filter((name) => name.endsWith(".ts"))
    .flatMap((name) => [...readFileSync(join(contentDir, name), "utf8").matchAll(/["'`](\/images\/[^"'`]+)["'`]/g)].map((match) => match[1]));
  return [...new Set(named)];
}

/** The project's own files: tracked ones and new ones git does not ignore (no build output, no node_modules). */
function projectFiles() {
  const result = spawnSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: ROOT, encoding: "utf8" });
  if (result.status !== 0) {
    console.error("test:other-owner needs the project to be a git clone (it copies the files git knows).");
    process.exit(1);
  }
  return result.stdout.split("\0").filter(Boolean);
}

const copy = mkdtempSync(join(tmpdir(), "portfolio-other-owner-"));
console.log(`Another owner's fork, in ${copy}`);
let status = 1;
try {
  for (const file of projectFiles()) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(ROOT, file), join(copy, file));
  }
  // The dependencies as installed here; a junction needs no rights on Windows.
  symlinkSync(join(ROOT, "node_modules"), join(copy, "node_modules"), "junction");
  for (const picture of picturesNamed(join(ROOT, "app", "content"))) rmSync(join(copy, "public", picture), { force: true });
  const content = join(OTHER, "content");
  for (const file of readdirSync(content).filter((name) => !["types.ts", "index.ts"].includes(name))) {
    cpSync(join(content, file), join(copy, "app", "content", file));
  }
  const ownDrawing = join(OTHER, "make-images.mjs");
  const drawing = existsSync(ownDrawing)
    ? [ownDrawing, join(copy, "public")]
    : [join(ROOT, "tests", "fixtures", "draw-owner-images.mjs"), content, join(copy, "public")];
  const drawn = spawnSync(process.execPath, drawing, { stdio: "inherit" });
  if (drawn.status !== 0) throw new Error(`${drawing[0]} could not draw the owner's pictures.`);

  const result = spawnSync("npm", ["test"], {
    cwd: copy,
    stdio: "inherit",
    // npm is npm.cmd on Windows, which only a shell runs.
    shell: process.platform === "win32",
    // Ports of its own, so it never meets a server of the main run.
    env: { ...process.env, E2E_PORT: process.env.E2E_PORT ?? "8819", E2E_FAKE_PORT: process.env.E2E_FAKE_PORT ?? "8818" },
  });
  status = result.status ?? 1;
} finally {
  if (process.env.KEEP_COPY) console.log(`Kept ${copy}`);
  else rmSync(copy, { recursive: true, force: true });
}
console.log(status === 0 ? "test:other-owner: every test passed with another owner's content." : "test:other-owner: failed (see above).");
process.exit(status);
