/**
 * Where the declaration file goes when the user does not say (docs/options.md,
 * "The declaration file's place"): into a folder that the project's tsconfig(s) include, so
 * the type checker sees it. SvelteKit's tsconfig covers `src/` only, React
 * Router's and Astro's the whole project, a solution-style tsconfig (Nuxt's)
 * only what its references include. The tsconfig is read as tsc reads it:
 * `include`, `files` and `exclude` come from the nearest config of the
 * `extends` chain that sets them (get-tsconfig merges the chain and rewrites
 * inherited paths relative to the config that extends).
 */
import path from "node:path";
import picomatch from "picomatch";
import { parseTsconfig } from "get-tsconfig";

export const DTS_FILE_NAME = "toolcall.d.ts";

/** Folders where app code usually lives, tried after the root and the folders tsconfigs name. */
const USUAL_FOLDERS = ["src", "app", "shared", "server", "types"];

/** What one tsconfig makes tsc read. */
export interface TsconfigScope {
  file: string;
  /** Absolute posix globs. */
  include: string[];
  exclude: string[];
  files: string[];
}

/**
 * The declaration file's path relative to the root: `toolcall.d.ts` in the
 * root, or else in the first folder included by the most tsconfigs in force.
 */
export function findDtsLocation(root: string): string {
  const absRoot = toPosix(path.resolve(root));
  const scopes = tsconfigsInForce(absRoot);
  if (scopes.length === 0) return DTS_FILE_NAME;
  const folders = ["", ...scopes.flatMap((s) => s.include.map((glob) => staticFolder(glob, absRoot))), ...USUAL_FOLDERS];
  let best = DTS_FILE_NAME;
  let bestCount = 0;
  for (const folder of new Set(folders.filter((f): f is string => f !== undefined))) {
    const relative = folder ? `${folder}/${DTS_FILE_NAME}` : DTS_FILE_NAME;
    const count = scopes.filter((s) => covers(s, `${absRoot}/${relative}`)).length;
    if (count > bestCount) [best, bestCount] = [relative, count];
    if (count === scopes.length) break;
  }
  return best;
}

/**
 * The tsconfigs that type-check the project: `<root>/tsconfig.json`, and,
 * when it has `references`, each referenced config (a solution-style config
 * with `files: []` checks nothing itself).
 */
export function tsconfigsInForce(root: string): TsconfigScope[] {
  const out: TsconfigScope[] = [];
  const visit = (file: string, depth: number) => {
    const json = readConfig(file);
    if (!json || depth > 4) return;
    const scope = readScope(file, json);
    if (scope.include.length || scope.files.length) out.push(scope);
    const references = Array.isArray(json.references) ? (json.references as { path?: unknown }[]) : [];
    for (const ref of references) {
      if (typeof ref?.path !== "string") continue;
      const target = toPosix(path.resolve(path.dirname(file), ref.path));
      visit(target.endsWith(".json") ? target : `${target}/tsconfig.json`, depth + 1);
    }
  };
  visit(`${root}/tsconfig.json`, 0);
  return out;
}

/** Whether tsc, with this config, reads `file` (absolute posix). */
export function covers(scope: TsconfigScope, file: string): boolean {
  if (scope.files.includes(file)) return true;
  if (!scope.include.some((glob) => picomatch(glob)(file))) return false;
  return !scope.exclude.some((glob) => picomatch(glob)(file));
}

function readScope(file: string, json: Record<string, unknown>): TsconfigScope {
  const dir = toPosix(path.dirname(file));
  const list = (value: unknown) => (Array.isArray(value) ? value.filter(isString) : undefined);
  const files = list(json.files)?.map((f) => toPosix(path.resolve(dir, f)));
  // tsc's defaults: everything under the config's folder, unless `files` alone is given.
  const include = list(json.include)?.map((g) => resolveGlob(dir, g)) ?? (files ? [] : [`${dir}/**/*`]);
  const exclude = list(json.exclude)?.map((g) => resolveGlob(dir, g)) ?? [`${dir}/node_modules/**`];
  return { file, include, exclude, files: files ?? [] };
}

/** A tsconfig glob as an absolute posix glob; a path without wildcard or extension is a folder. */
function resolveGlob(dir: string, glob: string): string {
  const absolute = toPosix(path.resolve(dir, glob));
  const last = absolute.slice(absolute.lastIndexOf("/") + 1);
  return last.includes("*") || last.includes(".") ? absolute : `${absolute}/**/*`;
}

/** The folder (relative to the root) a glob starts in, when it is inside the root and not hidden. */
function staticFolder(glob: string, root: string): string | undefined {
  const { base, isGlob } = picomatch.scan(glob);
  if (!isGlob) return undefined; // one file, not a folder
  const relative = path.posix.relative(root, base);
  if (relative.startsWith("..") || path.posix.isAbsolute(relative)) return undefined;
  if (relative.split("/").some((part) => part.startsWith(".") || part === "node_modules")) return undefined;
  return relative;
}

/** The config with its `extends` chain applied, or undefined when it is missing or unreadable. */
function readConfig(file: string): Record<string, unknown> | undefined {
  try {
    return parseTsconfig(file) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

function isString(value: unknown): value is string {
  return typeof value === "string";
}

function toPosix(file: string): string {
  return file.replace(/\\/g, "/");
}
