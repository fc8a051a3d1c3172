// Static types of `virtual:tools`, for `/// <reference types="unplugin-toolcall/client" />`.
// Generated from @toolcall/core at build time. Loose on purpose: any tool name
// is accepted and results are `unknown`. The generated `toolcall.d.ts` (the
// plugin's `dts` option) types the same module per tool; use one or the other.

declare module "virtual:tools" {
  /** Any tool name (the generated declaration file narrows it to your tools). */
  export type ToolName = string;

  export type ToolErrorCode = "unknown_tool" | "invalid_json" | "invalid_arguments" | "tool_failed";

  /** The outcome of a tool call; `dispatch` never rejects. */
  export type ToolResult<T = unknown> =
    | { ok: true; value: T }
    | { ok: false; error: { code: ToolErrorCode; message: string; issues?: { path: string; message: string }[] } };

  /** A JSON Schema 2020-12 node. */
  export type JsonSchema = { [keyword: string]: unknown };

  export interface Tool {
    readonly name: ToolName;
    readonly description: string;
    readonly inputSchema: JsonSchema;
    readonly outputSchema?: JsonSchema;
    readonly deprecated?: true;
  }

  /** Every tool, sorted by name, with public JSON Schemas. */
  export const tools: readonly Tool[];

  /**
   * Validates, coerces and calls a tool. `args`: the raw JSON text of the
   * arguments (parsed losslessly) or an already-parsed object. `ctx` reaches
   * the function's `ToolContext` parameter, never the model.
   */
  export function dispatch(
    name: ToolName,
    args: string | { readonly [key: string]: unknown },
    ctx?: unknown,
  ): Promise<ToolResult>;

  /** A JSON Schema whose root is an object, as every provider requires for tool input. */
  export type ObjectJsonSchema = {
    type: "object";
    properties?: { [name: string]: JsonSchema };
    required?: string[];
    [keyword: string]: unknown;
  };

  /** A Chat Completions function tool (`ChatCompletionTool`). */
  export interface OpenAIChatTool {
    type: "function";
    function: { name: ToolName; description: string; parameters: ObjectJsonSchema; strict?: boolean };
  }
  /** A Responses API function tool (`FunctionTool`). */
  export interface OpenAIResponsesTool {
    type: "function";
    name: ToolName;
    description: string;
    parameters: ObjectJsonSchema;
    strict: boolean;
  }
  /** Chat Completions tool objects; `{ strict: true }` rewrites to OpenAI's strict subset. */
  export function openaiTools(opts?: { api?: "chat"; strict?: boolean }): OpenAIChatTool[];
  /** Responses API tool objects (`strict` is always explicit). */
  export function openaiTools(opts: { api: "responses"; strict?: boolean }): OpenAIResponsesTool[];
  export function openaiTools(opts?: { api?: "chat" | "responses"; strict?: boolean }): OpenAIChatTool[] | OpenAIResponsesTool[];

  /** An Anthropic Messages API tool (`Tool`). */
  export interface AnthropicTool {
    name: ToolName;
    description: string;
    input_schema: ObjectJsonSchema;
    input_examples?: { [key: string]: unknown }[];
    strict?: boolean;
  }
  /** Anthropic tools; `{ strict: true }` rewrites to Anthropic's strict subset. */
  export function anthropicTools(opts?: { strict?: boolean }): AnthropicTool[];

  /** A Gemini `FunctionDeclaration` (JSON Schema form). */
  export interface GeminiFunctionDeclaration {
    name: ToolName;
    description: string;
    parametersJsonSchema: ObjectJsonSchema;
    responseJsonSchema?: JsonSchema;
  }
  /** Gemini `tools`: `[{ functionDeclarations }]`. */
  export function geminiTools(): { functionDeclarations: GeminiFunctionDeclaration[] }[];

  /** An MCP `Tool`. A non-object return type is wrapped as `{ result }` in `outputSchema`. */
  export interface McpTool {
    name: ToolName;
    title?: string;
    description: string;
    inputSchema: ObjectJsonSchema;
    outputSchema?: ObjectJsonSchema;
    annotations?: { title?: string; readOnlyHint?: boolean; destructiveHint?: boolean; idempotentHint?: boolean; openWorldHint?: boolean };
  }
  /** MCP `Tool` objects. */
  export function mcpTools(): McpTool[];

  /** OpenAI Chat: a message's `tool_calls[i]` -> the `tool` message (errors in the text). */
  export function openaiToolResult(
    call: { id: string; function: { name: string; arguments: string } },
    ctx?: unknown,
  ): Promise<{ role: "tool"; tool_call_id: string; content: string }>;
  /** OpenAI Responses: a `function_call` output item -> its `function_call_output` input item. */
  export function openaiResponsesToolResult(
    item: { call_id: string; name: string; arguments: string },
    ctx?: unknown,
  ): Promise<{ type: "function_call_output"; call_id: string; output: string }>;
  /** Anthropic: a `tool_use` block -> its `tool_result` block (`is_error` on failure). */
  export function anthropicToolResult(
    block: { id: string; name: string; input: unknown },
    ctx?: unknown,
  ): Promise<{ type: "tool_result"; tool_use_id: string; content: string; is_error?: boolean }>;
  /** The `error` of a Gemini function response. */
  export type GeminiToolError = { code: string; message: string; issues?: { path: string; message: string }[] };
  /** Gemini: a `functionCall` (or a part holding one) -> a part with its `functionResponse`. */
  export function geminiToolResult(
    call: { id?: string; name?: string; args?: { [key: string]: unknown } } | { functionCall?: { id?: string; name?: string; args?: { [key: string]: unknown } } },
    ctx?: unknown,
  ): Promise<{ functionResponse: { id?: string; name: string; response: { output: unknown } | { error: GeminiToolError } } }>;
  /** MCP: `tools/call` params -> `CallToolResult` (`structuredContent` + text copy; `isError` on failure). */
  export function mcpToolResult(
    params: { name: string; arguments?: { [key: string]: unknown } },
    ctx?: unknown,
  ): Promise<{ [key: string]: unknown; content: { type: "text"; text: string }[]; structuredContent?: { [key: string]: unknown }; isError?: boolean }>;

  /** The low-level MCP server methods used (an `McpServer` exposes one as `.server`). */
  export interface McpLowLevelServer {
    setRequestHandler(schema: any, handler: (request: any, extra: any) => any): void;
    registerCapabilities(capabilities: { tools?: { listChanged?: boolean } }): void;
  }
  /**
   * Serves every tool on an MCP server (`McpServer` or low-level `Server`), before `connect`:
   * `registerMcpTools(server, await import("@modelcontextprotocol/sdk/types.js"))`.
   * An unknown tool is JSON-RPC error -32602; a failed call an `isError` result.
   */
  export function registerMcpTools(
    server: McpLowLevelServer | { server: McpLowLevelServer },
    mcpTypes: { ListToolsRequestSchema: unknown; CallToolRequestSchema: unknown },
    opts?: { context?: (extra: any) => unknown },
  ): void;
  /** The fetch API's `Request` as the project declares it (DOM, @types/node, Workers types): this file needs none. */
  export type FetchRequest = typeof globalThis extends { Request: { prototype: infer T } } ? T : never;
  /** The fetch API's `Response`, likewise. */
  export type FetchResponse = typeof globalThis extends { Response: { prototype: infer T } } ? T : never;
  /** What `mcpHandler` takes (docs/mcp.md). */
  export interface McpHandlerOptions {
    /**
     * Runs before a request is read. Return a `Response` to refuse it (a 401 without
     * `WWW-Authenticate` gets one); anything else becomes the `ctx` of the tools' `ToolContext`.
     */
    authorize?: (request: FetchRequest) => unknown;
    /** Web origins besides the endpoint's own that may call it; a request without `Origin` is always answered. Default: none. */
    allowedOrigins?: "*" | readonly string[] | ((origin: string, request: FetchRequest) => boolean);
    /** Largest request body in bytes, answered 413 beyond. Default 1,000,000. */
    maxBodyBytes?: number;
    /** Session mode (`Mcp-Session-Id`, a GET event stream, DELETE), kept in memory: one process only. Default: stateless. */
    sessions?: boolean;
    /** Tools per `tools/list` page. Default 1,000. */
    pageSize?: number;
    /** `serverInfo` of `initialize`. Default `{ name: "toolcall", version: "1.0.0" }`. */
    serverInfo?: { name: string; version: string; title?: string };
    /** `instructions` of `initialize`. */
    instructions?: string;
    /** OAuth Protected Resource Metadata (RFC 9728), served at `/.well-known/oauth-protected-resource/<path>` and named in 401s. */
    protectedResource?: { authorization_servers: string[]; resource?: string; scopes_supported?: string[]; [field: string]: unknown };
  }
  /** A fetch handler serving MCP's Streamable HTTP transport. */
  export interface McpHandler {
    (request: FetchRequest): Promise<FetchResponse>;
    /** Tells every open session's event stream that the tools changed (session mode). */
    toolsChanged(): void;
  }
  /**
   * The tools over MCP (Streamable HTTP; protocol 2025-11-25, 2025-06-18, 2025-03-26), stateless
   * by default: `export default { fetch: mcpHandler() }` is a remote MCP server on Workers.
   */
  export function mcpHandler(options?: McpHandlerOptions): McpHandler;
  /** A Vercel AI SDK tool set: `aiSdkTools({ tool, jsonSchema })` with both imported from "ai". */
  export function aiSdkTools<TTool>(
    ai: { tool: (definition: any) => TTool; jsonSchema: (schema: any) => unknown },
    opts?: { context?: (options: any) => unknown },
  ): { [name in ToolName]: TTool };
}
