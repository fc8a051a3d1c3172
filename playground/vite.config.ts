/**
 * Two outputs from one app, both Vite SSR builds with the toolcall plugin:
 *
 *   vite build                dist/server.js  Node server (node: built-ins stay external)
 *   vite build --mode worker  dist/worker.js  one self-contained ES module for workerd
 *
 * `playgroundConfig` is exported so the edge test (test/edge) builds the very
 * same worker in-process, into its own directory.
 */
import { fileURLToPath } from "node:url";
import { defineConfig, type UserConfig } from "vite";
import toolcall from "unplugin-toolcall/vite";

export type PlaygroundTarget = "server" | "worker";

const root = fileURLToPath(new URL(".", import.meta.url));

/** The Vite config that builds one playground target into `outDir` (absolute, or relative to the playground). */
export function playgroundConfig(target: PlaygroundTarget, outDir = "dist"): UserConfig {
  const worker = target === "worker";
  return {
    root,
    logLevel: "warn",
    plugins: [toolcall({ include: ["src/tools/**/*.ts"] })],
    // The worker runs where there is no node_modules: bundle everything, and
    // prefer the packages' worker builds.
    ssr: worker ? { target: "webworker", noExternal: true } : undefined,
    resolve: worker ? { conditions: ["workerd", "worker", "browser", "import", "default"] } : undefined,
    build: {
      ssr: worker ? "src/worker.ts" : "src/server.ts",
      outDir,
      // The server build runs first and clears dist/; the worker build adds to it.
      emptyOutDir: !worker,
      target: "es2022",
      sourcemap: true,
      minify: false,
      rolldownOptions: { output: { entryFileNames: `${target}.js`, codeSplitting: false } },
    },
  };
}

export default defineConfig(({ mode }) => playgroundConfig(mode === "worker" ? "worker" : "server"));
