/**
 * A type file deleted under `vite dev`: the tool files that import it are
 * treated as files that do not parse. Their tools are not served (never
 * with `{}` where the missing type was, which accepts anything), the
 * inspector shows them stale with the located error, MCP clients are told
 * the list changed, and every other file's tools keep working, also when
 * the deleted file was imported by value (an enum) and so could not load.
 * Restoring the files serves what a fresh server serves.
 */
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { ToolListChangedNotificationSchema } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InspectorState } from "../../packages/unplugin-toolcall/src/inspector/state.js";
import { poll } from "../helpers/poll.js";
import { startPlaygroundDevServer, type PlaygroundDevServer } from "./dev-server.js";

const FILES = {
  // Imported for types only.
  "src/tools/geo.ts": `/** A point on the map. */
export interface Coordinates {
  /** Degrees north. */
  lat: number;
  /** Degrees east. */
  lon: number;
}
`,
  "src/tools/stations.ts": `"use tools";
import type { Coordinates } from "./geo.js";

/** The station nearest to a point. */
export function nearestStation(at: Coordinates) {
  return { name: "Central", at };
}
`,
  // Imported by value: the tool module cannot even load without it.
  "src/tools/line.ts": `/** A metro line. */
export enum Line {
  Red = "red",
  Blue = "blue",
}
`,
  "src/tools/lines.ts": `"use tools";
import { Line } from "./line.js";

/** The colour a line is drawn in. */
export function lineColour(line: Line) {
  return line === Line.Red ? "#d00" : "#00d";
}
`,
};

interface CallAnswer {
  result?: { ok: boolean; value?: unknown; error?: { code: string } };
  error?: string;
}

describe("a type file deleted under vite dev", () => {
  let dev: PlaygroundDevServer;
  let client: Client;
  let listChanged = 0;
  const state = async () => (await (await fetch(`${dev.origin}/__toolcall/api/state`)).json()) as InspectorState;
  /** The inspector's try-it. */
  const tryIt = async (name: string, args: string) =>
    (await (await fetch(`${dev.origin}/__toolcall/api/call`, { method: "POST", body: JSON.stringify({ name, args }) })).json()) as CallAnswer;
  const listed = async () => (await client.listTools()).tools.map((t) => t.name);
  const stale = async () => (await state()).tools.filter((t) => t.stale).map((t) => ({ name: t.name, code: t.stale!.code, place: `${t.stale!.place.file}:${t.stale!.place.line}:${t.stale!.place.column}` }));

  beforeAll(async () => {
    dev = await startPlaygroundDevServer("missing-types", { files: FILES });
    client = new Client({ name: "toolcall-test", version: "1.0.0" });
    client.setNotificationHandler(ToolListChangedNotificationSchema, () => void listChanged++);
    await client.connect(new StreamableHTTPClientTransport(new URL(`${dev.origin}/__toolcall/mcp`)));
  });

  afterAll(async () => {
    await client?.close();
    await dev?.close();
  });

  /** The other files' tools answer, over MCP and in the inspector. */
  async function othersWork(): Promise<void> {
    const good = await client.callTool({ name: "forecast", arguments: { city: "Lisbon", days: 2 } });
    expect(good.isError, JSON.stringify(good)).toBeFalsy();
    expect((await tryIt("forecast", '{"city": "Lisbon"}')).result).toMatchObject({ ok: true });
  }

  it("before: the schemas are the types'; garbage is refused", async () => {
    expect(await listed()).toEqual(expect.arrayContaining(["forecast", "lineColour", "nearestStation"]));
    expect((await tryIt("nearestStation", '{"at": "garbage"}')).result).toMatchObject({ ok: false, error: { code: "invalid_arguments" } });
    expect(await tryIt("lineColour", '{"line": "red"}')).toMatchObject({ result: { ok: true, value: "#d00" } });
  });

  it("types only: the importer's tools are not served, shown stale at the located error; the rest keeps working", async () => {
    const before = listChanged;
    rmSync(path.join(dev.root, "src/tools/geo.ts"));
    await poll("nearestStation to leave tools/list", async () => ((await listed()).includes("nearestStation") ? undefined : true));
    await poll("tools/list_changed", () => (listChanged > before ? true : undefined));
    expect(await tryIt("nearestStation", '{"at": "garbage"}')).toMatchObject({ result: { ok: false, error: { code: "unknown_tool" } } });
    await expect(client.callTool({ name: "nearestStation", arguments: { at: "garbage" } })).rejects.toThrow(/Unknown tool `nearestStation`/);
    expect(await stale()).toEqual([{ name: "nearestStation", code: "TC_UNRESOLVED_IMPORT", place: "src/tools/stations.ts:5:36" }]);
    await othersWork();
    expect(await tryIt("lineColour", '{"line": "blue"}')).toMatchObject({ result: { ok: true, value: "#00d" } });
  });

  it("also imported by value (an enum): the importer cannot load, and still takes no other tool down", async () => {
    rmSync(path.join(dev.root, "src/tools/line.ts"));
    await poll("lineColour to leave tools/list", async () => ((await listed()).includes("lineColour") ? undefined : true));
    await othersWork();
    expect(await tryIt("lineColour", '{"line": "red"}')).toMatchObject({ result: { ok: false, error: { code: "unknown_tool" } } });
    expect(await stale()).toEqual([
      { name: "lineColour", code: "TC_UNRESOLVED_IMPORT", place: "src/tools/lines.ts:5:34" },
      { name: "nearestStation", code: "TC_UNRESOLVED_IMPORT", place: "src/tools/stations.ts:5:36" },
    ]);
  });

  it("restored: the tools come back as a fresh server serves them", async () => {
    for (const file of ["src/tools/geo.ts", "src/tools/line.ts"] as const) writeFileSync(path.join(dev.root, file), FILES[file]);
    await poll("the tools to come back", async () => ((await listed()).includes("lineColour") && (await listed()).includes("nearestStation") ? true : undefined));
    expect(await stale()).toEqual([]);
    expect((await tryIt("nearestStation", '{"at": "garbage"}')).result).toMatchObject({ ok: false, error: { code: "invalid_arguments" } });
    expect(await tryIt("lineColour", '{"line": "red"}')).toMatchObject({ result: { ok: true, value: "#d00" } });

    const { createServer } = await import("vite");
    const { default: toolcall } = await import("unplugin-toolcall/vite");
    const fresh = await createServer({
      root: dev.root,
      configFile: false,
      logLevel: "silent",
      appType: "custom",
      plugins: [toolcall({ include: ["src/tools/**/*.ts"], dts: false })],
      server: { middlewareMode: true, ws: false },
    });
    try {
      const tools = async (server: typeof fresh) => JSON.stringify(((await server.ssrLoadModule("virtual:tools")) as { tools: unknown[] }).tools);
      expect(await tools(dev.server)).toBe(await tools(fresh));
    } finally {
      await fresh.close();
    }
  });
});
