/**
 * `resources/list`, `resources/templates/list` and `resources/read` over
 * the declared resources (declared.ts). A read finds the resource by its
 * URI, else the first template (in name order) that matches it; the
 * template's variables go to the function through its checker
 * (text-arguments.ts). A `string` result is `text`, a `Uint8Array` a base64
 * `blob`, anything else JSON text.
 */
import { toJsonText } from "../json-text.js";
import { readUiPage } from "./apps.js";
import { saidOf, type Declared, type DeclaredTable } from "./declared.js";
import { page } from "./page.js";
import { INTERNAL_ERROR, INVALID_PARAMS } from "./protocol.js";
import { textArguments } from "./text-arguments.js";
import { McpMethodError } from "./tools.js";
import { isShown, type Shown } from "./visibility.js";

/** MCP's "Resource not found". */
export const RESOURCE_NOT_FOUND = -32002;

export function listResources(table: DeclaredTable, cursor: unknown, pageSize: number, shown: Shown) {
  const visible = shown.resource || shown.tool ? table.resources.filter((r) => resourceShown(table, r.uri, r.name, shown)) : table.resources;
  const { items, nextCursor } = page(visible, cursor, pageSize);
  return nextCursor === undefined ? { resources: items } : { resources: items, nextCursor };
}

export function listResourceTemplates(table: DeclaredTable, cursor: unknown, pageSize: number, shown: Shown) {
  const visible = shown.resource ? table.resourceTemplates.filter((t) => isShown(shown.resource, t.name)) : table.resourceTemplates;
  const { items, nextCursor } = page(visible, cursor, pageSize);
  return nextCursor === undefined ? { resourceTemplates: items } : { resourceTemplates: items, nextCursor };
}

export async function readResource(table: DeclaredTable, params: Record<string, unknown>, ctx: unknown, shown: Shown): Promise<unknown> {
  const uri = params.uri;
  if (typeof uri !== "string") throw new McpMethodError(INVALID_PARAMS, "Invalid params: `uri` must be a string");
  const page = table.pages.get(uri);
  if (page && isShown(shown.tool, page.tool)) return readUiPage(page);
  const resolved = resourceOf(table, uri, shown);
  if (!resolved) throw new McpMethodError(RESOURCE_NOT_FOUND, `Resource not found: ${uri.slice(0, 200)}`);
  const { found, variables } = resolved;
  const { name, inputSchema } = found.record.tool;
  const result = await table.dispatch(name, textArguments(inputSchema, variables), ctx);
  if (!result.ok) throw new McpMethodError(result.error.code === "invalid_arguments" ? INVALID_PARAMS : INTERNAL_ERROR, saidOf("resource", result.error.message));
  return { contents: [content(uri, result.value, found.entry.resource?.mimeType)] };
}

/** The resource a URI names that this caller sees: by the URI itself, else the first such template (in name order) that matches it, with its variables. */
export function resourceOf(table: DeclaredTable, uri: string, shown: Shown): { found: Declared; variables: Record<string, string> } | undefined {
  const found = table.byUri.get(uri);
  if (found && isShown(shown.resource, found.record.tool.name)) return { found, variables: {} };
  for (const { declared, match } of table.matchers) {
    if (!isShown(shown.resource, declared.record.tool.name)) continue;
    const variables = match(uri);
    if (variables) return { found: declared, variables };
  }
  return undefined;
}

/** Whether the caller sees the listed resource `uri` named `name`: a tool's page with its tool, any other by its name. */
function resourceShown(table: DeclaredTable, uri: string, name: string, shown: Shown): boolean {
  const page = table.pages.get(uri);
  return page ? isShown(shown.tool, page.tool) : isShown(shown.resource, name);
}

function content(uri: string, value: unknown, mimeType: string | undefined): Record<string, string> {
  if (typeof value === "string") return { uri, mimeType: mimeType ?? "text/plain", text: value };
  if (value instanceof Uint8Array) return { uri, mimeType: mimeType ?? "application/octet-stream", blob: base64(value) };
  return { uri, mimeType: mimeType ?? "application/json", text: toJsonText(value) };
}

/** Base64 without Node's Buffer (edge runtimes have `btoa`), in chunks that stay below the argument limit. */
function base64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
