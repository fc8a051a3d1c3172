import { unpluginToolcall } from "./index.js";

/** `unplugin-toolcall` for rspack: add `toolcall(options)` to the plugins of its config. */
export default unpluginToolcall.rspack;
