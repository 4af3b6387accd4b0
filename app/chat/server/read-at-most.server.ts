/**
 * Reads and forgets up to `limit` more bytes, then cancels the rest. A request body refused
 * for its size is read on a little, so the client, still sending it, gets the refusal
 * instead of a connection cut under it.
 */
export async function discardAtMost(stream: ReadableStream<Uint8Array>, limit: number): Promise<void> {
  const reader = stream.getReader();
  try {
    for (let read = 0; read <= limit;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // A sender that gives up first has nothing left to hear.
  } finally {
    reader.releaseLock();
  }
}

/**
 * Reads a stream whole, unless it passes `limit` bytes: then it stops keeping it, reads on
 * and forgets at most `discardLimit` more bytes (see discardAtMost), and returns null. What
 * the stream says about its own length is never trusted. A stream that fails while being
 * read rejects, as its reader does.
 */
export async function readAtMost(stream: ReadableStream<Uint8Array>, limit: number, discardLimit = 0): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      if (discardLimit === 0) {
        await reader.cancel().catch(() => undefined);
      } else {
        reader.releaseLock();
        await discardAtMost(stream, discardLimit);
      }
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
