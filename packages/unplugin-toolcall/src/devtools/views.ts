/**
 * The schema views the developer tools show (the inspector's tabs, the
 * CLI's `schema --view`): the canonical schema `tools` holds, and each
 * provider view `virtual:tools` serves, computed by the same core functions.
 */
import { buildProviderViews, publicSchema, type ToolModel } from "@toolcall/core";

export const VIEW_NAMES = ["canonical", "openai", "openai-strict", "anthropic", "anthropic-strict", "gemini", "mcp"] as const;
export type ViewName = (typeof VIEW_NAMES)[number];

/** One tool in one view: the object a provider receives, whose schemas are its input and output. */
export type ViewEntry = Record<string, unknown>;

/** Every tool's entry in every view, by tool name (in the tools' order). */
export function viewsByTool(tools: readonly ToolModel[]): Map<string, Record<ViewName, ViewEntry>> {
  const views = buildProviderViews([...tools]);
  const byTool = new Map<string, Record<ViewName, ViewEntry>>();
  tools.forEach((tool, i) => {
    byTool.set(tool.name, {
      canonical: canonicalEntry(tool),
      openai: { ...views.openai[i] },
      "openai-strict": { ...views.openaiStrict[i] },
      anthropic: { ...views.anthropic[i] },
      "anthropic-strict": { ...views.anthropicStrict[i] },
      gemini: { ...views.gemini[i] },
      mcp: { ...views.mcp[i] },
    });
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
