/**
 * chokidar (Vite's watcher) reports a deleted file about 100 ms late (its
 * `atomic` option waits to see whether the file comes back), and a created
 * one at once. A tool file deleted just before a type file it imports is
 * restored: the type file's event comes first, and brings back the tools of
 * the tool file (withheld while the type was missing) from the text the
 * project holds. The dev server must never serve an index that imports the
 * part of the deleted file: its module runner would then fail to load the
 * file, and Vite logs that error for the request (found by
 * test/watch/vite-dev.test.ts).
 */
import { createHash } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coldBuild, copyFixture } from "./helpers.js";
import { viteDevServer } from "./modes.js";
import { poll } from "../helpers/poll.js";

const TYPE = `/** A filter. */\nexport interface GoneFilter {\n  active: boolean;\n}\n`;

function toolFile(name: string): string {
  return `import type { GoneFilter } from "../types/gone.js";\n\n/**\n * Tool ${name}.\n * @tool ${name}\n */\nexport function ${name}(filter: GoneFilter): string {\n  return "impl:${name}";\n}\n`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("Vite dev server: a tool file deleted as the type file it imports comes back", () => {
  const root = copyFixture("vite-dev-delete");
  const typeFile = path.join(root, "src/types/gone.ts");
  const mode = viteDevServer();
  beforeAll(async () => {
    writeFileSync(typeFile, TYPE);
    // A tool that stays, so the type file stays a dependency whose deletion is an error to wait for.
    writeFileSync(path.join(root, "src/tools/keeper.ts"), toolFile("keeper"));
    await mode.start(root);
  });
  afterAll(() => mode.close());

  /** Polls until the dev server shows `want` in its error, or ("") the cold build's module and no error. */
  async function shows(want: string, what: string) {
    const cold = coldBuild(root, { isolateToolFiles: true });
    let last = "";
    await poll(
      () => `${what}: ${last.slice(0, 400)}`,
      async () => {
        const observed = await mode.observe();
        last = observed.error ?? (observed.moduleText === cold.code ? "" : "stale text");
        return (want === "" ? last === "" : last.includes(want)) ? true : undefined;
      },
      { timeoutMs: 5_000, everyMs: 50 },
    );
  }

  it.each([0, 1, 2, 3, 4])("round %i: never serves the part of the deleted file", async (round) => {
    const name = `made${round}`;
    const relative = `src/tools/${name}.ts`;
    const part = `virtual:tools/part/${createHash("sha256").update(relative).digest("hex").slice(0, 12)}`;
    writeFileSync(path.join(root, relative), toolFile(name));
    await shows("", `after writing ${name}`);
    expect((await mode.observe()).moduleText).toContain(part);
    rmSync(typeFile);
    await shows("gone.js", "after deleting the type file");
    rmSync(path.join(root, relative));
    writeFileSync(typeFile, TYPE);
    // Until the deletion has surely been reported (chokidar's 100 ms, and the load of this machine).
    const served = new Set<string>();
    for (const start = Date.now(); Date.now() - start < 400; await sleep(20)) served.add((await mode.observe()).moduleText ?? "");
    expect([...served].filter((text) => text.includes(part))).toEqual([]);
    await shows("", `after deleting ${name} and restoring the type file`);
  });
});
