/**
 * Negative control for the edge tests: proves the runtime they use is a real
 * edge runtime that refuses to compile code from strings, both while a worker
 * module loads and while it handles a request. Without this, a passing edge
 * test would not show that the bundle needs no eval.
 */
import { writeFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { tempDir } from "../helpers/temp-dir.js";
import { startWorkerd, type RunningWorkerd } from "./workerd.js";

const REFUSED = "Code generation from strings disallowed";

const WORKERS = [
  {
    where: "while the module loads (as an ajv-style compile at import would)",
    source: `const one = new Function("return 1")();
export default { fetch: () => new Response("compiled: " + one) };`,
  },
  {
    where: "while handling a request (as a lazy compile would)",
    source: `export default {
  fetch() {
    try { return new Response("compiled: " + new Function("return 1")()); }
    catch (error) { return new Response(error.name + ": " + error.message, { status: 500 }); }
  },
};`,
  },
  {
    where: "through indirect eval",
    source: `export default {
  fetch() {
    try { return new Response("evaluated: " + (0, eval)("1")); }
    catch (error) { return new Response(error.name + ": " + error.message, { status: 500 }); }
  },
};`,
  },
];

describe("workerd refuses code generation (negative control)", () => {
  let running: RunningWorkerd | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    await running?.stop();
    running = undefined;
  });

  it.each(WORKERS)("refuses new Function $where", async ({ source }) => {
    // The same code runs in Node, so a refusal below is workerd's doing.
    expect(new Function("return 1")()).toBe(1);

    dir = tempDir("edge-no-eval");
    writeFileSync(`${dir}/worker.js`, source);
    running = await startWorkerd({ dir, workerModule: "worker.js" });
    const response = await fetch(running.url);
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(text).toContain("EvalError");
    expect(text).toContain(REFUSED);
  });
});
