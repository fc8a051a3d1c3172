import { unpluginToolcall } from "./index.js";

/** `unplugin-toolcall` for vite: add `toolcall(options)` to the plugins of its config. */
export default unpluginToolcall.vite;
