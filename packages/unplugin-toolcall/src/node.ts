/**
 * `unplugin-toolcall/node`: a fetch-style handler (`mcpHandler()` of
 * `virtual:tools`, or any `(request) => Response`) on Node's `http` server.
 * Node's request and response become the fetch API's `Request` and
 * `Response` and back; bodies stream both ways, so an event stream stays open
 * until either side closes it. The dev server's MCP endpoint mounts its
 * handler with the same two functions.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

/** What `nodeListener` serves: `mcpHandler()`'s result, or any fetch handler. */
export type FetchHandler = (request: Request) => Response | Promise<Response>;

/**
 * The handler as a `node:http` request listener:
 * `createServer(nodeListener(mcpHandler({ ... })))`. A handler that throws
 * answers 500 (or, once the answer has begun, ends it), so no request is left
 * hanging and no rejection goes unhandled.
 */
export function nodeListener(handler: FetchHandler): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    (async () => sendResponse(await handler(toRequest(req, res)), res))().catch(() => {
      if (res.headersSent) res.end();
      else res.writeHead(500).end();
    });
  };
}

/**
 * The body as a stream. One the handler will not read (over its size limit)
 * is drained rather than destroyed, so the client still gets the answer.
 */
function bodyOf(req: IncomingMessage): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      req.on("data", (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk)));
      req.on("end", () => controller.close());
      req.on("error", (error) => controller.error(error));
    },
    cancel() {
      req.removeAllListeners("data").resume();
    },
  });
}

/** The host the request was sent to: `Host`, or HTTP/2's `:authority`; `localhost` for an HTTP/1.0 request that names none. */
export function hostOf(req: IncomingMessage): string {
  return req.headers.host ?? String(req.headers[":authority"] ?? "localhost");
}

/**
 * Node's request as a fetch `Request` (the body streamed, not read ahead).
 * Given the response, the request's `signal` aborts when the connection
 * closes before the answer ended (the client gave up), as it does on
 * Workers, so the handler can stop a call nobody waits for.
 */
export function toRequest(req: IncomingMessage, res?: ServerResponse): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    // HTTP/2 pseudo-headers (`:authority`) are not header names a Request takes.
    if (value === undefined || key.startsWith(":")) continue;
    headers.set(key, Array.isArray(value) ? value.join(", ") : value);
  }
  const host = hostOf(req);
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  let signal: AbortSignal | undefined;
  if (res) {
    const controller = new AbortController();
    // "close" comes once per response, also after a normal end: only an unfinished answer is a client gone.
    res.once("close", () => {
      if (!res.writableFinished) controller.abort();
    });
    signal = controller.signal;
  }
  return new Request(`http://${host}${req.url ?? "/"}`, {
    method: req.method,
    headers,
    signal,
    body: hasBody ? bodyOf(req) : undefined,
    // A streamed request body must say so (undici requires it).
    duplex: "half",
  } as RequestInit);
}

/** Writes a fetch `Response` to Node's response, streaming its body; resolves when the answer has ended. */
export async function sendResponse(response: Response, res: ServerResponse): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => (headers[key] = value));
  // A body left unread (refused, 413) ends the connection: the next request gets a fresh one.
  if (!res.req.complete) headers.connection = "close";
  res.writeHead(response.status, headers);
  if (response.body === null) {
    res.end();
    return;
  }
  res.flushHeaders();
  const reader = response.body.getReader();
  res.on("close", () => void reader.cancel().catch(() => {}));
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      res.write(value);
    }
  } catch {
    // The client went away mid-stream.
  }
  res.end();
}
