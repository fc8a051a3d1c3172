/**
 * A finished call leaves no timer behind: a plain Node process that made
 * 1,000 calls with deadlines and signals (finished, cancelled and timed out)
 * exits by itself. Built with the real plugin (esbuild), run with no test
 * runner in between, since a runner's own handles would hide a leaked timer.
 */
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildFixture, toolsProject } from "../helpers/build-basic.js";
import { tempDir } from "../helpers/temp-dir.js";

const TOOLS = `"use tools";
import type { ToolCall } from "unplugin-toolcall/types";

/**
 * Sleeps, unless stopped.
 * @timeout 60s
 */
export async function nap(ms: number, call: ToolCall): Promise<number> {
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    call.signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });
  return ms;
}
`;

// 1,000 calls, each with a 60 s deadline (the tool's) and a signal: 980
// finish, 10 are cancelled while they run, 10 pass a 5 ms deadline.
// A 60 s timer left by any of them would hold the process.
const MAIN = `import { dispatch } from "virtual:tools";
const signal = new AbortController().signal;
const counts = {};
const count = (r) => { const key = r.ok ? "ok" : r.error.code; counts[key] = (counts[key] ?? 0) + 1; };
for (let i = 0; i < 980; i++) count(await dispatch("nap", { ms: 0 }, undefined, { signal }));
for (let i = 0; i < 10; i++) {
  const controller = new AbortController();
  const pending = dispatch("nap", { ms: 1000 }, undefined, { signal: controller.signal });
  controller.abort();
  count(await pending);
}
for (let i = 0; i < 10; i++) count(await dispatch("nap", { ms: 1000 }, undefined, { signal, timeoutMs: 5 }));
console.log(JSON.stringify(counts));
if (process.env.HOLD) setTimeout(() => {}, 60_000);
`;

/** Runs the built file; resolves with its output, or "still running" when it has not exited after `waitMs`. */
function run(file: string, waitMs: number, env: Record<string, string> = {}): Promise<{ exited: boolean; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [file], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] });
    let stdout = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    const timer = setTimeout(() => {
      child.kill();
      resolve({ exited: false, stdout });
    }, waitMs);
    child.on("exit", () => {
      clearTimeout(timer);
      resolve({ exited: true, stdout });
    });
  });
}

describe("no timer left behind", () => {
  let file: string;
  beforeAll(async () => {
    const project = toolsProject(tempDir("lifecycle-exit"), TOOLS);
    writeFileSync(path.join(project.root, "src/entry.ts"), MAIN);
    file = (await buildFixture("esbuild", { ...project, options: { include: ["src/**/*.ts"], dts: false } })).file;
  }, 60_000);

  it("a process that made 1,000 calls with deadlines and signals exits by itself", async () => {
    // 30 s is far past the calls' own work (about 1 s) and half the 60 s a leaked deadline would hold it for.
    const { exited, stdout } = await run(file, 30_000);
    expect(JSON.parse(stdout)).toEqual({ ok: 980, cancelled: 10, timeout: 10 });
    expect(exited).toBe(true);
  }, 40_000);

  it("the check sees a timer that is left: the same process holding one does not exit", async () => {
    const { exited, stdout } = await run(file, 5_000, { HOLD: "1" });
    expect(JSON.parse(stdout)).toEqual({ ok: 980, cancelled: 10, timeout: 10 });
    expect(exited).toBe(false);
  }, 20_000);
});
