/**
 * Runs a built bundle in a plain Node process (no test-runner transforms
 * between the bundler's output and the code that executes it) and calls
 * `dispatch` for each case there. Results come back as JSON: the fixture's
 * tools return JSON-safe values by design; anything else (a bigint the
 * dispatcher leaked, say) is marked so a comparison fails visibly.
 */
import { spawn } from "node:child_process";
import { pathToFileURL } from "node:url";
import type { DispatchCase } from "../dispatch-cases.js";

export interface BundleRun {
  /** Export names of the bundle's entry, sorted. */
  exports: string[];
  /** `tools.map(t => t.name)`. */
  toolNames: string[];
  /** `tools` as JSON text. */
  toolsJson: string;
  /** Provider views and result helpers called once each (see RUNNER), or what they threw. */
  providers: Record<string, unknown>;
  /** One per case: the `ToolResult`, or what `dispatch` threw (it must never reject). */
  results: ({ result: unknown } | { threw: string })[];
}

const RUNNER = `
const input = JSON.parse(await new Response(process.stdin).text());
const mod = await import(input.url);
const results = [];
for (const c of input.cases) {
  try { results.push({ result: await mod.dispatch(c.tool, c.args, c.ctx) }); }
  catch (e) { results.push({ threw: String(e && e.stack || e) }); }
}
const providers = {};
const probe = async (name, f) => { try { providers[name] = await f(); } catch (e) { providers[name] = { threw: String(e) }; } };
if (typeof mod.openaiTools === "function") {
  await probe("openaiStrict", () => mod.openaiTools({ strict: true }));
  await probe("anthropicTools", () => mod.anthropicTools());
  await probe("geminiTools", () => mod.geminiTools());
  await probe("mcpTools", () => mod.mcpTools());
  await probe("openaiResult", () => mod.openaiToolResult({ id: "call_1", type: "function", function: { name: "slow_sum", arguments: '{"a":2,"b":3}' } }));
  await probe("anthropicError", () => mod.anthropicToolResult({ type: "tool_use", id: "toolu_1", name: "explode", input: { reason: "pressure" } }));
  await probe("geminiResult", () => mod.geminiToolResult({ name: "bounded", args: { n: 7 } }));
  await probe("mcpError", () => mod.mcpToolResult({ name: "bounded", arguments: { n: 0 } }));
}
const out = { providers, exports: Object.keys(mod).sort(), toolNames: (mod.tools || []).map((t) => t.name), toolsJson: JSON.stringify(mod.tools), results };
process.stdout.write(JSON.stringify(out, (_k, v) => (typeof v === "bigint" ? { $leakedBigint: String(v) } : v)));
`;

/** Imports `file` in a fresh `node` and dispatches every case in order. */
export function runBundle(file: string, cases: DispatchCase[]): Promise<BundleRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", RUNNER], { stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`node exited with ${code} running ${file}:\n${stderr}`));
      try {
        resolve(JSON.parse(stdout) as BundleRun);
      } catch {
        reject(new Error(`unreadable output running ${file}:\n${stdout}\n${stderr}`));
      }
    });
    child.stdin.end(JSON.stringify({ url: pathToFileURL(file).href, cases }));
  });
}
