/**
 * The playground's dev server (`pnpm dev`: playground/dev.mjs, the app loaded
 * through Vite's dev server) picks up edits to tools without a restart: a
 * changed type, a new tool file, a deleted one. It runs on a copy of the
 * playground, so the real one is never touched.
 */
import { cpSync, rmSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startNodeServer, type RunningServer } from "./node-server.js";
import { poll } from "../helpers/poll.js";
import { tempDir } from "../helpers/temp-dir.js";

const PLAYGROUND = fileURLToPath(new URL("../../playground/", import.meta.url));

/** Asks until `check` passes (its last failure is the error's cause): file watchers report edits after a short, unknown delay. */
const eventually = (what: string, check: () => Promise<void>) => poll(what, () => check().then(() => true), { everyMs: 200 });

describe("the playground's dev server", () => {
  let dir: string | undefined;
  let dev: RunningServer | undefined;

  beforeAll(async () => {
    dir = tempDir("playground-dev");
    // Resolves `vite` and `unplugin-toolcall` from test/node_modules, like the playground does from its own.
    for (const entry of ["src", "vite.config.ts", "dev.mjs"]) cpSync(PLAYGROUND + entry, `${dir}/${entry}`, { recursive: true });
    dev = await startNodeServer(`${dir}/dev.mjs`);
  });

  afterAll(async () => {
    await dev?.stop();
  });

  const forecast = (days: number) =>
    fetch(`${dev!.url}/tools/forecast`, { method: "POST", body: JSON.stringify({ city: "Oslo", days }) }).then((r) => r.status);
  const toolNames = () =>
    fetch(`${dev!.url}/tools`)
      .then((r) => r.json())
      .then((tools: { name: string }[]) => tools.map((tool) => tool.name));

  it("serves the app from source", async () => {
    expect(await forecast(3)).toBe(200);
    expect(await forecast(20)).toBe(422);
  });

  it("enforces a bound edited in the source on the next requests", async () => {
    const file = `${dir}/src/tools/weather.ts`;
    const source = readFileSync(file, "utf8");
    expect(source).toContain("Max<14>");
    writeFileSync(file, source.replace("Max<14>", "Max<30>"));
    await eventually("the widened type to accept 20 days", async () => expect(await forecast(20)).toBe(200));
    expect(await forecast(31)).toBe(422);
  });

  it("serves a tool from a new file, and forgets it when the file is deleted", async () => {
    const file = `${dir}/src/tools/clock.ts`;
    writeFileSync(file, `"use tools";\n/** The current UTC time. */\nexport function utc_now(): string {\n  return new Date().toISOString();\n}\n`);
    await eventually("the new tool to be listed", async () => expect(await toolNames()).toContain("utc_now"));
    const call = await fetch(`${dev!.url}/tools/utc_now`, { method: "POST", body: "{}" });
    expect(call.status).toBe(200);
    rmSync(file);
    await eventually("the deleted tool to be gone", async () => expect(await toolNames()).not.toContain("utc_now"));
  });
});
