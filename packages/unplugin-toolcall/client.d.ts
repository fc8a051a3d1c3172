// Static types of `virtual:tools`, for `/// <reference types="unplugin-toolcall/client" />`.
// Loose on purpose: any tool name is accepted and results are `unknown`. The
// generated `toolcall.d.ts` (the plugin's `dts` option) types the same module
// per tool; use one or the other, not both.

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
    /** JSON Schema 2020-12, `"type": "object"` at the root. */
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

  /** Chat Completions tool objects; `{ api: "responses" }` for the Responses API; `{ strict: true }` for strict mode. */
  export function openaiTools(opts?: { api?: "chat" | "responses"; strict?: boolean }): { [key: string]: unknown }[];
  /** Anthropic Messages API tools; `{ strict: true }` for Anthropic's strict subset. */
  export function anthropicTools(opts?: { strict?: boolean }): {
    name: ToolName;
    description: string;
    input_schema: JsonSchema;
    [key: string]: unknown;
  }[];
  /** Gemini `tools` entry: `[{ functionDeclarations }]`. */
  export function geminiTools(): { functionDeclarations: { name: ToolName; [key: string]: unknown }[] }[];
  /** MCP `Tool` objects. */
  export function mcpTools(): {
    name: ToolName;
    description: string;
    inputSchema: JsonSchema;
    outputSchema?: JsonSchema;
    [key: string]: unknown;
  }[];

  /** A Chat Completions tool call (as the SDK returns it) -> the `{ role: "tool", ... }` message. */
  export function openaiToolResult(call: unknown, ctx?: unknown): Promise<{ [key: string]: unknown }>;
  /** A Responses API `function_call` item -> its `function_call_output` item. */
  export function openaiResponsesToolResult(item: unknown, ctx?: unknown): Promise<{ [key: string]: unknown }>;
  /** An Anthropic `tool_use` block -> its `tool_result` block (`is_error` on failure). */
  export function anthropicToolResult(block: unknown, ctx?: unknown): Promise<{ [key: string]: unknown }>;
  /** A Gemini `functionCall` -> its `functionResponse` (`response.error` on failure). */
  export function geminiToolResult(call: unknown, ctx?: unknown): Promise<{ [key: string]: unknown }>;
  /** MCP `tools/call` params -> its `CallToolResult` (`isError` on failure). */
  export function mcpToolResult(params: unknown, ctx?: unknown): Promise<{ [key: string]: unknown }>;
}
