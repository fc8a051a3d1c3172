/**
 * The answer to a POST whose calls may send the client something while they
 * run: requests (client-requests.ts, in session mode only, where the
 * client's reply can find its way back) and notifications about the call
 * (its progress and log entries, call-notifications.ts, in every mode).
 * Until a call sends something, nothing changes: the answers go out as they
 * would have (JSON, or events when the client takes only those). Once a
 * call sends something first, the answer becomes an event stream that
 * carries it at once, then what follows, then the answers, and ends. MCP's
 * Streamable HTTP transport lets a server answer a POST so; the client
 * replies to those requests with POSTs of its own.
 */
import type { FetchResponse } from "./fetch-types.js";
import { reply, type MethodContext } from "./methods.js";
import type { Incoming, JsonRpcResponse } from "./protocol.js";
import { streamResponse, type HeaderMap } from "./responses.js";
import { sseEvent } from "./sse.js";

const encoder = new TextEncoder();

export async function answerStream(
  incoming: readonly Incoming[],
  context: MethodContext,
  headers: HeaderMap,
  unstreamed: (answers: JsonRpcResponse[]) => FetchResponse,
  /** Whether calls may send the client requests here (session mode), beside notifications. */
  clientRequests: boolean,
): Promise<FetchResponse> {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let open = true;
  const early: unknown[] = [];
  let streaming!: () => void;
  const firstWrite = new Promise<void>((resolve) => (streaming = resolve));
  const write = (message: unknown): boolean => {
    if (!open) return false;
    if (controller === undefined) {
      early.push(message);
      streaming();
      return true;
    }
    try {
      controller.enqueue(encoder.encode(sseEvent(message)));
      return true;
    } catch {
      open = false;
      return false;
    }
  };
  const answering = Promise.all(incoming.map((m) => reply(m, { ...context, sendOnRequestStream: write, toClient: clientRequests ? write : context.toClient }))).then((answers) => answers.filter((a): a is JsonRpcResponse => a !== undefined));
  const done = await Promise.race([answering, firstWrite.then(() => undefined)]);
  if (done !== undefined && early.length === 0) return unstreamed(done);

  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      for (const message of early.splice(0)) c.enqueue(encoder.encode(sseEvent(message)));
    },
    cancel() {
      open = false;
    },
  });
  void answering
    .then((answers) => {
      for (const answer of answers) write(answer);
    })
    .finally(() => {
      if (!open) return;
      open = false;
      try {
        controller!.close();
      } catch {
        // The client went away first.
      }
    });
  return streamResponse(stream, headers);
}
