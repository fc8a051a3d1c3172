import type { ProviderViews, ToolViews } from "../providers/views.js";
import type { RuntimeExport } from "./runtime-exports.js";

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
  "aiSdkTools",
] as const satisfies readonly RuntimeExport[];

const PREFIX = "__tc_providers_";
const SCHEMA_KEYS = ["parameters", "input_schema", "parametersJsonSchema", "responseJsonSchema", "inputSchema", "outputSchema"];

/**
 * The same, tool by tool (for one part of the split `virtual:tools`): the
 * schema declarations, then per tool one object literal holding its entry of
 * every view, keyed like `ProviderViews`. `publicEntries` (the `tools`
 * entries, one per tool) share the same declarations, so a tool's schema is
 * written once however many views and lists hold it.
 */
export function toolViewsSource(
  perTool: ToolViews[],
  publicEntries: readonly object[] = [],
): { declarations: string; expressions: string[]; publicExpressions: string[] } {
  const interner = schemaInterner();
  const expressions = perTool.map((one) => {
    const parts = Object.entries(one).map(([key, value]) => {
      const text = key === "mcpOutput" ? JSON.stringify(value) : interner.entry(value as object);
      return `${JSON.stringify(key)}:${text}`;
    });
    return `{${parts.join(",")}}`;
  });
  const publicExpressions = publicEntries.map(interner.entry);
  return { declarations: interner.declarations.join("\n"), expressions, publicExpressions };
}

/** Declares each distinct schema text once; `entry` writes one view entry referring to them. */
function schemaInterner() {
  const byText = new Map<string, string>();
  const declarations: string[] = [];
  const intern = (schema: unknown): string => {
    const text = jsonOf(schema);
    let ref = byText.get(text);
    if (ref === undefined) {
      ref = `${PREFIX}s${byText.size}`;
      byText.set(text, ref);
      declarations.push(`const ${ref} = ${text};`);
    }
    return ref;
  };
  // One tool entry: schema positions by reference, everything else as JSON.
  const entry = (tool: object): string => {
    let text = "{";
    for (const part of entryParts(tool)) text += typeof part === "string" ? part : part.key + intern(part.schema);
    return text + "}";
  };
  return { declarations, entry };
}

/** A view entry's text around its schemas: `"key":value` strings, and schema slots filled per module. */
type EntryPart = string | { key: string; schema: unknown };
const entryPartsCache = new WeakMap<object, EntryPart[]>();

/** Cached per view object, like `jsonOf`: only the schema references depend on the whole module. */
function entryParts(tool: object): EntryPart[] {
  let parts = entryPartsCache.get(tool);
  if (parts === undefined) {
    parts = Object.entries(tool).map(([key, value], i): EntryPart => {
      const prefix = `${i > 0 ? "," : ""}${JSON.stringify(key)}:`;
      return SCHEMA_KEYS.includes(key) ? { key: prefix, schema: value } : prefix + JSON.stringify(value);
    });
    entryPartsCache.set(tool, parts);
  }
  return parts;
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
    `/** Vercel AI SDK tool set: \`aiSdkTools({ tool, jsonSchema })\` with both from "ai". */`,
    `export function aiSdkTools(ai, opts) { return ${PREFIX}aiSdkTools(${v}, ${d}, ai, opts); }`,
    "",
  ].join("\n");
}
