/**
 * Serves a Fetch-API handler (`Request` in, `Response` out) with `node:http`,
 * so the app itself never touches Node's request objects and runs unchanged
 * in workerd.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

export type FetchHandler = (request: Request) => Promise<Response>;

/**
 * Starts an HTTP server on `host:port` (0: any free port); resolves once it
 * listens. `currentHandler` is asked for the handler on every request, so
 * the dev server can hand out the app as reloaded after an edit.
 */
export function listen(currentHandler: () => FetchHandler | Promise<FetchHandler>, port: number, host = "127.0.0.1"): Promise<Server> {
  const server = createServer((req, res) => {
    serveNode(req, res, currentHandler).catch((error: unknown) => {
      res.writeHead(500, { "content-type": "text/plain" }).end(String(error));
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}

async function serveNode(req: IncomingMessage, res: ServerResponse, currentHandler: () => FetchHandler | Promise<FetchHandler>): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const request = new Request(`http://${req.headers.host ?? "localhost"}${req.url ?? "/"}`, {
    method: req.method,
    headers,
    body: req.method === "GET" || req.method === "HEAD" || chunks.length === 0 ? undefined : Buffer.concat(chunks),
  });
  const response = await (await currentHandler())(request);
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}
