/**
 * Watch mode in every bundler (`vite build --watch` here; the dev server has its own test): a tool
 * file created, a type-only dependency edited, a tool file deleted, each
 * reaches the rebuilt `virtual:tools`. The thorough invalidation tests
 * (incremental output equals a cold build) live with the project's own.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASIC_FIXTURE } from "../helpers/paths.js";
import { tempDir } from "../helpers/temp-dir.js";
import { watchFixture, type WatchSession } from "../helpers/watch-basic.js";

const WATCHED = ["vite", "rollup", "rolldown", "esbuild", "webpack", "rspack"] as const;

describe.each(WATCHED)("%s watch mode", (bundler) => {
  const tmp = tempDir(`watch-${bundler}`);
  const root = path.join(tmp, "project");
  let session: WatchSession;

  beforeAll(async () => {
    cpSync(path.join(BASIC_FIXTURE, "src"), path.join(root, "src"), { recursive: true });
    cpSync(path.join(BASIC_FIXTURE, "tsconfig.json"), path.join(root, "tsconfig.json"));
    session = await watchFixture(bundler, {
      root,
      entry: path.join(root, "src/entry.ts"),
      outDir: path.join(tmp, "dist"),
      options: { dts: "../toolcall.d.ts" },
    });
    await session.until((run) => run.toolNames.includes("forecast"));
  });

  afterAll(async () => {
    await session?.close();
  });

  it("adds a tool from a new file", async () => {
    writeFileSync(path.join(root, "src/added.ts"), '"use tools";\n/** Added in watch mode. */\nexport function added_tool() {\n  return 1;\n}\n');
    await session.until((run) => run.toolNames.includes("added_tool"));
    expect(readFileSync(path.join(tmp, "toolcall.d.ts"), "utf8")).toContain('"added_tool"');
  });

  it("adds a tool from a file in a new subdirectory, then drops it", async () => {
    const dir = path.join(root, "src/nested/deeper");
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "nested.ts"), "/**\n * Deep down.\n * @tool nested_tool\n */\nexport function nested() {\n  return 2;\n}\n");
    await session.until((run) => run.toolNames.includes("nested_tool"));
    rmSync(path.join(root, "src/nested"), { recursive: true });
    await session.until((run) => !run.toolNames.includes("nested_tool"));
  });

  it("follows an edit of a type-only dependency", async () => {
    // geo.ts is reached only through `import type` (misc.ts -> shapes.ts -> geo.ts).
    const geo = path.join(root, "src/geo.ts");
    writeFileSync(geo, readFileSync(geo, "utf8").replace("lon: number;", "lon: number;\n  /** Metres above sea level. */\n  altitude: number;"));
    const run = await session.until((r) => r.toolsJson.includes("Metres above sea level."));
    const ship = (JSON.parse(run.toolsJson) as { name: string; inputSchema: unknown }[]).find((t) => t.name === "ship");
    expect(JSON.stringify(ship)).toContain("altitude");
  });

  it("follows an edit of a tool function's body", async () => {
    const misc = path.join(root, "src/misc.ts");
    writeFileSync(misc, readFileSync(misc, "utf8").replace("return { city, days, unit };", 'return { city, days, unit, edited: "yes" };'));
    const call = { name: "forecast", tool: "forecast", args: '{"city":"Oslo"}', expect: { ok: true, value: null } } as const;
    const edited = (run: { results: unknown[] }) => String(JSON.stringify(run.results[0])).includes('"edited":"yes"');
    await session.until(edited, [call]);
  });

  it("drops the tools of a deleted file", async () => {
    rmSync(path.join(root, "src/added.ts"));
    const run = await session.until((r) => !r.toolNames.includes("added_tool"));
    expect(run.toolNames).toContain("forecast");
    expect(session.errors.filter((e) => !e.includes("added"))).toEqual([]);
  });
});
