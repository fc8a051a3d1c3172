// The generated declaration file and @toolcall/runtime describe the same
// values. The runtime declares the views and results once; every export of
// `virtual:tools` must fit the runtime's type for it (what the helpers bound
// to the views and `dispatch` return, and what they accept), and the result
// types must be the same types. A drift on either side is a type error here.
import type * as Runtime from "@toolcall/runtime";
import {
  anthropicToolResult,
  anthropicTools,
  dispatch,
  geminiToolResult,
  geminiTools,
  mcpHandler,
  mcpToolResult,
  mcpTools,
  openaiResponsesToolResult,
  openaiToolResult,
  openaiTools,
  type McpHandlerOptions,
  type ToolErrorCode,
  type ToolResult,
} from "virtual:tools";

/** True only when A and B are each assignable to the other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const sameErrorCodes: Same<ToolErrorCode, Runtime.ToolErrorCode> = true;
export const sameResults: Same<ToolResult<{ n: number }>, Runtime.ToolResult<{ n: number }>> = true;

export const views: {
  openaiChat: (opts?: { api?: "chat"; strict?: boolean }) => Runtime.OpenAIChatTool[];
  openaiResponses: (opts: { api: "responses"; strict?: boolean }) => Runtime.OpenAIResponsesTool[];
  anthropic: (opts?: Runtime.AnthropicToolsOptions) => Runtime.AnthropicTool[];
  gemini: () => Runtime.GeminiTool[];
  mcp: () => Runtime.McpTool[];
} = { openaiChat: openaiTools, openaiResponses: openaiTools, anthropic: anthropicTools, gemini: geminiTools, mcp: mcpTools };

export const results: {
  dispatch: (name: string, args: string | { readonly [key: string]: unknown }, ctx?: unknown) => Promise<Runtime.ToolResult>;
  openai: (call: Runtime.OpenAIChatToolCall, ctx?: unknown) => Promise<Runtime.OpenAIChatToolMessage>;
  openaiResponses: (item: Runtime.OpenAIResponsesFunctionCall, ctx?: unknown) => Promise<Runtime.OpenAIResponsesFunctionCallOutput>;
  anthropic: (block: Runtime.AnthropicToolUseBlock, ctx?: unknown) => Promise<Runtime.AnthropicToolResultBlock>;
  gemini: (call: Runtime.GeminiFunctionCall | { functionCall?: Runtime.GeminiFunctionCall }, ctx?: unknown) => Promise<Runtime.GeminiFunctionResponsePart>;
  mcp: (params: Runtime.McpCallParams, ctx?: unknown) => Promise<Runtime.McpCallToolResult>;
} = {
  dispatch,
  openai: openaiToolResult,
  openaiResponses: openaiResponsesToolResult,
  anthropic: anthropicToolResult,
  gemini: geminiToolResult,
  mcp: mcpToolResult,
};

// Every option the declaration offers, the runtime's handler takes; what it returns is the runtime's handler.
export const mcpOptions: (options: McpHandlerOptions) => Runtime.McpHandlerOptions = (options) => options;
export const mcp: (options?: McpHandlerOptions) => Runtime.McpHandler = mcpHandler;
