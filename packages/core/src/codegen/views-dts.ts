/**
 * Declarations of the provider exports of `virtual:tools`, for the body of
 * `declare module "virtual:tools" { ... }` in the generated declaration file.
 * Self-contained (no imports: the user's project may not resolve
 * @toolcall/runtime or any SDK) and written so each value is assignable to
 * the official SDK types (test/providers/types proves it with tsc). Expects
 * `ToolName`, `ToolResult` and `JsonSchema` to be declared beside it.
 */
export function providersDeclarations(): string {
  return `
  /** A JSON Schema whose root is an object, as every provider requires for tool input. */
  export type ObjectJsonSchema = {
    type: "object";
    properties?: { [name: string]: JsonSchema };
    required?: string[];
    [keyword: string]: unknown;
  };

  /** A Chat Completions function tool (\`ChatCompletionTool\`). */
  export interface OpenAIChatTool {
    type: "function";
    function: { name: ToolName; description: string; parameters: ObjectJsonSchema; strict?: boolean };
  }
  /** A Responses API function tool (\`FunctionTool\`). */
  export interface OpenAIResponsesTool {
    type: "function";
    name: ToolName;
    description: string;
    parameters: ObjectJsonSchema;
    strict: boolean;
  }
  /** Chat Completions tool objects; \`{ strict: true }\` rewrites to OpenAI's strict subset. */
  export function openaiTools(opts?: { api?: "chat"; strict?: boolean }): OpenAIChatTool[];
  /** Responses API tool objects (\`strict\` is always explicit). */
  export function openaiTools(opts: { api: "responses"; strict?: boolean }): OpenAIResponsesTool[];
  export function openaiTools(opts?: { api?: "chat" | "responses"; strict?: boolean }): OpenAIChatTool[] | OpenAIResponsesTool[];

  /** An Anthropic Messages API tool (\`Tool\`). */
  export interface AnthropicTool {
    name: ToolName;
    description: string;
    input_schema: ObjectJsonSchema;
    input_examples?: { [key: string]: unknown }[];
    strict?: boolean;
  }
  /** Anthropic tools; \`{ strict: true }\` rewrites to Anthropic's strict subset. */
  export function anthropicTools(opts?: { strict?: boolean }): AnthropicTool[];

  /** A Gemini \`FunctionDeclaration\` (JSON Schema form). */
  export interface GeminiFunctionDeclaration {
    name: ToolName;
    description: string;
    parametersJsonSchema: ObjectJsonSchema;
    responseJsonSchema?: JsonSchema;
  }
  /** Gemini \`tools\`: \`[{ functionDeclarations }]\`. */
  export function geminiTools(): { functionDeclarations: GeminiFunctionDeclaration[] }[];

  /** An MCP \`Tool\`. A non-object return type is wrapped as \`{ result }\` in \`outputSchema\`. */
  export interface McpTool {
    name: ToolName;
    title?: string;
    description: string;
    inputSchema: ObjectJsonSchema;
    outputSchema?: ObjectJsonSchema;
    annotations?: { title?: string; readOnlyHint?: boolean; destructiveHint?: boolean; idempotentHint?: boolean; openWorldHint?: boolean };
  }
  /** MCP \`Tool\` objects. */
  export function mcpTools(): McpTool[];

  /** OpenAI Chat: a message's \`tool_calls[i]\` -> the \`tool\` message (errors in the text). */
  export function openaiToolResult(
    call: { id: string; function: { name: string; arguments: string } },
    ctx?: unknown,
  ): Promise<{ role: "tool"; tool_call_id: string; content: string }>;
  /** OpenAI Responses: a \`function_call\` output item -> its \`function_call_output\` input item. */
  export function openaiResponsesToolResult(
    item: { call_id: string; name: string; arguments: string },
    ctx?: unknown,
  ): Promise<{ type: "function_call_output"; call_id: string; output: string }>;
  /** Anthropic: a \`tool_use\` block -> its \`tool_result\` block (\`is_error\` on failure). */
  export function anthropicToolResult(
    block: { id: string; name: string; input: unknown },
    ctx?: unknown,
  ): Promise<{ type: "tool_result"; tool_use_id: string; content: string; is_error?: boolean }>;
  /** The \`error\` of a Gemini function response. */
  export type GeminiToolError = { code: string; message: string; issues?: { path: string; message: string }[] };
  /** Gemini: a \`functionCall\` (or a part holding one) -> a part with its \`functionResponse\`. */
  export function geminiToolResult(
    call: { id?: string; name?: string; args?: { [key: string]: unknown } } | { functionCall?: { id?: string; name?: string; args?: { [key: string]: unknown } } },
    ctx?: unknown,
  ): Promise<{ functionResponse: { id?: string; name: string; response: { output: unknown } | { error: GeminiToolError } } }>;
  /** MCP: \`tools/call\` params -> \`CallToolResult\` (\`structuredContent\` + text copy; \`isError\` on failure). */
  export function mcpToolResult(
    params: { name: string; arguments?: { [key: string]: unknown } },
    ctx?: unknown,
  ): Promise<{ [key: string]: unknown; content: { type: "text"; text: string }[]; structuredContent?: { [key: string]: unknown }; isError?: boolean }>;

  /** The low-level MCP server methods used (an \`McpServer\` exposes one as \`.server\`). */
  export interface McpLowLevelServer {
    setRequestHandler(schema: any, handler: (request: any, extra: any) => any): void;
    registerCapabilities(capabilities: { tools?: { listChanged?: boolean } }): void;
  }
  /**
   * Serves every tool on an MCP server (\`McpServer\` or low-level \`Server\`), before \`connect\`:
   * \`registerMcpTools(server, await import("@modelcontextprotocol/sdk/types.js"))\`.
   * An unknown tool is JSON-RPC error -32602; a failed call an \`isError\` result.
   */
  export function registerMcpTools(
    server: McpLowLevelServer | { server: McpLowLevelServer },
    mcpTypes: { ListToolsRequestSchema: unknown; CallToolRequestSchema: unknown },
    opts?: { context?: (extra: any) => unknown },
  ): void;
  /** A Vercel AI SDK tool set: \`aiSdkTools({ tool, jsonSchema })\` with both imported from "ai". */
  export function aiSdkTools<TTool>(
    ai: { tool: (definition: any) => TTool; jsonSchema: (schema: any) => unknown },
    opts?: { context?: (options: any) => unknown },
  ): { [name in ToolName]: TTool };
`;
}
