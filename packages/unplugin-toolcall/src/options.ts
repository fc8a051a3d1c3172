import type { ToolcallOptions } from "@toolcall/core";

/**
 * Options of `unplugin-toolcall` (docs/options.md), the same for every
 * bundler. The project's options are resolved by core's `resolveOptions`
 * once the bundler's root is known (`ProjectHolder`); the plugin's own, by
 * `resolvePluginOptions`.
 */
export interface Options extends ToolcallOptions {
  /**
   * Absolute project root that `include`, `exclude` and `dts` are relative to.
   * Without it: Vite's `root`, webpack/Rspack `context`, Rolldown `cwd`, esbuild `absWorkingDir`, else `process.cwd()`.
   * @default the bundler's root
   */
  root?: string;
  /**
   * Vite dev server only: the inspector page at `/__toolcall/`.
   * @default true
   */
  inspector?: boolean;
  /**
   * Vite dev server only: the project's tools over MCP (Streamable HTTP) at `/__toolcall/mcp`.
   * @default true
   */
  devMcp?: boolean;
  /**
   * Vite only: the size in bytes past which a tool's page (`@ui`, built into
   * one HTML document) gets a warning at its tag. Every page's size is printed.
   * @default 524288 (512 kB)
   */
  uiBudget?: number;
}

/** The plugin's own options with their defaults applied. */
export interface ResolvedPluginOptions {
  inspector: boolean;
  devMcp: boolean;
}

export function resolvePluginOptions(options: Options): ResolvedPluginOptions {
  return { inspector: options.inspector ?? true, devMcp: options.devMcp ?? true };
}
