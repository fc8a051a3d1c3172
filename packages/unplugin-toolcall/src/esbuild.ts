import { unpluginToolcall } from "./index.js";

/** `unplugin-toolcall` for esbuild: add `toolcall(options)` to the plugins of its config. */
export default unpluginToolcall.esbuild;
