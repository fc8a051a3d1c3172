import type { RspackPluginInstance } from "@rspack/core";
import { unpluginToolcall } from "./index.js";
import type { Options } from "./options.js";

/**
 * `unplugin-toolcall` for rspack: add `toolcall(options)` to the plugins of its config.
 * Typed with rspack's own plugin type alone, so a user's type check never loads
 * the typings of the other bundlers (see docs/types.md, "The declaration file").
 */
const toolcall: (options?: Options) => RspackPluginInstance = unpluginToolcall.rspack;
export default toolcall;
export type { Options };
