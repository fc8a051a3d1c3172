/**
 * Watch mode of each bundler on a copy of a fixture, with the real plugin:
 * starts the watcher, and lets a test wait (bounded) until the rebuilt
 * output satisfies a condition. Bundler-agnostic on the waiting side: it
 * polls the output file and runs it when it changed.
 */
import { statSync } from "node:fs";
import path from "node:path";
import type { Options } from "unplugin-toolcall";
import { esbuildConfig, rolldownInput, viteSsrConfig, webpackFamilyConfig, type Bundler } from "./build-basic.js";
import { rollupTypeScript } from "./ts-transpile.js";
import { runBundle, type BundleRun } from "./run-bundle.js";
import type { DispatchCase } from "../dispatch-cases.js";
import { poll } from "./poll.js";

const OUT_NAME = "entry.mjs";

export interface WatchSession {
  /**
   * Waits until a build's output satisfies `ready` (at most `timeoutMs`, poll's default);
   * returns that run. `cases` are dispatched in each run (see runBundle).
   */
  until(ready: (run: BundleRun) => boolean, cases?: DispatchCase[], timeoutMs?: number): Promise<BundleRun>;
  /** Errors the watcher reported so far. */
  errors: string[];
  close(): Promise<void>;
}

export async function watchFixture(
  bundler: Bundler,
  { root, entry, outDir, options = {} }: { root: string; entry: string; outDir: string; options?: Options },
): Promise<WatchSession> {
  const errors: string[] = [];
  const file = path.join(outDir, OUT_NAME);
  const close = await START[bundler]({ root, entry, outDir, options: { root, ...options } }, (e) => errors.push(e));
  let lastMtime = 0;
  let last: BundleRun | undefined;
  return {
    errors,
    close,
    until(ready, cases, timeoutMs) {
      const what = () => `${bundler} to produce the expected output; errors: ${errors.join("\n") || "none"}; last tools: ${last?.toolNames.join(", ")}`;
      return poll(
        what,
        async () => {
          const mtime = mtimeOf(file);
          if (mtime && mtime !== lastMtime) {
            // Let the bundler finish writing before reading.
            await sleep(100);
            lastMtime = mtimeOf(file);
            try {
              last = await runBundle(file, cases ?? []);
            } catch {
              last = undefined; // caught it mid-write: try again after the next change
              lastMtime = 0;
            }
          }
          return last && ready(last) ? last : undefined;
        },
        { timeoutMs },
      );
    },
  };
}

function mtimeOf(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Start = (
  build: { root: string; entry: string; outDir: string; options: Options },
  onError: (message: string) => void,
) => Promise<() => Promise<void>>;

const START: Record<Bundler, Start> = {
  async vite({ root, entry, outDir, options }, onError) {
    const { build } = await import("vite");
    const { default: toolcall } = await import("unplugin-toolcall/vite");
    // `vite build --watch`: the Rollup-style watchChange path, not the dev server's hotUpdate.
    const watcher = (await build(viteSsrConfig(toolcall(options), { root, entry, outDir }, { purpose: "watch" }))) as unknown as { on(e: "event", cb: (ev: { code: string; error?: Error; result?: { close(): unknown } }) => void): void; close(): Promise<void> };
    watcher.on("event", (event) => {
      if (event.code === "ERROR") onError(String(event.error));
      if (event.code === "BUNDLE_END") void event.result?.close();
    });
    return () => watcher.close();
  },

  async rollup({ entry, outDir, options }, onError) {
    const { watch } = await import("rollup");
    const { default: toolcall } = await import("unplugin-toolcall/rollup");
    const watcher = watch({
      input: entry,
      plugins: [toolcall(options), rollupTypeScript()],
      output: { dir: outDir, format: "es", entryFileNames: OUT_NAME },
      watch: { buildDelay: 50 },
    });
    watcher.on("event", (event) => {
      if (event.code === "ERROR") onError(event.error.message);
      if (event.code === "BUNDLE_END") void event.result.close();
    });
    return () => watcher.close();
  },

  async rolldown({ root, entry, outDir, options }, onError) {
    const { watch } = await import("rolldown");
    const { default: toolcall } = await import("unplugin-toolcall/rolldown");
    const watcher = watch({ ...rolldownInput(toolcall(options), { root, entry }), output: { dir: outDir, format: "es", entryFileNames: OUT_NAME } });
    watcher.on("event", (event) => {
      if (event.code === "ERROR") onError(String(event.error));
      if (event.code === "BUNDLE_END") void event.result.close();
    });
    return () => watcher.close();
  },

  async esbuild({ root, entry, outDir, options }) {
    const esbuild = await import("esbuild");
    const { default: toolcall } = await import("unplugin-toolcall/esbuild");
    const ctx = await esbuild.context(esbuildConfig(toolcall(options), { root, entry, outDir }));
    await ctx.watch();
    return () => ctx.dispose();
  },

  async webpack({ root, entry, outDir, options }, onError) {
    const { default: webpack } = await import("webpack");
    const { default: toolcall } = await import("unplugin-toolcall/webpack");
    const config = webpackFamilyConfig("webpack", toolcall(options), { root, entry, outDir }, "watch");
    return watchCompiler(webpack(config as import("webpack").Configuration), onError);
  },

  async rspack({ root, entry, outDir, options }, onError) {
    const { rspack } = await import("@rspack/core");
    const { default: toolcall } = await import("unplugin-toolcall/rspack");
    const config = webpackFamilyConfig("rspack", toolcall(options), { root, entry, outDir }, "watch");
    return watchCompiler(rspack(config as import("@rspack/core").RspackOptions), onError);
  },
};

/** webpack and Rspack: `compiler.watch`, reporting each build's errors; returns the closer. */
function watchCompiler(
  compiler: {
    watch(
      options: { aggregateTimeout: number },
      done: (err: Error | null, stats?: { hasErrors(): boolean; toString(preset: "errors-only"): string }) => void,
    ): { close(done: () => void): void } | undefined;
  },
  onError: (message: string) => void,
): () => Promise<void> {
  const watching = compiler.watch({ aggregateTimeout: 50 }, (err, stats) => {
    if (err) onError(err.message);
    else if (stats?.hasErrors()) onError(stats.toString("errors-only"));
  });
  return () => new Promise<void>((resolve) => (watching ? watching.close(() => resolve()) : resolve()));
}
