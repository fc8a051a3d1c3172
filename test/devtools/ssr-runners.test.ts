/**
 * Two module runners over one SSR environment, as under Astro 7, TanStack
 * Start, SvelteKit 3 and React Router 8: the framework runs its server code
 * in the environment's own runner, the developer tools load `virtual:tools`
 * through `ssrLoadModule`, a second runner over the same module graph. The
 * graph answers a runner's "is my copy current?" by whether the module was
 * transformed since it was invalidated, so whichever runner loaded the
 * edited module first left the other with its old copy. After every edit,
 * whichever loads first, both must run the new tools: a tool file's edit
 * (a module both runners evaluated) and a type file's (a file no runner
 * evaluates: only the schemas change).
 */
import { appendFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunnableDevEnvironment } from "vite";
import { connectClient } from "../mcp/client.js";
import { poll } from "../helpers/poll.js";
import { startPlaygroundDevServer, type PlaygroundDevServer } from "./dev-server.js";

const tool = (name: string) => `
/** Echo the text back. */
export function ${name}(text: string) {
  return text;
}
`;

interface Called {
  ok: boolean;
  value?: unknown;
}
type Call = (name: string, args: Record<string, unknown>) => Promise<Called>;

describe("the framework's runner and the developer tools' runner over one SSR environment", () => {
  let dev: PlaygroundDevServer;
  /** What the app's server code gets: `dispatch`, through the environment's own runner. */
  const app: Call = async (name, args) => {
    const mod = (await (dev.server.environments.ssr as RunnableDevEnvironment).runner.import("virtual:tools")) as {
      dispatch(name: string, args: unknown): Promise<Called>;
    };
    const { ok, value } = await mod.dispatch(name, args);
    return ok ? { ok, value } : { ok };
  };
  /** The inspector's try-it. */
  const tryIt: Call = async (name, args) => {
    const response = await fetch(`${dev.origin}/__toolcall/api/call`, { method: "POST", body: JSON.stringify({ name, args: JSON.stringify(args) }) });
    const { ok, value } = ((await response.json()) as { result: Called }).result;
    return ok ? { ok, value } : { ok };
  };
  /** The dev MCP endpoint, with the official client. */
  const mcp: Call = async (name, args) => {
    const client = await connectClient(`${dev.origin}/__toolcall/mcp`);
    try {
      const result = await client.callTool({ name, arguments: args });
      return result.isError ? { ok: false } : { ok: true, value: (result.content as { text: string }[])[0]!.text };
    } finally {
      await client.close();
    }
  };

  /**
   * After an edit: `first` is polled until the call succeeds (it has loaded
   * the new module), then each of `then` must succeed at once.
   */
  async function expectFresh(first: Call, then: Call[], name: string, args: Record<string, unknown>): Promise<void> {
    await poll(`the first runner to call ${name} with ${JSON.stringify(args)}`, async () => ((await first(name, args)).ok ? true : undefined));
    for (const call of then) expect((await call(name, args)).ok, `${name} ${JSON.stringify(args)}`).toBe(true);
  }

  beforeAll(async () => {
    dev = await startPlaygroundDevServer("ssr-runners");
    // Both runners hold the tools before any edit, as a framework's page and an open inspector do.
    expect(await app("forecast", { city: "Porto", days: 2 })).toMatchObject({ ok: true });
    expect(await tryIt("forecast", { city: "Porto", days: 2 })).toMatchObject({ ok: true });
  });

  afterAll(async () => {
    await dev?.close();
  });

  it("a tool file's edit: the app's runner loads first, then the try-it and MCP call the new tool", async () => {
    appendFileSync(path.join(dev.root, "src/tools/weather.ts"), tool("echo"));
    await expectFresh(app, [tryIt, mcp], "echo", { text: "hi" });
  });

  it("a tool file's edit: the try-it loads first, then the app calls the new tool", async () => {
    appendFileSync(path.join(dev.root, "src/tools/weather.ts"), tool("echoAgain"));
    await expectFresh(tryIt, [app, mcp], "echoAgain", { text: "hi" });
  });

  it("a type file's edit (imported with `import type`): the app's runner loads first, then the try-it and MCP check with the new schema", async () => {
    expect((await tryIt("forecast", { city: "Porto", unit: "k" })).ok).toBe(false);
    dev.edit("src/tools/types.ts", (text) => text.replace(`TemperatureUnit = "c" | "f"`, `TemperatureUnit = "c" | "f" | "k"`));
    await expectFresh(app, [tryIt, mcp], "forecast", { city: "Porto", unit: "k" });
  });

  it("a type file's edit: the try-it loads first, then the app checks with the new schema", async () => {
    expect((await app("forecast", { city: "Porto", unit: "r" })).ok).toBe(false);
    dev.edit("src/tools/types.ts", (text) => text.replace(`| "k"`, `| "k" | "r"`));
    await expectFresh(tryIt, [app, mcp], "forecast", { city: "Porto", unit: "r" });
  });
});
