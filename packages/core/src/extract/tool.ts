import type * as t from "@babel/types";
import type { JsonSchema, SourceLocation, ToolAnnotations, ToolModel, UnknownProperties } from "../model/index.js";
import type { TypeConverter } from "./types/convert.js";
import { unparen } from "./types/syntax.js";
import { withDescription } from "./types/objects.js";
import type { FunctionNode, ToolCandidate } from "./discover.js";
import { tagOf, type JsDoc, type JsDocTag } from "./jsdoc.js";
import { buildInput, functionScope } from "./parameters.js";
import type { Session } from "./session.js";
import type { SourceFile } from "./source-file.js";
import { soleItem } from "../model/lists.js";
import { KINDS } from "../model/kinds.js";
import { addKindFields } from "./kinds.js";
import { addUi } from "./ui.js";
import { parseDuration } from "../model/duration.js";
import { readReturnType } from "./rich-return.js";
import { namedTypePaths } from "./named-types.js";

const NAME = /^[a-zA-Z_][a-zA-Z0-9_-]{0,63}$/;

/** Project-wide settings a tool's JSDoc may override. */
export interface ToolOptions {
  unknownProperties: UnknownProperties;
  /** The deadline in ms of a tool without `@timeout`; undefined for none. */
  timeoutMs: number | undefined;
  /** The `<server>` of a page's `ui://<server>/<tool>` URI (extract/ui.ts). */
  uiServer: string;
}

/**
 * One declaration's model: name, descriptions, input and output schemas,
 * annotations, examples; then what its kind adds (extract/kinds.ts). Every
 * kind reads its parameters here, the same way.
 */
export function buildTool(candidate: ToolCandidate, file: SourceFile, session: Session, types: TypeConverter, options: ToolOptions): ToolModel {
  const sink = session.diagnostics;
  const { fn, doc } = candidate;
  if (!NAME.test(candidate.name))
    sink.error("TC_INVALID_NAME", `Tool name \`${candidate.name}\` is not valid for every provider (^[a-zA-Z_][a-zA-Z0-9_-]{0,63}$); set one with \`@tool some_name\`.`, candidate.loc);
  if (fn.typeParameters)
    sink.error("TC_GENERIC_FUNCTION", `Tool \`${candidate.name}\` is generic; a generic function cannot be one JSON Schema. Use concrete parameter types.`, candidate.loc);
  if (candidate.signatures > 0)
    sink.warn("TC_OVERLOADS", `Tool \`${candidate.name}\` is overloaded (${candidate.signatures} signature${candidate.signatures > 1 ? "s" : ""}); only the first signature becomes its schema. Keep one signature for a tool.`, candidate.loc);

  const { value: input, defs } = types.root(() => buildInput(fn, doc, file, session, types));
  const inputSchema: JsonSchema = { type: "object", properties: input.properties };
  if (input.required.length) inputSchema.required = input.required;
  inputSchema.additionalProperties = input.additionalProperties;
  if (defs) inputSchema.$defs = defs;
  const namedTypes = namedTypePaths(inputSchema);

  const tool: ToolModel = {
    name: candidate.name,
    description: doc?.description || candidate.functionName || candidate.name,
    file: file.path,
    exportName: candidate.exportName,
    loc: candidate.loc,
    call: input.call,
    inputSchema,
    annotations: annotationsOf(doc, file, session),
    examples: examplesOf(doc, file, session),
  };
  if (namedTypes) tool.namedTypes = namedTypes;
  if (input.elicitForm) tool.elicitForm = input.elicitForm;
  if (unknownPropertiesOf(doc, options.unknownProperties, file, session) === "strip") tool.unknownProperties = "strip";
  const needsApproval = needsApprovalOf(doc, file, session);
  if (needsApproval !== undefined) tool.needsApproval = needsApproval;
  const timeoutMs = timeoutOf(doc, options.timeoutMs, file, session);
  if (timeoutMs !== undefined) tool.timeoutMs = timeoutMs;
  const deprecated = tagOf(doc, "deprecated");
  if (deprecated) tool.deprecated = deprecated.text.trim();
  addKindFields(tool, candidate, file, session);
  addUi(tool, candidate, file, session, options.uiServer);
  // A resource's or a prompt's return value is content, not checked data: its type is not converted.
  if (!KINDS[candidate.kind].outputSchema) return tool;
  const { schema: output, rich } = outputSchema(fn, file, session, types);
  if (rich) tool.richResult = rich;
  // `@returns text` describes the result, before the return type's own JSDoc.
  const returns = (tagOf(doc, "returns") ?? tagOf(doc, "return"))?.text.replace(/^\{[^}]*\}\s*/, "").trim();
  // Schemas share the nodes of declarations converted once per run: the model is read-only data.
  if (output) tool.outputSchema = returns ? withDescription(output, returns) : output;
  return tool;
}

/**
 * The return type (Promise unwrapped) as a root schema, undefined for void,
 * undefined, or no annotation; and the rich parts it names, which are
 * not part of the schema (rich-return.ts).
 */
function outputSchema(
  fn: t.Node & { returnType?: t.Node | null },
  file: SourceFile,
  session: Session,
  types: TypeConverter,
): { schema?: JsonSchema; rich?: ToolModel["richResult"] } {
  const annotation = fn.returnType;
  if (!annotation || annotation.type !== "TSTypeAnnotation") return {};
  let node = unparen(annotation.typeAnnotation);
  const awaited = node.type === "TSTypeReference" && node.typeName.type === "Identifier" && node.typeName.name === "Promise" ? soleItem(node.typeParameters?.params ?? []) : undefined;
  if (awaited) node = unparen(awaited);
  if (node.type === "TSVoidKeyword" || node.type === "TSUndefinedKeyword" || node.type === "TSNeverKeyword") return {};
  const { output, rich } = readReturnType(node, file, session);
  if (!output) return { rich };
  const { value, defs } = types.root(() => types.convertOptional(output, functionScope(fn as FunctionNode, file)).schema);
  return { schema: defs ? { ...value, $defs: defs } : value, rich };
}

/**
 * MCP annotations. Each hint tag takes `true` or `false`, and alone means
 * `true`; an absent tag leaves the hint out, so MCP's defaults apply
 * (readOnlyHint false, destructiveHint true, idempotentHint false,
 * openWorldHint true): `@openWorld false` is how a tool says it stays closed.
 */
function annotationsOf(doc: JsDoc | undefined, file: SourceFile, session: Session): ToolAnnotations {
  const out: ToolAnnotations = {};
  const title = tagOf(doc, "title");
  if (title && title.text.trim()) out.title = title.text.trim();
  const hints: [string, keyof ToolAnnotations][] = [
    ["readonly", "readOnlyHint"],
    ["readOnly", "readOnlyHint"],
    ["destructive", "destructiveHint"],
    ["idempotent", "idempotentHint"],
    ["openWorld", "openWorldHint"],
  ];
  for (const [tag, key] of hints) {
    const found = tagOf(doc, tag);
    if (!found) continue;
    const value = found.text.trim();
    if (value === "" || value === "true" || value === "false") (out as Record<string, unknown>)[key] = value !== "false";
    else
      session.diagnostics.warn("TC_INVALID_TAG", `\`@${tag} ${value}\` takes \`true\`, \`false\` or nothing (true); it is ignored.`, tagLocation(file, found));
  }
  return out;
}

/**
 * `@needsApproval` (alone or `true`, or `false`): whether a person must
 * approve each call before it runs, as the AI SDK and the OpenAI Agents SDK
 * ask (docs/declaring-tools.md, "Approval"). `@destructive` does not imply
 * it: MCP takes a tool without annotations as destructive, so approval
 * follows only from this tag.
 */
function needsApprovalOf(doc: JsDoc | undefined, file: SourceFile, session: Session): boolean | undefined {
  const found = tagOf(doc, "needsApproval");
  if (!found) return undefined;
  const value = found.text.trim();
  if (value === "" || value === "true" || value === "false") return value !== "false";
  session.diagnostics.warn("TC_INVALID_TAG", `\`@needsApproval ${value}\` takes \`true\`, \`false\` or nothing (true); it is ignored.`, tagLocation(file, found));
  return undefined;
}

/** `@unknownProperties strip|reject` (docs/options.md, `unknownProperties`); the plugin option when absent. */
function unknownPropertiesOf(doc: JsDoc | undefined, fallback: UnknownProperties, file: SourceFile, session: Session): UnknownProperties {
  const found = tagOf(doc, "unknownProperties");
  if (!found) return fallback;
  const value = found.text.trim();
  if (value === "strip" || value === "reject") return value;
  session.diagnostics.warn("TC_INVALID_TAG", `\`@unknownProperties ${value}\` takes \`strip\` or \`reject\`; the project's setting (${fallback}) applies.`, tagLocation(file, found));
  return fallback;
}

/** `@timeout 30s` (`ms`, `s`, `m`): the tool's deadline in ms; the plugin's `timeout` when absent or malformed. */
function timeoutOf(doc: JsDoc | undefined, fallback: number | undefined, file: SourceFile, session: Session): number | undefined {
  const found = tagOf(doc, "timeout");
  if (!found) return fallback;
  const value = found.text.trim();
  const parsed = parseDuration(value);
  if ("ms" in parsed) return parsed.ms;
  const project = fallback === undefined ? "no deadline" : `${fallback} ms`;
  session.diagnostics.warn("TC_INVALID_TAG", `\`@timeout ${value}\` ${parsed.error}; the project's setting (${project}) applies.`, tagLocation(file, found));
  return fallback;
}

/** `@example` blocks that are JSON objects (fences allowed); others are reported and skipped. */
function examplesOf(doc: JsDoc | undefined, file: SourceFile, session: Session): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const tag of doc?.tags ?? []) {
    if (tag.tag !== "example") continue;
    const text = tag.text.replace(/^\s*```\w*\s*\n?/, "").replace(/\n?\s*```\s*$/, "").trim();
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = undefined;
    }
    if (value && typeof value === "object" && !Array.isArray(value)) out.push(value as Record<string, unknown>);
    else
      session.diagnostics.warn("TC_INVALID_EXAMPLE", "This @example is not a JSON object of arguments, so it is not sent as an input example; write it as JSON (`{\"city\": \"Paris\"}`).", tagLocation(file, tag));
  }
  return out;
}

function tagLocation(file: SourceFile, tag: JsDocTag): SourceLocation {
  return { file: file.path, line: tag.line, column: tag.column };
}
