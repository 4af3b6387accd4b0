import { describe, expect, test } from "vitest";
import { chatRequestBody, historyTurns, type ChatTurn, type Exchange } from "./conversation";
import { MAX_ANSWER_CHARS, MAX_BODY_BYTES, MAX_HISTORY_EXCHANGES, MAX_QUESTION_CHARS } from "./limits";

const bytes = (text: string) => new TextEncoder().encode(text).byteLength;

describe("historyTurns", () => {
  test("answered exchanges become alternating turns, oldest first; failed ones are left out", () => {
    const exchanges: Exchange[] = [
      { question: "Who is he?", reply: "A developer." },
      { question: "Break", error: "Sorry, something went wrong." },
      { question: "Where?", reply: "In a city." },
    ];
    expect(historyTurns(exchanges)).toEqual([
      { role: "user", content: "Who is he?" },
      { role: "assistant", content: "A developer." },
      { role: "user", content: "Where?" },
      { role: "assistant", content: "In a city." },
    ]);
  });

  test("at most the last exchanges the server accepts, each answer clipped to its limit", () => {
    const many = Array.from({ length: MAX_HISTORY_EXCHANGES + 2 }, (_, i) => ({
      question: `q${i}`,
      reply: "😉".repeat(MAX_ANSWER_CHARS + 5),
    }));
    const turns = historyTurns(many);
    expect(turns).toHaveLength(MAX_HISTORY_EXCHANGES * 2);
    expect(turns[0]?.content).toBe("q2");
    for (const turn of turns.filter((t) => t.role === "assistant")) {
      expect(Array.from(turn.content)).toHaveLength(MAX_ANSWER_CHARS);
    }
  });
});

describe("chatRequestBody", () => {
  test("a first question is sent alone; a follow-up with its history", () => {
    expect(JSON.parse(chatRequestBody("Hi?", []))).toEqual({ message: "Hi?" });
    const history: ChatTurn[] = [
      { role: "user", content: "Hi?" },
      { role: "assistant", content: "Hello!" },
    ];
    expect(JSON.parse(chatRequestBody("And then?", history))).toEqual({
      messages: [...history, { role: "user", content: "And then?" }],
    });
  });

  test("a history too large for the server loses its oldest exchanges until the body fits", () => {
    const exchanges = Array.from({ length: MAX_HISTORY_EXCHANGES }, (_, i) => ({
      question: `${i}`.padEnd(MAX_QUESTION_CHARS, "?"),
      reply: "🎉".repeat(MAX_ANSWER_CHARS),
    }));
    const question = "q".repeat(MAX_QUESTION_CHARS);
    const body = chatRequestBody(question, historyTurns(exchanges));
    expect(bytes(body)).toBeLessThanOrEqual(MAX_BODY_BYTES);
    const { messages } = JSON.parse(body) as { messages: ChatTurn[] };
    expect(messages.length % 2).toBe(1);
    expect(messages.at(-1)).toEqual({ role: "user", content: question });
    // The newest exchanges are the ones kept.
    expect(messages.at(-3)?.content).toBe(exchanges.at(-1)?.question);
    expect(messages.length).toBeLessThan(MAX_HISTORY_EXCHANGES * 2 + 1);
  });
});
