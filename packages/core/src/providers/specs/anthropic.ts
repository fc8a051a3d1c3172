import { anthropicStrictSchema, RICH_CARRIED } from "@toolcall/runtime";
import { warnRichFallback } from "../rich-fallback.js";
import type { CheckedTool } from "../checked-tool.js";
import { forEachSchemaNode, isSchemaObject, typeList } from "../schema-walk.js";
import { plainAndStrictViews, type ProviderSpec } from "../spec.js";

/** Anthropic's Messages API, plain or strict. */
export const anthropic = {
  label: "Anthropic",
  parsedArguments: "Anthropic (`tool_use.input`)",
  toolName: { pattern: /^[a-zA-Z0-9_-]{1,64}$/, code: "TC_PROVIDER_ANTHROPIC_NAME" },
  views: plainAndStrictViews("anthropic", "input_schema"),
  callSample: { key: "anthropic", label: "Anthropic call", template: { type: "tool_use", id: "toolu_1", name: "$name", input: "$arguments" } },
  toolRules(tool, warn) {
    if (tool.openRecords.length > 0) {
      warn("TC_PROVIDER_ANTHROPIC_STRICT_RECORD", `${tool.openRecords.join(", ")} is an open record (additionalProperties schema); strict mode forbids it.`);
    }
    if (tool.recursiveDefs.size > 0) {
      warn("TC_PROVIDER_ANTHROPIC_STRICT_RECURSION", `recursive type(s) ${[...tool.recursiveDefs].join(", ")}; strict mode rejects recursion.`);
    }
    warnRichFallback(tool, warn, "TC_PROVIDER_ANTHROPIC_RICH_RESULT", [["Anthropic", RICH_CARRIED.anthropic]]);
  },
  requestLimits: [
    { code: "TC_PROVIDER_ANTHROPIC_STRICT_TOOLS", limit: 20, detail: (_, count) => `the project has ${count} tools; send at most 20 of them with { strict: true } to Anthropic.` },
    {
      code: "TC_PROVIDER_ANTHROPIC_STRICT_OPTIONAL_PARAMS",
      limit: 24,
      measure: (tool) => strictParamCounts(tool).optional,
      detail: (sum) => `the tools up to this one have ${sum} optional parameters.`,
    },
    {
      code: "TC_PROVIDER_ANTHROPIC_STRICT_UNION_PARAMS",
      limit: 16,
      measure: (tool) => strictParamCounts(tool).union,
      detail: (sum) => `the tools up to this one have ${sum} union-typed parameters.`,
    },
  ],
  exports: [
    {
      section: "tools",
      runtime: "anthropicToolsView",
      reads: ["views"],
      doc: "Anthropic Messages API tools; `{ strict: true }` for the strict subset.",
      declaration: `
  /** An Anthropic Messages API tool (\`Tool\`). */
  export interface AnthropicTool {
    name: ToolName;
    description: string;
    input_schema: ObjectJsonSchema;
    input_examples?: { [key: string]: unknown }[];
    strict?: boolean;
  }
  /** Anthropic tools; \`{ strict: true }\` rewrites to Anthropic's strict subset. */
  export function anthropicTools(opts?: { strict?: boolean }): AnthropicTool[];
`,
    },
    {
      section: "results",
      runtime: "anthropicToolResult",
      reads: ["dispatch"],
      doc: "Anthropic `tool_use` block -> `tool_result` block (`is_error` on failure).",
      declaration: `
  /**
   * Anthropic: a \`tool_use\` block -> its \`tool_result\` block (\`is_error\` on failure).
   * \`options\` as \`dispatch\`'s (\`signal\`, \`timeoutMs\`...); the call's id is \`block.id\` unless it says one.
   */
  export function anthropicToolResult(
    block: { id: string; name: string; input: unknown },
    ctx?: unknown,
    options?: DispatchOptions,
  ): Promise<{ type: "tool_result"; tool_use_id: string; content: string | AnthropicToolResultContent[]; is_error?: boolean }>;
  /** A block of a \`tool_result\` whose tool returned rich parts: text, an image, a PDF. */
  export type AnthropicToolResultContent =
    | { type: "text"; text: string }
    | { type: "image"; source: { type: "base64"; media_type: "image/jpeg" | "image/png" | "image/gif" | "image/webp"; data: string } }
    | { type: "document"; source: { type: "base64"; media_type: "application/pdf"; data: string } };
`,
    },
  ],
} as const satisfies ProviderSpec;

/** Both limits read one strict schema per tool, rewritten once. */
const countsByTool = new WeakMap<CheckedTool, { optional: number; union: number }>();

/** Optional and union-typed properties of the tool's strict Anthropic schema (every object level, `$defs` included). */
function strictParamCounts(tool: CheckedTool): { optional: number; union: number } {
  let counts = countsByTool.get(tool);
  if (counts) return counts;
  let optional = 0;
  let union = 0;
  forEachSchemaNode(anthropicStrictSchema(tool.input), (node) => {
    if (!isSchemaObject(node.properties)) return;
    const required = new Set(Array.isArray(node.required) ? node.required : []);
    for (const [name, property] of Object.entries(node.properties)) {
      if (!required.has(name)) optional++;
      if (isSchemaObject(property) && (Array.isArray(property.anyOf) || typeList(property).length > 1)) union++;
    }
  });
  countsByTool.set(tool, (counts = { optional, union }));
  return counts;
}
