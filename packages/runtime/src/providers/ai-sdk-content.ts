/**
 * Rich results for the AI SDK. `execute` returns the content blocks as
 * plain data (`{ content: [...] }`, MCP's spelling, which the SDK stores in
 * its messages and a UI can render), and `toModelOutput` turns them into
 * the SDK's content parts for the model: text, `image-data`, `file-data`.
 * `toModelOutput` also runs on messages a client sends back
 * (`convertToModelMessages`), so it trusts nothing it reads: anything that
 * is not exactly such content goes to the model as the SDK's default would
 * send it (text, or JSON).
 */
import { Unsendable } from "../result-budget.js";
import { cloneJson, jsonValueOf } from "./json.js";
import { richValue } from "./rich-content.js";
import { fileNameOf, resourceLinkNote } from "./rich-notes.js";
import type { McpContentBlock } from "./types.js";

/** The SDK's `ToolResultOutput` parts this produces (checked against `ai`'s types in test/providers). */
export type AiSdkContentPart =
  | { type: "text"; text: string }
  | { type: "image-data"; data: string; mediaType: string }
  | { type: "file-data"; data: string; mediaType: string; filename?: string };

/** JSON data, as `jsonValueOf` gives it. */
export type JsonData = null | string | number | boolean | JsonData[] | { [key: string]: JsonData };

export type AiSdkToolOutput = { type: "text"; value: string } | { type: "json"; value: JsonData } | { type: "content"; value: AiSdkContentPart[] };

/** What `execute` returns for a rich tool's value: its blocks, or the value as plain data when it holds no part. */
export function aiSdkRichOutput(value: unknown): unknown {
  const rich = richValue(value);
  if (rich instanceof Unsendable) return rich;
  if (rich === undefined) return jsonValueOf(value);
  return { content: rich.content.map((item) => cloneJson(item) as McpContentBlock) };
}

/** `toModelOutput({ output })` of a rich tool. */
export function aiSdkModelOutput(options: unknown): AiSdkToolOutput {
  const output = typeof options === "object" && options !== null ? (options as { output?: unknown }).output : undefined;
  const parts = contentParts(output);
  if (parts) return { type: "content", value: parts };
  if (typeof output === "string") return { type: "text", value: output };
  const plain = jsonValueOf(output);
  return { type: "json", value: plain instanceof Unsendable ? null : (plain as JsonData) };
}

function contentParts(output: unknown): AiSdkContentPart[] | undefined {
  if (typeof output !== "object" || output === null || Array.isArray(output)) return undefined;
  const content = (output as { content?: unknown }).content;
  if (!Array.isArray(content) || Object.keys(output).length !== 1) return undefined;
  const parts: AiSdkContentPart[] = [];
  for (const block of content) {
    const part = partOf(block);
    if (part === undefined) return undefined;
    parts.push(part);
  }
  return parts;
}

const str = (value: unknown): value is string => typeof value === "string";

/** One block as the SDK's part; a resource link, which no model API takes, as a text note. */
function partOf(block: unknown): AiSdkContentPart | undefined {
  if (typeof block !== "object" || block === null) return undefined;
  const b = block as Record<string, unknown>;
  switch (b.type) {
    case "text":
      return str(b.text) ? { type: "text", text: b.text } : undefined;
    case "image":
      return str(b.data) && str(b.mimeType) ? { type: "image-data", data: b.data, mediaType: b.mimeType } : undefined;
    case "audio":
      return str(b.data) && str(b.mimeType) ? { type: "file-data", data: b.data, mediaType: b.mimeType } : undefined;
    case "resource_link":
      if (!str(b.uri) || !str(b.name)) return undefined;
      return { type: "text", text: resourceLinkNote({ type: "resource_link", uri: b.uri, name: b.name, ...(str(b.mimeType) ? { mimeType: b.mimeType } : {}), ...(str(b.description) ? { description: b.description } : {}) }) };
    case "resource": {
      const r = b.resource as Record<string, unknown> | null;
      if (typeof r !== "object" || r === null || !str(r.uri)) return undefined;
      if (str(r.text)) return { type: "text", text: r.text };
      if (!str(r.blob)) return undefined;
      const name = fileNameOf(r.uri);
      return { type: "file-data", data: r.blob, mediaType: str(r.mimeType) ? r.mimeType : "application/octet-stream", ...(name ? { filename: name } : {}) };
    }
    default:
      return undefined;
  }
}
