/**
 * The `"use tools"` directive removal (the plugin's only transform): it
 * blanks the directive in place, and each bundler's source map must still
 * point every later position back to where it was written. Which
 * statements count as the directive is core's
 * (packages/core/test/extract/directive.test.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { TraceMap, originalPositionFor } from "@jridgewell/trace-mapping";
import { findUseToolsDirective } from "@toolcall/core";
import { describe, expect, it } from "vitest";
import { removeUseToolsDirective } from "../../packages/unplugin-toolcall/src/directive.js";
import { BUNDLERS, buildBasic } from "../helpers/build-basic.js";
import { BASIC_FIXTURE } from "../helpers/paths.js";
import { tempDir } from "../helpers/temp-dir.js";

describe("removeUseToolsDirective", () => {
  it.each([
    { name: "directive on its own line", code: '// tools\n"use tools";\n\nexport function forecast(city: string) {\n  return city;\n}\n' },
    { name: "code on the directive's line", code: '"use tools"; export const ping = () => "pong";\n' },
    { name: "without a semicolon, after a hashbang", code: '#!/usr/bin/env node\n\'use tools\'\nexport const a = 1;\n' },
  ])("keeps every other character at its offset, so no source map is needed: $name", ({ code }) => {
    const out = removeUseToolsDirective(code)!;
    expect(out.code).not.toContain("use tools");
    expect(out.map).toBeNull();
    expect(out.code).toHaveLength(code.length);
    const range = findUseToolsDirective(code)!;
    expect(out.code.slice(range.start, range.end).trim()).toBe("");
    expect(out.code.slice(0, range.start) + out.code.slice(range.end)).toBe(code.slice(0, range.start) + code.slice(range.end));
  });

  it("leaves a module without the directive alone", () => {
    expect(removeUseToolsDirective('"use tools".length;\nexport {}')).toBeUndefined();
  });
});

describe.each(BUNDLERS)("the source map of a %s build", (bundler) => {
  it("traces a tool function in a directive module back to its line and column", async () => {
    // Each bundler chains the plugin's map with its TypeScript transform's: a
    // wrong map from the directive removal would shift or lose the position.
    const out = await buildBasic(bundler, path.join(tempDir(`directive-sourcemap-${bundler}`), "dist"), { dts: false });
    const map = new TraceMap(readFileSync(out.file + ".map", "utf8"));
    const generated = out.code.split("\n");
    // A bundler that hoists every module into one scope renames the function when another module uses the same name.
    const line = generated.findIndex((l) => /function bounded[\w$]*\(/.test(l));
    expect(line).toBeGreaterThanOrEqual(0);
    const column = generated[line]!.search(/bounded[\w$]*\(/);
    const traced = originalPositionFor(map, { line: line + 1, column });

    const source = readFileSync(path.join(BASIC_FIXTURE, "src/misc.ts"), "utf8").split("\n");
    const sourceLine = source.findIndex((l) => l.includes("export function bounded(")) + 1;
    // webpack and rspack name sources `webpack://...`; the others relative to the map.
    expect(traced.source).toMatch(/fixtures\/basic\/src\/misc\.ts$|^webpack:\/\/.*src\/misc\.ts$/);
    expect({ line: traced.line, column: traced.column }).toEqual({ line: sourceLine, column: source[sourceLine - 1]!.indexOf("bounded") });
  });
});
