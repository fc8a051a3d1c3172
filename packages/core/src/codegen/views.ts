import type { ProviderViews, ToolViews } from "../providers/views.js";
import type { RuntimeExport } from "./runtime-exports.js";
import { bareId, contentId, type ImportOf, type SharedModules } from "./shared-modules.js";

/** Run-time helpers the emitted module imports from @toolcall/runtime. */
const RUNTIME_IMPORTS = [
  "openaiToolsView",
  "anthropicToolsView",
  "geminiToolsView",
  "mcpToolsView",
  "openaiChatToolResult",
  "openaiResponsesToolResult",
  "anthropicToolResult",
  "geminiToolResult",
  "mcpToolResult",
  "registerMcpTools",
  "mcpHandler",
  "aiSdkTools",
] as const satisfies readonly RuntimeExport[];

const PREFIX = "__tc_providers_";

/** How the constants a part's view entries name (schemas, names, descriptions) begin. */
export const VIEW_CONSTANT_PREFIX = PREFIX;
/** How those of them that hold a name or a description begin. */
export const VIEW_STRING_PREFIX = `${PREFIX}t`;
const SCHEMA_KEYS = ["parameters", "input_schema", "parametersJsonSchema", "responseJsonSchema", "inputSchema", "outputSchema"];

/**
 * The views of the tools of one part of the split `virtual:tools`: the
 * declarations (imports of each tool's schemas, the tools' names and
 * descriptions), then per tool one object literal holding its entry of every
 * view, keyed like `ProviderViews`. `publicEntries` (the `tools` entries, one
 * per tool) share the same schemas, so a schema is written once however many
 * views and lists hold it. A tool's distinct schemas live in a shared module
 * named by their hash (recorded in `shared`): tools of the same shape in any
 * file import one copy. Name and description are declared once per tool,
 * since every view repeats them.
 */
export function toolViewsSource(
  perTool: ToolViews[],
  publicEntries: readonly object[] = [],
  shared: SharedModules = new Map(),
  importOf: ImportOf = bareId,
): { declarations: string; expressions: string[]; publicExpressions: string[] } {
  const declarations: string[] = [];
  const localsById = new Map<string, string[]>();
  const expressions: string[] = [];
  const publicExpressions: string[] = [];
  perTool.forEach((one, i) => {
    const views = Object.entries(one);
    const entries: object[] = views.filter(([key]) => key !== "mcpOutput").map(([, value]) => value as object);
    const publicEntry = publicEntries[i];
    if (publicEntry) entries.push(publicEntry);
    const texts: string[] = [];
    const schemas: unknown[] = [];
    for (const entry of entries) {
      for (const part of entryParts(entry)) {
        if (typeof part === "string" || "text" in part || texts.includes(jsonOf(part.schema))) continue;
        texts.push(jsonOf(part.schema));
        schemas.push(part.schema);
      }
    }
    let locals: string[] = [];
    if (texts.length) {
      const id = contentId("schemas", texts.join("\n"));
      const known = localsById.get(id);
      if (known) locals = known;
      else {
        const n = localsById.size;
        locals = texts.map((_, j) => `${PREFIX}s${n}_${j}`);
        localsById.set(id, locals);
        declarations.push(`import { ${locals.map((local, j) => `s${j} as ${local}`).join(", ")} } from ${JSON.stringify(importOf(id))};`);
        if (!shared.has(id)) shared.set(id, () => schemasModule(schemas));
      }
    }
    const strings = new Map<string, string>();
    const entry = (tool: object): string => {
      let text = "{";
      for (const part of entryParts(tool)) {
        if (typeof part === "string") text += part;
        else if (!("text" in part)) text += part.key + locals[texts.indexOf(jsonOf(part.schema))];
        else {
          let ref = strings.get(part.text);
          if (ref === undefined) {
            strings.set(part.text, (ref = `${PREFIX}t${i}_${strings.size}`));
            declarations.push(`const ${ref} = ${part.text};`);
          }
          text += part.key + ref;
        }
      }
      return text + "}";
    };
    expressions.push(`{${views.map(([key, value]) => `${JSON.stringify(key)}:${key === "mcpOutput" ? jsLiteral(value) : entry(value as object)}`).join(",")}}`);
    if (publicEntry) publicExpressions.push(entry(publicEntry));
  });
  return { declarations: declarations.join("\n"), expressions, publicExpressions };
}

/**
 * Text of a shared module of schemas: `s0`, `s1`, ... in the order the tool's
 * entries first use them. A provider's variant of a schema (strict, Gemini's)
 * differs from the others in a few places only, so every subtree that occurs
 * more than once is declared once and referred to (`c0`, `c1`, ...).
 */
function schemasModule(schemas: readonly unknown[]): string {
  const counts = new Map<string, number>();
  const count = (value: unknown): void => {
    if (value === null || typeof value !== "object") return;
    const text = jsonOf(value);
    const seen = counts.get(text) ?? 0;
    counts.set(text, seen + 1);
    // The inside of a repeated subtree is written once, with it.
    if (seen === 0) for (const child of Object.values(value)) count(child);
  };
  for (const schema of schemas) count(schema);
  const lines: string[] = [];
  const refs = new Map<string, string>();
  const write = (value: unknown): string => {
    if (value === null || typeof value !== "object") return JSON.stringify(value);
    const text = jsonOf(value);
    const ref = refs.get(text);
    if (ref !== undefined) return ref;
    const literal = Array.isArray(value)
      ? `[${value.map(write).join(",")}]`
      : `{${Object.entries(value).map(([key, child]) => `${key === "__proto__" ? '["__proto__"]' : JSON.stringify(key)}:${write(child)}`).join(",")}}`;
    if ((counts.get(text) ?? 0) < 2 || text.length < MIN_SHARED_SUBTREE) return literal;
    const name = `c${refs.size}`;
    refs.set(text, name);
    lines.push(`const ${name} = ${literal};`);
    return name;
  };
  const exports = schemas.map((schema, j) => `export const s${j} = ${write(schema)};`);
  return ["// Generated by toolcall: schemas of virtual:tools, shared by the tools that have them. Do not edit.", ...lines, ...exports, ""].join("\n");
}

/** Shorter subtrees are written where they occur: a reference would save little. */
const MIN_SHARED_SUBTREE = 24;

/**
 * A view entry's text around its schemas and its repeated strings: `"key":value`
 * strings, schema slots, and the name and description (declared once per tool).
 */
type EntryPart = string | { key: string; schema: unknown } | { key: string; text: string };
const entryPartsCache = new WeakMap<object, EntryPart[]>();
const REPEATED_KEYS = ["name", "description"];

/** Cached per view object, like `jsonOf`: only the references depend on the whole module. */
function entryParts(tool: object): EntryPart[] {
  let parts = entryPartsCache.get(tool);
  if (parts === undefined) {
    parts = Object.entries(tool).map(([key, value], i): EntryPart => {
      const prefix = `${i > 0 ? "," : ""}${JSON.stringify(key)}:`;
      if (SCHEMA_KEYS.includes(key)) return { key: prefix, schema: value };
      if (REPEATED_KEYS.includes(key) && typeof value === "string") return { key: prefix, text: JSON.stringify(value) };
      return prefix + jsLiteral(value);
    });
    entryPartsCache.set(tool, parts);
  }
  return parts;
}

/**
 * A JSON value as a JavaScript expression. JSON text is one, but for a key
 * `__proto__`, which an object literal reads as the prototype; written
 * `["__proto__"]:` it stays a property. (In valid JSON, `"__proto__":` with
 * no backslash before it is always a key.)
 */
function jsLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/(?<!\\)"__proto__":/g, '["__proto__"]:');
}

/**
 * JSON text by schema object: views of an unchanged tool are the same
 * objects from one build to the next (see `buildProviderViews`), so a watch
 * rebuild serializes only the schemas of the tools that changed.
 */
const jsonCache = new WeakMap<object, string>();

function jsonOf(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  let text = jsonCache.get(value);
  if (text === undefined) jsonCache.set(value, (text = JSON.stringify(value)));
  return text;
}

/**
 * The index of the split `virtual:tools`: the views assembled from the
 * per-tool entries (`toolViewsSource`) of the parts, in the order of the
 * list `recordsRef` names (each element has them under `.views`).
 */
export function providersIndexSource(recordsRef: string, runtimeImport: string, dispatchRef: string): string {
  const keys: (keyof ProviderViews)[] = ["openai", "openaiStrict", "anthropic", "anthropicStrict", "gemini", "mcp", "mcpOutput"];
  const views = `const ${PREFIX}views = {${keys.map((k) => `${JSON.stringify(k)}:${recordsRef}.map((t) => t.views.${k})`).join(",")}};`;
  return providersExports(views, runtimeImport, dispatchRef);
}

/** The runtime import, `viewsDeclaration` (which declares `__tc_providers_views`), the exports. */
function providersExports(viewsDeclaration: string, runtimeImport: string, dispatchRef: string): string {
  const imports = RUNTIME_IMPORTS.map((name) => `${name} as ${PREFIX}${name}`).join(", ");
  const v = `${PREFIX}views`;
  const d = dispatchRef;
  return [
    `import { ${imports} } from ${JSON.stringify(runtimeImport)};`,
    viewsDeclaration,
    `/** OpenAI tools: Chat Completions by default, \`{ api: "responses" }\` for the Responses API, \`{ strict: true }\` for the strict subset. */`,
    `export function openaiTools(opts) { return ${PREFIX}openaiToolsView(${v}, opts); }`,
    `/** Anthropic Messages API tools; \`{ strict: true }\` for the strict subset. */`,
    `export function anthropicTools(opts) { return ${PREFIX}anthropicToolsView(${v}, opts); }`,
    `/** Gemini \`tools\`: \`[{ functionDeclarations }]\`. */`,
    `export function geminiTools() { return ${PREFIX}geminiToolsView(${v}); }`,
    `/** MCP \`Tool\` objects. */`,
    `export function mcpTools() { return ${PREFIX}mcpToolsView(${v}); }`,
    `/** OpenAI Chat tool call -> \`{ role: "tool", tool_call_id, content }\`. */`,
    `export function openaiToolResult(call, ctx) { return ${PREFIX}openaiChatToolResult(${d}, call, ctx); }`,
    `/** OpenAI Responses \`function_call\` item -> \`function_call_output\` item. */`,
    `export function openaiResponsesToolResult(item, ctx) { return ${PREFIX}openaiResponsesToolResult(${d}, item, ctx); }`,
    `/** Anthropic \`tool_use\` block -> \`tool_result\` block (\`is_error\` on failure). */`,
    `export function anthropicToolResult(block, ctx) { return ${PREFIX}anthropicToolResult(${d}, block, ctx); }`,
    `/** Gemini \`functionCall\` (or a part holding one) -> \`{ functionResponse }\` part. */`,
    `export function geminiToolResult(call, ctx) { return ${PREFIX}geminiToolResult(${d}, call, ctx); }`,
    `/** MCP \`tools/call\` params -> \`CallToolResult\`. */`,
    `export function mcpToolResult(params, ctx) { return ${PREFIX}mcpToolResult(${v}, ${d}, params, ctx); }`,
    `/** Serves every tool on an MCP server: \`registerMcpTools(server, await import("@modelcontextprotocol/sdk/types.js"))\`. */`,
    `export function registerMcpTools(server, mcpTypes, opts) { return ${PREFIX}registerMcpTools(${v}, ${d}, server, mcpTypes, opts); }`,
    `/** The tools over MCP's Streamable HTTP transport: a fetch handler, \`(request) => Promise<Response>\`. */`,
    `export function mcpHandler(opts) { return ${PREFIX}mcpHandler(${v}, ${d}, opts); }`,
    `/** Vercel AI SDK tool set: \`aiSdkTools({ tool, jsonSchema })\` with both from "ai". */`,
    `export function aiSdkTools(ai, opts) { return ${PREFIX}aiSdkTools(${v}, ${d}, ai, opts); }`,
    "",
  ].join("\n");
}
