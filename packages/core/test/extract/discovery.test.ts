import { describe, expect, it } from "vitest";
import { extractFixture, extractSources, located, toolNamed } from "./helpers.js";

// docs/declaring-tools.md: which functions are tools, and their names.
describe("tool discovery", () => {
  const result = extractFixture("discovery");

  it("finds exactly the tools docs/declaring-tools.md defines", () => {
    expect(result.tools.map((t) => t.name)).toEqual([
      "arrow",
      "custom_name",
      "declared",
      "expression",
      "later",
      "lookup",
      "renamed",
      "taggedArrow",
      "weather_report",
    ]);
  });

  it.each([
    // [tool, exportName, why]
    ["declared", "declared", "function declaration in a \"use tools\" module"],
    ["arrow", "arrow", "async arrow const"],
    ["expression", "expression", "function expression const"],
    ["later", "later", "export { later }"],
    ["renamed", "renamed", "export { original as renamed }: the exported name"],
    ["custom_name", "taggedFunction", "@tool custom_name"],
    ["taggedArrow", "taggedArrow", "@tool with no name"],
    ["weather_report", "default", "anonymous default export: file base name"],
    ["lookup", "default", "named default export: its function name"],
  ])("%s is exported as %s (%s)", (name, exportName) => {
    expect(toolNamed(result, name).exportName).toBe(exportName);
  });

  it("locates each tool at its name", () => {
    const declared = toolNamed(result, "declared");
    expect(declared.loc.file.endsWith("discovery/use-tools.ts")).toBe(true);
    expect([declared.loc.line, declared.loc.column]).toEqual([4, 17]);
  });

  it("skips @tool false, non-exported functions, values and untagged exports without a directive", () => {
    const names = result.tools.map((t) => t.name);
    for (const absent of ["optedOut", "internal", "limit", "untagged", "plain"]) expect(names).not.toContain(absent);
    expect(result.diagnostics).toEqual([]);
  });

  it("never reads a file without `use tools` or `@tool` as a tool module", () => {
    expect(result.dependencies.some((d) => d.endsWith("plain.ts"))).toBe(false);
  });

  it("warns about @tool on a function that is not exported, and on a non-function", () => {
    const r = extractSources({
      "a.ts": `/** @tool */\nfunction hidden() {}\n/** @tool */\nexport const value = 1;\nhidden();\n`,
    });
    expect(r.tools).toEqual([]);
    expect(located(r.diagnostics)).toEqual(["TC_NOT_EXPORTED a.ts:2:10", "TC_NOT_A_FUNCTION a.ts:4:14"]);
    expect(r.diagnostics.map((d) => d.severity)).toEqual(["warning", "warning"]);
  });

  it("accepts the directive after other directives but warns when it is not in the prologue", () => {
    const ok = extractSources({ "a.ts": `"use strict";\n"use tools";\nexport function f() {}\n` });
    expect(ok.tools.map((t) => t.name)).toEqual(["f"]);
    const late = extractSources({ "b.ts": `import x from "./x";\n"use tools";\nexport function f() {}\n` });
    expect(late.tools).toEqual([]);
    expect(located(late.diagnostics)).toEqual(["TC_MISPLACED_DIRECTIVE b.ts:2:1"]);
  });

  it("reports an invalid name and a duplicate name with every place involved", () => {
    const r = extractSources({
      "a.ts": `/** @tool bad.name */\nexport function a() {}\n/** @tool same */\nexport function b() {}\n`,
      "b.ts": `"use tools";\n/** @tool same */\nexport function c() {}\n`,
    });
    expect(located(r.diagnostics)).toEqual(["TC_INVALID_NAME a.ts:2:17", "TC_DUPLICATE_NAME a.ts:4:17"]);
    const dup = r.diagnostics[1];
    expect(dup.related).toEqual([{ file: "/project/b.ts", line: 3, column: 17 }]);
    expect(dup.message).toContain("/project/a.ts:4:17");
    expect(dup.message).toContain("/project/b.ts:3:17");
  });

  it.each([
    ["view.tsx", `"use tools";\n/** Renders. */\nexport function render(title: string) {\n  return <h1>{title}</h1>;\n}\n`, "render"],
    ["legacy.cts", `"use tools";\nexport const cjs = (a: string) => a;\n`, "cjs"],
    ["module.mts", `"use tools";\nexport async function esm(a: string) {}\n`, "esm"],
    ["quick_reply.ts", `/**\n * Replies.\n * @tool\n */\nexport default (text: string) => text;\n`, "quick_reply"],
    ["by-ref.ts", `/** @tool by_ref */\nconst impl = (a: string) => a;\nexport default impl;\n`, "by_ref"],
    ["wrapped.ts", `"use tools";\nexport const typed = ((a: string) => a) satisfies (a: string) => string;\n`, "typed"],
  ])("finds a tool in %s", (file, source, name) => {
    const r = extractSources({ [file]: source });
    expect(r.diagnostics).toEqual([]);
    expect(r.tools.map((t) => t.name)).toEqual([name]);
    expect(r.tools[0].call).toHaveLength(1);
    expect(r.tools[0].call[0].from).toBe("property");
  });
});
