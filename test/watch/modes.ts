/**
 * The watch modes of the differential test, each driving a real bundler
 * in-process over the fixture copy, with the plugin as users add it. A small
 * probe sits next to the plugin to record the `virtual:tools` text the
 * bundler received, since a bundle holds it only transformed.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Observed, WatchMode } from "./differential.js";
import { composeModule } from "./helpers.js";
import { poll } from "../helpers/poll.js";

const require = createRequire(import.meta.url);
const RESOLVED = "\0virtual:tools";
const RESOLVED_PART = /^\0virtual:tools\/part\/[0-9a-f]+$/;

/**
 * What a probe saw the plugin serve, by bare id (the index and its parts):
 * the whole `virtual:tools` as the last index served imports it.
 */
class Served {
  readonly texts = new Map<string, string>();
  /** Records a resolved id's text when it is the index or a part. */
  record(id: string, code: string): void {
    if (id === RESOLVED || RESOLVED_PART.test(id)) this.texts.set(id.slice(1), code);
  }
  get moduleText(): string | undefined {
    const index = this.texts.get("virtual:tools");
    return index === undefined ? undefined : composeModule(index, (id) => this.texts.get(id));
  }
}
const ENTRY = 'export * from "virtual:tools";\n';

/** The built plugin's entries, imported the way a user's config does (static specifiers, so Vite can resolve them). */
const ENTRIES = {
  vite: () => import("unplugin-toolcall/vite"),
  rollup: () => import("unplugin-toolcall/rollup"),
  esbuild: () => import("unplugin-toolcall/esbuild"),
  webpack: () => import("unplugin-toolcall/webpack"),
  rspack: () => import("unplugin-toolcall/rspack"),
};

async function plugin(kind: keyof typeof ENTRIES) {
  const mod = await ENTRIES[kind]();
  return mod.default as unknown as (options: { dts: false; root?: string }) => unknown;
}

function errorText(error: unknown): string {
  if (error && typeof error === "object") {
    const e = error as { message?: string; errors?: { text?: string }[] };
    const nested = e.errors?.map((x) => x.text ?? "").join("\n") ?? "";
    return `${e.message ?? ""}\n${nested}`;
  }
  return String(error);
}

interface WatcherEvent {
  code: string;
  error?: unknown;
  result?: { close(): Promise<void> | void } | null;
}

/** What a Rollup-style watcher (Rollup's, and Rolldown's under `vite build --watch`) last built: each build's result is closed once it ends. */
class WatchedBuilds {
  readonly served = new Served();
  private outFile = "";
  private state: { error?: string; done: boolean } = { done: false };
  /** Writes the entry (`entry.js`, exporting `virtual:tools`) into ROOT; the bundle goes to `dist/entry.js`. */
  writeEntry(root: string): { entry: string; outFile: string } {
    const entry = path.join(root, "entry.js");
    writeFileSync(entry, ENTRY);
    this.outFile = path.join(root, "dist", "entry.js");
    return { entry, outFile: this.outFile };
  }
  /** Listens to WATCHER's events and waits for its first build. */
  async follow(watcher: { on(event: "event", listener: (event: WatcherEvent) => void): unknown }): Promise<void> {
    watcher.on("event", (event) => {
      if (event.code === "BUNDLE_START") this.state = { done: false };
      if (event.code === "ERROR") this.state = { done: true, error: errorText(event.error) };
      if (event.code === "BUNDLE_END") this.state = { done: true };
      if (event.code === "ERROR" || event.code === "BUNDLE_END") void event.result?.close();
    });
    await poll("the first build", () => (this.state.done ? true : undefined), { everyMs: 5 });
  }
  /** Nothing while a build runs, its error, or the module the probe saw with the bundle written. */
  observe(): Observed {
    if (!this.state.done) return {};
    if (this.state.error !== undefined) return { error: this.state.error };
    return { moduleText: this.served.moduleText, bundle: readFileSync(this.outFile, "utf8") };
  }
}

/** The probe of both Vite modes: first of the transforms, so it sees the text the plugin served (DEBUG_WATCH=1 logs what it sees). */
function viteProbe(served: Served): import("vite").Plugin {
  return {
    name: "probe",
    enforce: "pre",
    transform(code: string, id: string) {
      served.record(id, code);
      if (id === RESOLVED && process.env.DEBUG_WATCH) console.log("transform virtual", code.split("\n")[2]);
    },
    hotUpdate(u) {
      if (process.env.DEBUG_WATCH) console.log("hotUpdate", this.environment.name, u.type, u.file, u.modules.map((m) => m.id));
    },
  };
}

/**
 * Vite's dev server: chokidar -> `hotUpdate` -> the SSR environment loads
 * `virtual:tools` again. With `hmr: false`, the server's watcher instead of `hotUpdate`.
 */
export function viteDevServer({ hmr = true }: { hmr?: boolean } = {}): WatchMode {
  let server: import("vite").ViteDevServer | undefined;
  const served = new Served();
  /**
   * In dev an error does not fail `virtual:tools` (the other tools keep
   * being served): the plugin prints it, once, and says when the last one
   * is gone. The errors printed since then are what a build would fail on.
   */
  let printedErrors: string[] = [];
  return {
    isolatesToolFiles: true,
    async start(root) {
      const { createServer, createLogger } = await import("vite");
      const toolcall = await plugin("vite");
      const logger = createLogger("silent");
      logger.error = (message: string) => void printedErrors.push(message);
      logger.info = (message: string) => {
        if (message.includes("no errors left")) printedErrors = [];
      };
      server = await createServer({
        root,
        configFile: false,
        logLevel: "silent",
        customLogger: logger,
        appType: "custom",
        // No websocket (nothing connects), but HMR handling stays on: `hotUpdate` must run.
        server: { middlewareMode: true, ws: false, watch: {}, ...(hmr ? {} : { hmr: false }) },
        optimizeDeps: { noDiscovery: true, include: [] },
        plugins: [
          toolcall({ dts: false }) as import("vite").PluginOption,
          viteProbe(served),
        ],
      });
      await server.ssrLoadModule("virtual:tools");
    },
    async observe(): Promise<Observed> {
      try {
        await server!.ssrLoadModule("virtual:tools");
        if (printedErrors.length) return { error: printedErrors.join("\n") };
      } catch {
        // ssrLoadModule caches a failed evaluation on the module until its next
        // invalidation. An evaluation of the old module that was still running
        // when a tool file was deleted fails on that file and stays failed,
        // whatever the plugin serves now (a Vite race, not the plugin's). So
        // forget cached failures and load again: a real error comes back.
        for (const mod of server!.environments.ssr.moduleGraph.idToModuleMap.values()) mod.ssrError = null;
        try {
          await server!.ssrLoadModule("virtual:tools");
        } catch (error) {
          return { error: errorText(error) };
        }
      }
      // The dev server's "bundle": the code of every module virtual:tools imports, as last
      // transformed, through its parts (each imports the functions of one tool file).
      const graph = server!.environments.ssr.moduleGraph;
      const virtual = graph.getModuleById(RESOLVED);
      const imported = [...(virtual?.importedModules ?? [])].flatMap((m) =>
        m.id !== null && RESOLVED_PART.test(m.id) ? [...m.importedModules] : [m],
      );
      const bundle = imported.map((m) => m.transformResult?.code ?? "").join("\n");
      return { moduleText: served.moduleText, bundle };
    },
    async close() {
      await server?.close();
    },
  };
}

/** Rollup's watcher (`rollup.watch`): `watchChange` + `addWatchFile`, a bundle written per rebuild. */
export function rollupWatch(): WatchMode {
  let watcher: import("rollup").RollupWatcher | undefined;
  const builds = new WatchedBuilds();
  return {
    async start(root) {
      const { watch } = await import("rollup");
      const { rollupTypeScript } = await import("../helpers/ts-transpile.js");
      const toolcall = await plugin("rollup");
      const { entry, outFile } = builds.writeEntry(root);
      watcher = watch({
        input: entry,
        plugins: [
          // Rollup has no root of its own: without `root` the plugin uses process.cwd().
          toolcall({ dts: false, root }) as import("rollup").Plugin,
          {
            name: "probe",
            transform(code, id) {
              builds.served.record(id, code);
              return null;
            },
          },
          rollupTypeScript(),
        ],
        output: { file: outFile, format: "es" },
        onwarn: () => {},
        watch: { buildDelay: 10, clearScreen: false, exclude: [path.join(root, "dist", "**")] },
      });
      await builds.follow(watcher);
    },
    async observe(): Promise<Observed> {
      return builds.observe();
    },
    async close() {
      await watcher?.close();
    },
  };
}

/** esbuild's incremental `context().rebuild()`: the plugin re-syncs with the disk at each build start. */
export function esbuildRebuild(): WatchMode {
  let context: import("esbuild").BuildContext | undefined;
  const served = new Served();
  return {
    async start(root) {
      const esbuild = await import("esbuild");
      const toolcall = (await plugin("esbuild"))({ dts: false }) as import("esbuild").Plugin;
      writeFileSync(path.join(root, "entry.js"), ENTRY);
      // Wraps the plugin's `build` so the probe sees what its onLoad returns for virtual:tools.
      const probed: import("esbuild").Plugin = {
        name: toolcall.name,
        setup(build) {
          const onLoad: typeof build.onLoad = (options, callback) =>
            build.onLoad(options, async (args) => {
              const result = await callback(args);
              if (options.namespace === "toolcall" && result?.contents !== undefined) served.record("\0" + args.path, String(result.contents));
              return result;
            });
          return toolcall.setup(new Proxy(build, { get: (t, k) => (k === "onLoad" ? onLoad : Reflect.get(t, k)) }));
        },
      };
      context = await esbuild.context({
        absWorkingDir: root,
        entryPoints: [path.join(root, "entry.js")],
        bundle: true,
        format: "esm",
        platform: "node",
        write: false,
        logLevel: "silent",
        plugins: [probed],
      });
    },
    async observe(): Promise<Observed> {
      try {
        const result = await context!.rebuild();
        return { moduleText: served.moduleText, bundle: result.outputFiles![0].text };
      } catch (error) {
        return { error: errorText(error) };
      }
    },
    async close() {
      await context?.dispose();
    },
  };
}

/** What webpack and Rspack share here: `compiler.watch`, its `invalid` hook, stats with errors. */
interface WebpackLikeCompiler {
  watch(
    options: { aggregateTimeout: number },
    done: (error: Error | null, stats?: { hasErrors(): boolean; toString(options: object): string }) => void,
  ): { close(done: () => void): void };
  hooks: { invalid: { tap(name: string, listener: () => void): void } };
}

/**
 * A webpack-family watcher (`compiler.watch`, watchpack): context
 * dependencies for new files, file dependencies for type files. `create`
 * builds the compiler from the options both bundlers take and its own
 * TypeScript rule.
 */
function webpackFamilyWatch(
  kind: "webpack" | "rspack",
  create: (config: Record<string, unknown>) => Promise<WebpackLikeCompiler>,
  tsRule: object,
): WatchMode {
  let watching: { close(done: () => void): void } | undefined;
  let state: { error?: string; done: boolean } = { done: false };
  let outFile = "";
  const captured = new Served();
  return {
    async start(root) {
      const toolcall = await plugin(kind);
      writeFileSync(path.join(root, "entry.js"), ENTRY);
      outFile = path.join(root, "dist", "bundle.js");
      const probeLoader = fileURLToPath(new URL("./probe-loader.cjs", import.meta.url));
      (globalThis as { __toolcallProbe?: typeof captured }).__toolcallProbe = captured;
      const compiler = await create(
        {
          mode: "none",
          context: root,
          target: "node",
          devtool: false,
          entry: "./entry.js",
          output: { path: path.join(root, "dist"), filename: "bundle.js", module: true, library: { type: "module" }, chunkFormat: "module" },
          experiments: { outputModule: true },
          resolve: { extensionAlias: { ".js": [".ts", ".js"] } },
          module: {
            rules: [
              tsRule,
              // Runs last on the virtual module: sees exactly what the plugin's load returned.
              { test: /virtual/, enforce: "post", loader: probeLoader },
            ],
          },
          plugins: [toolcall({ dts: false })],
          infrastructureLogging: { level: "none" },
        },
      );
      await new Promise<void>((resolve) => {
        watching = compiler.watch({ aggregateTimeout: 10 }, (error, stats) => {
          if (error) state = { done: true, error: errorText(error) };
          else if (stats?.hasErrors()) state = { done: true, error: stats.toString({ all: false, errors: true }) };
          else state = { done: true };
          resolve();
        });
        compiler.hooks.invalid.tap("differential", () => {
          state = { done: false };
        });
      });
    },
    async observe(): Promise<Observed> {
      if (!state.done) return {};
      if (state.error !== undefined) return { error: state.error };
      return { moduleText: captured.moduleText, bundle: readFileSync(outFile, "utf8") };
    },
    async close() {
      await new Promise<void>((resolve) => (watching ? watching.close(() => resolve()) : resolve()));
    },
  };
}

/** webpack's watcher. */
export function webpackWatch(): WatchMode {
  return webpackFamilyWatch(
    "webpack",
    async (config) => (await import("webpack")).default(config as import("webpack").Configuration) as unknown as WebpackLikeCompiler,
    { test: /\.ts$/, loader: require.resolve("../helpers/esbuild-ts-loader.cjs") },
  );
}

/**
 * Rspack's watcher (watchpack as in webpack). unplugin serves `virtual:tools`
 * and its parts as files under `node_modules/.virtual/` (Rspack's VirtualModulesPlugin).
 */
export function rspackWatch(): WatchMode {
  return webpackFamilyWatch(
    "rspack",
    async (config) => (await import("@rspack/core")).rspack(config as import("@rspack/core").RspackOptions) as unknown as WebpackLikeCompiler,
    {
      test: /\.ts$/,
      loader: "builtin:swc-loader",
      options: { jsc: { parser: { syntax: "typescript" }, target: "es2022" } },
      type: "javascript/auto",
    },
  );
}

/** `vite build --watch` (Rolldown's watcher under Vite 8): an SSR bundle rewritten per rebuild. */
export function viteBuildWatch(): WatchMode {
  let watcher: { on(event: "event", listener: (event: WatcherEvent) => void): void; close(): Promise<void> } | undefined;
  const builds = new WatchedBuilds();
  return {
    async start(root) {
      const { build } = await import("vite");
      const toolcall = await plugin("vite");
      const { entry } = builds.writeEntry(root);
      watcher = (await build({
        root,
        configFile: false,
        logLevel: "silent",
        plugins: [
          toolcall({ dts: false }) as import("vite").PluginOption,
          viteProbe(builds.served),
        ],
        build: {
          ssr: entry,
          outDir: path.join(root, "dist"),
          minify: false,
          emptyOutDir: true,
          watch: { buildDelay: 10 },
          rollupOptions: { output: { entryFileNames: "entry.js" } },
        },
      })) as unknown as typeof watcher;
      await builds.follow(watcher!);
    },
    async observe(): Promise<Observed> {
      return builds.observe();
    },
    async close() {
      await watcher?.close();
    },
  };
}

