/**
 * Build diagnostics reach the user through every bundler: an error fails the
 * build with file:line:column and the code frame, a warning is a warning,
 * and `strict` turns it into an error.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BUNDLERS, buildFixture, type Bundler } from "../helpers/build-basic.js";
import { TEST_DIR } from "../helpers/paths.js";
import { tempDir } from "../helpers/temp-dir.js";

const ROOT = path.join(TEST_DIR, "fixtures/diagnostics");
const ENTRY = path.join(ROOT, "src/entry.ts");
const WARNS_ONLY = ["src/warns.ts"];
const WITH_ERROR = ["src/warns.ts", "src/broken.ts"];

function build(bundler: Bundler, name: string, include: string[], strict = false) {
  const outDir = path.join(tempDir(`diagnostics-${bundler}-${name}`), "dist");
  return buildFixture(bundler, { root: ROOT, entry: ENTRY, outDir, options: { include, strict, dts: false } });
}

/** The text of a rejected build (bundlers throw Errors, esbuild a failure with `errors`). */
async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (e) {
    const err = e as Error & { errors?: { text: string; location?: { file: string; line: number } }[] };
    const esbuildErrors = (err.errors ?? []).map((m) => `${m.text}\n  at ${m.location?.file}:${m.location?.line}`);
    return [err.message, ...esbuildErrors].join("\n");
  }
  throw new Error("the build succeeded but should have failed");
}

describe.each(BUNDLERS)("%s reports toolcall's diagnostics", (bundler) => {
  it("fails on an error, naming the place and showing the code frame", async () => {
    const text = await failure(build(bundler, "error", WITH_ERROR));
    expect(text).toContain("TC_REST_PARAMETER");
    expect(text).toMatch(/fixtures\/diagnostics\/src\/broken\.ts:4:\d+/);
    expect(text).toContain("export function sum(...values: number[])"); // the frame's line
  });

  it("builds with a warning and reports it", async () => {
    const out = await build(bundler, "warning", WARNS_ONLY);
    expect(out.warnings.join("\n")).toContain("TC_NOT_EXPORTED");
  });

  it("fails on that warning under strict", async () => {
    const text = await failure(build(bundler, "strict", WARNS_ONLY, true));
    expect(text).toContain("TC_NOT_EXPORTED");
    expect(text).toMatch(/fixtures\/diagnostics\/src\/warns\.ts:\d+:\d+/);
  });
});

describe("vite dev server", () => {
  it("serves the virtual module despite the error and prints the error once, with its frame", async () => {
    const { createServer, createLogger } = await import("vite");
    const { default: toolcall } = await import("unplugin-toolcall/vite");
    const errors: string[] = [];
    const logger = createLogger("silent");
    logger.error = (message: string) => void errors.push(message);
    const server = await createServer({
      root: ROOT,
      configFile: false,
      logLevel: "silent",
      customLogger: logger,
      plugins: [toolcall({ include: WITH_ERROR, dts: false })],
      server: { middlewareMode: true, ws: false },
    });
    try {
      // One broken file does not take the others down in dev (docs/developer-tools.md); a build still fails (above).
      const result = await server.environments.client.transformRequest("virtual:tools");
      expect(result?.code).toContain("export");
      await server.environments.ssr.transformRequest("virtual:tools");
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain("src/broken.ts:4:21: error TC_REST_PARAMETER");
      expect(errors[0]).toContain("export function sum(...values: number[])");
      expect(errors[0]).toContain("a build fails on this");
    } finally {
      await server.close();
    }
  });
});
