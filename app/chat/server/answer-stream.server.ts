import { encodeAnswerEvent, type AnswerEvent } from "../shared/answer-events";
import { MESSAGES } from "./errors.server";
import type { StreamRedactor } from "../shared/phone";

const encoder = new TextEncoder();

function event(answerEvent: AnswerEvent): Uint8Array {
  return encoder.encode(encodeAnswerEvent(answerEvent));
}

export const SSE_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-store",
} as const;

/**
 * The answer as a Server-Sent Events body: `data: {"text": ...}` per piece, then `event: done`.
 * If the model fails halfway, the words already sent stay and a short note ends the answer.
 * `first` is the piece already received (the caller waited for it to choose the status).
 */
export function answerEventStream(
  first: string,
  rest: AsyncIterator<string>,
  redactor: StreamRedactor,
  onFailure: (error: unknown) => void,
): ReadableStream<Uint8Array> {
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      // Each pull must enqueue something or close: a pull that adds nothing is not called again.
      // Pieces the redactor holds back (a possible phone number in progress) are therefore read past.
      const send = (text: string) => {
        if (text) controller.enqueue(event({ type: "text", text }));
        return text !== "";
      };
      if (!started) {
        started = true;
        if (send(redactor.push(first))) return;
      }
      try {
        for (;;) {
          const next = await rest.next();
          if (next.done) {
            send(redactor.flush());
            controller.enqueue(event({ type: "done" }));
            controller.close();
            return;
          }
          if (send(redactor.push(next.value))) return;
        }
      } catch (error) {
        onFailure(error);
        send(redactor.flush());
        send(MESSAGES.cutOff);
        controller.enqueue(event({ type: "done" }));
        controller.close();
      }
    },
    async cancel() {
      // The visitor left: stop reading the model, which aborts the upstream request. The
      // aborted request may fail as it ends; nobody is left to tell.
      await rest.return?.().catch(() => undefined);
    },
  });
}

/** An answer that is already whole (offline): one piece, then the end. */
export function wholeAnswerStream(answer: string): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(event({ type: "text", text: answer }));
      controller.enqueue(event({ type: "done" }));
      controller.close();
    },
  });
}
