/**
 * TypeScript -> JavaScript for the two bundlers that cannot read TypeScript
 * themselves (Rollup, webpack), with esbuild's `transform`: type-only, no
 * type checking, source map kept. The toolcall plugin still sees the
 * original source first (it runs with `enforce: "pre"`, or first in Rollup's
 * plugin list).
 */
import { transform } from "esbuild";
import type { Plugin } from "rollup";

const TS_FILE = /\.[cm]?tsx?$/;

/** A Rollup plugin that strips types from `.ts` modules. */
export function rollupTypeScript(): Plugin {
  return {
    name: "test-esbuild-ts",
    async transform(code, id) {
      if (!TS_FILE.test(id)) return null;
      const out = await transform(code, { loader: "ts", format: "esm", target: "es2022", sourcemap: true, sourcefile: id });
      return { code: out.code, map: out.map };
    },
  };
}
