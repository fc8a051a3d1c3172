import { unpluginToolcall } from "./index.js";

/** `unplugin-toolcall` for rolldown: add `toolcall(options)` to the plugins of its config. */
export default unpluginToolcall.rolldown;
