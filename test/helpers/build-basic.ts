/**
 * Builds test/fixtures/basic with each of the six bundlers, in-process, with
 * the real plugin, to an ES module for Node under `outDir/entry.mjs`.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Options } from "unplugin-toolcall";
import { BASIC_ENTRY, BASIC_FIXTURE } from "./paths.js";
import { rollupTypeScript } from "./ts-transpile.js";

export const BUNDLERS = ["vite", "rollup", "rolldown", "esbuild", "webpack", "rspack"] as const;
export type Bundler = (typeof BUNDLERS)[number];

export interface BuildOutput {
  /** Absolute path of the built entry (an ES module). */
  file: string;
  /** Its text. */
  code: string;
  /** Warnings the bundler reported, as text. */
  warnings: string[];
}

const ESBUILD_TS_LOADER = path.join(path.dirname(fileURLToPath(import.meta.url)), "esbuild-ts-loader.cjs");
const OUT_NAME = "entry.mjs";

/** Builds test/fixtures/basic with one bundler; rejects with the bundler's errors. */
export function buildBasic(bundler: Bundler, outDir: string, options: Options = {}): Promise<BuildOutput> {
  return buildFixture(bundler, { root: BASIC_FIXTURE, entry: BASIC_ENTRY, outDir, options });
}

export interface FixtureBuild {
  /** The project root (the fixture's directory). */
  root: string;
  /** Absolute path of the entry module. */
  entry: string;
  outDir: string;
  options?: Options;
}

/** Builds any fixture with one bundler; rejects with the bundler's errors. */
export async function buildFixture(bundler: Bundler, build: FixtureBuild): Promise<BuildOutput> {
  const warnings = await BUILDERS[bundler]({ options: {}, ...build });
  const file = path.join(build.outDir, OUT_NAME);
  return { file, code: readFileSync(file, "utf8"), warnings };
}

/** A one-file project in ROOT: `src/tools.ts` holding TOOLS and `src/entry.ts` exporting `virtual:tools`, built to ROOT/dist. */
export function toolsProject(root: string, tools: string): FixtureBuild {
  mkdirSync(path.join(root, "src"), { recursive: true });
  writeFileSync(path.join(root, "src/tools.ts"), tools);
  writeFileSync(path.join(root, "src/entry.ts"), `export * from "virtual:tools";\n`);
  return { root, entry: path.join(root, "src/entry.ts"), outDir: path.join(root, "dist") };
}

type Builder = (build: Required<FixtureBuild>) => Promise<string[]>;

const BUILDERS: Record<Bundler, Builder> = {
  async vite({ root, entry, outDir, options }) {
    const { build } = await import("vite");
    const { default: toolcall } = await import("unplugin-toolcall/vite");
    const warnings: string[] = [];
    await build(viteSsrConfig(toolcall(options), { root, entry, outDir }, { purpose: "build", onwarn: (w) => void warnings.push(w.message) }));
    return warnings;
  },

  async rollup({ root, entry, outDir, options }) {
    const { rollup } = await import("rollup");
    const { default: toolcall } = await import("unplugin-toolcall/rollup");
    const warnings: string[] = [];
    const bundle = await rollup({
      input: entry,
      // Rollup has no root of its own (the plugin would use process.cwd()).
      // toolcall first: it must see the TypeScript as written.
      plugins: [toolcall({ root, ...options }), rollupTypeScript()],
      onwarn: (w) => void warnings.push(w.message),
    });
    await bundle.write({ dir: outDir, format: "es", entryFileNames: OUT_NAME, sourcemap: true });
    await bundle.close();
    return warnings;
  },

  async rolldown({ root, entry, outDir, options }) {
    const { rolldown } = await import("rolldown");
    const { default: toolcall } = await import("unplugin-toolcall/rolldown");
    const warnings: string[] = [];
    const bundle = await rolldown({ ...rolldownInput(toolcall(options), { root, entry }), onwarn: (w) => void warnings.push(w.message) });
    await bundle.write({ dir: outDir, format: "es", entryFileNames: OUT_NAME, sourcemap: true });
    await bundle.close();
    return warnings;
  },

  async esbuild({ root, entry, outDir, options }) {
    const esbuild = await import("esbuild");
    const { default: toolcall } = await import("unplugin-toolcall/esbuild");
    const result = await esbuild.build({ ...esbuildConfig(toolcall(options), { root, entry, outDir }), sourcemap: true });
    return result.warnings.map((w) => w.text);
  },

  async webpack({ root, entry, outDir, options }) {
    const { default: webpack } = await import("webpack");
    const { default: toolcall } = await import("unplugin-toolcall/webpack");
    const config = webpackFamilyConfig("webpack", toolcall(options), { root, entry, outDir }, "build");
    return runCompiler(webpack(config as import("webpack").Configuration));
  },

  async rspack({ root, entry, outDir, options }) {
    const { rspack } = await import("@rspack/core");
    const { default: toolcall } = await import("unplugin-toolcall/rspack");
    const config = webpackFamilyConfig("rspack", toolcall(options), { root, entry, outDir }, "build");
    return runCompiler(rspack(config as import("@rspack/core").RspackOptions));
  },
};

/**
 * Vite's SSR build of `entry` from `root`: one ES module for Node in `outDir`,
 * not minified. A "build" empties `outDir` first and writes source maps; a
 * "watch" is `vite build --watch`.
 */
export function viteSsrConfig(
  plugin: import("vite").PluginOption,
  { root, entry, outDir }: { root: string; entry: string; outDir: string },
  { purpose, onwarn }: { purpose: "build" | "watch"; onwarn?: (warning: { message: string }) => void },
): import("vite").InlineConfig {
  return {
    root,
    configFile: false,
    logLevel: "silent",
    plugins: [plugin],
    build: {
      ssr: entry,
      outDir,
      minify: false,
      ...(purpose === "build" ? { emptyOutDir: true, sourcemap: true } : { watch: {} }),
      rollupOptions: { output: { format: "es", entryFileNames: OUT_NAME }, onwarn },
    },
  };
}

/** Rolldown's input options for `entry`, built for Node from `root` (a build and a watch alike). */
export function rolldownInput<P>(plugin: P, { root, entry }: { root: string; entry: string }) {
  return { input: entry, cwd: root, platform: "node" as const, plugins: [plugin] };
}

/** esbuild's options for `entry`: one ES module for Node in `outDir` (a build and a watch alike; a build adds its source map). */
export function esbuildConfig<P>(plugin: P, { root, entry, outDir }: { root: string; entry: string; outDir: string }) {
  return {
    entryPoints: [entry],
    absWorkingDir: root,
    bundle: true,
    format: "esm" as const,
    platform: "node" as const,
    outfile: path.join(outDir, OUT_NAME),
    logLevel: "silent" as const,
    plugins: [plugin],
  };
}

/**
 * The webpack and Rspack configuration of a fixture build, which the two take
 * alike but for their TypeScript rule. A "build" is a production build with
 * source maps and no minifying; a "watch" a quick development one.
 */
export function webpackFamilyConfig(
  bundler: "webpack" | "rspack",
  plugin: unknown,
  { root, entry, outDir }: { root: string; entry: string; outDir: string },
  purpose: "build" | "watch",
): Record<string, unknown> {
  const typescript =
    bundler === "webpack"
      ? { test: /\.[cm]?ts$/, loader: ESBUILD_TS_LOADER }
      : {
          test: /\.[cm]?ts$/,
          loader: "builtin:swc-loader",
          options: { jsc: { parser: { syntax: "typescript" }, target: "es2022" } },
          type: "javascript/auto",
        };
  return {
    ...(purpose === "build"
      ? { mode: "production", devtool: "source-map", optimization: { minimize: false } }
      : { mode: "development", devtool: false }),
    context: root,
    entry,
    target: "node",
    ...(bundler === "webpack" ? { experiments: { outputModule: true } } : {}),
    output: { path: outDir, filename: OUT_NAME, module: true, library: { type: "module" }, chunkFormat: "module" },
    resolve: { extensions: [".ts", ".js"] },
    module: { rules: [typescript] },
    plugins: [plugin],
  };
}

interface CompilerLike {
  run(callback: (err: Error | null, stats?: StatsLike) => void): void;
  close(callback: (err?: Error | null) => void): void;
}
interface StatsLike {
  hasErrors(): boolean;
  toJson(opts: { all: false; errors: true; warnings: true }): { errors?: { message: string }[]; warnings?: { message: string }[] };
}

/** webpack and rspack: run once, close, reject with every error message. */
function runCompiler(compiler: CompilerLike): Promise<string[]> {
  return new Promise((resolve, reject) => {
    compiler.run((err, stats) => {
      compiler.close(() => {
        if (err) return reject(err);
        const json = stats!.toJson({ all: false, errors: true, warnings: true });
        if (stats!.hasErrors()) return reject(new Error((json.errors ?? []).map((e) => e.message).join("\n\n")));
        resolve((json.warnings ?? []).map((w) => w.message));
      });
    });
  });
}
