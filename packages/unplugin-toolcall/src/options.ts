import type { ToolcallOptions } from "@toolcall/core";

/** Options of `unplugin-toolcall` (docs/options.md), the same for every bundler. */
export interface Options extends ToolcallOptions {
  /**
   * Absolute project root that `include`, `exclude` and `dts` are relative to.
   * Default: Vite's `root`, webpack's and rspack's `context`, esbuild's
   * `absWorkingDir`, otherwise `process.cwd()`.
   */
  root?: string;
  /** Vite dev server only: the inspector page at `/__toolcall/`. Default `true`. */
  inspector?: boolean;
  /** Vite dev server only: the project's tools over MCP (Streamable HTTP) at `/__toolcall/mcp`. Default `true`. */
  devMcp?: boolean;
}
