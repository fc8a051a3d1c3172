/**
 * The schema views the developer tools show (the inspector's tabs, the
 * CLI's `schema --view`): the canonical schema `tools` holds, and each
 * provider view `virtual:tools` serves, computed by the same core functions.
 */
import { buildProviderViews, onlyTools, PROVIDER_TABS, publicSchema, type ProviderTab, type ToolModel } from "@toolcall/core";

/** The canonical schema, then every provider view core's `PROVIDERS` gives a tab. */
export const VIEW_NAMES: readonly ViewName[] = ["canonical", ...PROVIDER_TABS.map((v) => v.tab)];
export type ViewName = "canonical" | ProviderTab["tab"];

/** The fields of a tool's entry in each view that hold its input and output schemas. */
export const VIEW_SCHEMAS: Readonly<Record<string, { input: string; output?: string }>> = Object.fromEntries([
  ["canonical", { input: "inputSchema", output: "outputSchema" }],
  ...PROVIDER_TABS.map((v) => [v.tab, "output" in v ? { input: v.input, output: v.output } : { input: v.input }]),
]);

/** One tool in one view: the object a provider receives, whose schemas are its input and output. */
export type ViewEntry = Record<string, unknown>;

/** Every tool's entry in every view, by tool name (in the tools' order). */
export function viewsByTool(declarations: readonly ToolModel[]): Map<string, Record<ViewName, ViewEntry>> {
  // Resources and prompts have no provider views (model/kinds.ts).
  const tools = onlyTools(declarations);
  const views = buildProviderViews([...tools]);
  const byTool = new Map<string, Record<ViewName, ViewEntry>>();
  tools.forEach((tool, i) => {
    const entries: Record<string, ViewEntry> = { canonical: canonicalEntry(tool) };
    for (const { view, tab } of PROVIDER_TABS) entries[tab] = { ...views[view][i] };
    byTool.set(tool.name, entries as Record<ViewName, ViewEntry>);
  });
  return byTool;
}

/** The tool as `tools` in `virtual:tools` lists it. */
export function canonicalEntry(tool: ToolModel): ViewEntry {
  const entry: ViewEntry = { name: tool.name, description: tool.description, inputSchema: publicSchema(tool.inputSchema) };
  if (tool.outputSchema) entry.outputSchema = publicSchema(tool.outputSchema);
  if (tool.deprecated !== undefined) entry.deprecated = true;
  return entry;
}
