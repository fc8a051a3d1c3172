/**
 * The one resolver of the options: what the user gave (or left out) becomes
 * `ResolvedOptions`, which the project, the extractor and the plugin read
 * instead of applying defaults of their own. The defaults are written in
 * `model/options.ts` (`@default` and `OPTION_DEFAULTS`) and, for the two
 * that depend on the project on disk, in `default-include.ts` and
 * `dts-location.ts`.
 */
import path from "node:path";
import { OPTION_DEFAULTS, type ToolcallOptions } from "../model/options.js";
import type { ToolNameOption, UnknownProperties } from "../model/index.js";
import { MAX_TIMEOUT_MS, parseDuration } from "../model/duration.js";
import { defaultExcludes } from "./default-include.js";
import { findDtsLocation } from "./dts-location.js";
import { toPosix } from "./files.js";

/** What a project is built from: the user's options and what its host (the plugin, the CLI) knows. */
export interface ProjectOptions extends ToolcallOptions {
  /**
   * Project root that `include`, `exclude` and `dts` are relative to.
   * @default process.cwd()
   */
  root?: string;
  /** Import specifier of @toolcall/runtime used by the generated module (an absolute path). */
  runtimeImport: string;
  /**
   * tsconfig for every tool module (docs/types.md, "Where types are found").
   * @default the nearest tsconfig.json of each tool module
   */
  tsconfig?: string;
  /**
   * Dev servers: each part loads its tool file on its own (`isolated` in
   * `generatePart`), so a tool file that throws when it loads fails its own
   * tools, not `virtual:tools` as a whole. Builds keep static imports.
   */
  isolateToolFiles?: boolean;
}

/** Every option with its default applied; paths absolute and posix. */
export interface ResolvedOptions {
  root: string;
  /** The user's globs (a leading `./` dropped), or the default include. */
  include: readonly string[];
  /** The user's `exclude` (a leading `./` dropped). */
  exclude: readonly string[];
  /** What the default include leaves out: build outputs and the root's `.gitignore`; empty when the user gave `include`. */
  impliedExclude: readonly string[];
  /** Absolute path of the declaration file, or `false`. */
  dts: string | false;
  strict: boolean;
  /** Undefined: the export name as written. */
  toolName: ToolNameOption | undefined;
  unknownProperties: UnknownProperties;
  /** The `timeout` option in ms; undefined for none. */
  timeoutMs: number | undefined;
  /** Undefined: the nearest tsconfig.json of each tool module. */
  tsconfig: string | undefined;
  runtimeImport: string;
}

export function resolveOptions(options: ProjectOptions): ResolvedOptions {
  const root = toPosix(path.resolve(options.root ?? process.cwd()));
  const defaultInclude = !options.include?.length;
  return {
    root,
    include: (defaultInclude ? OPTION_DEFAULTS.include : (options.include ?? [])).map(stripDotSlash),
    exclude: (options.exclude ?? OPTION_DEFAULTS.exclude).map(stripDotSlash),
    impliedExclude: defaultInclude ? defaultExcludes(root) : [],
    dts: options.dts === false ? false : toPosix(path.resolve(root, options.dts ?? findDtsLocation(root))),
    strict: options.strict ?? OPTION_DEFAULTS.strict,
    toolName: options.toolName,
    unknownProperties: options.unknownProperties ?? OPTION_DEFAULTS.unknownProperties,
    timeoutMs: timeoutOption(options.timeout),
    tsconfig: options.tsconfig,
    runtimeImport: options.runtimeImport,
  };
}

/** The `timeout` option in ms. A malformed one stops the build here, before any tool is read with it. */
function timeoutOption(value: number | string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "number") {
    if (Number.isInteger(value) && value >= 1 && value <= MAX_TIMEOUT_MS) return value;
    throw new Error(`toolcall: the \`timeout\` option ${value} is not a whole number of milliseconds from 1 to ${MAX_TIMEOUT_MS}.`);
  }
  const parsed = parseDuration(String(value));
  if ("ms" in parsed) return parsed.ms;
  throw new Error(`toolcall: the \`timeout\` option ${JSON.stringify(value)} ${parsed.error}.`);
}

function stripDotSlash(glob: string): string {
  return glob.startsWith("./") ? glob.slice(2) : glob;
}
