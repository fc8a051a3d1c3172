import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { nodeListener } from "unplugin-toolcall/node";
import { mcpHandler } from "virtual:tools";

// No `authorize`: the conformance suite connects without credentials, and its
// DNS rebinding scenario is about exactly this kind of server, local and
// unauthenticated. Sessions on, because the suite's SSE scenarios open one.
const mcp = nodeListener(mcpHandler({ sessions: true, serverInfo: { name: "toolcall-mcp-everything", version: "1.0.0" } }));

const server = createServer((req, res) => {
  if (!req.url?.startsWith("/mcp")) return void res.writeHead(404).end("MCP is at /mcp");
  mcp(req, res);
});
server.listen(Number(process.env.PORT ?? 3000), "127.0.0.1", () => {
  console.log(`MCP server at http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`);
});
