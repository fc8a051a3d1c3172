/**
 * The resources and prompts of `virtual:tools` (docs/mcp.md), from the
 * records the generated index hands over: each a `createDispatch` entry
 * (so its arguments are checked and converted by its checker, as a tool's
 * are) carrying its kind, and its `tools`-style entry (name, description,
 * input schema). Built once when the module loads; the lists are what
 * `resources/list`, `resources/templates/list` and `prompts/list` page through.
 */
import { createDispatch, type CompiledTool, type Dispatch } from "../dispatch.js";
import { deepFreeze } from "../freeze.js";
import { uiResource, type UiPage, type UiResource } from "./apps.js";

/** A completion function (`@complete arg fn`): the text typed so far and the other arguments -> values. */
export type CompleteFunction = (value: string, args: Record<string, string>) => unknown;

/** A resource's or a prompt's dispatch entry, as the generated part writes it. */
export interface DeclaredEntry extends CompiledTool {
  kind: "resource" | "prompt";
  /** A resource's URI or URI template, and its `@mimeType`. */
  resource?: { uri: string; mimeType?: string };
  /** Arguments completed by an exported function: argument -> the function. */
  complete?: Record<string, CompleteFunction>;
}

/** One record of the index: the entry and the declaration's public name, description and input schema. */
export interface DeclaredRecord {
  entry: CompiledTool & Partial<Pick<DeclaredEntry, "kind" | "resource" | "complete">> & { ui?: UiPage };
  tool: { name: string; description: string; inputSchema: { [key: string]: unknown } };
}

export interface McpResource {
  uri: string;
  name: string;
  description: string;
  mimeType?: string;
}
export interface McpResourceTemplate {
  uriTemplate: string;
  name: string;
  description: string;
  mimeType?: string;
}
export interface McpPrompt {
  name: string;
  description: string;
  arguments: { name: string; description?: string; required?: boolean }[];
}

/** One declaration as the methods use it. */
export interface Declared {
  record: DeclaredRecord;
  entry: DeclaredEntry;
}

export interface DeclaredTable {
  /** Checks and calls a resource's or a prompt's function by its name. */
  dispatch: Dispatch;
  resources: readonly (McpResource | UiResource)[];
  /** The tools' pages (`@ui`; apps.ts), by URI, with their tool's name: listed among the resources, read from their own module. */
  pages: Map<string, UiPage & { tool: string }>;
  resourceTemplates: readonly McpResourceTemplate[];
  prompts: readonly McpPrompt[];
  /** By name: the prompts, and resources and templates (whose names MCP lists too). */
  byName: Map<string, Declared>;
  /** Resources by URI, templates in name order with their matchers. */
  byUri: Map<string, Declared>;
  matchers: { declared: Declared; match: (uri: string) => Record<string, string> | undefined }[];
}

/** The table over the index's records; the tools among them (no `kind`) are left out. */
export function declaredTable(records: readonly DeclaredRecord[]): DeclaredTable {
  const declared = records.filter((r) => r.entry.kind !== undefined).map((record) => ({ record, entry: record.entry as DeclaredEntry }));
  const table: DeclaredTable = {
    dispatch: createDispatch(declared.map((d) => d.entry)),
    resources: [],
    pages: new Map(),
    resourceTemplates: [],
    prompts: [],
    byName: new Map(),
    byUri: new Map(),
    matchers: [],
  };
  const resources: (McpResource | UiResource)[] = [];
  const resourceTemplates: McpResourceTemplate[] = [];
  const prompts: McpPrompt[] = [];
  for (const d of declared) {
    const { name, description, inputSchema } = d.record.tool;
    table.byName.set(name, d);
    const resource = d.entry.resource;
    if (d.entry.kind === "prompt") prompts.push({ name, description, arguments: promptArguments(inputSchema) });
    else if (resource && !resource.uri.includes("{")) {
      resources.push(withMime({ uri: resource.uri, name, description }, resource.mimeType));
      table.byUri.set(resource.uri, d);
    } else if (resource) {
      resourceTemplates.push(withMime({ uriTemplate: resource.uri, name, description }, resource.mimeType));
      table.matchers.push({ declared: d, match: templateMatcher(resource.uri) });
    }
  }
  for (const record of records) {
    const page = record.entry.ui;
    if (page === undefined || record.entry.kind !== undefined) continue;
    resources.push(uiResource(record.tool.name, page));
    table.pages.set(page.uri, { ...page, tool: record.tool.name });
  }
  return { ...table, resources: deepFreeze(resources), resourceTemplates: deepFreeze(resourceTemplates), prompts: deepFreeze(prompts) };
}

function withMime<T extends object>(item: T, mimeType: string | undefined): T & { mimeType?: string } {
  return mimeType === undefined ? item : { ...item, mimeType };
}

/**
 * A prompt's arguments from its input schema: each property, `required` as
 * the schema says, and the values of a literal union or enum described.
 */
function promptArguments(inputSchema: { [key: string]: unknown }): McpPrompt["arguments"] {
  const properties = (inputSchema.properties ?? {}) as Record<string, { description?: string; enum?: unknown[] }>;
  const required = (inputSchema.required ?? []) as string[];
  return Object.entries(properties).map(([name, schema]) => {
    const values = Array.isArray(schema.enum) ? `One of: ${schema.enum.map((v) => String(v)).join(", ")}.` : "";
    const description = [schema.description, values].filter(Boolean).join(" ");
    return { name, ...(description ? { description } : {}), required: required.includes(name) };
  });
}

/**
 * A URI template's matcher (RFC 6570 level 1, `{name}`): the literal text
 * must match exactly, and each variable takes what lies between, without
 * `/`, `?` or `#` (simple expansion percent-encodes them), percent-decoded.
 */
export function templateMatcher(template: string): (uri: string) => Record<string, string> | undefined {
  const names: string[] = [];
  const source = template.split(/(\{[A-Za-z0-9_]+\})/).map((part, i) => {
    if (i % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    names.push(part.slice(1, -1));
    return "([^/?#]*)";
  });
  const pattern = new RegExp(`^${source.join("")}$`);
  return (uri) => {
    const found = pattern.exec(uri);
    if (!found) return undefined;
    const values: Record<string, string> = {};
    try {
      names.forEach((name, i) => (values[name] = decodeURIComponent(found[i + 1]!)));
    } catch {
      return undefined; // a malformed escape is no URI this template makes
    }
    return values;
  };
}

/** dispatch's message about a call, said of the declaration's kind ("Invalid arguments for resource `order`"). */
export function saidOf(kind: "resource" | "prompt", message: string): string {
  return message.replace(/\btool `/, `${kind} \``);
}
