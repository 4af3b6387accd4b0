import { expect, test } from "vitest";
import { readAnswerStream, type AnswerEvent } from "./read-answer-stream";

function streamOf(parts: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      controller.close();
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array>): Promise<AnswerEvent[]> {
  const events: AnswerEvent[] = [];
  for await (const event of readAnswerStream(stream)) events.push(event);
  return events;
}

test("reads text, done and error events, split anywhere, even inside a character", async () => {
  const body = new TextEncoder().encode(
    'data: {"text":"Hi 😉"}\n\ndata: {"text":" there\\nfriend"}\n\nevent: error\ndata: {"error":"Oops."}\n\nevent: done\ndata: {}\n\n',
  );
  const whole = await collect(streamOf([body]));
  expect(whole).toEqual([
    { type: "text", text: "Hi 😉" },
    { type: "text", text: " there\nfriend" },
    { type: "error", error: "Oops." },
    { type: "done" },
  ]);
  for (const cut of [1, 5, 14, 15, 16, 30, body.length - 1]) {
    expect(await collect(streamOf([body.slice(0, cut), body.slice(cut)]))).toEqual(whole);
  }
});
