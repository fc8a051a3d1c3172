import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { extractFixture, extractSources, FIXTURES, located, property, toolNamed } from "./helpers.js";

// docs/types.md: types imported through relative paths, index files, re-exports and tsconfig paths.
describe("module resolution", () => {
  const result = extractFixture("resolution");

  it("resolves every import form without diagnostics", () => {
    expect(result.diagnostics).toEqual([]);
  });

  it.each([
    ["money", "./lib/money.js -> money.ts", { description: "An amount in minor units.", type: "number", "x-toolcall": { kind: "number" } }],
    ["renamed", "export { Original as Renamed } from", { description: "The original name.", type: "string", const: "o" }],
    ["starred", "export * from", { description: "Reached through export *.", type: "string", const: "s" }],
    ["ambient", ".d.ts", { description: "Declared in a .d.ts file.", type: "string", const: "d" }],
    ["modern", "./lib/modern.mjs -> modern.mts", { description: "From an .mts file.", type: "string", const: "m" }],
    ["viaPath", "tsconfig paths @lib/* from an extended config", { description: "Through tsconfig paths.", type: "string", const: "p" }],
    ["deep", "exact paths entry, then a relative import inside it", { description: "An exact paths entry.", type: "string", const: "deep" }],
    ["based", "baseUrl", { description: "Through baseUrl.", type: "string", const: "b" }],
  ])("%s (%s)", (name, _how, expected) => {
    expect(property(result, "imports", name)).toEqual(expected);
  });

  it("resolves a directory import to its index file", () => {
    expect(property(result, "imports", "point")).toMatchObject({ description: "A point.", required: ["x", "y"] });
  });

  it("lists every file read, tool modules, type dependencies and tsconfig files, for watching", () => {
    const rel = result.dependencies.map((d) => d.slice(join(FIXTURES, "resolution").length + 1));
    expect(rel).toEqual([
      "config/tsconfig.base.json",
      "src/deep/index.ts",
      "src/deep/local.ts",
      "src/lib/ambient.d.ts",
      "src/lib/based.ts",
      "src/lib/index.ts",
      "src/lib/modern.mts",
      "src/lib/money.ts",
      "src/lib/original.ts",
      "src/lib/point.ts",
      "src/lib/reexports.ts",
      "src/lib/starred.ts",
      "src/lib/via-path.ts",
      "src/tools.ts",
      "tsconfig.json",
    ]);
  });

  it("reports an unresolved import and an unresolved path alias at the type that needs them", () => {
    const r = extractSources({
      "tsconfig.json": `{ "compilerOptions": { "paths": { "@/*": ["src/*"] } } }`,
      "a.ts": `"use tools";\nimport type { A } from "./missing";\nimport type { B } from "@/nowhere";\nimport type { C } from "some-package";\nexport function f(a: A, b: B, c: C) {}\n`,
    });
    expect(located(r.diagnostics)).toEqual(["TC_UNRESOLVED_IMPORT a.ts:5:22", "TC_UNRESOLVED_IMPORT a.ts:5:28", "TC_UNRESOLVED_IMPORT a.ts:5:34"]);
    expect(r.diagnostics[1].message).toContain(`"@/nowhere"`);
  });

  it("withholds a module's tools while a type it uses cannot be resolved, with the error located in it, else in the type file", () => {
    const r = extractSources({
      "missing.ts": `"use tools";\nimport type { A } from "./gone";\nexport function f(a: A) {}\nexport function g(n: number) {}\n`,
      "renamed.ts": `"use tools";\nimport type { Old } from "./types";\nexport function h(o: Old) {}\n`,
      "chained.ts": `"use tools";\nimport type { Wrapped } from "./types";\nexport function k(w: Wrapped) {}\n`,
      "broken-dep.ts": `"use tools";\nimport type { T } from "./broken";\nexport function m(t: T) {}\n`,
      "fine.ts": `"use tools";\nexport function ok(n: number) {}\n`,
      "types.ts": `import type { Shape } from "./shapes";\nexport interface Wrapped { shape: Shape }\n`,
      "broken.ts": `export type T = ;\n`,
    });
    // Each of the first four would otherwise carry `{}` where the type was, accepting anything.
    expect(r.tools.map((t) => t.name)).toEqual(["ok"]);
    expect(r.withheld.map((w) => `${w.file.split("/").pop()} ${located([w.reason])[0]}`)).toEqual([
      "broken-dep.ts TC_UNRESOLVED_IMPORT broken-dep.ts:3:22",
      "chained.ts TC_UNRESOLVED_IMPORT types.ts:2:35",
      "missing.ts TC_UNRESOLVED_IMPORT missing.ts:3:22",
      "renamed.ts TC_UNRESOLVED_TYPE renamed.ts:3:22",
    ]);
  });

  it("resolves paths without baseUrl relative to the tsconfig, type-only namespace imports and import() types", () => {
    const r = extractSources({
      "tsconfig.json": `{ "compilerOptions": { "paths": { "@/*": ["./src/*"] } } }`,
      "src/types.ts": `export type Id = string;\nexport interface Pair { a: Id; b: Id }\n`,
      "tools.ts": `/** @tool */\nexport function f(id: import("./src/types").Id) {}\n/** @tool */\nexport function g(p: T.Pair) {}\nimport type * as T from "@/types";\n`,
    });
    expect(located(r.diagnostics)).toEqual([]);
    expect(property(r, "f", "id")).toEqual({ type: "string" });
    expect(property(r, "g", "p")).toEqual({ type: "object", properties: { a: { type: "string" }, b: { type: "string" } }, required: ["a", "b"], additionalProperties: false });
    expect(toolNamed(r, "g").call).toEqual([{ from: "property", name: "p" }]);
  });

  it("survives import cycles", () => {
    const r = extractSources({
      "a.ts": `"use tools";\nimport type { X } from "./b";\nexport type Y = string;\nexport function f(x: X) {}\n`,
      "b.ts": `export type { Y as X } from "./a";\nexport * from "./b";\n`,
    });
    expect(property(r, "f", "x")).toEqual({ type: "string" });
  });

  it("follows markers re-exported through the project's own module", () => {
    const r = extractSources({
      "markers.ts": `export * from "unplugin-toolcall/types";\nexport type { Int as Count } from "unplugin-toolcall/types";\nexport type Local = boolean;\n`,
      "a.ts": `"use tools";\nimport type { Int, Count, Local, ToolContext } from "./markers";\nexport function f(a: Int, b: Count, c: Local, ctx: ToolContext) {}\n`,
    });
    expect(r.diagnostics).toEqual([]);
    expect(toolNamed(r, "f").call).toEqual([
      { from: "property", name: "a" },
      { from: "property", name: "b" },
      { from: "property", name: "c" },
      { from: "context" },
    ]);
    expect(property(r, "f", "b")).toEqual({ type: "integer", "x-toolcall": { kind: "int" } });
    expect(property(r, "f", "c")).toEqual({ type: "boolean" });
  });
});
