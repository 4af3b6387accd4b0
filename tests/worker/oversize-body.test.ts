import { expect, test } from "vitest";
import { MESSAGES } from "../../app/chat/server/errors.server";
import { MAX_BODY_BYTES } from "../../app/chat/shared/limits";
import { ORIGIN, setUpWorker } from "./start-worker";

/** A body refused for its size still gets its refusal: the sender is never cut off mid-upload. */
const worker = setUpWorker(() => ({ ratelimits: { CHAT_RATE_LIMITER: { simple: { limit: 1000, period: 60 } } } }));

/** A body sent in pieces, with no length declared up front. */
function chunked(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      controller.enqueue(new TextEncoder().encode("x".repeat(4096)));
      sent += 4096;
    },
  });
}

test("40 oversized questions at once, declared or streamed, each get a 413 with the sentence", async () => {
  const sizes = [MAX_BODY_BYTES * 2, MAX_BODY_BYTES * 8, 512 * 1024];
  const responses = await Promise.all(
    Array.from({ length: 40 }, (_, i) => {
      const size = sizes[i % sizes.length] ?? 0;
      const body = i % 2 ? chunked(size) : JSON.stringify({ message: "x".repeat(size) });
      return worker.dispatchFetch(`${ORIGIN}/api/chat`, {
        method: "POST",
        body,
        duplex: "half",
        headers: { "Content-Type": "application/json", Accept: "application/json", "CF-Connecting-IP": `10.77.0.${i}` },
      } as never);
    }),
  );
  for (const response of responses) {
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: MESSAGES.bodyTooLarge });
  }
});
