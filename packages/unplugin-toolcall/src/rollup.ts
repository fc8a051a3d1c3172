import type { Plugin } from "rollup";
import { unpluginToolcall } from "./index.js";
import type { Options } from "./options.js";
import { callerDirectory, rollupRootWarning } from "./root-warning.js";

/**
 * `unplugin-toolcall` for rollup: add `toolcall(options)` to the plugins of
 * its config. Without `root`, warns when the config is not in the current
 * directory (Rollup has no root to take instead). Typed with rollup's own
 * plugin type alone, so a user's type check never loads the typings of the
 * other bundlers (see docs/types.md, "The declaration file").
 */
export default function toolcall(options?: Options): Plugin {
  const plugin = unpluginToolcall.rollup(options);
  const warning = options?.root ? undefined : rollupRootWarning(callerDirectory());
  if (!warning) return plugin;
  const buildStart = plugin.buildStart as ((this: unknown, ...args: unknown[]) => unknown) | undefined;
  return {
    ...plugin,
    buildStart(this: { warn(message: string): void }, ...args: unknown[]) {
      this.warn(warning);
      return buildStart?.apply(this, args);
    },
  } as Plugin;
}
export type { Options };
