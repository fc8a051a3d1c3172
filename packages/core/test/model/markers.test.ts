// The plugin's `unplugin-toolcall/types` declares the markers users import;
// core's table (model/markers.ts) is what the extractor knows. The two must
// name exactly the same types: a marker declared but unknown would be
// refused in every tool, one known but undeclared could never be imported.
import { readFileSync } from "node:fs";
import { parse } from "@babel/parser";
import { describe, expect, it } from "vitest";
import { CONSTRAINT_MARKERS, INTEGER_MARKERS, MARKER_NAMES, MARKERS_MODULE, RICH_CONSTRUCTORS } from "../../src/model/markers.js";

const TYPES_FILE = new URL("../../../unplugin-toolcall/src/types.ts", import.meta.url);

/** Names the file exports, of any kind of declaration. */
function exportedNames(source: string): string[] {
  const names: string[] = [];
  for (const node of parse(source, { sourceType: "module", plugins: ["typescript"] }).program.body) {
    if (node.type !== "ExportNamedDeclaration") continue;
    const declaration = node.declaration;
    if (declaration && "id" in declaration && declaration.id?.type === "Identifier") names.push(declaration.id.name);
    if (declaration?.type === "VariableDeclaration") for (const d of declaration.declarations) if (d.id.type === "Identifier") names.push(d.id.name);
    for (const specifier of node.specifiers) if (specifier.exported.type === "Identifier") names.push(specifier.exported.name);
  }
  return names;
}

/**
 * What `ToolCall`'s members take and give (sampling, elicitation): a tool's
 * body names them, its parameters never do, so core need not know them.
 */
const CALL_API = ["ClientRequestError", "ElicitResult", "SampleRequest", "SampleResult", "SamplingContent", "SamplingMessage"];

describe("the markers", () => {
  it("the plugin's types module declares exactly the markers core knows, the rich parts' constructors and ToolCall's own types", () => {
    expect(exportedNames(readFileSync(TYPES_FILE, "utf8")).sort()).toEqual([...MARKER_NAMES, ...RICH_CONSTRUCTORS, ...CALL_API].sort());
  });

  it("name each marker once, in one of its kinds", () => {
    expect(new Set(MARKER_NAMES).size).toBe(MARKER_NAMES.length);
    for (const name of Object.keys(INTEGER_MARKERS)) expect(CONSTRAINT_MARKERS).not.toHaveProperty(name);
    expect(MARKERS_MODULE).toBe("unplugin-toolcall/types");
  });
});
