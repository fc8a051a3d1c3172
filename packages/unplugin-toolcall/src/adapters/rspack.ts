import type { UnpluginOptions } from "unplugin";
import type { ToolcallContext } from "../context.js";
import { webpackLikeAdapter } from "./webpack-like.js";

/** rspack: what it shares with webpack; it resolves `virtual:tools` without help. */
export function rspackAdapter(context: ToolcallContext, compilerRoot: string | undefined): Omit<UnpluginOptions, "name"> {
  return webpackLikeAdapter(context, compilerRoot);
}
