import type { WebpackPluginInstance } from "webpack";
import { unpluginToolcall } from "./index.js";
import type { Options } from "./options.js";

/**
 * `unplugin-toolcall` for webpack: add `toolcall(options)` to the plugins of its config.
 * Typed with webpack's own plugin type alone, so a user's type check never loads
 * the typings of the other bundlers (see docs/types.md, "The declaration file").
 */
const toolcall: (options?: Options) => WebpackPluginInstance = unpluginToolcall.webpack;
export default toolcall;
export type { Options };
