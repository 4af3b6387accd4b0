import { deflateRawSync } from "node:zlib";
import { expect, test } from "vitest";
import {
  decodeExchange,
  encodeExchange,
  inflateAtMost,
  MAX_COOKIE_VALUE_CHARS,
  MAX_ERROR_CHARS,
  MAX_EXCHANGE_JSON_BYTES,
  takeExchange,
} from "./exchange-cookie.server";
import { MAX_ANSWER_CHARS, MAX_QUESTION_CHARS } from "../shared/limits";

/** A cookie value as this site writes it, from any JSON text: how a forger would make one. */
const forged = (json: string) => deflateRawSync(Buffer.from(json), { level: 9 }).toString("base64url");

test("a question and its answer survive the cookie round trip", async () => {
  const exchange = { question: "What does he build? 🤔", reply: "Fast, accessible web apps 🚀" };
  expect(await decodeExchange(await encodeExchange(exchange))).toEqual(exchange);
  const failed = { question: "hi", error: "The assistant is unavailable right now." };
  expect(await decodeExchange(await encodeExchange(failed))).toEqual(failed);
});

test("a full-length answer fits in one cookie, clipped to the answer limit first", async () => {
  const reply = Array.from({ length: 600 }, (_, i) => `word${i * 7919}`).join(" ");
  const value = await encodeExchange({ question: "q".repeat(MAX_QUESTION_CHARS), reply });
  expect(value.length).toBeLessThanOrEqual(MAX_COOKIE_VALUE_CHARS);
  const decoded = await decodeExchange(value);
  expect(decoded?.reply?.startsWith("word0 word7919")).toBe(true);
  expect([...(decoded?.reply ?? "")].length).toBeLessThanOrEqual(MAX_ANSWER_CHARS);
  // An answer that compresses well is kept whole up to the limit, then cut with an ellipsis.
  const long = await decodeExchange(await encodeExchange({ question: "q", reply: "ha".repeat(MAX_ANSWER_CHARS) }));
  expect(long?.reply).toHaveLength(MAX_ANSWER_CHARS);
  expect(long?.reply?.endsWith("…")).toBe(true);
});

test("a tampered or truncated cookie is ignored", async () => {
  const value = await encodeExchange({ question: "hi", reply: "hello" });
  expect(await decodeExchange(value.slice(0, 5))).toBeNull();
  expect(await decodeExchange("%%%not-base64")).toBeNull();
  expect(await decodeExchange("")).toBeNull();
});

test("the value's length and alphabet are checked before anything is decoded", async () => {
  const value = await encodeExchange({ question: "hi", reply: "hello" });
  expect(await decodeExchange(`${value}=`)).toBeNull();
  expect(await decodeExchange(`${value}.`)).toBeNull();
  expect(await decodeExchange(value.replace(/./, "+"))).toBeNull();
  // A valid exchange padded with a second deflate block past the length limit.
  expect(await decodeExchange(value + "A".repeat(MAX_COOKIE_VALUE_CHARS))).toBeNull();
});

test("a deflate bomb is abandoned once the output passes a few kilobytes", async () => {
  const bombJson = `{"question":"hi","reply":"${"a".repeat(2 * 1024 * 1024)}"}`;
  const bomb = forged(bombJson);
  // Megabytes of text in a value that is short enough to be read at all.
  expect(bomb.length).toBeLessThanOrEqual(MAX_COOKIE_VALUE_CHARS);
  expect(await decodeExchange(bomb)).toBeNull();
  const compressed = new Uint8Array(Buffer.from(bomb, "base64url"));
  expect(await inflateAtMost(compressed, MAX_EXCHANGE_JSON_BYTES)).toBeNull();
  // The same bytes under a limit above their size inflate in full: the limit is what stops the bomb.
  expect((await inflateAtMost(compressed, bombJson.length))?.byteLength).toBe(bombJson.length);
});

test("an exchange just past the decompressed limit is refused, one within it shown", async () => {
  const within = { question: "q", reply: "r".repeat(MAX_ANSWER_CHARS) };
  expect(await decodeExchange(forged(JSON.stringify(within)))).toEqual(within);
  const padded = `{"question":"q","reply":"r"}${" ".repeat(MAX_EXCHANGE_JSON_BYTES)}`;
  expect(await decodeExchange(forged(padded))).toBeNull();
});

test("only a question with a reply or an error, each within its limit, is shown", async () => {
  const refused = [
    { question: "q", reply: "r", extra: "x" },
    { question: "q", reply: "r", error: "e" },
    { question: "q" },
    { reply: "r" },
    { question: 1, reply: "r" },
    { question: "q", reply: ["r"] },
    { question: "q".repeat(MAX_QUESTION_CHARS + 1), reply: "r" },
    { question: "q", reply: "r".repeat(MAX_ANSWER_CHARS + 1) },
    { question: "q", error: "e".repeat(MAX_ERROR_CHARS + 1) },
    ["q", "r"],
    "q",
    null,
  ];
  for (const value of refused) expect(await decodeExchange(forged(JSON.stringify(value))), JSON.stringify(value).slice(0, 80)).toBeNull();
  expect(await decodeExchange(forged("{not json"))).toBeNull();
  expect(await decodeExchange(forged('{"question":"q","reply":"\\ud800"}'))).toEqual({ question: "q", reply: "\ud800" });
});

test("the page takes the exchange once: the cookie is cleared and the page private, also when the cookie is refused", async () => {
  const page = (cookie: string) => new Request("https://portfolio.example.com/", { headers: { Cookie: cookie } });
  expect(await takeExchange(page("theme=dark"))).toBeNull();
  const good = await takeExchange(page(`chat=${await encodeExchange({ question: "hi", reply: "hello" })}`));
  expect(good?.exchange).toEqual({ question: "hi", reply: "hello" });
  const bad = await takeExchange(page(`chat=${forged(`{"question":"${"a".repeat(1 << 20)}","reply":"r"}`)}`));
  expect(bad?.exchange).toBeNull();
  for (const taken of [good, bad]) {
    expect(taken?.headers["Cache-Control"]).toBe("private, no-store");
    expect(taken?.headers["Set-Cookie"]).toMatch(/^chat=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax; Secure$/);
  }
});
