import { cloneJson } from "./json.js";
import type {
  AnthropicTool,
  AnthropicToolsOptions,
  GeminiTool,
  McpTool,
  OpenAIChatTool,
  OpenAIResponsesTool,
  OpenAIToolsOptions,
} from "./types.js";
import type { ViewTable } from "../views/table.js";

// The table derives each view on first use and keeps it; these pick the
// variant, wrap it in the API's shape and copy it, so a caller may mutate
// what it gets.

/** OpenAI tools for Chat Completions (default) or the Responses API, strict or not. */
export function openaiToolsView(views: ViewTable, opts?: OpenAIToolsOptions): OpenAIChatTool[] | OpenAIResponsesTool[] {
  const strict = opts?.strict === true;
  const functions = cloneJson(views.list(strict ? "openaiStrict" : "openai"));
  if (opts?.api === "responses") {
    // Responses rewrites schemas to strict form when `strict` is omitted, so it is always explicit.
    return functions.map((f) => ({ type: "function", name: f.name, description: f.description, parameters: f.parameters, strict }));
  }
  return functions.map((f) => ({ type: "function", function: strict ? { ...f, strict: true } : f }));
}

/** Anthropic Messages API tools, strict or not. */
export function anthropicToolsView(views: ViewTable, opts?: AnthropicToolsOptions): AnthropicTool[] {
  const strict = opts?.strict === true;
  const tools = cloneJson(views.list(strict ? "anthropicStrict" : "anthropic"));
  return strict ? tools.map((t) => ({ ...t, strict: true })) : tools;
}

/** Gemini `tools`: one entry holding every function declaration. */
export function geminiToolsView(views: ViewTable): GeminiTool[] {
  return [{ functionDeclarations: cloneJson(views.list("gemini")) }];
}

/** MCP `Tool` objects. */
export function mcpToolsView(views: ViewTable): McpTool[] {
  return cloneJson(views.list("mcp"));
}
