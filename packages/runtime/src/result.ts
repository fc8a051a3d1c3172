/** Why a call did not produce a value. */
export type ToolErrorCode = "unknown_tool" | "invalid_json" | "invalid_arguments" | "tool_failed" | "cancelled" | "timeout";

/** One problem with one argument: `path` like `days`, `to.zip`, `items[2].qty`. */
export interface ToolIssue {
  path: string;
  message: string;
}

/** The error half of a `ToolResult`: `message` is written for a model to read and correct its call. */
export interface ToolError {
  code: ToolErrorCode;
  message: string;
  issues?: ToolIssue[];
}

/** What `dispatch` resolves to; it never rejects. */
export type ToolResult<T = unknown> = { ok: true; value: T } | { ok: false; error: ToolError };

/** A failed `ToolResult`. */
export function toolError(code: ToolErrorCode, message: string, issues?: ToolIssue[]): { ok: false; error: ToolError } {
  return issues ? { ok: false, error: { code, message, issues } } : { ok: false, error: { code, message } };
}
