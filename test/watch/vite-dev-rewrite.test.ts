/**
 * A file written twice in quick succession (a formatter fixing on save, an
 * agent applying two edits): chokidar, Vite's watcher, drops a second
 * `change` of a path within 50 ms of the first, so the dev server hears of
 * the first write only. Vite's own module of the file is still right (it
 * reads the file when it is next loaded); `virtual:tools` must be too.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coldBuild } from "./helpers.js";
import { viteDevServer } from "./modes.js";
import { poll } from "../helpers/poll.js";
import { tempDir } from "../helpers/temp-dir.js";

/** A tool file declaring one tool per name. */
function toolFile(names: string[]): string {
  return `"use tools";\n${names.map((name) => `/** Tool ${name}. */\nexport function ${name}(city: string): string {\n  return city;\n}\n`).join("")}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// With HMR (`hotUpdate` reports changes) and without (`server.hmr: false`: the server's watcher does).
describe.each([true, false])("Vite dev server (hmr: %s): a second write soon after the first", (hmr) => {
  const root = tempDir("vite-dev-rewrite");
  const file = path.join(root, "src/tools.ts");
  const mode = viteDevServer({ hmr });

  beforeAll(async () => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, toolFile(["first"]));
    await mode.start(root);
  });
  afterAll(() => mode.close());

  // Each round adds a tool, then another one `gap` ms later: the served module must end with both.
  it.each([10, 30, 10, 30])("serves the second text when it follows the first by %i ms", async (gap) => {
    const names = coldBuild(root, { isolateToolFiles: true }).toolNames;
    writeFileSync(file, toolFile([...names, `a${names.length}`]));
    await sleep(gap);
    writeFileSync(file, toolFile([...names, `a${names.length}`, `b${names.length}`]));
    const cold = coldBuild(root, { isolateToolFiles: true });
    expect(cold.toolNames).toHaveLength(names.length + 2);
    const second = `b${names.length}`;
    let served: string | undefined;
    // Polling every 100 ms for 3 s: the watcher is quiet long before; a stale module stays stale.
    await poll(
      () => `the cold build's module (tools ${cold.toolNames.join(", ")}); the served one ${served?.includes(second) ? "has" : "lacks"} ${second}`,
      async () => {
        served = (await mode.observe()).moduleText;
        return served === cold.code ? true : undefined;
      },
      { timeoutMs: 3_000 },
    );
  });
});
