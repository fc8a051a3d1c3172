/**
 * Build of the published package. The private workspace packages
 * @toolcall/core and @toolcall/runtime are devDependencies and are bundled
 * into dist (JavaScript and declarations), so `unplugin-toolcall` installs on
 * its own (see docs/decisions.md, "One package"). Add an entry here and
 * its subpath to package.json's `exports` for every new public module.
 */
import { defineConfig } from "tsdown";

export default defineConfig({
  entry: {
    index: "src/index.ts",
    vite: "src/vite.ts",
    rollup: "src/rollup.ts",
    rolldown: "src/rolldown.ts",
    esbuild: "src/esbuild.ts",
    webpack: "src/webpack.ts",
    rspack: "src/rspack.ts",
    nuxt: "src/nuxt.ts",
    types: "src/types.ts",
    runtime: "src/runtime.ts",
    node: "src/node.ts",
    stdio: "src/stdio.ts",
    redis: "src/redis.ts",
    "cli/bin": "src/cli/bin.ts",
  },
  format: "esm",
  platform: "node",
  outDir: "dist",
  // `.js`/`.d.ts`, as `"type": "module"` reads them.
  fixedExtension: false,
  // No maps: the tarball does not ship the sources they would point at.
  sourcemap: false,
  clean: true,
  deps: { alwaysBundle: [/^@toolcall\//] },
  dts: { sourcemap: false },
});
