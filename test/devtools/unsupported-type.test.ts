/**
 * A tool file with an error other than a missing type under `vite dev`: a
 * parameter whose type cannot become JSON Schema (a function type,
 * TC_UNSUPPORTED_TYPE) would read `{}` in the schema, which accepts
 * anything. That tool is not served (the inspector shows it stale with the
 * located error), the file's other tools and the other files' keep
 * working, and fixing the file brings it back.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InspectorState } from "../../packages/unplugin-toolcall/src/inspector/state.js";
import { connectClient } from "../mcp/client.js";
import { poll } from "../helpers/poll.js";
import { startPlaygroundDevServer, type PlaygroundDevServer } from "./dev-server.js";

const HOOKS = (parameter: string) => `"use tools";

/** Schedule a reminder. */
export function remind(${parameter}) {
  return "scheduled";
}

/** Check the service answers. */
export function ping() {
  return "pong";
}
`;
const GOOD = HOOKS("at: string");
const BROKEN = HOOKS("at: () => string");

interface CallAnswer {
  result?: { ok: boolean; value?: unknown; error?: { code: string } };
}

describe("a tool file with an unsupported type under vite dev", () => {
  let dev: PlaygroundDevServer;
  const file = () => path.join(dev.root, "src/tools/hooks.ts");
  const state = async () => (await (await fetch(`${dev.origin}/__toolcall/api/state`)).json()) as InspectorState;
  const tryIt = async (name: string, args: string) =>
    (await (await fetch(`${dev.origin}/__toolcall/api/call`, { method: "POST", body: JSON.stringify({ name, args }) })).json()) as CallAnswer;
  const listed = async () => {
    const client = await connectClient(`${dev.origin}/__toolcall/mcp`);
    try {
      return (await client.listTools()).tools.map((t) => t.name);
    } finally {
      await client.close();
    }
  };

  beforeAll(async () => {
    dev = await startPlaygroundDevServer("unsupported-type", { files: { "src/tools/hooks.ts": GOOD } });
  });

  afterAll(async () => {
    await dev?.close();
  });

  it("before: the schema is the type's; garbage is refused", async () => {
    expect(await listed()).toEqual(expect.arrayContaining(["forecast", "remind"]));
    expect((await tryIt("remind", '{"at": 42}')).result).toMatchObject({ ok: false, error: { code: "invalid_arguments" } });
  });

  it("a function type: the tool is not served, shown stale at the located error; the rest keeps working", async () => {
    writeFileSync(file(), BROKEN);
    await poll("remind to leave tools/list", async () => ((await listed()).includes("remind") ? undefined : true));
    expect(await tryIt("remind", '{"at": 42}')).toMatchObject({ result: { ok: false, error: { code: "unknown_tool" } } });
    const stale = (await state()).tools.filter((t) => t.stale).map((t) => ({ name: t.name, code: t.stale!.code, place: `${t.stale!.place.file}:${t.stale!.place.line}` }));
    expect(stale).toEqual([{ name: "remind", code: "TC_UNSUPPORTED_TYPE", place: "src/tools/hooks.ts:4" }]);
    expect((await tryIt("forecast", '{"city": "Lisbon"}')).result).toMatchObject({ ok: true });
    expect(await tryIt("ping", "{}")).toMatchObject({ result: { ok: true, value: "pong" } });
    expect(await listed()).toContain("ping");
  });

  it("fixed: the tool comes back with its schema", async () => {
    writeFileSync(file(), GOOD);
    await poll("remind to come back", async () => ((await listed()).includes("remind") ? true : undefined));
    expect((await state()).tools.filter((t) => t.stale)).toEqual([]);
    expect((await tryIt("remind", '{"at": 42}')).result).toMatchObject({ ok: false, error: { code: "invalid_arguments" } });
    expect(await tryIt("remind", '{"at": "noon"}')).toMatchObject({ result: { ok: true, value: "scheduled" } });
  });
});
