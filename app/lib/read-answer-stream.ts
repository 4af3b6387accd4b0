/** One event of the chat API's stream: a piece of the answer, the end, or a failure. */
export type AnswerEvent = { type: "text"; text: string } | { type: "done" } | { type: "error"; error: string };

/**
 * Parses the Server-Sent Events body of POST /api/chat as it arrives. Events may be split
 * across network chunks anywhere, even inside a multi-byte character.
 */
export async function* readAnswerStream(body: ReadableStream<Uint8Array>): AsyncGenerator<AnswerEvent> {
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
      const event = parseEvent(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (event) yield event;
    }
  }
}

function parseEvent(block: string): AnswerEvent | null {
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
