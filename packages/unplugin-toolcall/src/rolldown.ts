import type { Plugin } from "rolldown";
import { unpluginToolcall } from "./index.js";
import type { Options } from "./options.js";

/**
 * `unplugin-toolcall` for rolldown: add `toolcall(options)` to the plugins of its config.
 * Typed with rolldown's own plugin type alone, so a user's type check never loads
 * the typings of the other bundlers (see docs/types.md, "The declaration file").
 */
const toolcall: (options?: Options) => Plugin = unpluginToolcall.rolldown;
export default toolcall;
export type { Options };
