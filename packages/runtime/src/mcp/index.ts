/** The MCP server of `virtual:tools` (docs/mcp.md): Streamable HTTP as a fetch handler. */
export { mcpHandler, type McpHandler, type McpHandlerOptions } from "./handler.js";
export { createMcpSessions, type McpSessions, type McpSessionsOptions, type McpSessionRecord, type McpSessionListener } from "./sessions.js";
export { notifyListChanged, notifyResourceUpdated } from "./notifications.js";
export type { ProtectedResourceMetadata } from "./oauth.js";
export type { AllowedOrigins } from "./origin.js";
export { isListedHost, LOOPBACK_HOSTS } from "./hosts.js";
export type { ServerInfo } from "./methods.js";
export { declaredTable, type DeclaredRecord, type DeclaredTable, type McpPrompt, type McpResource, type McpResourceTemplate, type CompleteFunction } from "./declared.js";
export type { McpDeclaration, McpVisible } from "./visibility.js";
export type { McpConnection, McpConnectionOptions } from "./connection.js";
