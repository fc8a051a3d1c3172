import type { ToolcallOptions } from "@toolcall/core";

/** Options of `unplugin-toolcall` (the README's Options table), the same for every bundler. */
export interface Options extends ToolcallOptions {
  /**
   * Absolute project root that `include`, `exclude` and `dts` are relative to.
   * Default: Vite's `root`, webpack's and rspack's `context`, esbuild's
   * `absWorkingDir`, otherwise `process.cwd()`.
   */
  root?: string;
}
