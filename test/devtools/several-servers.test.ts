/**
 * One plugin instance in two Vite dev servers, as Nuxt runs it: one serves
 * HTTP with HMR (the client's, where the developer tools are), the other
 * runs in middleware mode without HMR (Nuxt's server build). An edit must
 * reach the graph the developer tools load `virtual:tools` from, whichever
 * server heard of it: the inspector's try-it and the MCP endpoint call the
 * new tool at once, not after a restart.
 */
import { appendFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ViteDevServer } from "vite";
import { connectClient } from "../mcp/client.js";
import { poll } from "../helpers/poll.js";
import { startPlaygroundDevServer, type PlaygroundDevServer } from "./dev-server.js";

const ECHO = `
/** Echo the text back. */
export function echo(text: string) {
  return text;
}
`;

describe("one plugin instance in two dev servers (Nuxt's client and server)", () => {
  let dev: PlaygroundDevServer;
  let second: ViteDevServer;

  beforeAll(async () => {
    dev = await startPlaygroundDevServer("several-servers", {
      async alongside(plugin, root) {
        const { createServer } = await import("vite");
        second = await createServer({
          root,
          configFile: false,
          logLevel: "silent",
          appType: "custom",
          plugins: [plugin],
          server: { middlewareMode: true, hmr: false, ws: false },
        });
      },
    });
  });

  afterAll(async () => {
    await second?.close();
    await dev?.close();
  });

  it("an edit reaches the inspector's try-it and the MCP endpoint of the server with the developer tools", async () => {
    // Both servers have loaded the tools before the edit, as Nuxt's have.
    await second.ssrLoadModule("virtual:tools");
    const call = async () => {
      const response = await fetch(`${dev.origin}/__toolcall/api/call`, { method: "POST", body: JSON.stringify({ name: "echo", args: '{"text":"hi"}' }) });
      return ((await response.json()) as { result: { ok: boolean; value?: unknown } }).result;
    };
    expect((await call()).ok).toBe(false);

    appendFileSync(path.join(dev.root, "src/tools/weather.ts"), ECHO);
    expect(await poll("the inspector's try-it to call echo", async () => ((await call()).ok ? await call() : undefined))).toEqual({ ok: true, value: "hi" });
    const client = await connectClient(`${dev.origin}/__toolcall/mcp`);
    try {
      expect((await client.listTools()).tools.map((t) => t.name)).toContain("echo");
      expect((await client.callTool({ name: "echo", arguments: { text: "hi" } })).content).toEqual([{ type: "text", text: "hi" }]);
    } finally {
      await client.close();
    }
  });
});
