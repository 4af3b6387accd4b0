import { expect, test } from "vitest";
import { decodeExchange, encodeExchange } from "./chat-flash.server";

test("a question and its answer survive the cookie round trip", async () => {
  const exchange = { question: "What does he build? 🤔", reply: "Fast, accessible web apps 🚀" };
  expect(await decodeExchange(await encodeExchange(exchange))).toEqual(exchange);
  const failed = { question: "hi", error: "The assistant is unavailable right now." };
  expect(await decodeExchange(await encodeExchange(failed))).toEqual(failed);
});

test("a full-length answer fits in one cookie", async () => {
  const reply = Array.from({ length: 400 }, (_, i) => `word${i * 7919}`).join(" ");
  const value = await encodeExchange({ question: "q".repeat(500), reply });
  expect(value.length).toBeLessThanOrEqual(3800);
  const decoded = await decodeExchange(value);
  expect(decoded?.reply?.startsWith("word0 word7919")).toBe(true);
});

test("a tampered or truncated cookie is ignored", async () => {
  const value = await encodeExchange({ question: "hi", reply: "hello" });
  expect(await decodeExchange(value.slice(0, 5))).toBeNull();
  expect(await decodeExchange("%%%not-base64")).toBeNull();
  expect(await decodeExchange("")).toBeNull();
});
