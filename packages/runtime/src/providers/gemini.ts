/** Gemini's helpers: its `tools` and the results of its function calls. */
import type { Dispatch } from "../dispatch.js";
import type { ToolError } from "../result.js";
import { Unsendable, unsendableError } from "../result-budget.js";
import type { ViewTable } from "../views/table.js";
import { cloneJson, jsonValueOf, toJsonValue } from "./json.js";
import { field, safeDispatch } from "./results.js";
import type { GeminiFunctionCall, GeminiFunctionResponsePart, GeminiTool } from "./types.js";

/** Gemini `tools`: one entry holding every function declaration. */
export function geminiToolsView(views: ViewTable): GeminiTool[] {
  return [{ functionDeclarations: cloneJson(views.list("gemini")) }];
}

/** Gemini: a `functionCall` (or a part holding one) -> a `functionResponse` part: `{ output }` or `{ error }`. */
export async function geminiToolResult(
  dispatch: Dispatch,
  call: GeminiFunctionCall | { functionCall?: GeminiFunctionCall },
  ctx?: unknown,
): Promise<GeminiFunctionResponsePart> {
  const fc = field(() => ("functionCall" in call && call.functionCall ? call.functionCall : (call as GeminiFunctionCall)), {} as GeminiFunctionCall);
  const name: string = field(() => fc.name, undefined) ?? "";
  const result = await safeDispatch(dispatch, name, field<unknown>(() => fc.args, {}), ctx);
  const output = result.ok ? jsonValueOf(result.value) : undefined;
  const response =
    output instanceof Unsendable ? { error: unsendableError(output.reason) } : result.ok ? { output } : { error: toJsonValue(result.error) as ToolError };
  const id = field(() => fc.id, undefined);
  const functionResponse: GeminiFunctionResponsePart["functionResponse"] = id !== undefined ? { id, name, response } : { name, response };
  return { functionResponse };
}
