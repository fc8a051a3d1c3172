/**
 * Provider helpers the generated `virtual:tools` module binds to its views
 * and its `dispatch`. Edge-safe: no SDK is imported; `registerMcpTools` and
 * `aiSdkTools` take what they need from the caller.
 */
export type * from "./types.js";
// One file per provider: its tools view and its result helpers (results.ts has what they share).
// The view table derives each view on first use and keeps it; a tools view picks the variant,
// wraps it in the API's shape and copies it, so a caller may change what it gets.
export { openaiToolsView, openaiChatToolResult, openaiResponsesToolResult } from "./openai.js";
export { anthropicToolsView, anthropicToolResult } from "./anthropic.js";
export { geminiToolsView, geminiToolResult } from "./gemini.js";
export { mcpToolsView, mcpToolResult } from "./mcp.js";
export { registerMcpTools, type McpLowLevelServer, type McpRequestSchemas, type RegisterMcpToolsOptions } from "./mcp-server.js";
export { aiSdkTools, type AiSdkFactories, type AiSdkToolsOptions } from "./ai-sdk.js";
export { openaiAgentsTools, type OpenAIAgentsFactories, type OpenAIAgentsToolsOptions } from "./openai-agents.js";
export type { AiSdkContentPart, AiSdkToolOutput } from "./ai-sdk-content.js";
export { toJsonValue as providerJsonValue } from "./json.js";
