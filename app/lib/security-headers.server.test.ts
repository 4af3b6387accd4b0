import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { BASE_SECURITY_HEADERS, NON_DOCUMENT_POLICY } from "./security-headers.server";

/** The header blocks of public/_headers (Cloudflare's format: a path, then indented `Name: value` lines). */
function headerBlocks(text: string): Map<string, Record<string, string>> {
  const blocks = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      current = {};
      blocks.set(line.trim(), current);
      continue;
    }
    const [name, ...value] = line.trim().split(":");
    if (current && name) current[name.trim()] = value.join(":").trim();
  }
  return blocks;
}

test("static files carry exactly the protections the Worker adds to its own responses", () => {
  const text = readFileSync(new URL("../../public/_headers", import.meta.url), "utf8");
  const everything = headerBlocks(text).get("/*");
  expect(everything).toEqual({ ...BASE_SECURITY_HEADERS, "Content-Security-Policy": NON_DOCUMENT_POLICY });
});
