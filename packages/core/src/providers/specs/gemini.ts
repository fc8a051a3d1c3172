import type { JsonSchema } from "../../model/index.js";
import { forEachSchemaNode, isSchemaObject, localDefName } from "../schema-walk.js";
import type { ProviderSpec } from "../spec.js";
import { RICH_CARRIED } from "@toolcall/runtime";
import { warnRichFallback } from "../rich-fallback.js";

const PARAM_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** Gemini function declarations, in their JSON Schema form (`parametersJsonSchema`). */
export const gemini = {
  label: "Gemini",
  parsedArguments: "Gemini (`functionCall.args`, numbers as doubles)",
  toolName: { pattern: /^[a-zA-Z_][a-zA-Z0-9_.:-]{0,63}$/, code: "TC_PROVIDER_GEMINI_NAME" },
  views: [{ view: "gemini", tab: "gemini", input: "parametersJsonSchema", output: "responseJsonSchema" }],
  callSample: { key: "gemini", label: "Gemini call", template: { functionCall: { name: "$name", args: "$arguments" } } },
  toolRules(tool, warn) {
    const properties = tool.input.properties;
    for (const param of Object.keys(isSchemaObject(properties) ? properties : {})) {
      if (!PARAM_NAME.test(param)) warn("TC_PROVIDER_GEMINI_PARAM_NAME", `parameter "${param}" is not a valid Gemini parameter name.`);
    }
    const typeless = tool.anyValues.filter((u) => u.typeless).map((u) => u.path);
    if (typeless.length > 0) {
      warn("TC_PROVIDER_GEMINI_ANY_VALUE", `${typeless.join(", ")} accept(s) any JSON value (\`unknown\`, \`any\`); Gemini needs a type on every schema; write the type the tool expects.`);
    }
    const forced = tool.recursiveDefs.size > 0 ? requiredRecursiveRefs(tool.input, tool.recursiveDefs) : [];
    if (forced.length > 0) {
      warn("TC_PROVIDER_GEMINI_RECURSION", `${forced.join(", ")} refer(s) to a recursive type through a required property; make it optional or nullable.`);
    }
    warnRichFallback(tool, warn, "TC_PROVIDER_GEMINI_RICH_RESULT", [["Gemini", RICH_CARRIED.gemini]]);
  },
  // 128 tools per request, as OpenAI: its TC_PROVIDER_TOO_MANY_TOOLS says both.
  exports: [
    {
      section: "tools",
      runtime: "geminiToolsView",
      reads: ["views"],
      doc: "Gemini `tools`: `[{ functionDeclarations }]`.",
      declaration: `
  /** A Gemini \`FunctionDeclaration\` (JSON Schema form). */
  export interface GeminiFunctionDeclaration {
    name: ToolName;
    description: string;
    parametersJsonSchema: ObjectJsonSchema;
    responseJsonSchema?: JsonSchema;
  }
  /** Gemini \`tools\`: \`[{ functionDeclarations }]\`. */
  export function geminiTools(): { functionDeclarations: GeminiFunctionDeclaration[] }[];
`,
    },
    {
      section: "results",
      runtime: "geminiToolResult",
      reads: ["dispatch"],
      doc: "Gemini `functionCall` (or a part holding one) -> `{ functionResponse }` part.",
      declaration: `
  /** The \`error\` of a Gemini function response. */
  export type GeminiToolError = { code: string; message: string; issues?: { path: string; message: string }[] };
  /** Gemini: a \`functionCall\` (or a part holding one) -> a part with its \`functionResponse\`. */
  export function geminiToolResult(
    call: { id?: string; name?: string; args?: { [key: string]: unknown } } | { functionCall?: { id?: string; name?: string; args?: { [key: string]: unknown } } },
    ctx?: unknown,
  ): Promise<{
    functionResponse: {
      id?: string;
      name: string;
      response: { output: unknown } | { error: GeminiToolError };
      /** Images and documents of a tool that returned rich parts. */
      parts?: { inlineData: { mimeType: string; data: string; displayName?: string } }[];
    };
  }>;
`,
    },
  ],
} as const satisfies ProviderSpec;

/** Paths of required properties whose schema is a non-nullable `$ref` to a recursive def. */
function requiredRecursiveRefs(schema: JsonSchema, recursive: Set<string>): string[] {
  const paths: string[] = [];
  forEachSchemaNode(schema, (node, { path }) => {
    if (!isSchemaObject(node.properties) || !Array.isArray(node.required)) return;
    for (const name of node.required) {
      const property = node.properties?.[name];
      if (!isNonNullableRef(property)) continue;
      const refs = isSchemaObject(property) && Array.isArray(property.anyOf) ? property.anyOf : [property];
      if (refs.some((ref) => isSchemaObject(ref) && recursive.has(localDefName(ref.$ref) ?? ""))) {
        paths.push("/" + [...path, "properties", name].join("/"));
      }
    }
  });
  return paths;
}

/** Whether a property schema is `$ref` to a def, directly or as an `anyOf` member (not through arrays or null). */
function isNonNullableRef(node: unknown): boolean {
  if (!isSchemaObject(node)) return false;
  if (node.$ref !== undefined) return true;
  if (Array.isArray(node.anyOf)) {
    const alts = node.anyOf.filter(isSchemaObject);
    return alts.every((alt) => alt.$ref !== undefined);
  }
  return false;
}
