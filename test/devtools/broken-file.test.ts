/**
 * One broken file in `vite dev`: the other files' tools keep working over
 * MCP (the official client) and in the inspector's try-it, the broken
 * file's last good tools show as stale with the error, fixing the file
 * brings them back, and `vite build` of the same project still fails. Also
 * the start-up banner's addresses and the refusal of empty try-it text.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InspectorState } from "../../packages/unplugin-toolcall/src/inspector/state.js";
import { poll } from "../helpers/poll.js";
import { startPlaygroundDevServer, type PlaygroundDevServer } from "./dev-server.js";

describe("a dev server with one broken file", () => {
  let dev: PlaygroundDevServer;
  let client: Client;
  const state = async () => (await (await fetch(`${dev.origin}/__toolcall/api/state`)).json()) as InspectorState;
  const call = async (name: string, args: string) =>
    (await (await fetch(`${dev.origin}/__toolcall/api/call`, { method: "POST", body: JSON.stringify({ name, args }) })).json()) as {
      result?: { ok: boolean };
      error?: string;
    };

  beforeAll(async () => {
    dev = await startPlaygroundDevServer("broken-file");
    client = new Client({ name: "toolcall-test", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${dev.origin}/__toolcall/mcp`)));
  });

  afterAll(async () => {
    await client?.close();
    await dev?.close();
  });

  it("a syntax error: the other file's tools are listed and called; the broken file's show as stale", async () => {
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual(["forecast", "get_user", "list_my_orders", "searchPlaces", "setReminder"]);
    dev.edit("src/tools/accounts.ts", (text) => text + "\nexport function broken( {\n");
    const listed = await poll("the broken file's tools to leave the list", async () => {
      const names = (await client.listTools()).tools.map((t) => t.name);
      return names.includes("get_user") ? undefined : names;
    });
    expect(listed).toEqual(["forecast", "searchPlaces"]);
    const good = await client.callTool({ name: "forecast", arguments: { city: "Lisbon", days: 2 } });
    expect(good.isError).toBeFalsy();
    expect((await call("forecast", '{"city": "Lisbon"}')).result).toMatchObject({ ok: true });

    const page = await state();
    const stale = page.tools.filter((t) => t.stale).map((t) => [t.name, t.stale!.code, t.stale!.place.file]);
    expect(stale).toEqual([
      ["get_user", "TC_SYNTAX_ERROR", "src/tools/accounts.ts"],
      ["list_my_orders", "TC_SYNTAX_ERROR", "src/tools/accounts.ts"],
      ["setReminder", "TC_SYNTAX_ERROR", "src/tools/accounts.ts"],
    ]);
    expect(page.tools.find((t) => t.name === "forecast")!.stale).toBeUndefined();
  });

  it("fixing the file brings its tools back, no longer stale", async () => {
    dev.edit("src/tools/accounts.ts", (text) => text.replace("\nexport function broken( {\n", ""));
    await poll("the tools to come back", async () => ((await client.listTools()).tools.some((t) => t.name === "get_user") ? true : undefined));
    expect((await state()).tools.filter((t) => t.stale)).toEqual([]);
  });

  it("a refused parameter: that tool is not served, the rest of its file works, and the error shows on the file's card", async () => {
    dev.edit("src/tools/weather.ts", (text) => text + "\nexport function total(...values: number[]) {\n  return values.length;\n}\n");
    await poll("the error to show", async () => ((await state()).diagnostics.some((d) => d.code === "TC_REST_PARAMETER") ? true : undefined));
    const listed = (await client.listTools()).tools.map((t) => t.name);
    expect(listed).toContain("forecast");
    expect(listed).not.toContain("total");
    const good = await client.callTool({ name: "forecast", arguments: { city: "Lisbon" } });
    expect(good.isError).toBeFalsy();
    const page = await state();
    expect(page.tools.find((t) => t.name === "forecast")!.diagnostics).toEqual([]);
    expect(page.tools.find((t) => t.name === "total")).toBeUndefined();
    expect(page.brokenFiles.map((b) => [b.place.file, b.errors.map((d) => d.code)])).toEqual([["src/tools/weather.ts", ["TC_REST_PARAMETER"]]]);
  });

  it("vite build of the same project still fails on the error", async () => {
    writeFileSync(path.join(dev.root, "src/entry.ts"), `export * from "virtual:tools";\n`);
    const { build } = await import("vite");
    const { default: toolcall } = await import("unplugin-toolcall/vite");
    await expect(
      build({
        root: dev.root,
        configFile: false,
        logLevel: "silent",
        plugins: [toolcall({ include: ["src/tools/**/*.ts"], dts: false })],
        build: { ssr: "src/entry.ts", write: false },
      }),
    ).rejects.toThrow(/TC_REST_PARAMETER/);
  });

  it("empty try-it text is refused, not read as {}", async () => {
    expect(await call("forecast", "  ")).toEqual({ error: "the arguments are empty: type a JSON object (`{}` for none)" });
  });

  it("Vite's start-up banner lists the inspector and the MCP endpoint", () => {
    const lines: string[] = [];
    const info = dev.server.config.logger.info;
    dev.server.config.logger.info = (message: string) => void lines.push(message);
    try {
      dev.server.printUrls();
    } finally {
      dev.server.config.logger.info = info;
    }
    const plain = lines.join("\n").replace(/\x1b\[[0-9;]*m/g, "");
    expect(plain).toContain(`➜  Local:   ${dev.origin}/`);
    expect(plain).toContain(`➜  Tools:   ${dev.origin}/__toolcall/`);
    expect(plain).toContain(`➜  MCP:     ${dev.origin}/__toolcall/mcp`);
  });
});
