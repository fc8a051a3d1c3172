/**
 * A session's `GET` event stream, in the process that answered the `GET`:
 * it listens to the session store (sessions.ts) for the messages published
 * to the session, from this process or, with a shared store, from another,
 * and writes each as a `message` event; it ends when the session does.
 */
import type { ByteStream } from "./fetch-types.js";
import type { McpSessions } from "./sessions.js";

const encoder = new TextEncoder();
const KEEP_ALIVE = encoder.encode(": keep-alive\n\n");
/** Milliseconds between the comments that keep an idle stream open (clients and proxies drop a silent one). */
const KEEP_ALIVE_MS = 30_000;

/** The stream, once the store listens for it: so what is published after the client sees the stream open reaches it. */
export async function sessionStream(sessions: McpSessions, id: string): Promise<ByteStream> {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let stop: (() => void) | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  let open = true;
  const finish = () => {
    open = false;
    clearInterval(timer);
    stop?.();
  };
  const write = (bytes: Uint8Array) => {
    if (!open) return;
    try {
      controller.enqueue(bytes);
    } catch {
      finish(); // the client went away
    }
  };
  const stream = new ReadableStream<Uint8Array>({
    start: (c) => void (controller = c),
    cancel: finish,
  });
  stop = await sessions.listen(id, {
    message: (text) => write(encoder.encode(`event: message\ndata: ${text}\n\n`)),
    closed() {
      if (!open) return;
      finish();
      try {
        controller.close();
      } catch {
        // Already closed by the client.
      }
    },
  });
  if (!open) stop();
  // A comment first: the response starts at once, and the client knows the stream is open.
  write(encoder.encode(": stream open\n\n"));
  if (open) {
    timer = setInterval(() => write(KEEP_ALIVE), KEEP_ALIVE_MS);
    // In Node, an idle stream's timer need not keep the process alive.
    (timer as { unref?: () => void }).unref?.();
  }
  return stream as ByteStream;
}
