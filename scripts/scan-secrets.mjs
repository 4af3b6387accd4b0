// Fails when anything that looks like a Hugging Face access token (hf_ + 30 or more
// letters/digits) is in the repository's files, the built client, the Worker bundle or
// public/. The real token lives only in the Worker's secrets (wrangler secret put HF_TOKEN).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const TOKEN = /hf_[A-Za-z0-9]{30,}/;
const root = new URL("..", import.meta.url).pathname;

function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
}

const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: root })
  .toString()
  .split("\0")
  .filter(Boolean)
  .map((file) => join(root, file));
const files = [...new Set([...tracked, ...walk(join(root, "build/client")), ...walk(join(root, "dist")), ...walk(join(root, "public"))])];

const found = [];
for (const file of files) {
  if (!existsSync(file) || statSync(file).size > 20 * 1024 * 1024) continue;
  const match = TOKEN.exec(readFileSync(file, "latin1"));
  if (match) found.push(`${file.slice(root.length)}: ${match[0].slice(0, 6)}…`);
}
if (found.length) {
  console.error(`Possible Hugging Face tokens found (rotate them, then remove them):\n  ${found.join("\n  ")}`);
  process.exit(1);
}
console.log(`secrets scan: no hf_ token in ${files.length} files`);
