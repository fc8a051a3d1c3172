/**
 * The answer to a POST as an event stream that opens at once: what the
 * calls send the client while they run (their requests: client-requests.ts)
 * goes out on it first, then the answers, and the stream ends. MCP's
 * Streamable HTTP transport lets a server answer a POST so; the client
 * replies to those requests with POSTs of its own.
 */
import type { FetchResponse } from "./fetch-types.js";
import { reply, type MethodContext } from "./methods.js";
import type { Incoming } from "./protocol.js";
import { streamResponse, type HeaderMap } from "./responses.js";
import { sseEvent } from "./sse.js";

const encoder = new TextEncoder();

export function answerStream(incoming: readonly Incoming[], context: MethodContext, headers: HeaderMap): FetchResponse {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let open = true;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      open = false;
    },
  });
  const write = (message: unknown): boolean => {
    if (!open) return false;
    try {
      controller.enqueue(encoder.encode(sseEvent(message)));
      return true;
    } catch {
      open = false;
      return false;
    }
  };
  void Promise.all(incoming.map((m) => reply(m, { ...context, toClient: write })))
    .then((answers) => {
      for (const answer of answers) if (answer !== undefined) write(answer);
    })
    .finally(() => {
      if (!open) return;
      open = false;
      try {
        controller.close();
      } catch {
        // The client went away first.
      }
    });
  return streamResponse(stream, headers);
}
