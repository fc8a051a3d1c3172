import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { mcpHandler } from "virtual:tools";

const token = process.env.MCP_TOKEN;
if (!token) throw new Error("Set MCP_TOKEN to the bearer token MCP clients will send.");

const mcp = mcpHandler({
  authorize: (request) => (request.headers.get("Authorization") === `Bearer ${token}` ? { user: "owner" } : new Response("Unauthorized", { status: 401 })),
});

/** The request body as a stream; one the handler will not read (over its size limit) is drained, so the client gets the answer. */
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

/** Node's request as a fetch `Request` for the handler, and its `Response` written back. */
async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(key, String(value));
  const body = req.method === "GET" || req.method === "HEAD" ? undefined : bodyOf(req);
  const request = new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body, duplex: "half" } as RequestInit);
  const response = await mcp(request);
  response.headers.forEach((value, key) => res.setHeader(key, value));
  // A body left unread (refused, 413) ends the connection: the next request gets a fresh one.
  if (!req.complete) res.setHeader("Connection", "close");
  res.writeHead(response.status);
  if (response.body) Readable.fromWeb(response.body as import("node:stream/web").ReadableStream).pipe(res);
  else res.end();
}

const server = createServer((req, res) => {
  if (!req.url?.startsWith("/mcp")) return void res.writeHead(404).end("MCP is at /mcp");
  serve(req, res).catch(() => res.writeHead(500).end());
});
server.listen(Number(process.env.PORT ?? 3000), "127.0.0.1", () => {
  console.log(`MCP server at http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`);
});
