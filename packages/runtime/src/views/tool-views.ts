/**
 * Each provider's view of one tool, derived from what `virtual:tools` ships
 * anyway: the tool's `tools` entry (its public input and output schemas).
 * The build writes only that, plus the few things no schema says (a
 * deprecation notice, examples, MCP annotations); the views are derived
 * here, on first use (table.ts), so a process that never sends a tool to
 * Gemini never builds its Gemini schema. @toolcall/core derives the same
 * views with these functions at build time, for its checks and tools.
 */
import type { JsonSchemaObject, McpToolAnnotations, ObjectSchema, ProviderViews } from "../providers/types.js";
import { anthropicStrictSchema } from "./anthropic.js";
import { geminiJsonSchema } from "./gemini.js";
import { mcpCompatibleSchema, mcpOutputSchema, mcpOutputShape } from "./mcp.js";
import { mcpInputSchema, type SchemaPath } from "./mcp-defs.js";
import { openaiStrictSchema } from "./openai.js";
import type { SchemaNode } from "./walk.js";

/** A tool's public entry, as the `tools` export holds it. */
export interface ToolEntry {
  name: string;
  description: string;
  inputSchema: ObjectSchema;
  outputSchema?: JsonSchemaObject;
}

/** What only the views say, beside the tool's entry; absent when the tool has none of it. */
export interface ViewExtras {
  /** The description providers see, when it is not the entry's (a deprecated tool's ends with the notice). */
  description?: string;
  /** Anthropic's `input_examples`, from `@example`. */
  examples?: Record<string, unknown>[];
  /** MCP's `title` and `annotations`, from JSDoc. */
  annotations?: McpToolAnnotations;
  /**
   * The return type names a rich part (an image, audio, a resource): the
   * result helpers look for parts in this tool's value only.
   */
  rich?: true;
  /** A tool with a page (`@ui`): its `ui://` resource, which the MCP view links as `_meta.ui.resourceUri`. */
  ui?: string;
  /**
   * Where the input schema uses named object types, per `$defs` name (the
   * keys and indices from the root to each use): the MCP view writes them as
   * `$defs` (mcp-defs.ts); every other view keeps them inline.
   */
  namedTypes?: Record<string, SchemaPath[]>;
  /** `@needsApproval`: the AI SDK's and the OpenAI Agents SDK's `needsApproval`, and shown in the MCP view. */
  needsApproval?: true;
  /** A parameter is typed `ToolCall`, so the function may report progress: `aiSdkTools` streams it as preliminary results. */
  call?: true;
}

/** One tool as its views are derived from it (a record of `virtual:tools` has this shape). */
export interface ViewSource {
  readonly tool: ToolEntry;
  readonly view?: ViewExtras;
}

/** One tool's entry in each view. */
export type ToolViews = { [K in keyof ProviderViews]: ProviderViews[K][number] };

/** The name of a view: a key of `ProviderViews`. */
export type ViewName = keyof ProviderViews;

/**
 * Every view, described once: how one tool's entry in it is derived. The
 * table, core's `buildProviderViews` and its checks iterate this.
 */
export const VIEWS: { readonly [K in ViewName]: (source: ViewSource) => ToolViews[K] } = {
  openai: (s) => ({ name: s.tool.name, description: description(s), parameters: s.tool.inputSchema }),
  openaiStrict: (s) => ({ name: s.tool.name, description: description(s), parameters: objectRoot(openaiStrictSchema(s.tool.inputSchema), s) }),
  anthropic: (s) => ({ name: s.tool.name, description: description(s), input_schema: s.tool.inputSchema, ...examples(s) }),
  anthropicStrict: (s) => ({
    name: s.tool.name,
    description: description(s),
    input_schema: objectRoot(anthropicStrictSchema(s.tool.inputSchema), s),
    ...examples(s),
  }),
  gemini: (s) => {
    const view: ToolViews["gemini"] = { name: s.tool.name, description: description(s), parametersJsonSchema: objectRoot(geminiJsonSchema(s.tool.inputSchema), s) };
    if (s.tool.outputSchema) view.responseJsonSchema = geminiJsonSchema(s.tool.outputSchema);
    return view;
  },
  mcp: (s) => {
    const view: ToolViews["mcp"] = { name: s.tool.name, description: description(s), inputSchema: objectRoot(mcpInputSchema(mcpCompatibleSchema(s.tool.inputSchema), s.view?.namedTypes), s) };
    const annotations = s.view?.annotations;
    if (annotations?.title !== undefined) view.title = annotations.title;
    if (s.tool.outputSchema) view.outputSchema = objectRoot(mcpOutputSchema(mcpCompatibleSchema(s.tool.outputSchema)).schema, s);
    if (annotations && Object.keys(annotations).length > 0) view.annotations = { ...annotations };
    if (s.view?.ui !== undefined) view._meta = { ui: { resourceUri: s.view.ui } };
    if (s.view?.needsApproval) {
      // A hint beside MCP's own, and in `_meta`, which the official SDK's client keeps (it drops annotation keys it does not know).
      view.annotations = { ...view.annotations, needsApproval: true };
      view._meta = { ...view._meta, [MCP_NEEDS_APPROVAL_META]: true };
    }
    return view;
  },
  // The shape depends on the root alone, which `mcpCompatibleSchema` keeps: no schema is built for it.
  mcpOutput: (s) => (s.tool.outputSchema ? mcpOutputShape(s.tool.outputSchema) : null),
};

/** The `_meta` key of a tool that needs approval (a `_meta` key is prefixed by who defines it, MCP's "General fields"). */
export const MCP_NEEDS_APPROVAL_META = "toolcall/needsApproval";

function description(source: ViewSource): string {
  return source.view?.description ?? source.tool.description;
}

function examples(source: ViewSource): { input_examples?: Record<string, unknown>[] } {
  const list = source.view?.examples;
  return list && list.length > 0 ? { input_examples: list } : {};
}

/**
 * Every provider takes an object at the root of a tool's input (and MCP of
 * its output too); the extractor and the rewrites always give one, so
 * anything else is a bug in toolcall, reported as such rather than sent.
 */
function objectRoot(schema: SchemaNode, source: ViewSource): ObjectSchema {
  if (schema.type !== "object") throw new Error(`toolcall: tool \`${source.tool.name}\` got a provider schema whose root is not an object`);
  return schema as ObjectSchema;
}
