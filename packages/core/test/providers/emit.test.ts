import { describe, expect, it } from "vitest";
import { emitProviders, viewsSource } from "../../src/codegen/views.js";
import { buildProviderViews } from "../../src/providers/views.js";
import { allTools } from "./fixtures.js";

const options = { runtimeImport: "/abs/runtime/index.js", dispatchRef: "dispatch" };

describe("emitProviders", () => {
  const text = emitProviders(allTools, options);

  it("is one import line from the runtime, then declarations", () => {
    const imports = text.split("\n").filter((line) => line.startsWith("import "));
    expect(imports).toHaveLength(1);
    expect(imports[0]).toMatch(/ from "\/abs\/runtime\/index\.js";$/);
    expect(text.startsWith("import ")).toBe(true);
  });

  it("exports the views, the result helpers and the SDK adapters", () => {
    const exported = [...text.matchAll(/^export function (\w+)/gm)].map((m) => m[1]);
    expect(exported).toEqual([
      "openaiTools",
      "anthropicTools",
      "geminiTools",
      "mcpTools",
      "openaiToolResult",
      "openaiResponsesToolResult",
      "anthropicToolResult",
      "geminiToolResult",
      "mcpToolResult",
      "registerMcpTools",
      "aiSdkTools",
    ]);
  });

  it("declares nothing but exports and __tc_providers_ names", () => {
    const declared = [...text.matchAll(/^(?:const|let|var|function) (\w+)/gm)].map((m) => m[1]);
    expect(declared.length).toBeGreaterThan(0);
    for (const name of declared) expect(name.startsWith("__tc_providers_")).toBe(true);
    const imported = text.split("\n")[0].match(/ as (\w+)/g)!.map((s) => s.slice(4));
    for (const name of imported) expect(name.startsWith("__tc_providers_")).toBe(true);
  });

  it("calls the module's dispatch by the given identifier", () => {
    expect(emitProviders(allTools, { ...options, dispatchRef: "__my_dispatch" })).toContain("(__my_dispatch, call, ctx)");
  });

  it("never emits the internal annotations", () => {
    expect(text).not.toContain("x-toolcall");
  });

  it("is idempotent and independent of nothing but the model", () => {
    expect(emitProviders(allTools, options)).toBe(text);
    expect(emitProviders(structuredClone(allTools), options)).toBe(text);
  });

  it("emits each distinct schema once (non-strict OpenAI, Anthropic and MCP share the input schema)", () => {
    const views = buildProviderViews(allTools);
    const { declarations, expression } = viewsSource(views);
    const schemaTexts = declarations.split("\n").map((line) => line.replace(/^const __tc_providers_s\d+ = /, ""));
    expect(new Set(schemaTexts).size).toBe(schemaTexts.length);
    // The expression with the declarations substituted back is the views themselves.
    const bound = new Function(`${declarations}\nreturn ${expression};`)();
    expect(bound).toEqual(views);
  });

  it("handles a project without tools", () => {
    const empty = emitProviders([], options);
    expect(empty).toContain("export function openaiTools");
    expect(empty).toContain('"openai":[]');
  });
});
