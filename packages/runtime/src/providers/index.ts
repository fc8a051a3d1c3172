/**
 * Provider helpers the generated `virtual:tools` module binds to its views
 * and its `dispatch`. Edge-safe: no SDK is imported; `registerMcpTools` and
 * `aiSdkTools` take what they need from the caller.
 */
export type * from "./types.js";
export { openaiToolsView, anthropicToolsView, geminiToolsView, mcpToolsView } from "./views.js";
export {
  openaiChatToolResult,
  openaiResponsesToolResult,
  anthropicToolResult,
  geminiToolResult,
  mcpToolResult,
} from "./results.js";
export { registerMcpTools, type McpLowLevelServer, type McpRequestSchemas, type RegisterMcpToolsOptions } from "./mcp.js";
export { aiSdkTools, type AiSdkFactories, type AiSdkToolsOptions } from "./ai-sdk.js";
export { toJsonValue as providerJsonValue } from "./json.js";
