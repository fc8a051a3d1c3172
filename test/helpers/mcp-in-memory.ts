/**
 * The official MCP client (@modelcontextprotocol/sdk) over the SDK's
 * in-memory transport, talking to an `McpServer` whose tools come from a
 * `virtual:tools` module's `registerMcpTools`. The client validates each
 * result's structuredContent against the tool's outputSchema itself.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as mcpTypes from "@modelcontextprotocol/sdk/types.js";

export interface InMemoryMcp {
  client: Client;
  /** Closes the client, then the server. */
  close(): Promise<void>;
}

/** Serves MOD's tools (`registerMcpTools(server, mcpTypes, options)`) and connects a client to them. */
export async function connectInMemory(
  mod: { registerMcpTools(server: McpServer, types: typeof mcpTypes, options?: object): void },
  options?: object,
): Promise<InMemoryMcp> {
  const server = new McpServer({ name: "toolcall-test", version: "1.0.0" });
  mod.registerMcpTools(server, mcpTypes, options);
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await server.connect(serverTransport);
  const client = new Client({ name: "toolcall-test-client", version: "1.0.0" });
  await client.connect(clientTransport);
  return {
    client,
    async close() {
      await client.close();
      await server.close();
    },
  };
}
