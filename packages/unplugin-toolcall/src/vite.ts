import type { Plugin } from "vite";
import { unpluginToolcall } from "./index.js";
import type { Options } from "./options.js";

/**
 * `unplugin-toolcall` for vite: add `toolcall(options)` to the plugins of its config.
 * Typed with vite's own plugin type alone, so a user's type check never loads
 * the typings of the other bundlers (see docs/types.md, "The declaration file").
 */
const toolcall: (options?: Options) => Plugin = unpluginToolcall.vite;
export default toolcall;
export type { Options };
