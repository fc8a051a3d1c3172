/**
 * A framework that runs its server code in the SSR environment's own module
 * runner (Astro, TanStack Start) loads `virtual:tools` there. After an edit,
 * once the app has loaded the new module, the inspector's try-it and the MCP
 * endpoint must call the new tool too: Vite's `ssrLoadModule` keeps a second
 * runner over the same graph, which the graph then tells that its old copy
 * is current.
 */
import { appendFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunnableDevEnvironment } from "vite";
import { connectClient } from "../mcp/client.js";
import { poll } from "../helpers/poll.js";
import { startPlaygroundDevServer, type PlaygroundDevServer } from "./dev-server.js";

const ECHO = `
/** Echo the text back. */
export function echo(text: string) {
  return text;
}
`;

describe("the SSR environment's own runner, as a framework's server code uses it", () => {
  let dev: PlaygroundDevServer;
  /** What the app's server code sees: the tool names, through the environment's runner. */
  const appTools = async () => {
    const mod = (await (dev.server.environments.ssr as RunnableDevEnvironment).runner.import("virtual:tools")) as { tools: { name: string }[] };
    return mod.tools.map((t) => t.name);
  };
  const tryIt = async () => {
    const response = await fetch(`${dev.origin}/__toolcall/api/call`, { method: "POST", body: JSON.stringify({ name: "echo", args: '{"text":"hi"}' }) });
    return ((await response.json()) as { result: { ok: boolean; value?: unknown } }).result;
  };

  beforeAll(async () => {
    dev = await startPlaygroundDevServer("ssr-runner");
  });

  afterAll(async () => {
    await dev?.close();
  });

  it("after the app loaded the edited module, the inspector's try-it and the MCP endpoint call the new tool", async () => {
    expect(await appTools()).not.toContain("echo");
    expect((await tryIt()).ok).toBe(false);

    appendFileSync(path.join(dev.root, "src/tools/weather.ts"), ECHO);
    // The app asks first, as a framework's route does when the test (or the developer) reloads it.
    await poll("the app to see echo", async () => ((await appTools()).includes("echo") ? true : undefined));
    expect(await tryIt()).toEqual({ ok: true, value: "hi" });
    const client = await connectClient(`${dev.origin}/__toolcall/mcp`);
    try {
      expect((await client.listTools()).tools.map((t) => t.name)).toContain("echo");
      expect((await client.callTool({ name: "echo", arguments: { text: "hi" } })).content).toEqual([{ type: "text", text: "hi" }]);
    } finally {
      await client.close();
    }
  });
});
