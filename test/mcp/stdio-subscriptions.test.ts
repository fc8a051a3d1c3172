/**
 * Resource subscriptions over stdio (docs/mcp.md, "Subscriptions over
 * stdio"): the page's `src/board.ts` and `src/board-stdio.ts` are built with
 * `vite build --ssr` and the real plugin, started as `node dist/...` by the
 * official client's `StdioClientTransport`, which declares, subscribes to the
 * notice, and must be told when the `pin_notice` tool changes it; after it
 * unsubscribes, not any more; and a URI with no resource is refused.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { ResourceUpdatedNotificationSchema } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { docExample } from "../../packages/unplugin-toolcall/test/docs/pages.js";
import { buildFixture } from "../helpers/build-basic.js";
import { tempDir } from "../helpers/temp-dir.js";

const PAGE = "docs/mcp.md";
let client: Client;
const errors: Error[] = [];
/** The `updated` notifications, in the order the client handled them. */
const updated: unknown[] = [];

beforeAll(async () => {
  const root = tempDir("mcp-stdio-subscriptions");
  mkdirSync(path.join(root, "src"), { recursive: true });
  writeFileSync(path.join(root, "src/board.ts"), docExample(PAGE, "src/board.ts"));
  const entry = path.join(root, "src/board-stdio.ts");
  writeFileSync(entry, docExample(PAGE, "src/board-stdio.ts"));
  const server = (await buildFixture("vite", { root, entry, outDir: path.join(root, "dist"), options: { include: ["src/**/*.ts"], dts: false } })).file;
  client = new Client({ name: "toolcall-test", version: "1.0.0" });
  client.onerror = (error) => void errors.push(error);
  client.setNotificationHandler(ResourceUpdatedNotificationSchema, (n) => void updated.push({ method: n.method, params: n.params }));
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [server], env: { PATH: process.env.PATH ?? "" }, stderr: "inherit" }));
}, 120_000);
afterAll(() => client?.close());

describe("docs/mcp.md: subscriptions over stdio", () => {
  it("declares subscribe for the server's resources", () => {
    expect(client.getServerCapabilities()?.resources).toEqual({ subscribe: true, listChanged: false });
  });

  it("tells the subscribed client that the tool changed the notice, and stops once it unsubscribes", async () => {
    expect(await client.subscribeResource({ uri: "board://notice" })).toEqual({});
    expect(await client.callTool({ name: "pin_notice", arguments: { text: "Lunch at noon." } })).toMatchObject({ structuredContent: { result: "Pinned." } });
    // The tool awaits `resourceUpdated` before it answers: the notification's line comes before the answer's.
    expect(updated).toEqual([JSON.parse(docExample(PAGE, "updated-notification"))]);
    expect((await client.readResource({ uri: "board://notice" })).contents).toEqual([{ uri: "board://notice", mimeType: "text/plain", text: "Lunch at noon." }]);

    expect(await client.unsubscribeResource({ uri: "board://notice" })).toEqual({});
    // The call's answer is the marker: an update for it would have come first, as above.
    expect(await client.callTool({ name: "pin_notice", arguments: { text: "Lunch at one." } })).toMatchObject({ structuredContent: { result: "Pinned." } });
    expect(updated).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it("refuses a URI it has no resource for, as resources/read does", async () => {
    await expect(client.subscribeResource({ uri: "board://notices" })).rejects.toThrow(/-32002.*Resource not found: board:\/\/notices/s);
  });
});
