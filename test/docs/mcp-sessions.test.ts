/**
 * docs/mcp.md's "Sessions and subscriptions" is code, so it is run: its
 * `src/board.ts` and `src/board-server.ts` are built with the real plugin
 * (esbuild), and the official MCP client, subscribed to the notice, must be
 * told when the tool changes it and get the picture prompt's messages, as
 * the page shows them.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ResourceUpdatedNotificationSchema } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { docExample } from "../../packages/unplugin-toolcall/test/docs/pages.js";
import { buildFixture } from "../helpers/build-basic.js";
import { tempDir } from "../helpers/temp-dir.js";
import { connectClient, type Fetch } from "../mcp/client.js";

const PAGE = "docs/mcp.md";

describe("docs/mcp.md: sessions and subscriptions", () => {
  it("tells the subscribed client that the tool changed the notice, and serves the picture prompt", async () => {
    const root = tempDir("docs-mcp-sessions");
    mkdirSync(path.join(root, "src"), { recursive: true });
    writeFileSync(path.join(root, "src/board.ts"), docExample(PAGE, "src/board.ts"));
    const entry = path.join(root, "src/board-server.ts");
    writeFileSync(entry, docExample(PAGE, "src/board-server.ts"));
    const out = await buildFixture("esbuild", { root, entry, outDir: path.join(root, "dist"), options: { include: ["src/**/*.ts"], dts: false } });
    const worker = (await import(pathToFileURL(out.file).href)) as { default: { fetch(request: Request): Promise<Response> } };

    let streamOpen!: () => void;
    const opened = new Promise<void>((resolve) => (streamOpen = resolve));
    const fetch: Fetch = async (url, init) => {
      const response = await worker.default.fetch(new Request(url, init));
      if ((init?.method ?? "GET") === "GET" && response.status === 200) streamOpen();
      return response;
    };
    const client = await connectClient("http://localhost/mcp", { fetch });
    try {
      const updated = new Promise<unknown>((resolve) => client.setNotificationHandler(ResourceUpdatedNotificationSchema, (n) => resolve({ method: n.method, params: n.params })));
      await opened;
      await client.subscribeResource({ uri: "board://notice" });
      expect(await client.callTool({ name: "pin_notice", arguments: { text: "Lunch at noon." } })).toMatchObject({ structuredContent: { result: "Pinned." } });
      expect(await updated).toEqual(JSON.parse(docExample(PAGE, "updated-notification")));
      expect((await client.readResource({ uri: "board://notice" })).contents).toEqual([{ uri: "board://notice", mimeType: "text/plain", text: "Lunch at noon." }]);

      expect((await client.getPrompt({ name: "describe_picture" })).messages).toEqual(JSON.parse(docExample(PAGE, "picture-messages")));
    } finally {
      await client.close();
    }
  });
});
