import { unpluginToolcall } from "./index.js";

/** `unplugin-toolcall` for webpack: add `toolcall(options)` to the plugins of its config. */
export default unpluginToolcall.webpack;
