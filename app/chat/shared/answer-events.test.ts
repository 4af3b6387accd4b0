import { expect, test } from "vitest";
import { encodeAnswerEvent, readAnswerEvents, type AnswerEvent } from "./answer-events";

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
  for await (const event of readAnswerEvents(stream)) events.push(event);
  return events;
}

const EVENTS: AnswerEvent[] = [
  { type: "text", text: "Hi 😉" },
  { type: "text", text: " there\n\nfriend: data: event: done" },
  { type: "text", text: '"quoted" \\ back\u2028slash' },
  { type: "error", error: "Oops." },
  { type: "done" },
];

test("every event survives the round trip, split anywhere, even inside a character", async () => {
  const body = new TextEncoder().encode(EVENTS.map(encodeAnswerEvent).join(""));
  expect(await collect(streamOf([body]))).toEqual(EVENTS);
  for (let cut = 1; cut < body.length; cut++) {
    expect(await collect(streamOf([body.slice(0, cut), body.slice(cut)]))).toEqual(EVENTS);
  }
});

test("the wire format is standard SSE: data lines for text, named events for the end and errors", () => {
  expect(encodeAnswerEvent({ type: "text", text: "a\nb" })).toBe('data: {"text":"a\\nb"}\n\n');
  expect(encodeAnswerEvent({ type: "done" })).toBe("event: done\ndata: {}\n\n");
  expect(encodeAnswerEvent({ type: "error", error: "No." })).toBe('event: error\ndata: {"error":"No."}\n\n');
});

test("a block that is not an event of this stream is skipped", async () => {
  const body = new TextEncoder().encode(': comment\n\ndata: {not json\n\ndata: {"other":1}\n\n' + encodeAnswerEvent({ type: "done" }));
  expect(await collect(streamOf([body]))).toEqual([{ type: "done" }]);
});
