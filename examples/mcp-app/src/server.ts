import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { nodeListener } from "unplugin-toolcall/node";
import { mcpHandler } from "virtual:tools";

// The `forecast` tool and its page (`@ui ./forecast.html`), served by mcpHandler:
// `tools/list` links the tool to `ui://toolcall-example-mcp-app/forecast`, and
// `resources/read` of that URI is the page, built by `vite build` into one HTML document.
const mcp = nodeListener(mcpHandler({ serverInfo: { name: "toolcall-mcp-app", version: "1.0.0" } }));

const server = createServer((req, res) => {
  if (!req.url?.startsWith("/mcp")) return void res.writeHead(404).end("MCP is at /mcp");
  mcp(req, res);
});
server.listen(Number(process.env.PORT ?? 3000), "127.0.0.1", () => {
  console.log(`MCP server at http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`);
});
