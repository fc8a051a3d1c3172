/**
 * `dispatch(name, args, ctx?)`: finds the tool, parses the arguments
 * losslessly (or copies an already-parsed object), validates and coerces them
 * with the tool's precompiled validator, and calls the function. It never
 * throws and never rejects: every failure is a `ToolResult` error.
 */
import { resetBranches } from "./branches.js";
import { issuesFromErrors, invalidArgumentsMessage, shortValue, type ValidatorError } from "./issues.js";
import { LosslessNumber, parseJsonLossless } from "./json-lossless.js";
import { byNearest, nearestName } from "./nearest.js";
import { toolError, type ToolError, type ToolResult } from "./result.js";

/**
 * A precompiled validator (ajv standalone output). It validates and, through
 * the toolcall keywords, coerces the input in place: numbers to `bigint` or
 * `Date`, `null` for an optional property to absent, literal defaults filled.
 */
export interface ToolValidator {
  (data: unknown, options?: ValidateOptions): boolean;
  errors?: ValidatorError[] | null;
}

/** The second parameter of an ajv validator (its position in an enclosing document). */
export interface ValidateOptions {
  instancePath?: string;
  dynamicAnchors?: Record<string, unknown>;
}

/**
 * Passed to every top-level validation. Without it ajv's validator allocates
 * two empty objects per call for its defaults; `dynamicAnchors` is only
 * written by schemas with `$dynamicAnchor`, which tool schemas do not use.
 */
const TOP_LEVEL: ValidateOptions = Object.freeze({ instancePath: "", dynamicAnchors: Object.freeze({}) });

/** One tool as the generated module hands it to `createDispatch`. */
export interface CompiledTool {
  name: string;
  validate: ToolValidator;
  /** Calls the function with the validated input (`input.city`, the whole input, or `ctx`, per parameter). */
  invoke: (input: Record<string, unknown>, ctx: unknown) => unknown;
  /**
   * Set by the build when no argument can hold an object or array (every
   * property is a string, number, boolean or null): a copy of the top level
   * then protects the caller's object, and nested values need no walk.
   */
  flat?: boolean;
}

/** The `dispatch` export of `virtual:tools`. */
export type Dispatch = (name: string, args: unknown, ctx?: unknown) => Promise<ToolResult>;

const MAX_DEPTH = 1000;

/** Builds `dispatch` over the compiled tools (done once, when `virtual:tools` loads). */
export function createDispatch(tools: readonly CompiledTool[]): Dispatch {
  const byName = new Map<string, CompiledTool>();
  for (const tool of tools) byName.set(tool.name, tool);
  const names = tools.map((t) => t.name);

  return function dispatch(name: unknown, args: unknown, ctx?: unknown): Promise<ToolResult> {
    const tool = typeof name === "string" ? byName.get(name) : undefined;
    if (tool === undefined) return Promise.resolve(unknownTool(name, names));
    // One guard for everything this call does; `calling` tells a failure of
    // the tool's own code from one of reading odd arguments.
    let calling = false;
    try {
      let input: Record<string, unknown>;
      let lossless = false;
      // No arguments at all is an empty object: Gemini leaves `args` out and
      // OpenAI may send "" for a tool without parameters. A tool that needs
      // arguments still says which are missing.
      if (args === undefined || (typeof args === "string" && isBlank(args))) args = {};
      if (typeof args === "string") {
        const parsed = parseJsonLossless(args);
        if (!parsed.ok) {
          return Promise.resolve(toolError("invalid_json", `The arguments are not valid JSON: ${parsed.error.message}. Send one JSON object.`));
        }
        if (!isArgumentObject(parsed.value)) return Promise.resolve(notAnObject(tool.name, parsed.value));
        input = parsed.value;
        lossless = parsed.lossless === true;
      } else if (isArgumentObject(args)) {
        // Never touch the caller's object: coercion and defaults write into a copy.
        input = tool.flat ? { ...args } : copyObject(args, 0);
      } else return Promise.resolve(notAnObject(tool.name, args));
      const validate = tool.validate;
      resetBranches();
      if (!validate(input, TOP_LEVEL)) {
        const issues = issuesFromErrors(validate.errors ?? [], input);
        return Promise.resolve(toolError("invalid_arguments", invalidArgumentsMessage(tool.name, issues), issues));
      }
      // Numbers no toolcall keyword claimed (an untyped parameter) become plain numbers, as JSON.parse gives them.
      if (lossless) settleLosslessNumbers(input, 0);
      calling = true;
      const value = tool.invoke(input, ctx);
      if (isThenable(value)) return Promise.resolve(value).then(succeeded, failed);
      return Promise.resolve({ ok: true, value });
    } catch (error) {
      if (calling) return Promise.resolve(failed(error));
      return Promise.resolve(toolError("invalid_arguments", `The arguments of tool \`${tool.name}\` could not be read: ${errorMessage(error)}.`));
    }
  } as Dispatch;
}

function isBlank(text: string): boolean {
  return text.length < 64 && text.trim() === "";
}

function notAnObject(tool: string, input: unknown): ToolResult {
  return toolError("invalid_arguments", `The arguments of tool \`${tool}\` must be a JSON object of named arguments, received ${describeKind(input)}.`);
}

function succeeded(value: unknown): ToolResult {
  return { ok: true, value };
}

function failed(error: unknown): ToolResult {
  return toolError("tool_failed", errorMessage(error));
}

/** The message of anything thrown, without ever throwing itself. */
export function errorMessage(error: unknown): string {
  try {
    if (error instanceof Error) return error.message || error.name || "the tool failed without a message";
    if (typeof error === "string") return error || "the tool failed without a message";
    const text = String(error);
    return text || "the tool failed without a message";
  } catch {
    return "the tool failed with a value that has no message";
  }
}

/** The `unknown_tool` error: the nearest name as "did you mean", then every name, nearest first. */
export function unknownTool(name: unknown, names: string[]): { ok: false; error: ToolError } {
  if (typeof name !== "string") {
    return toolError("unknown_tool", `The tool name must be a string, received ${describeKind(name)}. Available tools: ${names.join(", ") || "(none)"}.`);
  }
  const guess = nearestName(name, names);
  const listed = byNearest(name, names).join(", ") || "(none)";
  return toolError(
    "unknown_tool",
    `Unknown tool \`${name.length > 80 ? name.slice(0, 77) + "..." : name}\`.${guess ? ` Did you mean \`${guess}\`?` : ""} Available tools: ${listed}.`,
  );
}

function describeKind(value: unknown): string {
  if (value === undefined) return "nothing";
  if (Array.isArray(value)) return `an array (${shortValue(value)})`;
  if (isThenable(value)) return "a Promise (await the arguments first)";
  if (value !== null && typeof value === "object") return `a ${Object.prototype.toString.call(value).slice(8, -1)} object`;
  return shortValue(value);
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return value !== null && (typeof value === "object" || typeof value === "function") && typeof (value as { then?: unknown }).then === "function";
}

/** A non-array object that is not a Date, Map, Promise...: what JSON calls an object. */
function isArgumentObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  // The common case, decided without the slower tag check below.
  if (proto === Object.prototype || proto === null) return typeof (value as { then?: unknown }).then !== "function";
  return Object.prototype.toString.call(value) === "[object Object]" && !isThenable(value);
}

/**
 * A deep copy of the JSON-like part of an already-parsed argument object:
 * objects and arrays are copied, other values (strings, numbers, Dates...)
 * kept. Spread copies with define semantics, so `__proto__` stays an own
 * data property.
 */
function copyObject(value: Record<string, unknown>, depth: number): Record<string, unknown> {
  if (depth > MAX_DEPTH) throw new Error("the arguments are nested too deeply (or contain a cycle)");
  const copy = { ...value };
  for (const key in copy) {
    const item = copy[key];
    if (item === null || typeof item !== "object") continue;
    const itemCopy = copyNested(item, depth + 1);
    if (key === "__proto__") Object.defineProperty(copy, key, { value: itemCopy, writable: true, enumerable: true, configurable: true });
    else copy[key] = itemCopy;
  }
  return copy;
}

function copyNested(value: object, depth: number): unknown {
  if (Array.isArray(value)) {
    if (depth > MAX_DEPTH) throw new Error("the arguments are nested too deeply (or contain a cycle)");
    const copy = new Array(value.length);
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      copy[i] = item !== null && typeof item === "object" ? copyNested(item, depth + 1) : item;
    }
    return copy;
  }
  return isArgumentObject(value) ? copyObject(value, depth) : value;
}

function settleLosslessNumbers(value: unknown, depth: number): void {
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH) return;
  const container = value as Record<string, unknown>;
  for (const key of Object.keys(container)) {
    const item = container[key];
    if (item instanceof LosslessNumber) container[key] = item.value;
    else if (item !== null && typeof item === "object") settleLosslessNumbers(item, depth + 1);
  }
}
