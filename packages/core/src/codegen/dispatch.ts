/**
 * The `dispatch` export of `virtual:tools`: per tool its validation schema
 * (a JSON literal in the tool's shared shapes module, read by the runtime's
 * checker) plus one call adapter, handed to @toolcall/runtime's `createDispatch`.
 */
import type { CallArgument, ToolModel } from "../model/index.js";
import { validationSchema } from "./validation-schema.js";
import { runtimeExport } from "./runtime-exports.js";
import { assertCheckable } from "./checkable.js";
import { quotedString } from "./json-text.js";
import { bareId, type ImportOf } from "./shared-modules.js";

export interface EmitDispatchOptions {
  /** Import specifier (usually an absolute path) of @toolcall/runtime's entry. */
  runtimeImport: string;
  /** Local identifiers already bound (by imports) to each tool's function, in `tools` order. */
  functionRefs: string[];
  /** Per tool, what its kind adds to its entry (`, kind: ...`; codegen/kinds.ts), "" for a tool. */
  kindFields?: string[];
}

const RT = "__tc_dispatch_rt";
const VALIDATOR = "__tc_dispatch_validate";

function argumentCode(arg: CallArgument): string {
  // A name Object.prototype also has (`constructor`, `toString`) is read as an own property only.
  if (arg.from === "property") return arg.name in Object.prototype ? `${RT}.ownValue(input, ${JSON.stringify(arg.name)})` : `input[${JSON.stringify(arg.name)}]`;
  if (arg.from === "input") return "input";
  if (arg.from === "call") return "call";
  return "ctx";
}

/** A tool's validation schema as text, by model object: the extractor returns the same object for an unchanged tool. */
const schemaTextByTool = new WeakMap<ToolModel, string>();

export function validationSchemaText(tool: ToolModel): string {
  let text = schemaTextByTool.get(tool);
  if (text === undefined) schemaTextByTool.set(tool, (text = JSON.stringify(validationSchema(tool.inputSchema, tool.unknownProperties))));
  return text;
}

/**
 * A tool's validator as module statements that export it as `validate`
 * (the tool's shapes module holds them: tool-shapes.ts): the runtime's
 * checker over the validation schema's JSON text, which it parses on the
 * tool's first call: a string literal costs a fresh process a scan, where
 * the same object literal would be compiled and built at import.
 */
export function validatorStatements(tool: ToolModel, runtimeImport: string): string {
  const text = validationSchemaText(tool);
  assertCheckable(JSON.parse(text), `tool \`${tool.name}\` (${tool.loc.file}:${tool.loc.line}:${tool.loc.column})`);
  return [
    `import * as ${RT} from ${JSON.stringify(runtimeImport)};`,
    `const __tc_validate = /* @__PURE__ */ ${RT}.${runtimeExport("checker")}(${quotedString(text)});`,
    "export { __tc_validate as validate };",
  ].join("\n");
}

/** One tool's `createDispatch` entry: its name, validator and call adapter. */
function entryExpression(tool: ToolModel, validateRef: string, functionRef: string, kindFields: string): string {
  const args = tool.call.map(argumentCode).join(", ");
  // Only a tool that takes a `ToolCall` gets one made per call; only one with a deadline starts a timer.
  const call = tool.call.some((arg) => arg.from === "call") ? ", call: true" : "";
  const timeout = tool.timeoutMs !== undefined ? `, timeoutMs: ${tool.timeoutMs}` : "";
  return `{ name: ${JSON.stringify(tool.name)}, validate: ${validateRef}, invoke: (input, ctx, call) => ${functionRef}(${args})${call}${timeout}${formField(tool)}${kindFields} }`;
}

/** The `form` of a tool whose `ToolCall<Form>` names one: the schema `elicit` sends, and the checker of the answer (docs/mcp.md). */
function formField(tool: ToolModel): string {
  if (tool.elicitForm === undefined) return "";
  const validation = validationSchema(tool.elicitForm.validation, "reject");
  assertCheckable(validation, `the elicitation form of tool \`${tool.name}\` (${tool.loc.file}:${tool.loc.line}:${tool.loc.column})`);
  return `, form: ${RT}.${runtimeExport("elicitForm")}(${quotedString(JSON.stringify(tool.elicitForm.requested))}, ${quotedString(JSON.stringify(validation))})`;
}

/**
 * The dispatch half of one part of the split `virtual:tools` (the tools of
 * one source file): statements importing each tool's validator from its
 * shapes module (`modules`, one per tool; one import per module), and per
 * tool its `createDispatch` entry as an expression. Identifiers start with
 * `__tc_dispatch_`.
 */
export function emitDispatchPart(
  tools: ToolModel[],
  options: EmitDispatchOptions,
  modules: readonly { id: string }[],
  importOf: ImportOf = bareId,
): { statements: string; entries: string[] } {
  if (options.functionRefs.length !== tools.length || modules.length !== tools.length) {
    throw new Error(`emitDispatchPart: ${tools.length} tools but ${options.functionRefs.length} function references and ${modules.length} modules`);
  }
  const lines = [`import * as ${RT} from ${JSON.stringify(options.runtimeImport)};`];
  const localById = new Map<string, string>();
  const entries = tools.map((tool, i) => {
    const { id } = modules[i]!;
    let local = localById.get(id);
    if (local === undefined) {
      localById.set(id, (local = `${VALIDATOR}${localById.size}`));
      lines.push(`import { validate as ${local} } from ${JSON.stringify(importOf(id))};`);
    }
    return entryExpression(tool, local, options.functionRefs[i]!, options.kindFields?.[i] ?? "");
  });
  return { statements: lines.join("\n"), entries };
}

/** The `dispatch` export of the index of the split `virtual:tools`, from an expression giving the entries in name order. */
export function emitDispatchIndex(entriesExpression: string, runtimeImport: string): string {
  return [
    `import * as ${RT} from ${JSON.stringify(runtimeImport)};`,
    `export const dispatch = /* @__PURE__ */ ${RT}.${runtimeExport("createDispatch")}(${entriesExpression});`,
    "/** Decides what the model reads of an error a tool throws (docs/limits.md); returns a function that takes the hook off. */",
    `export function onToolError(hook) { return ${RT}.${runtimeExport("setToolErrorHook")}(dispatch, hook); }`,
  ].join("\n");
}
