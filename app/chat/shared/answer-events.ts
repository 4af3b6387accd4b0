/**
 * The chat API's stream (`Accept: text/event-stream`): one module for its event type, its
 * encoder (the server) and its decoder (the browser and the tests).
 *
 * Wire format, standard Server-Sent Events: `data: {"text": "..."}` for each piece of the
 * answer, then `event: done` with `data: {}`, or `event: error` with `data: {"error": "<sentence>"}`.
 * JSON keeps any newline of the text inside one `data:` line.
 */
export type AnswerEvent = { type: "text"; text: string } | { type: "done" } | { type: "error"; error: string };

/** One event as the text of an SSE block. */
export function encodeAnswerEvent(event: AnswerEvent): string {
  switch (event.type) {
    case "text":
      return `data: ${JSON.stringify({ text: event.text })}\n\n`;
    case "done":
      return "event: done\ndata: {}\n\n";
    case "error":
      return `event: error\ndata: ${JSON.stringify({ error: event.error })}\n\n`;
  }
}

function decodeBlock(block: string): AnswerEvent | null {
  let name = "message";
  let data = "";
  for (const line of block.split("\n")) {
    if (line.startsWith("event: ")) name = line.slice(7);
    else if (line.startsWith("data: ")) data += line.slice(6);
  }
  try {
    const payload = JSON.parse(data) as { text?: unknown; error?: unknown };
    if (name === "done") return { type: "done" };
    if (name === "error") return { type: "error", error: String(payload.error ?? "") };
    return typeof payload.text === "string" ? { type: "text", text: payload.text } : null;
  } catch {
    return null;
  }
}

/**
 * Parses the stream as it arrives. Events may be split across network chunks anywhere,
 * even inside a multi-byte character.
 */
export async function* readAnswerEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<AnswerEvent> {
  const reader = body.getReader();
  // `stream: true` keeps a character split between chunks whole.
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf("\n\n")) !== -1) {
      const event = decodeBlock(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (event) yield event;
    }
  }
}
