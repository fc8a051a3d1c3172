/** Gemini's helpers: its `tools` and the results of its function calls. */
import type { Dispatch } from "../dispatch.js";
import type { ToolError } from "../result.js";
import { Unsendable, unsendableError } from "../result-budget.js";
import type { ViewTable } from "../views/table.js";
import { cloneJson, jsonValueOf, toJsonValue } from "./json.js";
import { field, richOf, safeDispatch } from "./results.js";
import type { RichValue } from "./rich-content.js";
import { fileNameOf, partNote } from "./rich-notes.js";
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
  const rich = richOf(result);
  const id = field(() => fc.id, undefined);
  const functionResponse: GeminiFunctionResponsePart["functionResponse"] = id !== undefined ? { id, name, response: { output: null } } : { name, response: { output: null } };
  if (rich instanceof Unsendable) functionResponse.response = { error: unsendableError(rich.reason) };
  else if (rich !== undefined) Object.assign(functionResponse, geminiRich(rich));
  else {
    const output = result.ok ? jsonValueOf(result.value) : undefined;
    functionResponse.response =
      output instanceof Unsendable ? { error: unsendableError(output.reason) } : result.ok ? { output } : { error: toJsonValue(result.error) as ToolError };
  }
  return { functionResponse };
}

/** Media Gemini takes in a function response (its multimodal function responses); the rest is text. */
const INLINE_TYPES = ["image/png", "image/jpeg", "image/webp", "application/pdf", "text/plain"];

/**
 * A value with rich parts: images and documents Gemini takes go in `parts`
 * as inline data, and `output` is the text of the other items in order
 * (strings, structured data as JSON text, a note for each part left out).
 */
function geminiRich(rich: RichValue): Pick<GeminiFunctionResponsePart["functionResponse"], "response" | "parts"> {
  const texts: string[] = [];
  const parts: NonNullable<GeminiFunctionResponsePart["functionResponse"]["parts"]> = [];
  for (const item of rich.content) {
    const media = item.type === "image" ? { mimeType: item.mimeType, data: item.data, uri: undefined } : item.type === "resource" && "blob" in item.resource ? { mimeType: item.resource.mimeType ?? "", data: item.resource.blob, uri: item.resource.uri } : undefined;
    if (media && INLINE_TYPES.includes(media.mimeType)) {
      const displayName = media.uri === undefined ? undefined : fileNameOf(media.uri);
      parts.push({ inlineData: { mimeType: media.mimeType, data: media.data, ...(displayName ? { displayName } : {}) } });
    } else texts.push(item.type === "text" ? item.text : partNote(item, "Gemini"));
  }
  return parts.length > 0 ? { response: { output: texts.join("\n") }, parts } : { response: { output: texts.join("\n") } };
}
