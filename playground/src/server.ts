/**
 * The playground's Node server: the Fetch-API app of src/app.ts behind
 * `node:http`.
 *
 *   node dist/server.js           serves on 127.0.0.1:$PORT (default 3000)
 *   node dist/server.js --demo    serves on a free loopback port, calls its own
 *                                 tools over HTTP, prints the exchanges, exits
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { handleRequest } from "./app.js";
import { runDemo } from "./demo.js";

/** Starts the server; resolves once it listens. */
function startServer(port: number, host = "127.0.0.1"): Promise<Server> {
  const server = createServer((req, res) => {
    serveNode(req, res).catch((error: unknown) => {
      res.writeHead(500, { "content-type": "text/plain" }).end(String(error));
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}

async function serveNode(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const request = new Request(`http://${req.headers.host ?? "localhost"}${req.url ?? "/"}`, {
    method: req.method,
    headers,
    body: req.method === "GET" || req.method === "HEAD" ? undefined : body,
  });
  const response = await handleRequest(request);
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

async function main(): Promise<void> {
  if (process.argv.includes("--demo")) {
    const server = await startServer(0);
    const { port } = server.address() as AddressInfo;
    try {
      await runDemo(`http://127.0.0.1:${port}`);
    } finally {
      server.close();
    }
    return;
  }
  const port = Number(process.env.PORT ?? 3000);
  const server = await startServer(port);
  const { address, port: bound } = server.address() as AddressInfo;
  console.log(`toolcall playground on http://${address}:${bound} (GET /tools, POST /tools/:name)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
