import type { UnpluginOptions } from "unplugin";
import type { ToolcallContext } from "../context.js";
import { rollupAdapter } from "./rollup.js";

/** Rolldown: Rollup's hooks, rooted at Rolldown's `cwd` option. */
export function rolldownAdapter(context: ToolcallContext): Omit<UnpluginOptions, "name"> {
  return {
    ...rollupAdapter(context),
    rolldown: {
      options(inputOptions: { cwd?: string }) {
        context.holder.useBundlerRoot(inputOptions.cwd);
      },
    },
  };
}
