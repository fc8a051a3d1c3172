import type { UnpluginOptions } from "unplugin";
import type { ToolcallContext } from "../context.js";
import { RESOLVED_PREFIX, VIRTUAL_ID_PATTERN } from "../virtual-id.js";
import { webpackLikeAdapter } from "./webpack-like.js";

/**
 * webpack: what it shares with rspack, and the virtual ids made resolvable.
 * webpack reads `virtual:tools` (and its parts) as a URL of an unknown scheme
 * before any resolver plugin sees it; the resolved id has no scheme and
 * reaches unplugin's resolver, which serves it from memory.
 */
export function webpackAdapter(context: ToolcallContext, compilerRoot: string | undefined): Omit<UnpluginOptions, "name"> {
  return {
    ...webpackLikeAdapter(context, compilerRoot),
    webpack(compiler) {
      compiler.hooks.normalModuleFactory.tap("unplugin-toolcall", (factory) => {
        factory.hooks.beforeResolve.tap("unplugin-toolcall", (data: { request: string }) => {
          if (VIRTUAL_ID_PATTERN.test(data.request)) data.request = RESOLVED_PREFIX + data.request;
        });
      });
    },
  };
}
