/**
 * Bundles a worker entry with Vite and the toolcall plugin, in-process, into
 * one self-contained ES module for workerd: the same settings as the
 * playground's worker build (playground/vite.config.ts), for another project.
 */
import { build, type InlineConfig } from "vite";
import toolcall from "unplugin-toolcall/vite";

export interface WorkerBuild {
  /** Project root; the plugin's `include` globs are relative to it. */
  root: string;
  /** Absolute path of the worker entry (it imports `virtual:tools`). */
  entry: string;
  /** Where `worker.js` goes. */
  outDir: string;
  include?: string[];
}

/** Vite config of a workerd bundle: SSR for a web worker, nothing external, one file. */
export function workerBuildConfig(options: WorkerBuild): InlineConfig {
  return {
    root: options.root,
    configFile: false,
    logLevel: "warn",
    plugins: [toolcall({ include: options.include, dts: false })],
    ssr: { target: "webworker", noExternal: true },
    resolve: { conditions: ["workerd", "worker", "browser", "import", "default"] },
    build: {
      ssr: options.entry,
      outDir: options.outDir,
      emptyOutDir: false,
      target: "es2022",
      minify: false,
      rolldownOptions: { output: { entryFileNames: "worker.js", codeSplitting: false } },
    },
  };
}

/** Builds the worker; resolves once `outDir/worker.js` is written. */
export async function buildWorker(options: WorkerBuild): Promise<void> {
  await build(workerBuildConfig(options));
}
