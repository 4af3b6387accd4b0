import { readAnswerEvents } from "~/lib/chat/answer-events";

/**
 * Asks POST /api/chat for a streamed answer and hands each piece to `onText` as it
 * arrives. A plain fetch: Remix fetchers would buffer the whole body before returning.
 * Rejects with the server's sentence when the request or the model fails.
 */
export async function askAssistant(message: string, onText: (text: string) => void): Promise<void> {
  const response = await fetch("/api/chat", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
    body: JSON.stringify({ message }),
  });
  if (!response.ok || !response.body) {
    const reason = await response
      .json()
      .then((body: unknown) => (body as { error?: unknown } | null)?.error)
      .then((error) => (typeof error === "string" ? error : undefined))
      .catch(() => undefined);
    throw new Error(reason ?? `The chat API answered ${response.status}.`);
  }
  for await (const event of readAnswerEvents(response.body)) {
    if (event.type === "text") onText(event.text);
    else if (event.type === "error") throw new Error(event.error);
    else return;
  }
  throw new Error("The answer stream ended early.");
}
