import { openaiStrictSchema, RICH_CARRIED, type SchemaNode } from "@toolcall/runtime";
import { warnRichFallback } from "../rich-fallback.js";
import { forEachSchemaNode, isObjectNode, isSchemaObject } from "../schema-walk.js";
import { occurrences, type SchemaSizes } from "../survey.js";
import { plainAndStrictViews, type ProviderSpec, type Warn } from "../spec.js";

/** OpenAI: Chat Completions and the Responses API, plain or strict. */
export const openai = {
  label: "OpenAI",
  toolName: { pattern: /^[a-zA-Z0-9_-]{1,64}$/, code: "TC_PROVIDER_OPENAI_NAME" },
  views: plainAndStrictViews("openai", "parameters"),
  callSample: {
    key: "openai",
    label: "OpenAI call",
    template: { type: "function", id: "call_1", function: { name: "$name", arguments: "$argumentsText" } },
  },
  toolRules(tool, warn) {
    if (tool.description.length > 1024) {
      warn("TC_PROVIDER_DESCRIPTION_LENGTH", `the description has ${tool.description.length} characters; shorten it to 1,024.`);
    }
    if (tool.openRecords.length > 0) {
      warn("TC_PROVIDER_OPENAI_STRICT_RECORD", `${tool.openRecords.join(", ")} is an open record (additionalProperties schema); strict mode forbids it.`);
    }
    if (tool.anyValues.length > 0) {
      const where = tool.anyValues.map((u) => u.path).join(", ");
      warn("TC_PROVIDER_OPENAI_STRICT_ANY_VALUE", `${where} accept(s) any JSON value or any object (\`unknown\`, \`any\`, \`object\`, \`{}\`); strict mode needs a type and an object's properties; write the type the tool expects.`);
    }
    // The strict rewrite copies every node: it is made only when the public schema could break a limit.
    if (mayExceedStrictSize(tool.sizes)) checkStrictSize(openaiStrictSchema(tool.input), warn);
    warnRichFallback(tool, warn, "TC_PROVIDER_OPENAI_RICH_RESULT", [
      ["Chat Completions", RICH_CARRIED.openaiChat],
      ["Responses", RICH_CARRIED.openaiResponses],
    ]);
  },
  requestLimits: [
    // Gemini's limit is the same: one warning for both.
    { code: "TC_PROVIDER_TOO_MANY_TOOLS", limit: 128, detail: (_, count) => `the project has ${count} tools; OpenAI and Gemini take 128 per request.` },
  ],
  exports: [
    {
      section: "tools",
      runtime: "openaiToolsView",
      reads: ["views"],
      doc: 'OpenAI tools: Chat Completions by default, `{ api: "responses" }` for the Responses API, `{ strict: true }` for the strict subset.',
      declaration: `
  /** A Chat Completions function tool (\`ChatCompletionTool\`). */
  export interface OpenAIChatTool {
    type: "function";
    function: { name: ToolName; description: string; parameters: ObjectJsonSchema; strict?: boolean };
  }
  /** A Responses API function tool (\`FunctionTool\`). */
  export interface OpenAIResponsesTool {
    type: "function";
    name: ToolName;
    description: string;
    parameters: ObjectJsonSchema;
    strict: boolean;
  }
  /** Chat Completions tool objects; \`{ strict: true }\` rewrites to OpenAI's strict subset. */
  export function openaiTools(opts?: { api?: "chat"; strict?: boolean }): OpenAIChatTool[];
  /** Responses API tool objects (\`strict\` is always explicit). */
  export function openaiTools(opts: { api: "responses"; strict?: boolean }): OpenAIResponsesTool[];
  export function openaiTools(opts?: { api?: "chat" | "responses"; strict?: boolean }): OpenAIChatTool[] | OpenAIResponsesTool[];
`,
    },
    {
      section: "results",
      runtime: "openaiChatToolResult",
      reads: ["dispatch"],
      doc: 'OpenAI Chat tool call -> `{ role: "tool", tool_call_id, content }`.',
      declaration: `
  /**
   * OpenAI Chat: a message's \`tool_calls[i]\` -> the \`tool\` message (errors in the text).
   * \`options\` as \`dispatch\`'s (\`signal\`, \`timeoutMs\`...); the call's id is \`call.id\` unless it says one.
   */
  export function openaiToolResult(
    call: { id: string; function: { name: string; arguments: string } },
    ctx?: unknown,
    options?: DispatchOptions,
  ): Promise<{ role: "tool"; tool_call_id: string; content: string }>;
`,
    },
    {
      section: "results",
      runtime: "openaiResponsesToolResult",
      reads: ["dispatch"],
      doc: "OpenAI Responses `function_call` item -> `function_call_output` item.",
      declaration: `
  /**
   * OpenAI Responses: a \`function_call\` output item -> its \`function_call_output\` input item.
   * \`options\` as \`dispatch\`'s; the call's id is \`item.call_id\` unless it says one.
   */
  export function openaiResponsesToolResult(
    item: { call_id: string; name: string; arguments: string },
    ctx?: unknown,
    options?: DispatchOptions,
  ): Promise<{ type: "function_call_output"; call_id: string; output: string | OpenAIResponsesOutputItem[] }>;
  /** An item of a function call's output when its tool returned rich parts (base64 as data URLs). */
  export type OpenAIResponsesOutputItem =
    | { type: "input_text"; text: string }
    | { type: "input_image"; image_url: string }
    | { type: "input_file"; file_data: string; filename?: string };
`,
    },
  ],
} as const satisfies ProviderSpec;

/** OpenAI's limits on the size of one strict schema (`checkStrictSize`). */
const LIMITS = { properties: 5000, nesting: 10, enumValues: 1000, text: 120_000, enumStrings: 250, enumText: 15_000 };

/**
 * Whether the strict rewrite of this tool's public schema could break one
 * of the limits, from the public schema's sizes alone: an upper bound on
 * each of `checkStrictSize`'s counts. The rewrite keeps every object node's
 * property names, removes subschemas (the keywords moved into descriptions,
 * open records, repeated tuple elements) and wraps nodes in `anyOf` (no
 * properties, no enum), so properties, names and nesting can only shrink; it
 * adds at most one enum value per `const` (made a one-value enum, its string
 * counted as enum text) and per optional property (made nullable).
 */
function mayExceedStrictSize(sizes: SchemaSizes): boolean {
  const enumValues = sizes.enumValues + sizes.consts + sizes.optionalProperties;
  const text = sizes.propertyNameText + sizes.enumStringText + sizes.constStringText;
  return (
    sizes.mostEnumStrings > LIMITS.enumStrings ||
    sizes.properties > LIMITS.properties ||
    sizes.objectNesting > LIMITS.nesting ||
    enumValues > LIMITS.enumValues ||
    text > LIMITS.text
  );
}

/** OpenAI's limits on the size of one strict schema. */
function checkStrictSize(strict: SchemaNode, warn: Warn): void {
  let properties = 0;
  let enumValues = 0;
  let text = 0;
  let depth = 0;
  forEachSchemaNode(strict, (node, { path, pointer }) => {
    if (isSchemaObject(node.properties)) {
      const names = Object.keys(node.properties);
      properties += names.length;
      text += names.reduce((sum, name) => sum + name.length, 0);
    }
    if (Array.isArray(node.enum)) {
      enumValues += node.enum.length;
      const strings = node.enum.filter((v): v is string => typeof v === "string");
      const enumText = strings.reduce((sum, v) => sum + v.length, 0);
      text += enumText;
      if (strings.length > LIMITS.enumStrings && enumText > LIMITS.enumText) {
        warn("TC_PROVIDER_OPENAI_STRICT_ENUM_TEXT", `the enum at ${pointer()} has ${strings.length} values totalling ${enumText} characters.`);
      }
    }
    // Nesting: the number of object levels on the way down to this node.
    if (isObjectNode(node)) depth = Math.max(depth, 1 + occurrences(path, "properties"));
  });
  if (properties > LIMITS.properties) warn("TC_PROVIDER_OPENAI_STRICT_PROPERTIES", `the schema has ${properties} properties.`);
  if (depth > LIMITS.nesting) warn("TC_PROVIDER_OPENAI_STRICT_NESTING", `the schema nests objects ${depth} levels deep.`);
  if (enumValues > LIMITS.enumValues) warn("TC_PROVIDER_OPENAI_STRICT_ENUM_VALUES", `the schema has ${enumValues} enum values.`);
  if (text > LIMITS.text) warn("TC_PROVIDER_OPENAI_STRICT_SCHEMA_TEXT", `the schema has ${text} characters of names and enum values.`);
}
