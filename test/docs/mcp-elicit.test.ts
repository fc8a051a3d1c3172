/**
 * docs/mcp.md's "Asking the client" is code, so it is run: its `src/book.ts`
 * is built with the real plugin (esbuild), served by `mcpHandler({ sessions:
 * true })`, and the official MCP client, answering the elicitation, must
 * receive exactly the request the page shows and get the tool's answer.
 */
import { pathToFileURL } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { ElicitRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { beforeAll, describe, expect, it } from "vitest";
import { docExample } from "../../packages/unplugin-toolcall/test/docs/pages.js";
import { buildFixture, toolsProject } from "../helpers/build-basic.js";
import { tempDir } from "../helpers/temp-dir.js";

const PAGE = "docs/mcp.md";

describe("docs/mcp.md: asking the client", () => {
  let handler: (request: Request) => Promise<Response>;

  beforeAll(async () => {
    const project = toolsProject(tempDir("docs-mcp-elicit"), docExample(PAGE, "src/book.ts"));
    const out = await buildFixture("esbuild", { ...project, options: { dts: false } });
    const { mcpHandler } = (await import(pathToFileURL(out.file).href)) as { mcpHandler: (options: { sessions: boolean }) => typeof handler };
    handler = mcpHandler({ sessions: true });
  });

  it("sends the form the page shows and books with the checked answer", async () => {
    const client = new Client({ name: "docs", version: "1.0.0" }, { capabilities: { elicitation: {} } });
    const requests: unknown[] = [];
    client.setRequestHandler(ElicitRequestSchema, (request) => {
      requests.push(request.params);
      return { action: "accept", content: { guests: 2, email: "ada@example.com", room: "double" } };
    });
    await client.connect(new StreamableHTTPClientTransport(new URL("http://localhost/mcp"), { fetch: (url, init) => handler(new Request(url, init)) }));
    const result = await client.callTool({ name: "book", arguments: { hotel: "the Ritz" } });
    expect(requests).toEqual([JSON.parse(docExample(PAGE, "elicit-request"))]);
    expect(result.structuredContent).toEqual({ result: "Booked a double room at the Ritz for 2; confirmation to ada@example.com." });
    await client.close();
  });

  it("tells the tool when the client cannot be asked", async () => {
    const client = new Client({ name: "docs", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL("http://localhost/mcp"), { fetch: (url, init) => handler(new Request(url, init)) }));
    const result = await client.callTool({ name: "book", arguments: { hotel: "the Ritz" } });
    expect(result.structuredContent).toEqual({
      result: "Could not ask: The client did not declare the `elicitation` capability in initialize, so elicitation/create cannot be sent to it.",
    });
    await client.close();
  });
});
