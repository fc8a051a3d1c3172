import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { nodeListener } from "unplugin-toolcall/node";
import { mcpHandler } from "virtual:tools";

const token = process.env.MCP_TOKEN;
if (!token) throw new Error("Set MCP_TOKEN to the bearer token MCP clients will send.");

// The fetch handler as Node's request listener: Request in, Response streamed back.
const mcp = nodeListener(
  mcpHandler({
    authorize: (request) => (request.headers.get("Authorization") === `Bearer ${token}` ? { user: "owner" } : new Response("Unauthorized", { status: 401 })),
  }),
);

const server = createServer((req, res) => {
  if (!req.url?.startsWith("/mcp")) return void res.writeHead(404).end("MCP is at /mcp");
  mcp(req, res);
});
server.listen(Number(process.env.PORT ?? 3000), "127.0.0.1", () => {
  console.log(`MCP server at http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`);
});
