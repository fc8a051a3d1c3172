import { unpluginToolcall } from "./index.js";

/** `unplugin-toolcall` for rollup: add `toolcall(options)` to the plugins of its config. */
export default unpluginToolcall.rollup;
