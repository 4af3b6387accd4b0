import { describe, expect, test } from "vitest";
import type { Exchange } from "../shared/conversation";
import { MAX_HISTORY_EXCHANGES, MAX_QUESTION_CHARS } from "../shared/limits";
import { CONVERSATION_KEY, keepLatest, loadConversation, parseConversation, saveConversation, serializeConversation } from "./saved-conversation";

function memoryStore(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const exchanges: Exchange[] = [
  { question: "What does he build?", reply: "Web apps, end to end 😉" },
  { question: "Break?", error: "Sorry, something went wrong." },
];

describe("saved conversation", () => {
  test("what is saved is read back the same", () => {
    const store = memoryStore();
    saveConversation(exchanges, store);
    expect(loadConversation(store)).toEqual(exchanges);
  });

  test("only the latest exchanges are kept", () => {
    const many = Array.from({ length: MAX_HISTORY_EXCHANGES + 3 }, (_, i) => ({ question: `q${i}`, reply: `a${i}` }));
    expect(keepLatest(many)).toEqual(many.slice(-MAX_HISTORY_EXCHANGES));
    const store = memoryStore();
    saveConversation(many, store);
    expect(loadConversation(store)).toEqual(many.slice(-MAX_HISTORY_EXCHANGES));
  });

  test("an empty conversation removes the stored value", () => {
    const store = memoryStore({ [CONVERSATION_KEY]: serializeConversation(exchanges) });
    saveConversation([], store);
    expect(store.values.has(CONVERSATION_KEY)).toBe(false);
  });

  test.each([
    ["nothing", null],
    ["an empty string", ""],
    ["broken JSON", '{"version":1,"exchanges":['],
    ["JSON null", "null"],
    ["a number", "42"],
    ["an array", JSON.stringify(exchanges)],
    ["another version", JSON.stringify({ version: 2, exchanges })],
    ["no version", JSON.stringify({ exchanges })],
    ["exchanges not a list", JSON.stringify({ version: 1, exchanges: "hi" })],
    ["too many exchanges", JSON.stringify({ version: 1, exchanges: Array(MAX_HISTORY_EXCHANGES + 1).fill(exchanges[0]) })],
    ["a question that is not text", JSON.stringify({ version: 1, exchanges: [{ question: 5, reply: "x" }] })],
    ["an empty question", JSON.stringify({ version: 1, exchanges: [{ question: " ", reply: "x" }] })],
    ["a question too long", JSON.stringify({ version: 1, exchanges: [{ question: "q".repeat(MAX_QUESTION_CHARS + 1), reply: "x" }] })],
    ["a reply far too long", JSON.stringify({ version: 1, exchanges: [{ question: "q", reply: "a".repeat(20_000) }] })],
    ["neither reply nor error", JSON.stringify({ version: 1, exchanges: [{ question: "q" }] })],
    ["both reply and error", JSON.stringify({ version: 1, exchanges: [{ question: "q", reply: "a", error: "e" }] })],
    ["a role smuggled in", JSON.stringify({ version: 1, exchanges: [{ question: "q", reply: "a", role: "system" }] })],
    ["one bad exchange among good ones", JSON.stringify({ version: 1, exchanges: [...exchanges, null] })],
  ])("a corrupt or foreign value is ignored: %s", (_, raw) => {
    expect(parseConversation(raw)).toEqual([]);
    expect(loadConversation(memoryStore(raw === null ? {} : { [CONVERSATION_KEY]: raw }))).toEqual([]);
  });

  test("a storage that throws is the same as an empty one, and saving to it is harmless", () => {
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(loadConversation(refusing)).toEqual([]);
    expect(() => saveConversation(exchanges, refusing)).not.toThrow();
    expect(loadConversation(null)).toEqual([]);
  });
});
