import { dirname, join, resolve } from "node:path";
import { parseJsonc } from "./jsonc.js";

/** What module resolution needs from a tsconfig (after following `extends`). */
export interface PathsConfig {
  /** Directory `paths` targets are relative to (baseUrl, else the directory of the config that set `paths`). */
  pathsBase?: string;
  paths?: Record<string, string[]>;
  /** Absolute baseUrl: bare specifiers are also tried under it. */
  baseUrl?: string;
}

interface RawCompilerOptions {
  baseUrl?: string;
  paths?: Record<string, string[]>;
}

/**
 * Reads `tsconfig` and its `extends` chain (relative paths and packages under
 * node_modules; a string or an array). Later configs override earlier ones
 * option by option, as tsc does; `baseUrl` and `paths` are relative to the
 * config that sets them.
 */
export function readPathsConfig(tsconfig: string, readFile: (path: string) => string | undefined): PathsConfig {
  const result: PathsConfig = {};
  let pathsDir: string | undefined;
  const visit = (file: string, depth: number): void => {
    if (depth > 20) return;
    const text = readFile(file);
    if (text === undefined) return;
    const json = parseJsonc(text) as { extends?: string | string[]; compilerOptions?: RawCompilerOptions } | undefined;
    if (!json || typeof json !== "object") return;
    const parents = json.extends === undefined ? [] : Array.isArray(json.extends) ? json.extends : [json.extends];
    for (const parent of parents) {
      const found = locateExtends(parent, dirname(file), readFile);
      if (found) visit(found, depth + 1);
    }
    const options = json.compilerOptions ?? {};
    if (typeof options.baseUrl === "string") result.baseUrl = resolve(dirname(file), options.baseUrl);
    if (options.paths && typeof options.paths === "object") {
      result.paths = options.paths;
      pathsDir = dirname(file);
    }
  };
  visit(tsconfig, 0);
  if (result.paths) result.pathsBase = result.baseUrl ?? pathsDir;
  return result;
}

export function locateExtends(spec: string, fromDir: string, readFile: (path: string) => string | undefined): string | undefined {
  const candidates: string[] = [];
  if (spec.startsWith(".") || spec.startsWith("/")) {
    const base = resolve(fromDir, spec);
    candidates.push(base, base + ".json", join(base, "tsconfig.json"));
  } else {
    for (let dir = fromDir; ; dir = dirname(dir)) {
      const base = join(dir, "node_modules", spec);
      candidates.push(base, base + ".json", join(base, "tsconfig.json"));
      if (dirname(dir) === dir) break;
    }
  }
  return candidates.find((c) => c.endsWith(".json") && readFile(c) !== undefined);
}
