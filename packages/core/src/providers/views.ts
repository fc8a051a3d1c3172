import type { GeminiDeclarationView, McpTool, ObjectSchema, ProviderViews } from "@toolcall/runtime";
import type { JsonSchema, ToolModel } from "../model/index.js";
import { anthropicStrictSchema } from "./anthropic.js";
import { toolDescription } from "./describe.js";
import { geminiJsonSchema } from "./gemini.js";
import { mcpCompatibleSchema, mcpOutputSchema } from "./mcp.js";
import { openaiStrictSchema } from "./openai.js";
import { publicSchema } from "./schema-walk.js";

/**
 * The views are declared once, by the runtime that reads them: core builds
 * values of these types and the generated module hands them to the
 * runtime's helpers.
 */
export type { ProviderViews };

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
export type ToolViews = { [K in keyof ProviderViews]: ProviderViews[K][number] };

/**
 * Per model object: the extractor returns the same object for an unchanged
 * tool, so a watch rebuild computes views only for the tools that changed
 * (and the emitted text can reuse each schema's JSON; see codegen/views.ts).
 */
const viewsByTool = new WeakMap<ToolModel, ToolViews>();

export function toolViews(tool: ToolModel): ToolViews {
  const cached = viewsByTool.get(tool);
  if (cached) return cached;
  const description = toolDescription(tool);
  const input = objectRoot(publicSchema(tool.inputSchema), tool);
  const output = tool.outputSchema ? publicSchema(tool.outputSchema) : undefined;
  const examples = tool.examples.length > 0 ? { input_examples: tool.examples } : {};

  const gemini: GeminiDeclarationView = { name: tool.name, description, parametersJsonSchema: objectRoot(geminiJsonSchema(input), tool) };
  if (output) gemini.responseJsonSchema = geminiJsonSchema(output);

  const mcp: McpTool = { name: tool.name, description, inputSchema: objectRoot(mcpCompatibleSchema(input), tool) };
  if (tool.annotations.title !== undefined) mcp.title = tool.annotations.title;
  let mcpOutput: ProviderViews["mcpOutput"][number] = null;
  if (output) {
    const { schema, shape } = mcpOutputSchema(mcpCompatibleSchema(output));
    mcp.outputSchema = objectRoot(schema, tool);
    mcpOutput = shape;
  }
  if (Object.keys(tool.annotations).length > 0) mcp.annotations = { ...tool.annotations };

  const result: ToolViews = {
    openai: { name: tool.name, description, parameters: input },
    openaiStrict: { name: tool.name, description, parameters: objectRoot(openaiStrictSchema(input), tool) },
    anthropic: { name: tool.name, description, input_schema: input, ...examples },
    anthropicStrict: { name: tool.name, description, input_schema: objectRoot(anthropicStrictSchema(input), tool), ...examples },
    gemini,
    mcp,
    mcpOutput,
  };
  viewsByTool.set(tool, result);
  return result;
}

/**
 * Every provider takes an object at the root of a tool's input (and MCP of
 * its output too); the extractor and the rewrites above always give one, so
 * anything else is a bug in toolcall, reported as such rather than emitted.
 */
function objectRoot(schema: JsonSchema, tool: ToolModel): ObjectSchema {
  if (schema.type !== "object") throw new Error(`toolcall: tool \`${tool.name}\` got a provider schema whose root is not an object`);
  return schema as ObjectSchema;
}
