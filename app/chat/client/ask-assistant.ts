import { readAnswerEvents } from "~/chat/shared/answer-events";
import { chatRequestBody, type ChatTurn } from "~/chat/shared/conversation";

/** The visitor is asking too fast (429): `message` is the server's sentence, meant to be shown. */
export class AskingTooFast extends Error {
  override name = "AskingTooFast";
}

async function errorSentence(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    const error = typeof body === "object" && body !== null && "error" in body ? body.error : undefined;
    return typeof error === "string" && error.trim() !== "" ? error : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Asks POST /api/chat for a streamed answer and hands each piece to `onText` as it
 * arrives. A plain fetch: Remix fetchers would buffer the whole body before returning.
 * The earlier turns of the conversation go with the question, so follow-ups have context.
 * Rejects with AskingTooFast when the visitor is rate limited, otherwise with an Error.
 */
export async function askAssistant(question: string, history: readonly ChatTurn[], onText: (text: string) => void): Promise<void> {
  const response = await fetch("/api/chat", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
    body: chatRequestBody(question, history),
  });
  if (!response.ok || !response.body) {
    const sentence = await errorSentence(response);
    if (response.status === 429 && sentence) throw new AskingTooFast(sentence);
    throw new Error(sentence ?? `The chat API answered ${response.status}.`);
  }
  for await (const event of readAnswerEvents(response.body)) {
    if (event.type === "text") onText(event.text);
    else if (event.type === "error") throw new Error(event.error);
    else return;
  }
  throw new Error("The answer stream ended early.");
}
