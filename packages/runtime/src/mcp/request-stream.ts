/**
 * The event stream of one POST: what the server sends the client *about a
 * request* while answering it (progress, log messages; later server-to-client
 * requests) goes on that request's own response, as MCP's Streamable HTTP
 * transport has it (docs/mcp.md, "Progress and logging"). The response stays
 * plain JSON until there is something to stream: the first message sent
 * opens the stream (the response becomes `text/event-stream`), and the
 * answers follow it as the last events, after which the stream ends.
 */
import type { ByteStream } from "./fetch-types.js";
import { sseEvent } from "./sse.js";

/** Sends one JSON-RPC message (a notification, or a request of the server's) on the stream of the request being answered. */
export type SendOnRequestStream = (message: unknown) => void;

export interface RequestStream {
  /** Sends a message on this request's stream, opening it on the first; does nothing once the request is answered. */
  readonly send: SendOnRequestStream;
  /** Resolves once the first message opened the stream. */
  readonly opened: Promise<void>;
  /** The stream, once opened: the body of the response. */
  body(): ByteStream | undefined;
  /** Sends the answers (when the stream is open) and ends it; later messages are dropped. */
  finish(answers: readonly unknown[]): void;
}

const encoder = new TextEncoder();

export function createRequestStream(): RequestStream {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let stream: ByteStream | undefined;
  // Answered, or the client stopped reading: nothing more goes out.
  let done = false;
  let markOpened!: () => void;
  const opened = new Promise<void>((resolve) => (markOpened = resolve));
  const enqueue = (message: unknown) => {
    try {
      controller!.enqueue(encoder.encode(sseEvent(message)));
    } catch {
      // The client went away mid-stream.
      done = true;
    }
  };
  return {
    send(message) {
      if (done) return;
      if (controller === undefined) {
        stream = new ReadableStream<Uint8Array>({
          start: (c) => void (controller = c),
          cancel: () => void (done = true),
        }) as ByteStream;
        markOpened();
      }
      enqueue(message);
    },
    opened,
    body: () => stream,
    finish(answers) {
      if (done) return;
      done = true;
      if (controller === undefined) return;
      for (const answer of answers) enqueue(answer);
      try {
        controller.close();
      } catch {
        // Already cancelled by the client.
      }
    },
  };
}
