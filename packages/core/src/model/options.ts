import type { ToolNameOption, UnknownProperties } from "./index.js";

/**
 * The user's options (docs/options.md), the same for every bundler and the
 * CLI. Every `@default` here is what `resolveOptions` (project/options.ts)
 * gives when the option is absent; the options tables (the README's short
 * one and docs/options.md) say the same, and the plugin's
 * `test/options.test.ts` keeps the three equal.
 */
export interface ToolcallOptions {
  /**
   * Globs, relative to the root, of files that may declare tools. The default
   * leaves out installed packages, hidden folders, build outputs and what the
   * root's `.gitignore` lists (project/default-include.ts).
   * @default ["**\/*.{ts,tsx,mts,cts}"]
   */
  include?: string[];
  /**
   * Globs taken out of `include`.
   * @default []
   */
  exclude?: string[];
  /**
   * Path of the generated declaration file, relative to the root; `false` turns it off.
   * @default `toolcall.d.ts` in the first folder that every tsconfig in force includes
   */
  dts?: string | false;
  /**
   * Warnings become build errors.
   * @default false
   */
  strict?: boolean;
  /**
   * How a tool without `@tool name` is named: `"snake_case"`, `"kebab-case"`
   * or a function of (export name, file relative to root).
   * @default the export name as written
   */
  toolName?: ToolNameOption;
  /**
   * Unknown properties in arguments: refused (`"reject"`) or dropped before
   * the call (`"strip"`); a tool's `@unknownProperties` overrides it.
   * @default "reject"
   */
  unknownProperties?: UnknownProperties;
  /**
   * The deadline of a tool call, for tools without `@timeout`: milliseconds,
   * or a duration (`"30s"`, `"500ms"`, `"2m"`). `dispatch` answers
   * `timeout` when it passes and aborts the function's `ToolCall` signal.
   * @default none
   */
  timeout?: number | string;
  /**
   * The code shape of each tool's argument checker. `"compact"` ships the
   * validation schema as data for the runtime's checker; `"fast"` also
   * writes, per tool, a predicate for JSON text that passes unchanged (the
   * common call), about 1 KB more per tool: for a Node server, not an edge
   * bundle. Same results and messages either way.
   * @default "compact"
   */
  checker?: CheckerShape;
}

/** The `checker` option: see `ToolcallOptions.checker`. */
export type CheckerShape = "compact" | "fast";

/**
 * The defaults that need nothing but the option itself; `resolveOptions`
 * computes the others (the declaration file's place, what the default include
 * leaves out) from the project on disk.
 */
export const OPTION_DEFAULTS: {
  readonly include: readonly string[];
  readonly exclude: readonly string[];
  readonly strict: boolean;
  readonly unknownProperties: UnknownProperties;
  readonly checker: CheckerShape;
} = {
  include: ["**/*.{ts,tsx,mts,cts}"],
  exclude: [],
  strict: false,
  unknownProperties: "reject",
  checker: "compact",
};
