import { RUNTIME_KIND_KEY, type Diagnostic, type JsonSchema, type ToolModel } from "../model/index.js";
import { PROVIDER_DIAGNOSTIC_CODES, type DiagnosticCode, type ProviderDiagnosticCode } from "../model/diagnostic-codes.js";
import { anthropicStrictSchema, openaiStrictSchema, type SchemaNode } from "@toolcall/runtime";
import { toolDescription } from "./describe.js";
import { viewSource } from "./views.js";
import { forEachSchemaNode, isObjectNode, isSchemaObject, localDefName, recursiveDefs, typeList } from "./schema-walk.js";

export { PROVIDER_DIAGNOSTIC_CODES, type ProviderDiagnosticCode };

/**
 * Limits on one request, not on one tool's schema: whether they bite depends
 * on which tools an application sends together, which the build cannot know.
 * They stay warnings under `strict`, so a project of 30 tools still builds.
 */
export const PER_REQUEST_PROVIDER_CODES: ReadonlySet<DiagnosticCode> = new Set<ProviderDiagnosticCode>([
  "TC_PROVIDER_TOO_MANY_TOOLS",
  "TC_PROVIDER_ANTHROPIC_STRICT_TOOLS",
  "TC_PROVIDER_ANTHROPIC_STRICT_OPTIONAL_PARAMS",
  "TC_PROVIDER_ANTHROPIC_STRICT_UNION_PARAMS",
]);

const OPENAI_NAME = /^[a-zA-Z0-9_-]{1,64}$/;
const GEMINI_NAME = /^[a-zA-Z_][a-zA-Z0-9_.:-]{0,63}$/;
const MCP_NAME = /^[A-Za-z0-9_.-]{1,128}$/;
const GEMINI_PARAM_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/**
 * Build-time compatibility diagnostics: a warning located at the tool for
 * each provider rule it breaks (the caller turns them into errors under
 * `strict`). Codes and rules: `PROVIDER_DIAGNOSTIC_CODES`.
 */
export function checkProviders(tools: ToolModel[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  const warn = (tool: ToolModel, code: ProviderDiagnosticCode, detail: string) => out.push(warning(tool, code, detail));

  let optionalParams = 0;
  let unionParams = 0;
  tools.forEach((tool, index) => {
    const own = toolChecks(tool);
    out.push(...own.first);
    if (index === 128) warn(tool, "TC_PROVIDER_TOO_MANY_TOOLS", `the project has ${tools.length} tools; OpenAI and Gemini take 128 per request.`);
    if (index === 20) warn(tool, "TC_PROVIDER_ANTHROPIC_STRICT_TOOLS", `the project has ${tools.length} tools; send at most 20 of them with { strict: true } to Anthropic.`);
    out.push(...own.then);

    // Each limit is reported once, where the running total first passes it: past both, no tool's count matters.
    if (optionalParams > 24 && unionParams > 16) return;
    const counts = own.counts;
    if (optionalParams <= 24 && optionalParams + counts.optional > 24) {
      warn(tool, "TC_PROVIDER_ANTHROPIC_STRICT_OPTIONAL_PARAMS", `the tools up to this one have ${optionalParams + counts.optional} optional parameters.`);
    }
    if (unionParams <= 16 && unionParams + counts.union > 16) {
      warn(tool, "TC_PROVIDER_ANTHROPIC_STRICT_UNION_PARAMS", `the tools up to this one have ${unionParams + counts.union} union-typed parameters.`);
    }
    optionalParams += counts.optional;
    unionParams += counts.union;
  });
  return out;
}

function warning(tool: ToolModel, code: ProviderDiagnosticCode, detail: string): Diagnostic {
  return { severity: "warning", code, message: `Tool "${tool.name}": ${detail} (${PROVIDER_DIAGNOSTIC_CODES[code]})`, loc: tool.loc };
}

/** What one tool breaks on its own (before and after the project-wide count checks, in report order), and its counts. */
interface ToolChecks {
  first: Diagnostic[];
  then: Diagnostic[];
  counts: { optional: number; union: number };
}

/**
 * Per model object: the extractor returns the same object for an unchanged
 * tool, so a watch rebuild checks only the tools that changed.
 */
const checksByTool = new WeakMap<ToolModel, ToolChecks>();

function toolChecks(tool: ToolModel): ToolChecks {
  const cached = checksByTool.get(tool);
  if (cached) return cached;
  const first: Diagnostic[] = [];
  const then: Diagnostic[] = [];
  const warnFirst = (code: ProviderDiagnosticCode, detail: string) => first.push(warning(tool, code, detail));
  const warnThen = (code: ProviderDiagnosticCode, detail: string) => then.push(warning(tool, code, detail));

  // The public schema the views are derived from (cached per model object).
  const input = viewSource(tool).tool.inputSchema;
  if (!OPENAI_NAME.test(tool.name)) warnFirst("TC_PROVIDER_OPENAI_NAME", "the name is not valid for OpenAI.");
  if (!OPENAI_NAME.test(tool.name)) warnFirst("TC_PROVIDER_ANTHROPIC_NAME", "the name is not valid for Anthropic.");
  if (!GEMINI_NAME.test(tool.name)) warnFirst("TC_PROVIDER_GEMINI_NAME", "the name is not valid for Gemini.");
  if (!MCP_NAME.test(tool.name)) warnFirst("TC_PROVIDER_MCP_NAME", "the name is not valid for MCP.");
  for (const param of Object.keys(isSchemaObject(input.properties) ? input.properties : {})) {
    if (!GEMINI_PARAM_NAME.test(param)) warnFirst("TC_PROVIDER_GEMINI_PARAM_NAME", `parameter "${param}" is not a valid Gemini parameter name.`);
  }
  const description = toolDescription(tool);
  if (description.length > 1024) {
    warnFirst("TC_PROVIDER_DESCRIPTION_LENGTH", `the description has ${description.length} characters; shorten it to 1,024.`);
  }

  const records = openRecordPaths(input);
  if (records.length > 0) {
    const where = records.join(", ");
    warnThen("TC_PROVIDER_OPENAI_STRICT_RECORD", `${where} is an open record (additionalProperties schema); strict mode forbids it.`);
    warnThen("TC_PROVIDER_ANTHROPIC_STRICT_RECORD", `${where} is an open record (additionalProperties schema); strict mode forbids it.`);
  }
  const untyped = anyValuePaths(tool.inputSchema);
  if (untyped.length > 0) {
    const where = untyped.map((u) => u.path).join(", ");
    warnThen("TC_PROVIDER_OPENAI_STRICT_ANY_VALUE", `${where} accept(s) any JSON value or any object (\`unknown\`, \`any\`, \`object\`, \`{}\`); strict mode needs a type and an object's properties; write the type the tool expects.`);
    const typeless = untyped.filter((u) => u.typeless).map((u) => u.path);
    if (typeless.length) warnThen("TC_PROVIDER_GEMINI_ANY_VALUE", `${typeless.join(", ")} accept(s) any JSON value (\`unknown\`, \`any\`); Gemini needs a type on every schema; write the type the tool expects.`);
  }
  const recursive = recursiveDefs(input);
  if (recursive.size > 0) {
    warnThen("TC_PROVIDER_ANTHROPIC_STRICT_RECURSION", `recursive type(s) ${[...recursive].join(", ")}; strict mode rejects recursion.`);
    const forced = requiredRecursiveRefs(input, recursive);
    if (forced.length > 0) {
      warnThen("TC_PROVIDER_GEMINI_RECURSION", `${forced.join(", ")} refer(s) to a recursive type through a required property; make it optional or nullable.`);
    }
  }
  // The strict rewrite copies every node: it is made only when the public schema could break a limit.
  if (mayExceedOpenAIStrictSize(input)) checkOpenAIStrictSize(openaiStrictSchema(input), warnThen);

  let counts: ToolChecks["counts"] | undefined;
  const result: ToolChecks = {
    first,
    then,
    // Read only while the project's totals are under Anthropic's limits, so most tools never rewrite their schema.
    get counts() {
      return (counts ??= anthropicStrictParamCounts(anthropicStrictSchema(input)));
    },
  };
  checksByTool.set(tool, result);
  return result;
}

/** JSON-pointer-like paths (`/properties/tags`) of objects with an additionalProperties schema. */
function openRecordPaths(schema: JsonSchema): string[] {
  const paths: string[] = [];
  forEachSchemaNode(schema, (node, { path }) => {
    const extra = node.additionalProperties;
    if (isObjectNode(node) && (isSchemaObject(extra) || extra === true)) paths.push("/" + path.join("/"));
  });
  return paths;
}

/**
 * Paths of `unknown`/`any` nodes (any JSON value, `{}` in the public schema;
 * read from the model's annotation, so a type that failed and was reported
 * is not reported again) and of object nodes without properties (`object`,
 * and the empty object type `{}`, whose type list Gemini takes as a union),
 * which strict providers cannot take.
 */
function anyValuePaths(schema: JsonSchema): { path: string; typeless: boolean }[] {
  const out: { path: string; typeless: boolean }[] = [];
  forEachSchemaNode(schema, (node, { path }) => {
    const where = "/" + path.join("/");
    if (node[RUNTIME_KIND_KEY]?.kind === "unknown") out.push({ path: where, typeless: true });
    // An open record (`additionalProperties`) is TC_PROVIDER_OPENAI_STRICT_RECORD already.
    else if (typeList(node).includes("object") && !isSchemaObject(node.properties) && node.additionalProperties === undefined) out.push({ path: where, typeless: false });
  });
  return out;
}

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

/** OpenAI strict mode's limits on one schema (`checkOpenAIStrictSize`). */
const OPENAI_STRICT_LIMITS = { properties: 5000, nesting: 10, enumValues: 1000, text: 120_000, enumStrings: 250, enumText: 15_000 };

/**
 * Whether the strict rewrite of this public schema could break one of
 * OpenAI's limits, from the public schema alone: an upper bound on each of
 * `checkOpenAIStrictSize`'s counts. The rewrite keeps every object node's
 * property names, removes subschemas (the keywords moved into descriptions,
 * open records, repeated tuple elements) and wraps nodes in `anyOf` (no
 * properties, no enum), so properties, names and nesting can only shrink;
 * it adds at most one enum value per `const` (made a one-value enum, its
 * string counted as enum text) and per optional property (made nullable).
 */
function mayExceedOpenAIStrictSize(schema: JsonSchema): boolean {
  const limits = OPENAI_STRICT_LIMITS;
  let properties = 0;
  let enumValues = 0;
  let text = 0;
  let depth = 0;
  let exceeds = false;
  forEachSchemaNode(schema, (node, { path }) => {
    if (isSchemaObject(node.properties)) {
      const names = Object.keys(node.properties);
      properties += names.length;
      const required = new Set(Array.isArray(node.required) ? node.required : []);
      for (const name of names) {
        text += name.length;
        if (!required.has(name)) enumValues++;
      }
    }
    if (Array.isArray(node.enum)) {
      enumValues += node.enum.length;
      let strings = 0;
      for (const value of node.enum) if (typeof value === "string") strings++, (text += value.length);
      if (strings > limits.enumStrings) exceeds = true;
    }
    if ("const" in node) {
      enumValues++;
      if (typeof node.const === "string") text += node.const.length;
    }
    if (isObjectNode(node)) depth = Math.max(depth, 1 + path.filter((key) => key === "properties").length);
  });
  return exceeds || properties > limits.properties || depth > limits.nesting || enumValues > limits.enumValues || text > limits.text;
}

function checkOpenAIStrictSize(strict: SchemaNode, warn: (code: ProviderDiagnosticCode, detail: string) => void): void {
  let properties = 0;
  let enumValues = 0;
  let text = 0;
  let depth = 0;
  forEachSchemaNode(strict, (node, { path }) => {
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
      if (strings.length > OPENAI_STRICT_LIMITS.enumStrings && enumText > OPENAI_STRICT_LIMITS.enumText) {
        warn("TC_PROVIDER_OPENAI_STRICT_ENUM_TEXT", `the enum at /${path.join("/")} has ${strings.length} values totalling ${enumText} characters.`);
      }
    }
    // Nesting: the number of object levels on the way down to this node.
    if (isObjectNode(node)) depth = Math.max(depth, 1 + path.filter((key) => key === "properties").length);
  });
  if (properties > OPENAI_STRICT_LIMITS.properties) warn("TC_PROVIDER_OPENAI_STRICT_PROPERTIES", `the schema has ${properties} properties.`);
  if (depth > OPENAI_STRICT_LIMITS.nesting) warn("TC_PROVIDER_OPENAI_STRICT_NESTING", `the schema nests objects ${depth} levels deep.`);
  if (enumValues > OPENAI_STRICT_LIMITS.enumValues) warn("TC_PROVIDER_OPENAI_STRICT_ENUM_VALUES", `the schema has ${enumValues} enum values.`);
  if (text > OPENAI_STRICT_LIMITS.text) warn("TC_PROVIDER_OPENAI_STRICT_SCHEMA_TEXT", `the schema has ${text} characters of names and enum values.`);
}

/** Optional and union-typed properties of a strict Anthropic schema (every object level, `$defs` included). */
function anthropicStrictParamCounts(schema: SchemaNode): { optional: number; union: number } {
  let optional = 0;
  let union = 0;
  forEachSchemaNode(schema, (node) => {
    if (!isSchemaObject(node.properties)) return;
    const required = new Set(Array.isArray(node.required) ? node.required : []);
    for (const [name, property] of Object.entries(node.properties)) {
      if (!required.has(name)) optional++;
      if (isSchemaObject(property) && (Array.isArray(property.anyOf) || typeList(property).length > 1)) union++;
    }
  });
  return { optional, union };
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
