import type { JsonSchema, ToolAnnotations, ToolModel } from "../model/index.js";
import { anthropicStrictSchema } from "./anthropic.js";
import { toolDescription } from "./describe.js";
import { geminiJsonSchema } from "./gemini.js";
import { mcpCompatibleSchema, mcpOutputSchema, type McpOutputShape } from "./mcp.js";
import { openaiStrictSchema } from "./openai.js";
import { publicSchema } from "./schema-walk.js";

/** One function tool in the provider-neutral part of the OpenAI shapes (Chat nests it, Responses flattens it). */
export interface OpenAIFunctionView {
  name: string;
  description: string;
  parameters: JsonSchema;
}

export interface AnthropicToolView {
  name: string;
  description: string;
  input_schema: JsonSchema;
  input_examples?: Record<string, unknown>[];
}

export interface GeminiDeclarationView {
  name: string;
  description: string;
  parametersJsonSchema: JsonSchema;
  responseJsonSchema?: JsonSchema;
}

export interface McpToolView {
  name: string;
  title?: string;
  description: string;
  inputSchema: JsonSchema;
  outputSchema?: JsonSchema;
  annotations?: ToolAnnotations;
}

/**
 * Every provider view of every tool, computed at build time and emitted as
 * JSON literals; the run-time helpers only pick and wrap them. The shape is
 * the contract with `@toolcall/runtime`'s `ProviderViews`.
 */
export interface ProviderViews {
  openai: OpenAIFunctionView[];
  openaiStrict: OpenAIFunctionView[];
  anthropic: AnthropicToolView[];
  anthropicStrict: AnthropicToolView[];
  gemini: GeminiDeclarationView[];
  mcp: McpToolView[];
  /**
   * Per tool, in `mcp` order: whether `structuredContent` is the value, or
   * `{ result: value }`; null without an `outputSchema`. A list, not an object
   * keyed by name, because a tool may be named `__proto__`.
   */
  mcpOutput: (McpOutputShape | null)[];
}

/** Builds every provider view from the model (pure; same input, same output). */
export function buildProviderViews(tools: ToolModel[]): ProviderViews {
  const views: ProviderViews = {
    openai: [],
    openaiStrict: [],
    anthropic: [],
    anthropicStrict: [],
    gemini: [],
    mcp: [],
    mcpOutput: [],
  };
  for (const tool of tools) {
    const one = toolViews(tool);
    views.openai.push(one.openai);
    views.openaiStrict.push(one.openaiStrict);
    views.anthropic.push(one.anthropic);
    views.anthropicStrict.push(one.anthropicStrict);
    views.gemini.push(one.gemini);
    views.mcp.push(one.mcp);
    views.mcpOutput.push(one.mcpOutput);
  }
  return views;
}

/** One tool's entry in each view. */
type ToolViews = { [K in keyof ProviderViews]: ProviderViews[K][number] };

/**
 * Per model object: the extractor returns the same object for an unchanged
 * tool, so a watch rebuild computes views only for the tools that changed
 * (and the emitted text can reuse each schema's JSON; see emit.ts).
 */
const viewsByTool = new WeakMap<ToolModel, ToolViews>();

export function toolViews(tool: ToolModel): ToolViews {
  const cached = viewsByTool.get(tool);
  if (cached) return cached;
  const description = toolDescription(tool);
  const input = publicSchema(tool.inputSchema);
  const output = tool.outputSchema ? publicSchema(tool.outputSchema) : undefined;
  const examples = tool.examples.length > 0 ? { input_examples: tool.examples } : {};

  const gemini: GeminiDeclarationView = { name: tool.name, description, parametersJsonSchema: geminiJsonSchema(input) };
  if (output) gemini.responseJsonSchema = geminiJsonSchema(output);

  const mcp: McpToolView = { name: tool.name, description, inputSchema: mcpCompatibleSchema(input) };
  if (tool.annotations.title !== undefined) mcp.title = tool.annotations.title;
  let mcpOutput: McpOutputShape | null = null;
  if (output) {
    const { schema, shape } = mcpOutputSchema(mcpCompatibleSchema(output));
    mcp.outputSchema = schema;
    mcpOutput = shape;
  }
  if (Object.keys(tool.annotations).length > 0) mcp.annotations = { ...tool.annotations };

  const result: ToolViews = {
    openai: { name: tool.name, description, parameters: input },
    openaiStrict: { name: tool.name, description, parameters: openaiStrictSchema(input) },
    anthropic: { name: tool.name, description, input_schema: input, ...examples },
    anthropicStrict: { name: tool.name, description, input_schema: anthropicStrictSchema(input), ...examples },
    gemini,
    mcp,
    mcpOutput,
  };
  viewsByTool.set(tool, result);
  return result;
}
