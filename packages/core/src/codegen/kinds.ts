/**
 * What a resource's or a prompt's dispatch entry carries beside a tool's
 * (the runtime's `DeclaredEntry`, mcp/declared.ts): its kind, its URI and
 * MIME type, and its completion functions, which the part imports from the
 * declaration's own module. A tool's entry carries nothing more (but its page,
 * when it has one), so its text is what it always was.
 */
import type { ToolModel } from "../model/index.js";
import { uiPageId } from "../model/virtual-ids.js";

/** The local name a part binds the completion function of tool `index`'s argument `arg` to. */
function completeRef(index: number, j: number): string {
  return `__tc_complete_${index}_${j}`;
}

/** Per tool (in the part's order), the completion functions it imports: export name -> local. */
export function completeImports(sorted: readonly ToolModel[]): { file: string; exportName: string; local: string }[][] {
  return sorted.map((tool, i) => Object.values(tool.complete ?? {}).map((exportName, j) => ({ file: tool.file, exportName, local: completeRef(i, j) })));
}

/** The text after a tool's entry fields: "" for a tool, `, kind: ..., resource: ..., complete: ...` otherwise. */
export function kindFieldsText(tool: ToolModel, index: number): string {
  if (tool.kind === undefined) return tool.ui ? uiFieldText(tool) : "";
  let text = `, kind: ${JSON.stringify(tool.kind)}`;
  if (tool.resource) text += `, resource: ${JSON.stringify(tool.resource)}`;
  const complete = Object.keys(tool.complete ?? {});
  if (complete.length) text += `, complete: { ${complete.map((arg, j) => `${JSON.stringify(arg)}: ${completeRef(index, j)}`).join(", ")} }`;
  return text;
}

/**
 * A tool's page (`@ui`; the runtime's mcp/apps.ts): its URI, its `_meta.ui`,
 * and the HTML as a module imported when the resource is read, so the page
 * is a chunk of its own and the server's code does not carry it.
 */
function uiFieldText(tool: ToolModel): string {
  const ui = tool.ui!;
  return `, ui: { uri: ${JSON.stringify(ui.uri)}, meta: ${JSON.stringify(ui.meta)}, html: () => import(${JSON.stringify(uiPageId(tool.name))}).then((m) => m.default) }`;
}
