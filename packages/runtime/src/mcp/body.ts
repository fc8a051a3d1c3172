/**
 * The request body as text, read no further than the limit. A body over it
 * is still read to its end, and thrown away, when it is at most
 * `DRAIN_FACTOR` times the limit: a client (undici's fetch, the proxy in
 * front of workerd) that is still sending when the answer comes treats the
 * closed upload as a failed request, not as the 413. A larger one is
 * cancelled at once.
 */
import type { FetchRequest } from "./fetch-types.js";

const DRAIN_FACTOR = 8;

export async function readBody(request: FetchRequest, limit: number): Promise<string | undefined> {
  if (request.body === null) return "";
  const reader = request.body.getReader();
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > limit) {
    await discard(reader, declared > limit * DRAIN_FACTOR ? 0 : limit * DRAIN_FACTOR);
    return undefined;
  }
  const decoder = new TextDecoder();
  let size = 0;
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await discard(reader, limit * DRAIN_FACTOR - size);
      return undefined;
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/**
 * Drops the body of a request answered without reading it (a refusal: 401,
 * 403, 415, ...), up to `limit` bytes. Left unread, workerd closes the
 * connection after the answer, and the proxy in front of it fails the next
 * request it sends on that connection with a 500.
 */
export async function dropUnreadBody(request: FetchRequest, limit: number): Promise<void> {
  if (request.body === null || request.bodyUsed) return;
  await discard(request.body.getReader(), limit);
}

/** Reads and drops the rest of a body, up to `budget` bytes; past that, cancels it. */
async function discard(reader: ReadableStreamDefaultReader<Uint8Array>, budget: number): Promise<void> {
  let size = 0;
  try {
    while (budget > 0 && size <= budget) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
    }
  } catch {
    // The client went away: nothing left to drop.
    return;
  }
  reader.cancel().catch(() => {});
}
