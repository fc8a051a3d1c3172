/**
 * unplugin-toolcall: plain, annotated TypeScript functions become LLM tools.
 * The adapters here are thin: the bundler-agnostic `ToolProject` (in
 * @toolcall/core) reads the source and generates `virtual:tools`; this file
 * only wires it into each bundler's resolve, load, transform and watch hooks.
 */
import { TOOL_MODULE_HINT } from "@toolcall/core";
import { createUnplugin, type UnpluginFactory, type UnpluginOptions } from "unplugin";
import { devDiagnostics, reportDiagnostics, type DevLogger, type Reporter } from "./diagnostics.js";
import { removeUseToolsDirective } from "./directive.js";
import { attachDevTools } from "./devtools/attach.js";
import { setupEsbuild } from "./esbuild-setup.js";
import { resolvePluginOptions, type Options } from "./options.js";
import { ProjectHolder } from "./project-holder.js";
import { ScopeWarnings } from "./scope-warnings.js";
import { createViteHot } from "./vite-hot.js";
import { ANY_VIRTUAL_ID_PATTERN, RESOLVED_ID_PATTERN, RESOLVED_PREFIX, RESOLVED_VIRTUAL_ID, VIRTUAL_ID_PATTERN, cleanId } from "./virtual-id.js";

export type { Options } from "./options.js";
export { VIRTUAL_ID, RESOLVED_VIRTUAL_ID } from "./virtual-id.js";

/** The loader context of webpack/rspack, as far as it is used here. */
interface WebpackLoaderContext {
  addDependency(file: string): void;
  addContextDependency(dir: string): void;
}

/**
 * The unplugin factory behind every bundler entry (`unplugin-toolcall/vite`,
 * `/rollup`, `/rolldown`, `/esbuild`, `/webpack`, `/rspack`).
 */
export const unpluginFactory: UnpluginFactory<Options | undefined, false> = (rawOptions, meta) => {
  const options: Options = rawOptions ?? {};
  const holder = new ProjectHolder(options);
  // Vite's dev server reports a change to `watchChange` and then to `hotUpdate`
  // (or, with `server.hmr: false`, to its watcher's listeners); only those can
  // invalidate the module graph, so they alone notify (see vite-hot.ts).
  let viteServe = false;
  /**
   * Vite's root (posix). Its dev server watches every file under it anyway;
   * files outside it are handed to the dev server's watcher directly. Never
   * through `addWatchFile` in `load`: in Vite's dev server that makes each
   * file an import of `virtual:tools` in the module graph, resolved with the
   * index as importer, so a framework's import rules see the virtual module
   * import `nuxt.config.ts` or `server/` files (Nuxt's import protection
   * refuses it), and any edit of one would make Vite transform the index
   * again, even when its text is the same. `hotUpdate` (vite-hot.ts)
   * invalidates what changed itself, so the graph needs no such edge.
   */
  let viteRoot = "";
  /** The dev server's watcher, once `configureServer` ran, and what was handed to it. */
  let devWatcher: { add(paths: string | string[]): unknown } | undefined;
  const watchedOutsideRoot = new Set<string>();
  const watchOutsideRoot = (files: Iterable<string>) => {
    const added = [...files].filter((file) => !isUnder(viteRoot, file) && !watchedOutsideRoot.has(file));
    for (const file of added) watchedOutsideRoot.add(file);
    if (added.length) devWatcher?.add(added);
  };
  /** Vite's logger in `vite dev`, where diagnostics are printed instead of failing the load. */
  let devLogger: DevLogger | undefined;
  const reportDev = devDiagnostics();
  const viteHot = createViteHot(holder, reportDev);
  const scopeWarnings = new ScopeWarnings();
  /** How often `virtual:tools` was loaded: a reload in webpack/rspack means something changed. */
  let virtualLoads = 0;

  if (meta.framework === "webpack") holder.useBundlerRoot(meta.webpack.compiler.options.context);
  if (meta.framework === "rspack") holder.useBundlerRoot(meta.rspack.compiler.options.context);

  /**
   * Generated code has no source to map back to. Vite's dev server would
   * still build a source map of every module it transforms for SSR (at
   * 1,000 tools, a part is about 80 KB of validators) and inline it as
   * base64 for its module runner: an empty map tells it not to.
   */
  const served = (code: string) => (viteServe ? { code, map: { version: 3, names: [], sources: [], mappings: "" } } : code);

  const plugin: UnpluginOptions = {
    name: "unplugin-toolcall",
    // Tool modules must reach the directive removal as the user wrote them,
    // before any TypeScript transform.
    enforce: "pre",

    buildStart() {
      const project = holder.get();
      // Rollup-family watchers take directories too (chokidar watches them
      // recursively), which is how a new tool file triggers a rebuild.
      // webpack/rspack get theirs as context dependencies in `load`.
      if (meta.framework === "rollup" || meta.framework === "rolldown" || meta.framework === "vite")
        for (const file of [...project.watchFiles(), ...project.watchDirs()]) this.addWatchFile(file);
    },

    resolveId: {
      // The resolved id too: webpack gets it as the request (see `webpack` below).
      filter: { id: ANY_VIRTUAL_ID_PATTERN },
      handler(id) {
        return ANY_VIRTUAL_ID_PATTERN.test(id) ? (id.startsWith(RESOLVED_PREFIX) ? id : RESOLVED_PREFIX + id) : undefined;
      },
    },

    load: {
      filter: { id: RESOLVED_ID_PATTERN },
      handler(id) {
        const clean = cleanId(id);
        if (!RESOLVED_ID_PATTERN.test(clean)) return undefined;
        const native = this.getNativeBuildContext?.();
        const webpackLike = native?.framework === "webpack" || native?.framework === "rspack";
        if (clean !== RESOLVED_VIRTUAL_ID) {
          // A part (the heavy code of one tool source file) or a module the
          // parts share (a validator, schemas). A part id no current
          // file has (an index of an older build still being loaded) gets an empty part.
          const project = holder.get();
          // webpack and rspack rebuild a module only when one of its own
          // dependencies changed: a part depends on what the index does.
          if (webpackLike) for (const file of project.watchFiles()) this.addWatchFile(file);
          return served(project.partCode(clean.slice(RESOLVED_PREFIX.length)) ?? "export const __tc_part = [];\n");
        }
        // webpack and rspack report a new file as a change of its directory (a
        // context dependency), not as the file: they rebuild this module, and
        // the project finds what changed on disk itself.
        if (webpackLike && virtualLoads > 0) holder.resync();
        virtualLoads++;
        const project = holder.get();
        const code = project.moduleCode();
        if (viteServe) watchOutsideRoot(project.watchFiles());
        else for (const file of project.watchFiles()) this.addWatchFile(file);
        if (webpackLike) {
          const loader = (native as { loaderContext?: WebpackLoaderContext }).loaderContext;
          // The compilers' own watchers miss new files unless their directory is a dependency.
          for (const dir of project.watchDirs()) loader?.addContextDependency(dir);
        }
        if (devLogger) reportDev(devLogger, project.diagnostics());
        else reportDiagnostics(this as Reporter, project.diagnostics());
        scopeWarnings.checkTools(this, project);
        return served(code);
      },
    },

    transform: {
      filter: { code: TOOL_MODULE_HINT },
      handler(code, id) {
        const file = cleanId(id);
        if (file.startsWith("\0")) return undefined;
        const project = holder.get();
        if (project.isCandidate(file)) return removeUseToolsDirective(code, file);
        // A module that declares tools where the project does not look: say so.
        scopeWarnings.checkModule(this, project, file.replace(/\\/g, "/"), code);
        return undefined;
      },
    },

    watchChange(id, { event }) {
      if (viteServe) return;
      holder.notify(cleanId(id), event);
    },

    vite: {
      configResolved(config: { root: string; command: "build" | "serve"; logger: DevLogger }) {
        holder.useBundlerRoot(config.root);
        viteServe = config.command === "serve";
        if (viteServe) devLogger = config.logger;
        viteRoot = config.root.replace(/\\/g, "/");
      },
      hotUpdate: viteHot.hotUpdate,
      configureServer(server) {
        devWatcher = server.watcher;
        viteHot.configureServer(server);
        attachDevTools(server, holder, resolvePluginOptions(options));
      },
    },

    rolldown: {
      options(inputOptions: { cwd?: string }) {
        holder.useBundlerRoot(inputOptions.cwd);
      },
    },

    webpack(compiler) {
      // webpack reads `virtual:tools` (and its parts) as a URL of an unknown scheme before any
      // resolver plugin sees it; the resolved id has no scheme and reaches
      // unplugin's resolver, which serves it from memory.
      compiler.hooks.normalModuleFactory.tap("unplugin-toolcall", (factory) => {
        factory.hooks.beforeResolve.tap("unplugin-toolcall", (data: { request: string }) => {
          if (VIRTUAL_ID_PATTERN.test(data.request)) data.request = RESOLVED_PREFIX + data.request;
        });
      });
    },

    esbuild: {
      // Only source files can be tool modules; the virtual module is served by `setup`.
      onLoadFilter: /\.[cm]?[jt]sx?$/,
      setup: setupEsbuild(holder, scopeWarnings),
    },
  };

  // esbuild: `setupEsbuild` resolves and loads `virtual:tools` itself (to pass `watchDirs`).
  if (meta.framework === "esbuild") {
    delete plugin.resolveId;
    delete plugin.load;
    delete plugin.buildStart;
    delete plugin.watchChange;
  }
  return plugin;
};

/** Whether `file` lies under the directory `root` (both posix). */
function isUnder(root: string, file: string): boolean {
  return root !== "" && file.startsWith(root.endsWith("/") ? root : root + "/");
}

/** The plugin for every bundler: `unpluginToolcall.vite(options)`, `.rollup(...)`, `.webpack(...)`... */
export const unpluginToolcall = /* #__PURE__ */ createUnplugin(unpluginFactory);

export default unpluginToolcall;
