/**
 * `dispatch(name, args, ctx?, options?)`: finds the tool, parses the
 * arguments losslessly, checks and converts them with the tool's checker (one
 * walk that also reads an already-parsed object as plain data into a copy),
 * and calls the function, within its deadline and the caller's signal when
 * there are any. The arguments come from a model and may be hostile
 * (docs/limits.md): it never throws and never rejects, whatever `name`,
 * `args` and `ctx` are and whatever the tool returns; every failure is a
 * `ToolResult` error, and its work is linear in the input.
 */
import type { ToolChecker } from "./check/index.js";
import { invalidArgumentsMessage, pathText, shortName, shortValue } from "./issues.js";
import { LosslessNumber, parseJsonLossless } from "./json-lossless.js";
import { MAX_DEPTH } from "./limits.js";
import { errorMessage, registerErrorHookSlot, thrownMessage, type ErrorHookSlot } from "./error-hook.js";
import { nearestName } from "./nearest.js";
import { describeFound, isPlainObject } from "./plain-data.js";
import { toolError, type ToolError, type ToolResult } from "./result.js";
import { deadline, durationText, earlier, toolCall, type CallSignal, type DispatchOptions, type ElicitForm, type ToolCall } from "./tool-call.js";

/** One tool as the generated module hands it to `createDispatch`. */
export interface CompiledTool {
  name: string;
  /** The tool's checker (`checker(schema)` in its shared validator module). */
  validate: ToolChecker;
  /** Calls the function with the checked input (`input.city`, the whole input, `ctx` or `call`, per parameter). */
  invoke: (input: Record<string, unknown>, ctx: unknown, call: ToolCall | undefined) => unknown;
  /** The tool's deadline in ms (`@timeout`, else the plugin's `timeout`). */
  timeoutMs?: number;
  /** Set when a parameter is typed `ToolCall`: only then is one made. */
  call?: true;
  /** The form `ToolCall<Form>` names, for `elicit` (`elicitForm(...)` in the generated module). */
  form?: ElicitForm;
}

/** The `dispatch` export of `virtual:tools`. */
export type Dispatch = (name: string, args: unknown, ctx?: unknown, options?: DispatchOptions) => Promise<ToolResult>;

export { errorMessage };

/** Builds `dispatch` over the compiled tools (done once, when `virtual:tools` loads). */
export function createDispatch(tools: readonly CompiledTool[]): Dispatch {
  const byName = new Map<string, CompiledTool>();
  for (const tool of tools) byName.set(tool.name, tool);
  const names = tools.map((t) => t.name);
  // Set later by `onToolError` of `virtual:tools` (error-hook.ts); read at each failure.
  const errors: ErrorHookSlot = {};

  function call(tool: CompiledTool, args: unknown, ctx: unknown, options: DispatchOptions | undefined): Promise<ToolResult> {
    let input: Record<string, unknown>;
    // Parsed text is the checker's own; an object is the caller's, read as plain data into a copy.
    let owned = true;
    let lossless = false;
    // No arguments at all is an empty object: Gemini leaves `args` out and
    // OpenAI may send "" for a tool without parameters. A tool that needs
    // arguments still says which are missing.
    if (args === undefined || (typeof args === "string" && isBlank(args))) input = {};
    else if (typeof args === "string") {
      // The depth limit wins over any other fault of the text, for text as for objects.
      const parsed = parseJsonLossless(args);
      if (!parsed.ok) {
        if (parsed.tooDeep) return Promise.resolve(tooDeep(tool.name));
        return Promise.resolve(toolError("invalid_json", `The arguments are not valid JSON: ${parsed.error.message}. Send one JSON object.`));
      }
      const value = parsed.value;
      if (value === null || typeof value !== "object" || Array.isArray(value) || value instanceof LosslessNumber) {
        return Promise.resolve(notAnObject(tool.name, value));
      }
      input = value as Record<string, unknown>;
      lossless = parsed.lossless === true;
    } else if (args !== null && typeof args === "object" && !Array.isArray(args) && isPlainObject(args)) {
      input = args as Record<string, unknown>;
      owned = false;
    } else return Promise.resolve(notAnObject(tool.name, args));

    const checked = tool.validate(input, owned, lossless);
    if (!checked.ok) {
      if ("refused" in checked) {
        const issue = { path: pathText(checked.refused.path), message: `expected plain JSON data, found ${checked.refused.problem}` };
        return Promise.resolve(toolError("invalid_arguments", invalidArgumentsMessage(tool.name, [issue]), [issue]));
      }
      return Promise.resolve(toolError("invalid_arguments", invalidArgumentsMessage(tool.name, checked.issues, checked.more, checked.partial), checked.issues));
    }
    // The common call (no signal, no deadline, no `ToolCall`) pays for none of them.
    if (options !== undefined || tool.timeoutMs !== undefined || tool.call === true) return stoppableCall(tool, checked.value, ctx, options, errors);
    const fail = failure(errors, tool.name, undefined);
    let value: unknown;
    try {
      value = tool.invoke(checked.value, ctx, undefined);
    } catch (error) {
      return Promise.resolve(fail(error));
    }
    return settle(value, fail);
  }

  const dispatch = function dispatch(name: unknown, args: unknown, ctx?: unknown, options?: DispatchOptions): Promise<ToolResult> {
    // One guard for everything outside the tool's own code: whatever `name`
    // or `args` are (a getter that throws, a revoked proxy), a result.
    try {
      const tool = typeof name === "string" ? byName.get(name) : undefined;
      if (tool === undefined) return Promise.resolve(unknownTool(name, names));
      try {
        return call(tool, args, ctx, options);
      } catch (error) {
        return Promise.resolve(toolError("invalid_arguments", `The arguments of tool \`${tool.name}\` could not be read: ${errorMessage(error)}.`));
      }
    } catch (error) {
      return Promise.resolve(toolError("unknown_tool", `The tool name could not be read: ${errorMessage(error)}.`));
    }
  } as Dispatch;
  registerErrorHookSlot(dispatch, errors);
  return dispatch;
}

/** How an error the function throws becomes this call's result: its message, or what the error hook makes of it. */
function failure(errors: ErrorHookSlot, tool: string, callId: string | undefined): (error: unknown) => ToolResult {
  return (error) => toolError("tool_failed", thrownMessage(errors, error, callId === undefined ? { tool } : { tool, callId }));
}

/**
 * A call that may end early: refused if the caller's signal is already
 * aborted; otherwise `dispatch` answers at the first of the function's
 * result, the caller's abort (`cancelled`, or `timeout` when the abort's
 * reason is a `TimeoutError`, as `AbortSignal.timeout` gives) and the
 * deadline (`timeout`). Ending early aborts the function's own signal, and
 * whatever it returns later is dropped. Ending at all clears the timer and
 * takes the listener off the caller's signal, so a finished call holds the
 * process open with nothing and a long-lived signal collects no listeners.
 */
function stoppableCall(tool: CompiledTool, input: Record<string, unknown>, ctx: unknown, options: DispatchOptions | undefined, errors: ErrorHookSlot): Promise<ToolResult> {
  let signal: CallSignal | undefined;
  let ms: number | undefined;
  try {
    const given = options?.signal;
    signal = given !== null && typeof given === "object" && typeof given.addEventListener === "function" ? given : undefined;
    if (signal?.aborted) return Promise.resolve(stopped(tool.name, signal.reason, false));
    ms = earlier(tool.timeoutMs, deadline(options?.timeoutMs));
  } catch (error) {
    return Promise.resolve(toolError("tool_failed", `The options of this call could not be read: ${errorMessage(error)}.`));
  }
  const controller = tool.call === true ? new AbortController() : undefined;
  return new Promise<ToolResult>((resolve) => {
    let open = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (result: ToolResult, reason?: unknown) => {
      if (!open) return;
      open = false;
      if (timer !== undefined) clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      // Told after `dispatch` has its answer, so a function that stops by throwing changes nothing.
      resolve(result);
      if (reason !== undefined) controller?.abort(reason);
    };
    const onAbort = () => finish(stopped(tool.name, signal!.reason, true), signal!.reason ?? "cancelled");
    signal?.addEventListener("abort", onAbort);
    if (ms !== undefined) {
      const limit = ms;
      timer = setTimeout(() => finish(timedOut(tool.name, limit), timeoutReason(tool.name, limit)), limit);
    }
    let fail = failure(errors, tool.name, undefined);
    let value: unknown;
    try {
      // Reading the options may throw (a getter): that too is this call's failure, never a rejection.
      const call = controller && toolCall(controller.signal, options, () => open, tool.form);
      const callId = call?.id ?? (typeof options?.callId === "string" ? options.callId : undefined);
      fail = failure(errors, tool.name, callId);
      value = tool.invoke(input, ctx, call);
    } catch (error) {
      return finish(fail(error));
    }
    void settle(value, fail).then((result) => finish(result));
  });
}

/** Cancelled by the caller; a `TimeoutError` reason is the caller's own deadline, said as one. */
function stopped(tool: string, reason: unknown, running: boolean): ToolResult {
  let timeout = false;
  try {
    timeout = reason !== null && typeof reason === "object" && (reason as { name?: unknown }).name === "TimeoutError";
  } catch {
    // A reason that cannot be read is a plain cancel.
  }
  if (timeout)
    return toolError(
      "timeout",
      running
        ? `Tool \`${tool}\` did not finish before the caller's deadline and was stopped; what it did before that is not known. Retry with a smaller request, or tell the user it timed out.`
        : `Tool \`${tool}\` was not run: the caller's deadline had already passed.`,
    );
  return toolError(
    "cancelled",
    running
      ? `The call of tool \`${tool}\` was cancelled while it ran and was stopped; what it did before that is not known. Do not retry unless the user asks.`
      : `The call of tool \`${tool}\` was cancelled before it started, so it did nothing. Do not retry unless the user asks.`,
  );
}

function timedOut(tool: string, ms: number): ToolResult {
  return toolError(
    "timeout",
    `Tool \`${tool}\` did not finish within ${durationText(ms)} and was stopped; what it did before that is not known. Retry with a smaller request, or tell the user it timed out.`,
  );
}

/** What the function's signal says when the deadline stops it: a `TimeoutError`, as `AbortSignal.timeout` gives. */
function timeoutReason(tool: string, ms: number): unknown {
  const message = `Tool \`${tool}\` timed out after ${durationText(ms)}.`;
  return typeof DOMException === "function" ? new DOMException(message, "TimeoutError") : Object.assign(new Error(message), { name: "TimeoutError" });
}
/** Only white space (as `trim` reads it), at any length; stops at the first other character, allocating nothing. */
const BLANK = /^\s*$/;

function isBlank(text: string): boolean {
  // Arguments text nearly always starts with `{`: that call pays one comparison.
  return text.charCodeAt(0) !== 123 && BLANK.test(text);
}

function tooDeep(tool: string): ToolResult {
  const issue = { path: "", message: `nested more than ${MAX_DEPTH} levels deep` };
  return toolError("invalid_arguments", invalidArgumentsMessage(tool, [issue]), [issue]);
}

function notAnObject(tool: string, input: unknown): ToolResult {
  return toolError("invalid_arguments", `The arguments of tool \`${tool}\` must be a JSON object of named arguments, received ${describeKind(input)}.`);
}

/**
 * The tool's return value as a result. A Promise is followed through the
 * real `Promise.prototype.then` (an own `then` on it is ignored); another
 * thenable through its `then`, read once and called under a guard. A `then`
 * that throws or calls back twice still gives one result.
 */
function settle(value: unknown, failed: (error: unknown) => ToolResult): Promise<ToolResult> {
  let then: unknown;
  try {
    if (value instanceof Promise) then = Promise.prototype.then;
    else then = value !== null && (typeof value === "object" || typeof value === "function") ? (value as { then?: unknown }).then : undefined;
  } catch (error) {
    return Promise.resolve(failed(error));
  }
  if (typeof then !== "function") return Promise.resolve({ ok: true, value });
  return new Promise<ToolResult>((resolve) => {
    let settled = false;
    const onValue = (v: unknown) => {
      if (!settled) (settled = true), resolve(succeeded(v));
    };
    const onError = (e: unknown) => {
      if (!settled) (settled = true), resolve(failed(e));
    };
    try {
      then.call(value, onValue, onError);
    } catch (error) {
      onError(error);
    }
  });
}

function succeeded(value: unknown): ToolResult {
  return { ok: true, value };
}



/** The `unknown_tool` error: the nearest name as "did you mean", then every name, sorted by name. */
export function unknownTool(name: unknown, names: string[]): { ok: false; error: ToolError } {
  // By name, as `tools` is, whatever the name was: one order to scan for the right one.
  const listed = [...names].sort(byCodeUnits).join(", ") || "(none)";
  if (typeof name !== "string") {
    return toolError("unknown_tool", `The tool name must be a string, received ${describeKind(name)}. Available tools: ${listed}.`);
  }
  const guess = nearestName(name, names);
  return toolError("unknown_tool", `Unknown tool \`${shortName(name)}\`.${guess ? ` Did you mean \`${guess}\`?` : ""} Available tools: ${listed}.`);
}

function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function describeKind(value: unknown): string {
  if (value === undefined) return "nothing";
  try {
    if (Array.isArray(value)) return `an array (${shortValue(value)})`;
    if (value instanceof LosslessNumber) return value.text.length > 60 ? value.text.slice(0, 57) + "..." : value.text;
    if (value !== null && (typeof value === "object" || typeof value === "function")) return describeFound(value);
  } catch {
    return "an object that cannot be inspected (a revoked Proxy?)";
  }
  return shortValue(value);
}
