
/** A JSON Schema object as emitted at build time. */
export type JsonSchemaObject = { [keyword: string]: unknown };

/** The input schema of a tool: an object at the root (what every provider requires). */
export type ObjectSchema = { type: "object"; [keyword: string]: unknown };


export interface OpenAIFunctionView {
  name: string;
  description: string;
  parameters: ObjectSchema;
}
export interface AnthropicToolView {
  name: string;
  description: string;
  input_schema: ObjectSchema;
  input_examples?: Record<string, unknown>[];
}
export interface GeminiDeclarationView {
  name: string;
  description: string;
  parametersJsonSchema: ObjectSchema;
  responseJsonSchema?: JsonSchemaObject;
}
export interface McpToolAnnotations {
  title?: string;
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}
export interface McpTool {
  name: string;
  title?: string;
  description: string;
  inputSchema: ObjectSchema;
  outputSchema?: ObjectSchema;
  /** MCP's hints, and `needsApproval` for a tool with `@needsApproval` (not one of MCP's: clients that do not know it ignore it). */
  annotations?: McpToolAnnotations & { needsApproval?: boolean };
  /**
   * `ui.resourceUri` for a tool with a page (MCP Apps, docs/mcp.md "A tool's UI"): the `ui://` resource the host renders beside its result;
   * `"toolcall/needsApproval": true` for a tool with `@needsApproval`.
   */
  _meta?: { ui?: { resourceUri: string }; [key: string]: unknown };
}

/**
 * Every provider view of every tool, as lists. At run time a `ViewTable`
 * derives them one tool at a time, on first use; `@toolcall/core`'s
 * `buildProviderViews` gives them whole (its checks, the developer tools).
 */
export interface ProviderViews {
  openai: OpenAIFunctionView[];
  openaiStrict: OpenAIFunctionView[];
  anthropic: AnthropicToolView[];
  anthropicStrict: AnthropicToolView[];
  gemini: GeminiDeclarationView[];
  mcp: McpTool[];
  /** Per tool, in `mcp` order: `structuredContent` is the value itself, `{ result: value }`, or absent (null). */
  mcpOutput: ("object" | "wrapped" | null)[];
}

// ---- Tool definitions as each API takes them ----

export interface OpenAIToolsOptions {
  /** `"chat"` (default): Chat Completions; `"responses"`: the Responses API. */
  api?: "chat" | "responses";
  /** OpenAI strict mode (structured outputs for arguments). */
  strict?: boolean;
}
/** A Chat Completions function tool. */
export interface OpenAIChatTool {
  type: "function";
  function: { name: string; description: string; parameters: ObjectSchema; strict?: boolean };
}
/** A Responses API function tool. */
export interface OpenAIResponsesTool {
  type: "function";
  name: string;
  description: string;
  parameters: ObjectSchema;
  strict: boolean;
}
export interface AnthropicToolsOptions {
  /** Anthropic strict tool use. */
  strict?: boolean;
}
export interface AnthropicTool {
  name: string;
  description: string;
  input_schema: ObjectSchema;
  input_examples?: Record<string, unknown>[];
  strict?: boolean;
}
export interface GeminiTool {
  functionDeclarations: GeminiDeclarationView[];
}

// ---- Tool calls as each SDK returns them, and the results each API takes ----

/** `choices[0].message.tool_calls[i]` of a Chat completion. */
export interface OpenAIChatToolCall {
  id: string;
  type?: "function";
  function: { name: string; arguments: string };
}
export interface OpenAIChatToolMessage {
  role: "tool";
  tool_call_id: string;
  content: string;
}
/** A `function_call` item of a Responses API `output`. */
export interface OpenAIResponsesFunctionCall {
  type?: "function_call";
  call_id: string;
  name: string;
  arguments: string;
}
/** An item of a `function_call_output`'s `output` list: text, an image or a file (base64 as a data URL). */
export type OpenAIResponsesOutputItem =
  | { type: "input_text"; text: string }
  | { type: "input_image"; image_url: string }
  | { type: "input_file"; file_data: string; filename?: string };
export interface OpenAIResponsesFunctionCallOutput {
  type: "function_call_output";
  call_id: string;
  /** Text, or a list when the value holds rich parts. */
  output: string | OpenAIResponsesOutputItem[];
}
/** A `tool_use` content block of an Anthropic message. */
export interface AnthropicToolUseBlock {
  type?: "tool_use";
  id: string;
  name: string;
  input: unknown;
}
/** A block of a `tool_result`'s content: text, an image, or a PDF document (base64). */
export type AnthropicToolResultContent =
  | { type: "text"; text: string }
  | { type: "image"; source: { type: "base64"; media_type: "image/jpeg" | "image/png" | "image/gif" | "image/webp"; data: string } }
  | { type: "document"; source: { type: "base64"; media_type: "application/pdf"; data: string } };
export interface AnthropicToolResultBlock {
  type: "tool_result";
  tool_use_id: string;
  /** Text, or a list of blocks when the value holds rich parts. */
  content: string | AnthropicToolResultContent[];
  is_error?: boolean;
}
/** A Gemini `functionCall`, as in `response.functionCalls[i]`. */
export interface GeminiFunctionCall {
  id?: string;
  name?: string;
  args?: Record<string, unknown>;
}
/** A Gemini content part holding a function response. */
export interface GeminiFunctionResponsePart {
  functionResponse: {
    id?: string;
    name: string;
    response: { output: unknown } | { error: { code: string; message: string; issues?: { path: string; message: string }[] } };
    /** Media sent with the response, when the value holds rich parts Gemini takes. */
    parts?: { inlineData: { mimeType: string; data: string; displayName?: string } }[];
  };
}
/** `params` of an MCP `tools/call` request. */
export interface McpCallParams {
  name: string;
  arguments?: Record<string, unknown>;
}
/** One block of a `tools/call` result's `content`: text, or a rich part (../rich.ts) as MCP spells it. */
export type McpContentBlock =
  | { type: "text"; text: string }
  | { type: "image" | "audio"; data: string; mimeType: string }
  | { type: "resource_link"; uri: string; name: string; mimeType?: string; description?: string }
  | { type: "resource"; resource: { uri: string; mimeType?: string; text: string } | { uri: string; mimeType?: string; blob: string } };

/** An MCP `CallToolResult`. */
export interface McpCallToolResult {
  [key: string]: unknown;
  content: McpContentBlock[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}
