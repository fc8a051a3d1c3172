import type { UnpluginContextMeta, UnpluginOptions } from "unplugin";
import type { ToolcallContext } from "../context.js";
import { esbuildAdapter } from "./esbuild.js";
import { rolldownAdapter } from "./rolldown.js";
import { portableAdapter, rollupAdapter } from "./rollup.js";
import { rspackAdapter } from "./rspack.js";
import { viteAdapter } from "./vite.js";
import { webpackAdapter } from "./webpack.js";

/** The hooks of the bundler unplugin builds for (`meta.framework`): one adapter per bundler. */
export function adapterFor(meta: UnpluginContextMeta, context: ToolcallContext): Omit<UnpluginOptions, "name"> {
  context.bundlerName = meta.framework;
  switch (meta.framework) {
    case "vite":
      return viteAdapter(context);
    case "rollup":
      return rollupAdapter(context);
    case "rolldown":
      return rolldownAdapter(context);
    case "esbuild":
      return esbuildAdapter(context);
    case "webpack":
      return webpackAdapter(context, meta.webpack.compiler.options.context);
    case "rspack":
      return rspackAdapter(context, meta.rspack.compiler.options.context);
    default:
      return portableAdapter(context);
  }
}
