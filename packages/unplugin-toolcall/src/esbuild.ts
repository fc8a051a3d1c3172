import type { Plugin } from "esbuild";
import { unpluginToolcall } from "./index.js";
import type { Options } from "./options.js";

/**
 * `unplugin-toolcall` for esbuild: add `toolcall(options)` to the plugins of its config.
 * Typed with esbuild's own plugin type alone, so a user's type check never loads
 * the typings of the other bundlers (see docs/types.md, "The declaration file").
 */
const toolcall: (options?: Options) => Plugin = unpluginToolcall.esbuild;
export default toolcall;
export type { Options };
