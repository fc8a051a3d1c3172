/**
 * The MCP Inspector's CLI (`@modelcontextprotocol/inspector`, which needs
 * Node 22.19+), installed once per machine beside the Node binaries of
 * node-binary.mjs: npm (Node 22's own) installs it into a staging folder
 * that is renamed into place when complete, so concurrent runs never see
 * half an install.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { nodeCacheDir } from "./node-binary.mjs";
import { userEnv } from "./user-env.js";

const run = promisify(execFile);

export const INSPECTOR_VERSION = "2.12.0";

/** The environment for Node 22 tools: a user's shell with its folder first on PATH. */
export function node22Env(bin: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return userEnv({ PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}`, NO_COLOR: "1", ...extra });
}

/** Path of the inspector's `mcp-inspector` command, installed with the Node in `bin` if it is not yet. */
export async function inspectorCommand(bin: string): Promise<string> {
  const dir = path.join(nodeCacheDir(), `mcp-inspector-${INSPECTOR_VERSION}`);
  const command = path.join(dir, "node_modules", ".bin", "mcp-inspector");
  if (existsSync(command)) return command;
  mkdirSync(nodeCacheDir(), { recursive: true });
  const staging = mkdtempSync(path.join(nodeCacheDir(), ".inspector-"));
  try {
    writeFileSync(path.join(staging, "package.json"), JSON.stringify({ private: true }));
    await run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", `@modelcontextprotocol/inspector@${INSPECTOR_VERSION}`], {
      cwd: staging,
      env: node22Env(bin),
      maxBuffer: 16 * 1024 * 1024,
    });
    try {
      renameSync(staging, dir);
    } catch (error) {
      // Another run put it in place first: use theirs.
      if (!existsSync(command)) throw error;
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return command;
}
