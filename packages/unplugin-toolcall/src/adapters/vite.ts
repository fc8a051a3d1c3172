import type { UnpluginOptions } from "unplugin";
import type { HookContext, ToolcallContext } from "../context.js";
import { attachDevTools } from "../devtools/attach.js";
import { devDiagnostics, type DevLogger } from "../diagnostics.js";
import { resolvePluginOptions } from "../options.js";
import { cleanId } from "../virtual-id.js";
import { rollupAdapter, watchAndReport } from "./rollup.js";
import { createViteHot } from "./vite-hot.js";
import type { PageBuildConfig } from "../ui/page-build.js";
import { generateUiModule } from "@toolcall/core";
import type { PluginOption } from "vite";
import { DEFAULT_UI_BUDGET, pageModule, type PageReporter } from "../ui/pages.js";
import { PageSources } from "../ui/page-hot.js";

/**
 * Vite: Rollup's hooks in a build. In the dev server (`vite dev`) a change
 * reaches `watchChange` and then `hotUpdate` (or, with `server.hmr: false`,
 * the watcher's listeners); only those can invalidate the module graph, so
 * they alone notify (vite-hot.ts). Diagnostics are printed there instead of
 * failing the load, and the developer tools are installed.
 */
export function viteAdapter(context: ToolcallContext): Omit<UnpluginOptions, "name"> {
  const { holder } = context;
  let serve = false;
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
  let root = "";
  /** The dev server's watcher, once `configureServer` ran, and what was handed to it. */
  let devWatcher: { add(paths: string | string[]): unknown } | undefined;
  const watchedOutsideRoot = new Set<string>();
  const watchOutsideRoot = (files: Iterable<string>) => {
    const added = [...files].filter((file) => !isUnder(root, file) && !watchedOutsideRoot.has(file));
    for (const file of added) watchedOutsideRoot.add(file);
    if (added.length) devWatcher?.add(added);
  };
  let devLogger: DevLogger | undefined;
  const reportDev = devDiagnostics();
  const hot = createViteHot(holder, reportDev);

  const buildIndex = watchAndReport(context);
  // Vite builds tools' pages (`@ui`) with the project's own config (ui/page-build.ts).
  context.buildsPages = true;
  let viteLogger: DevLogger | undefined;
  const uiModule = () => generateUiModule(holder.get().tools());
  let pageConfig: PageBuildConfig = { root: process.cwd(), configFile: false, mode: "production", plugins: [], uiModule };
  const budget = context.options.uiBudget ?? DEFAULT_UI_BUDGET;
  const pageSources = new PageSources();
  /**
   * Generated code has no source to map back to. Vite's dev server would
   * still build a source map of every module it transforms for SSR (at
   * 1,000 tools, a part is about 80 KB of validators) and inline it as
   * base64 for its module runner: an empty map tells it not to.
   */
  const noMap = { version: 3, names: [], sources: [], mappings: "" };

  return {
    ...rollupAdapter(context),
    load: context.load({
      index(build, project) {
        // `devLogger` is set in `vite dev` alone.
        if (!devLogger) return buildIndex(build, project);
        watchOutsideRoot(project.watchFiles());
        reportDev(devLogger, project.diagnostics());
        context.scopeWarnings.checkTools(build, project);
      },
      page: (build, project, tool) =>
        pageModule(pageReporter(build, viteLogger, devLogger !== undefined), project, tool, pageConfig, budget, (uri, files) => pageSources.built(tool, uri, files)),
      served: (code) => (serve ? { code, map: noMap } : code),
    }),
    watchChange(id, change) {
      if (!serve) holder.notify(cleanId(id), change.event);
    },
    vite: {
      configResolved(config: { root: string; command: "build" | "serve"; logger: DevLogger; configFile?: string; mode: string; inlineConfig: { plugins?: PluginOption[] } }) {
        const configFile = config.configFile ?? false;
        // A config file is loaded again for the page (fresh plugins); an inline config's plugins are handed over, but for this one.
        const plugins = configFile ? [] : otherPlugins(config.inlineConfig.plugins ?? []);
        pageConfig = { root: config.root, configFile, mode: config.mode, plugins, uiModule };
        viteLogger = config.logger;
        holder.useBundlerRoot(config.root);
        serve = config.command === "serve";
        if (serve) {
          devLogger = config.logger;
          holder.useDevServer();
        }
        root = config.root.replace(/\\/g, "/");
      },
      hotUpdate: hot.hotUpdate,
      // The dev server closes its environments (and calls this) when it closes: no recheck may run after.
      closeBundle: hot.close,
      configureServer(server) {
        devWatcher = server.watcher;
        hot.configureServer(server);
        const devTools = attachDevTools(server, holder, resolvePluginOptions(context.options));
        pageSources.watch(server, (uri) => devTools?.pageChanged(uri));
      },
    },
  };
}

/** Whether `file` lies under the directory `root` (both posix). */
function isUnder(root: string, file: string): boolean {
  return root !== "" && file.startsWith(root.endsWith("/") ? root : root + "/");
}

/** Where a page build reports: the build's context, or in `vite dev` (where a warning must not fail anything) the dev server's logger. */
function pageReporter(build: HookContext, logger: DevLogger | undefined, dev: boolean): PageReporter {
  const prefix = "[plugin unplugin-toolcall] ";
  return {
    info: (message) => (logger ? logger.info(prefix + message) : console.log(prefix + message)),
    warn: (message) => (dev && logger ? logger.warn(prefix + (typeof message === "string" ? message : message.message)) : build.warn(message)),
    error: (message) => {
      build.error(message);
      throw new Error(typeof message === "string" ? message : message.message);
    },
  };
}

/** The plugins of an inline config but toolcall's own (its instance belongs to this build; the page build serves `virtual:tools/ui` itself). */
function otherPlugins(plugins: PluginOption[]): PluginOption[] {
  return plugins.flat(Number.POSITIVE_INFINITY as 1).filter((p) => !(p && typeof p === "object" && "name" in p && p.name === "unplugin-toolcall"));
}
