/**
 * The `dispatch` export of `virtual:tools`: precompiled validators (ajv
 * standalone, coercion inlined as keywords) plus one call adapter per tool,
 * handed to @toolcall/runtime's `createDispatch`.
 */
import type { CallArgument, ToolModel } from "../model/index.js";
import { validationSchema } from "./validation-schema.js";
import { runtimeExport } from "./runtime-exports.js";
import { compileValidators } from "./validators.js";

export interface EmitDispatchOptions {
  /** Import specifier (usually an absolute path) of @toolcall/runtime's entry. */
  runtimeImport: string;
  /** Local identifiers already bound (by imports) to each tool's function, in `tools` order. */
  functionRefs: string[];
  /** Compiled validators kept between builds (see `ValidatorStore`); none: compiled in memory only. */
  validatorStore?: ValidatorStore;
}

/**
 * Where compiled validator code outlives the process (the project's on-disk
 * cache, project/validator-cache.ts), by the text of the validation schema.
 * `get` answers only for code compiled from that very text by this ajv and
 * this toolcall, or undefined; codegen never does I/O itself.
 */
export interface ValidatorStore {
  get(schemaText: string): string | undefined;
  set(schemaText: string, validatorExpression: string): void;
}

const RT = "__tc_dispatch_rt";
const VALIDATORS = "__tc_dispatch_validators";

function argumentCode(arg: CallArgument): string {
  // A name Object.prototype also has (`constructor`, `toString`) is read as an own property only.
  if (arg.from === "property") return arg.name in Object.prototype ? `${RT}.ownValue(input, ${JSON.stringify(arg.name)})` : `input[${JSON.stringify(arg.name)}]`;
  if (arg.from === "input") return "input";
  return "ctx";
}

/** Compiled validator expressions by validation schema text: a watch rebuild compiles only the tools that changed. */
const validatorCache = new Map<string, string>();
const VALIDATOR_CACHE_LIMIT = 10_000;

/**
 * One tool's validator as an expression: its own ajv compilation in its own
 * function scope (ajv's identifiers, validate10, schema31..., stay inside).
 * Compiled one tool at a time so the result depends on that tool alone and
 * can be reused as long as its schema is unchanged.
 */
/** The same by model object: the extractor returns the same object for an unchanged tool, so no schema is even serialized. */
const validatorByTool = new WeakMap<ToolModel, string>();

function validatorExpression(tool: ToolModel, store: ValidatorStore | undefined): string {
  let byTool = validatorByTool.get(tool);
  if (byTool === undefined) validatorByTool.set(tool, (byTool = compiledValidator(tool, store)));
  return byTool;
}

function compiledValidator(tool: ToolModel, store: ValidatorStore | undefined): string {
  const schema = validationSchema(tool.inputSchema, tool.unknownProperties);
  const key = JSON.stringify(schema);
  let expression = validatorCache.get(key);
  if (expression === undefined) {
    // ajv is most of a cold build's time; the store's text came from the same schema text, ajv and toolcall.
    expression = store?.get(key);
    if (expression === undefined) {
      const label = `tool \`${tool.name}\` (${tool.loc.file}:${tool.loc.line}:${tool.loc.column})`;
      const { code, names } = compileValidators([schema], RT, [label]);
      expression = `(() => {\n${code}\nreturn ${names[0]};\n})()`;
      store?.set(key, expression);
    }
    if (validatorCache.size >= VALIDATOR_CACHE_LIMIT) validatorCache.clear();
    validatorCache.set(key, expression);
  }
  return expression;
}

/** One tool's `createDispatch` entry: its name, validator and call adapter. */
function entryExpression(tool: ToolModel, validateRef: string, functionRef: string): string {
  const args = tool.call.map(argumentCode).join(", ");
  return `{ name: ${JSON.stringify(tool.name)}, validate: ${validateRef}, invoke: (input, ctx) => ${functionRef}(${args}) }`;
}

/**
 * The dispatch half of one part of the split `virtual:tools` (the tools of
 * one source file): statements declaring the validators (the runtime
 * namespace import first), and per tool its `createDispatch` entry as an
 * expression. Identifiers start with `__tc_dispatch_`.
 */
export function emitDispatchPart(tools: ToolModel[], options: EmitDispatchOptions): { statements: string; entries: string[] } {
  if (options.functionRefs.length !== tools.length) {
    throw new Error(`emitDispatchPart: ${tools.length} tools but ${options.functionRefs.length} function references`);
  }
  const lines = [`import * as ${RT} from ${JSON.stringify(options.runtimeImport)};`];
  if (tools.length) lines.push(`const ${VALIDATORS} = [`, ...tools.map((t) => validatorExpression(t, options.validatorStore) + ","), `];`);
  const entries = tools.map((tool, i) => entryExpression(tool, `${VALIDATORS}[${i}]`, options.functionRefs[i]!));
  return { statements: lines.join("\n"), entries };
}

/** The `dispatch` export of the index of the split `virtual:tools`, from an expression giving the entries in name order. */
export function emitDispatchIndex(entriesExpression: string, runtimeImport: string): string {
  return [
    `import * as ${RT} from ${JSON.stringify(runtimeImport)};`,
    `export const dispatch = /* @__PURE__ */ ${RT}.${runtimeExport("createDispatch")}(${entriesExpression});`,
  ].join("\n");
}
