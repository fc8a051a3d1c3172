/**
 * A tool file whose own code throws when it loads (a setting read at the
 * top, a helper that fails) under `vite dev`: the extraction sees nothing
 * wrong, so its tools are listed, but only they fail, each call saying
 * which file did not load, where and why; every other file's tools keep
 * working, for the app, in the inspector's try-it and over MCP. Fixing the
 * file brings its tools back. `vite build` keeps static imports.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectClient } from "../mcp/client.js";
import { poll } from "../helpers/poll.js";
import { startPlaygroundDevServer, type PlaygroundDevServer } from "./dev-server.js";

const SETTINGS = (top: string) => `"use tools";
${top}

/** Look up the weather station's settings. */
export function stationSettings() {
  return "ok";
}
`;
const THROWING = SETTINGS(`if (!process.env.TOOLCALL_NO_SUCH_SETTING) throw new Error("STATION_KEY is not set");`);
const FIXED = SETTINGS("");

interface Called {
  ok: boolean;
  value?: unknown;
  error?: { message: string };
}

describe("a tool file that throws when it loads, under vite dev", () => {
  let dev: PlaygroundDevServer;
  const file = () => path.join(dev.root, "src/tools/settings.ts");
  const tryIt = async (name: string, args: string) => {
    const answer = (await (await fetch(`${dev.origin}/__toolcall/api/call`, { method: "POST", body: JSON.stringify({ name, args }) })).json()) as { result?: Called; error?: string };
    return answer.result ?? { ok: false, error: { message: String(answer.error) } };
  };
  const app = async (name: string, args: unknown) => {
    const mod = (await dev.server.ssrLoadModule("virtual:tools")) as { dispatch(name: string, args: unknown): Promise<Called> };
    return mod.dispatch(name, args);
  };

  beforeAll(async () => {
    dev = await startPlaygroundDevServer("throwing-file", { files: { "src/tools/settings.ts": THROWING } });
  });

  afterAll(async () => {
    await dev?.close();
  });

  it("only the file's own tools fail, saying which file did not load, where and why; the others work", async () => {
    expect(await app("forecast", { city: "Lisbon" })).toMatchObject({ ok: true });
    expect(await tryIt("forecast", '{"city": "Lisbon"}')).toMatchObject({ ok: true });
    const client = await connectClient(`${dev.origin}/__toolcall/mcp`);
    try {
      const good = await client.callTool({ name: "forecast", arguments: { city: "Lisbon" } });
      expect(good.isError, JSON.stringify(good)).toBeFalsy();
      const bad = await client.callTool({ name: "stationSettings", arguments: {} });
      expect(bad.isError).toBe(true);
      expect(JSON.stringify(bad.content)).toContain("STATION_KEY is not set");
    } finally {
      await client.close();
    }
    const failed = await tryIt("stationSettings", "{}");
    expect(failed.ok).toBe(false);
    expect(failed.error?.message).toMatch(/src\/tools\/settings\.ts:\d+:\d+ did not load: STATION_KEY is not set/);
  });

  it("fixed: its tools work again", async () => {
    writeFileSync(file(), FIXED);
    await poll("stationSettings to work", async () => ((await tryIt("stationSettings", "{}")).ok ? true : undefined));
    expect(await app("stationSettings", {})).toMatchObject({ ok: true, value: "ok" });
    expect(await app("forecast", { city: "Lisbon" })).toMatchObject({ ok: true });
  });

  it("vite build imports the tool files statically", async () => {
    writeFileSync(path.join(dev.root, "src/entry.ts"), `export * from "virtual:tools";\n`);
    const { build } = await import("vite");
    const { default: toolcall } = await import("unplugin-toolcall/vite");
    const output = (await build({
      root: dev.root,
      configFile: false,
      logLevel: "silent",
      plugins: [toolcall({ include: ["src/tools/**/*.ts"], dts: false })],
      build: { ssr: "src/entry.ts", write: false },
    })) as { output: { code?: string }[] }[] | { output: { code?: string }[] };
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output);
    // One chunk: the tool files are bundled in, nothing is left to load at run time.
    expect(chunks.filter((c) => c.code !== undefined)).toHaveLength(1);
    expect(chunks[0]!.code).not.toContain("did not load");
  });
});
