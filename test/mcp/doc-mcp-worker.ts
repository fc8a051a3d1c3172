/**
 * The one-line MCP Worker of docs/mcp.md (`export default { fetch: mcpHandler() }`)
 * over a project's tool files, bundled with Vite and the plugin and served by
 * the real workerd binary, for the tests that use it in the Workers runtime.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildWorker } from "../edge/build-worker.js";
import { startWorkerd, type RunningWorkerd } from "../edge/workerd.js";
import { docExample } from "../../packages/unplugin-toolcall/test/docs/pages.js";
import { tempDir } from "../helpers/temp-dir.js";

/**
 * Writes `tools` (file name under src/ to its text) and the doc's worker into
 * a new temp folder named after `prefix`, builds it, and starts workerd on the
 * bundle; the caller stops it.
 */
export async function startDocMcpWorker(prefix: string, tools: Record<string, string>): Promise<RunningWorkerd> {
  const dir = tempDir(prefix);
  mkdirSync(path.join(dir, "src"));
  for (const [file, text] of Object.entries(tools)) writeFileSync(path.join(dir, "src", file), text);
  writeFileSync(path.join(dir, "src/worker.ts"), docExample("docs/mcp.md", "mcp-worker.ts"));
  const outDir = path.join(dir, "dist");
  await buildWorker({ root: dir, entry: path.join(dir, "src/worker.ts"), outDir, include: ["src/**/*.ts"] });
  return startWorkerd({ dir: outDir, workerModule: "worker.js" });
}
