/**
 * The official MCP conformance suite's CLI (`@modelcontextprotocol/conformance`,
 * pinned in test/package.json), run as a child process with the Node that runs
 * the tests. Its CLI needs Node 22 or newer; CI's Node 24 leg runs the files
 * that use it.
 */
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const major = Number(process.versions.node.split(".")[0]);
/** Why the suite cannot run on this Node, or undefined when it can. */
export const conformanceSkip =
  major < 22 ? `@modelcontextprotocol/conformance needs Node 22 or newer; this is Node ${process.versions.node} (CI's Node 24 leg runs it)` : undefined;

/** The suite's CLI script, from its package.json `bin`. */
export function conformanceBin(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve("@modelcontextprotocol/conformance/package.json");
  const { bin } = require(manifest) as { bin: { conformance: string } };
  return path.join(path.dirname(manifest), bin.conformance);
}

export interface Check {
  id: string;
  status: string;
  errorMessage?: string;
}

/** Runs the CLI with `args`; resolves with its exit code and its stdout and stderr together. */
export async function runConformance(args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [conformanceBin(), ...args], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  return { code, output };
}

/**
 * The checks the CLI wrote under `outDir` (`--output-dir`), by scenario: it
 * writes one `server-<scenario>-<timestamp>/checks.json` per scenario run.
 */
export function checksByScenario(outDir: string): Map<string, Check[]> {
  const byScenario = new Map<string, Check[]>();
  for (const file of readdirSync(outDir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith("checks.json"))) {
    const scenario = /^server-(.+)-\d{4}-\d\d-\d\dT[\d-]+Z$/.exec(path.basename(path.dirname(file)))?.[1];
    if (!scenario) throw new Error(`conformance wrote ${file}, a folder name this test cannot read a scenario from`);
    byScenario.set(scenario, JSON.parse(readFileSync(path.join(outDir, file), "utf8")) as Check[]);
  }
  return byScenario;
}
