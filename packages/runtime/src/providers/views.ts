import { cloneJson } from "./json.js";
import type {
  AnthropicTool,
  AnthropicToolsOptions,
  GeminiTool,
  McpTool,
  OpenAIChatTool,
  OpenAIResponsesTool,
  OpenAIToolsOptions,
  ProviderViews,
} from "./types.js";

// The schemas were computed at build time; these only pick the variant, wrap
// it in the API's shape and copy it, so a caller may mutate what it gets.

/** OpenAI tools for Chat Completions (default) or the Responses API, strict or not. */
export function openaiToolsView(views: ProviderViews, opts?: OpenAIToolsOptions): OpenAIChatTool[] | OpenAIResponsesTool[] {
  const strict = opts?.strict === true;
  const functions = cloneJson(strict ? views.openaiStrict : views.openai);
  if (opts?.api === "responses") {
    // Responses rewrites schemas to strict form when `strict` is omitted, so it is always explicit.
    return functions.map((f) => ({ type: "function", name: f.name, description: f.description, parameters: f.parameters, strict }));
  }
  return functions.map((f) => ({ type: "function", function: strict ? { ...f, strict: true } : f }));
}

/** Anthropic Messages API tools, strict or not. */
export function anthropicToolsView(views: ProviderViews, opts?: AnthropicToolsOptions): AnthropicTool[] {
  const strict = opts?.strict === true;
  const tools = cloneJson(strict ? views.anthropicStrict : views.anthropic);
  return strict ? tools.map((t) => ({ ...t, strict: true })) : tools;
}

/** Gemini `tools`: one entry holding every function declaration. */
export function geminiToolsView(views: ProviderViews): GeminiTool[] {
  return [{ functionDeclarations: cloneJson(views.gemini) }];
}

/** MCP `Tool` objects. */
export function mcpToolsView(views: ProviderViews): McpTool[] {
  return cloneJson(views.mcp);
}
