import { describe, expect, it } from "vitest";
import { viewTable } from "@toolcall/runtime";
import { shapesModule } from "../../src/codegen/tool-shapes.js";
import { toolRecordsSource } from "../../src/codegen/views.js";
import type { ToolModel } from "../../src/model/index.js";
import { buildProviderViews, viewSource } from "../../src/providers/views.js";
import { allTools } from "../providers/fixtures.js";
import { allText, virtualToolsText } from "../virtual-tools.js";

const runtimeImport = "/abs/runtime/index.js";

/** Each tool's shapes module, and the records of a part of these tools importing their schemas from them. */
function recordsOf(tools: readonly ToolModel[]) {
  const sources = tools.map(viewSource);
  const modules = tools.map((tool, i) => shapesModule(tool, sources[i]!.tool, runtimeImport));
  return { modules, ...toolRecordsSource(sources, modules) };
}

/** The schema exports of a shapes module (its validator and import left out). */
const schemaLines = (code: string) => code.split("\n").filter((line) => /^export const s\d+ = /.test(line));

describe("the provider views of virtual:tools", () => {
  const { index } = virtualToolsText(allTools, runtimeImport);
  const providers = index.slice(index.indexOf("import { openaiToolsView"));

  it("imports the view helpers from the runtime in one line", () => {
    const imports = providers.split("\n").filter((line) => line.startsWith("import "));
    expect(imports).toHaveLength(1);
    expect(imports[0]).toMatch(/ from "\/abs\/runtime\/index\.js";$/);
  });

  it("exports the views, the result helpers and the SDK adapters", () => {
    const exported = [...providers.matchAll(/^export function (\w+)/gm)].map((m) => m[1]);
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
      "mcpHandler",
      "aiSdkTools",
      "openaiAgentsTools",
    ]);
  });

  it("declares nothing but exports and __tc_providers_ names", () => {
    const declared = [...providers.matchAll(/^(?:const|let|var|function) (\w+)/gm)].map((m) => m[1]);
    expect(declared).toEqual(["__tc_providers_views"]);
    const imported = providers.split("\n")[0]!.match(/ as (\w+)/g)!.map((s) => s.slice(4));
    for (const name of imported) expect(name.startsWith("__tc_providers_")).toBe(true);
  });

  it("never emits the internal annotations in a view or a `tools` entry", () => {
    const { declarations, modules } = recordsOf(allTools);
    expect(declarations).not.toContain("x-toolcall");
    for (const { code } of modules) expect(schemaLines(code()).join("\n")).not.toContain("x-toolcall");
    expect(index).not.toContain("x-toolcall");
  });

  it("is idempotent and depends on nothing but the model", () => {
    const text = allText(virtualToolsText(allTools, runtimeImport));
    expect(allText(virtualToolsText(allTools, runtimeImport))).toBe(text);
    expect(allText(virtualToolsText(structuredClone(allTools), runtimeImport))).toBe(text);
  });

  it("emits each distinct schema of a tool once, in a module shared by the tools with the same schemas", () => {
    const views = buildProviderViews(allTools);
    const records = recordsOf(allTools);
    const { declarations, entries, extras } = records;
    const modules = new Map(records.modules.map(({ id, code }) => [id, schemaLines(code()).join("\n")]));
    for (const code of modules.values()) {
      const texts = code.split("\n").map((line) => line.replace(/^export const s\d+ = /, ""));
      expect(new Set(texts).size).toBe(texts.length);
    }
    // Another part whose tools have the same schemas imports the same modules, none new.
    expect(recordsOf(structuredClone(allTools)).modules.map((m) => m.id)).toEqual(records.modules.map((m) => m.id));
    // The expressions with the shared modules substituted back are the entries and extras themselves, tool by tool,
    // and the views the runtime derives from them are the views core derives from the model.
    const body = declarations.replace(/^import \{ (.*) \} from ("[^"]+");$/gm, (_, names: string, id: string) => {
      const module = `(() => { ${modules.get(JSON.parse(id))!.replace(/export const/g, "const")} return { ${[...names.matchAll(/s\d+ as \w+/g)].map((m) => m[0].split(" as ")[0]).join(", ")} }; })()`;
      return `const { ${names.replace(/ as /g, ": ")} } = ${module};`;
    });
    const evaluated = new Function(`${body}\nreturn [${entries.map((entry, i) => `{ tool: ${entry}${extras[i] === undefined ? "" : `, view: ${extras[i]}`} }`).join(",")}];`)();
    expect(evaluated).toEqual(allTools.map(viewSource));
    const table = viewTable(evaluated);
    for (const key of Object.keys(views) as (keyof typeof views)[]) expect(table.list(key)).toEqual(views[key]);
  });

  it("handles a project without tools", () => {
    const empty = virtualToolsText([], runtimeImport).index;
    expect(empty).toContain("export function openaiTools");
    expect(empty).toContain("const __tc_providers_views = __tc_providers_viewTable(__tc_tools);");
  });
});
