/**
 * unplugin-toolcall: plain, annotated TypeScript functions become LLM tools.
 * The bundler-agnostic `ToolProject` (in @toolcall/core) reads the source
 * and generates `virtual:tools`; the context (context.ts) serves it and
 * transforms tool modules, and one adapter per bundler (adapters/) adds what
 * that bundler does differently.
 */
import { createUnplugin, type UnpluginFactory } from "unplugin";
import { adapterFor } from "./adapters/index.js";
import { ToolcallContext } from "./context.js";
import type { Options } from "./options.js";

export type { Options } from "./options.js";
export { VIRTUAL_ID, RESOLVED_VIRTUAL_ID } from "./virtual-id.js";

/**
 * The unplugin factory behind every bundler entry (`unplugin-toolcall/vite`,
 * `/rollup`, `/rolldown`, `/esbuild`, `/webpack`, `/rspack`).
 */
export const unpluginFactory: UnpluginFactory<Options | undefined, false> = (options, meta) => {
  const context = new ToolcallContext(options ?? {});
  return {
    name: "unplugin-toolcall",
    // Tool modules must reach the directive removal as the user wrote them,
    // before any TypeScript transform.
    enforce: "pre",
    transform: context.transform(),
    ...adapterFor(meta, context),
  };
};

/** The plugin for every bundler: `unpluginToolcall.vite(options)`, `.rollup(...)`, `.webpack(...)`... */
export const unpluginToolcall = /* #__PURE__ */ createUnplugin(unpluginFactory);

export default unpluginToolcall;
