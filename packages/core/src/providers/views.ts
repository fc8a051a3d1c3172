import { VIEWS, type ObjectSchema, type ProviderViews, type ToolEntry, type ToolViews, type ViewExtras, type ViewName, type ViewSource } from "@toolcall/runtime";
import type { ToolModel } from "../model/index.js";
import { toolDescription } from "./describe.js";
import { publicSchema } from "./schema-walk.js";

/**
 * The views are declared and derived once, by the runtime: `virtual:tools`
 * ships each tool's `tools` entry and its `ViewExtras`, and the runtime
 * derives a view the first time it is asked for. Core derives the same
 * views with the same functions (`VIEWS`), for its checks and the developer tools.
 */
export type { ProviderViews, ToolViews };

/** A tool's entry in the `tools` export: its public schemas, and `deprecated: true` for a deprecated tool. */
export type PublicToolEntry = ToolEntry & { deprecated?: true };

/**
 * Per model object: the extractor returns the same object for an unchanged
 * tool, so a watch rebuild computes these only for the tools that changed
 * (and the emitters cache text by object identity). Models are never
 * mutated (see ToolModel in model/index.ts), so nothing here goes stale.
 */
const sourceByTool = new WeakMap<ToolModel, ViewSource & { tool: PublicToolEntry }>();
const viewsByTool = new WeakMap<ToolModel, ToolViews>();

/** What `virtual:tools` holds of a tool for its views: its `tools` entry and, when it has any, its `ViewExtras`. */
export function viewSource(tool: ToolModel): ViewSource & { tool: PublicToolEntry } {
  let source = sourceByTool.get(tool);
  if (source === undefined) {
    const entry: PublicToolEntry = { name: tool.name, description: tool.description, inputSchema: publicSchema(tool.inputSchema) as ObjectSchema };
    if (tool.outputSchema) entry.outputSchema = publicSchema(tool.outputSchema);
    if (tool.deprecated !== undefined) entry.deprecated = true;
    const view = viewExtras(tool);
    source = view ? { tool: entry, view } : { tool: entry };
    sourceByTool.set(tool, source);
  }
  return source;
}

/** What only the views say of a tool, or undefined when they say nothing beyond its entry. */
function viewExtras(tool: ToolModel): ViewExtras | undefined {
  const extras: ViewExtras = {};
  const description = toolDescription(tool);
  if (description !== tool.description) extras.description = description;
  if (tool.examples.length > 0) extras.examples = tool.examples;
  if (Object.keys(tool.annotations).length > 0) extras.annotations = { ...tool.annotations };
  if (tool.richResult) extras.rich = true;
  if (tool.ui) extras.ui = tool.ui.uri;
  if (tool.namedTypes) extras.namedTypes = tool.namedTypes;
  if (tool.needsApproval) extras.needsApproval = true;
  if (tool.call.some((arg) => arg.from === "call")) extras.call = true;
  return Object.keys(extras).length > 0 ? extras : undefined;
}

/** One tool's entry in every view, derived as the runtime derives it. */
export function toolViews(tool: ToolModel): ToolViews {
  let views = viewsByTool.get(tool);
  if (views === undefined) {
    const source = viewSource(tool);
    const entries = Object.fromEntries((Object.keys(VIEWS) as ViewName[]).map((name) => [name, VIEWS[name](source)]));
    viewsByTool.set(tool, (views = entries as ToolViews));
  }
  return views;
}

/** Builds every provider view from the model (pure; same input, same output). */
export function buildProviderViews(tools: ToolModel[]): ProviderViews {
  const names = Object.keys(VIEWS) as ViewName[];
  const perTool = tools.map(toolViews);
  // One list per view name: what ProviderViews is, which the compiler cannot see through fromEntries.
  return Object.fromEntries(names.map((name) => [name, perTool.map((one) => one[name])])) as unknown as ProviderViews;
}
