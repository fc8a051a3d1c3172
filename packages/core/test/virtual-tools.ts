// `virtual:tools` as the plugin serves it (the index and one part per tool
// source file, from `generateIndex` and `generatePart`), written to real files
// so tests and benches import exactly what a bundle would.
import type { CheckerShape } from "../src/model/options.js";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { generateIndex, generatePart, sortByName } from "../src/codegen/module.js";
import type { ToolModel } from "../src/model/index.js";

export interface VirtualToolsText {
  index: string;
  /**
   * Part text by the id the index imports it by (`./part-<n>.mjs`, n in order
   * of each file's first tool by name), then the shared modules the parts
   * import (`./shapes-<hash>.mjs`, `./record-<hash>.mjs`).
   */
  parts: Map<string, string>;
}

/** The index and the parts for these tools; part ids are relative file names, so the index imports them from its own folder. */
export function virtualToolsText(tools: readonly ToolModel[], runtimeImport: string, checker: CheckerShape = "compact"): VirtualToolsText {
  const idByFile = new Map<string, string>();
  const byId = new Map<string, ToolModel[]>();
  for (const tool of sortByName(tools)) {
    let id = idByFile.get(tool.file);
    if (id === undefined) idByFile.set(tool.file, (id = `./part-${idByFile.size}.mjs`));
    byId.set(id, [...(byId.get(id) ?? []), tool]);
  }
  const index = generateIndex(tools, (file) => idByFile.get(file)!, { runtimeImport });
  // The shared modules (tool shapes, record shapes) are written beside the parts, as files named after their ids.
  const shared = new Map<string, () => string>();
  const importOf = (id: string) => `./${id.replace(/^virtual:tools\//, "").replace(/\//g, "-")}.mjs`;
  const parts = new Map([...byId].map(([id, list]) => [id, generatePart(list, { runtimeImport, shared, importOf, checker })]));
  for (const [id, code] of shared) parts.set(importOf(id), code());
  return { index, parts };
}

/** The whole of `virtual:tools` as one text (index, then parts): for assertions over everything the plugin serves. */
export function allText({ index, parts }: VirtualToolsText): string {
  return [index, ...parts.values()].join("\n");
}

/**
 * Writes the index (as `virtual-tools.mjs`) and its parts into `dir`, emptied
 * first, and returns the index's file URL for `import()`.
 */
export function writeVirtualTools(dir: string, text: VirtualToolsText): string {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [id, code] of text.parts) writeFileSync(path.join(dir, id), code);
  const file = path.join(dir, "virtual-tools.mjs");
  writeFileSync(file, text.index);
  return pathToFileURL(file).href;
}

/**
 * The tools with their functions moved to one stub module in `dir` (written
 * here), for models whose source files do not exist: each function throws
 * when called, so use this only where no tool is called.
 */
export function withStubFunctions(dir: string, tools: readonly ToolModel[]): ToolModel[] {
  mkdirSync(dir, { recursive: true });
  const stub = path.join(dir, "functions.mjs");
  const exports = tools.map((t, i) => `const f${i} = () => { throw new Error("a stub: not called"); };\nexport { f${i} as ${JSON.stringify(t.exportName)} };`);
  writeFileSync(stub, exports.join("\n") + "\n");
  return tools.map((t) => ({ ...t, file: stub }));
}
