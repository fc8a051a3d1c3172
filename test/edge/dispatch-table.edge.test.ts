/**
 * The shared dispatch case table (test/dispatch-cases.ts: every row of the coercion table in
 * docs/virtual-module.md, "The coercion pass", and the error paths), replayed inside workerd against
 * test/fixtures/basic bundled by Vite with the toolcall plugin. workerd loads
 * the bundle during a request, where it refuses eval/new Function (see
 * no-eval.test.ts), so passing here means the bundle needs no eval.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dispatchCases, mismatch } from "../dispatch-cases.js";
import { buildWorker } from "./build-worker.js";
import { tempDir } from "../helpers/temp-dir.js";
import { startWorkerd, type RunningWorkerd } from "./workerd.js";

const FIXTURE = fileURLToPath(new URL("../fixtures/basic/", import.meta.url));
const ENTRY = fileURLToPath(new URL("./case-worker.ts", import.meta.url));

describe("the dispatch case table in workerd", () => {
  let running: RunningWorkerd | undefined;
  let bundle = "";
  let dir: string | undefined;

  beforeAll(async () => {
    dir = tempDir("edge-cases");
    await buildWorker({ root: FIXTURE, entry: ENTRY, outDir: dir });
    bundle = readFileSync(`${dir}/worker.js`, "utf8");
    running = await startWorkerd({ dir, workerModule: "worker.js" });
  });

  afterAll(async () => {
    await running?.stop();
  });

  it("bundles everything into one module (no imports left for workerd to resolve)", () => {
    expect(bundle).not.toMatch(/^\s*import\s[^(]/m);
    expect(bundle).toContain("bigint_echo");
  });

  it.each(dispatchCases)("$name", async ({ tool, args, ctx, expect: expected }) => {
    const response = await fetch(running!.url, { method: "POST", body: JSON.stringify({ tool, args, ctx }) });
    const text = await response.text();
    expect(response.status, text).toBe(200);
    expect(mismatch(JSON.parse(text), expected)).toBeUndefined();
  });

  it("logged no uncaught errors", () => {
    expect(running!.stderr()).not.toMatch(/uncaught|EvalError/i);
  });
});
