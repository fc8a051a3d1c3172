/**
 * `unplugin-toolcall/nuxt`: the Nuxt module (docs/frameworks.md).
 *
 *   export default defineNuxtConfig({ modules: ["unplugin-toolcall/nuxt"] });
 *
 * Server routes are bundled by Nitro with Rollup, not by Nuxt's Vite, so a
 * plugin in `vite.plugins` never reaches them: the module adds the Rollup
 * plugin to Nitro's bundle and the Vite plugin to Nuxt's (for Vue code that
 * imports `virtual:tools`), both rooted at Nuxt's `rootDir`, whose default
 * `include` covers `server/`, `shared/` and `app/`. The declaration file is a
 * Nuxt template, `.nuxt/types/toolcall.d.ts`, written by `nuxt prepare`, dev
 * and build, and referenced from every tsconfig Nuxt generates (app, server,
 * shared, node), as `addTypeTemplate` of @nuxt/kit does; the module does not
 * import @nuxt/kit, so the plugin adds no dependency for non-Nuxt users.
 * Options: the plugin's, inline (`["unplugin-toolcall/nuxt", { ... }]`) or
 * under the `toolcall` key of the Nuxt config.
 */
import path from "node:path";
import { unpluginToolcall } from "./index.js";
import type { Options } from "./options.js";
import toolcallRollup from "./rollup.js";
import { scanProject } from "./cli/types.js";

/** The parts of Nuxt's instance the module uses. */
export interface NuxtLike {
  options: {
    rootDir: string;
    buildDir: string;
    vite: { plugins?: unknown[] };
    build: { templates: unknown[] };
    toolcall?: Options;
  };
  hook(name: string, handler: (...args: any[]) => unknown): unknown;
}

interface TypeReferences {
  references?: { path: string }[];
  sharedReferences?: { path: string }[];
  nodeReferences?: { path: string }[];
}

/** Where the module writes the declaration file, relative to Nuxt's `buildDir`. */
const NUXT_DTS = "types/toolcall.d.ts";

export default function toolcallNuxt(inline: Options | undefined, nuxt: NuxtLike): void {
  const options: Options = { ...nuxt.options.toolcall, ...inline };
  const root = options.root ?? nuxt.options.rootDir;
  const dts = options.dts === false ? undefined : path.resolve(root, options.dts ?? path.join(nuxt.options.buildDir, NUXT_DTS));
  const shared: Options = { ...options, root, dts: dts ?? false };

  // Nitro's server bundle: first, so tool modules reach it as written.
  nuxt.hook("nitro:config", (config: { rollupConfig?: { plugins?: unknown } }) => {
    config.rollupConfig ??= {};
    const existing = config.rollupConfig.plugins;
    config.rollupConfig.plugins = [toolcallRollup(shared), ...(Array.isArray(existing) ? existing : existing ? [existing] : [])];
  });
  // Nuxt's Vite build (Vue code); Nitro's instance alone writes the declaration file.
  nuxt.options.vite.plugins = [...(nuxt.options.vite.plugins ?? []), unpluginToolcall.vite({ ...shared, dts: false })];

  if (!dts) return;
  const relative = path.relative(nuxt.options.buildDir, dts);
  const inBuildDir = !relative.startsWith("..") && !path.isAbsolute(relative);
  // A template, so `nuxt prepare` writes it on a fresh clone; a path the user chose outside .nuxt is written directly.
  if (inBuildDir)
    nuxt.options.build.templates.push({
      filename: relative.replace(/\\/g, "/"),
      write: true,
      getContents: () => scanProject(shared).dtsCode() ?? "",
    });
  else nuxt.hook("prepare:types", () => void scanProject(shared).writeDts());
  nuxt.hook("prepare:types", (payload: TypeReferences) => {
    for (const key of ["references", "sharedReferences", "nodeReferences"] as const) (payload[key] ??= []).push({ path: dts });
  });
  nuxt.hook("nitro:prepare:types", (payload: TypeReferences) => {
    (payload.references ??= []).push({ path: dts });
  });
}

/** Read by Nuxt: the module's name and the config key of its options. */
toolcallNuxt.getMeta = () => ({ name: "unplugin-toolcall", configKey: "toolcall" });
