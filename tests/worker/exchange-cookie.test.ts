import { deflateRawSync } from "node:zlib";
import { expect, test } from "vitest";
import { MAX_COOKIE_VALUE_CHARS } from "../../app/chat/server/exchange-cookie.server";
import { MAX_ANSWER_CHARS, MAX_QUESTION_CHARS } from "../../app/chat/shared/limits";
import { ORIGIN, setUpWorker } from "./start-worker";

/**
 * The no-JavaScript exchange cookie comes back from the visitor: whatever it holds, the
 * page costs no more than a normal one, shows nothing the site did not write, and clears it.
 */
const worker = setUpWorker();

/** A cookie value built the way the site builds one, from any JSON text: what a forger can send. */
const forged = (json: string) => deflateRawSync(Buffer.from(json), { level: 9 }).toString("base64url");

async function pageWith(value: string) {
  const response = await worker.dispatchFetch(`${ORIGIN}/`, { headers: { Cookie: `theme=dark; chat=${value}` } } as never);
  return { response, html: await response.text() };
}

test("a forged exchange in the site's own format is shown, so the refusals below are the checks at work", async () => {
  const { html } = await pageWith(forged(JSON.stringify({ question: "Forged but well-formed?", reply: "Shown as text." })));
  expect(html).toContain("Forged but well-formed?");
  expect(html).toContain("Shown as text.");
});

test("a cookie that fails any check is ignored and cleared, and the page is still private", async () => {
  const marker = "Zq7marker";
  const refused: Record<string, string> = {
    "a deflate bomb of megabytes": forged(`{"question":"${marker}","reply":"${"a".repeat(2 * 1024 * 1024)}"}`),
    "an unknown field": forged(JSON.stringify({ question: marker, reply: "r", html: "<b>x</b>" })),
    "a reply and an error": forged(JSON.stringify({ question: marker, reply: "r", error: "e" })),
    "a question over the limit": forged(JSON.stringify({ question: marker + "q".repeat(MAX_QUESTION_CHARS), reply: "r" })),
    "a reply over the limit": forged(JSON.stringify({ question: marker, reply: "r".repeat(MAX_ANSWER_CHARS + 1) })),
    "a long error": forged(JSON.stringify({ question: marker, error: "e".repeat(1000) })),
    "a value past the length limit": forged(JSON.stringify({ question: marker, reply: "r" })) + "A".repeat(MAX_COOKIE_VALUE_CHARS),
    "characters outside base64url": `${forged(JSON.stringify({ question: marker, reply: "r" }))}%3D`,
    "not deflate at all": Buffer.from(JSON.stringify({ question: marker, reply: "r" })).toString("base64url"),
  };
  for (const [name, value] of Object.entries(refused)) {
    const { response, html } = await pageWith(value);
    expect(response.status, name).toBe(200);
    expect(html, name).not.toContain(marker);
    expect(html, name).not.toMatch(/a{1000}|r{1000}|e{500}/);
    expect(response.headers.get("Cache-Control"), name).toBe("private, no-store");
    expect(response.headers.get("Set-Cookie"), name).toMatch(/^chat=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax/);
  }
});
