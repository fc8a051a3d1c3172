/**
 * What a model reads of an error a tool throws (docs/limits.md, "What
 * reaches the model"). By default: the error's `message` (a thrown string
 * itself, anything else as `String()` gives it), cut to `MAX_MESSAGE`
 * characters, never its stack. A hook set with `onToolError` of
 * `virtual:tools` sees each thrown error first, with the tool's name and the
 * call's id, and decides the text instead: one place for every surface,
 * since every surface calls the module's `dispatch`.
 */
import { MAX_MESSAGE } from "./limits.js";

/** Which call threw: the tool's name and the call's id (the caller's `callId`, or the `ToolCall`'s own). */
export interface ToolErrorInfo {
  tool: string;
  callId?: string;
}

/** Returns the text the model reads, or undefined for the default (the error's message). */
export type ToolErrorHook = (error: unknown, call: ToolErrorInfo) => string | undefined | void;

/** One `dispatch`'s hook, set after it was built (`onToolError`). */
export interface ErrorHookSlot {
  hook?: ToolErrorHook;
}

const SLOTS = new WeakMap<object, ErrorHookSlot>();

/** Notes the slot of a `dispatch` (createDispatch does, once). */
export function registerErrorHookSlot(dispatch: object, slot: ErrorHookSlot): void {
  SLOTS.set(dispatch, slot);
}

/**
 * `onToolError(hook)` of `virtual:tools`: sets the hook of its `dispatch`,
 * replacing any earlier one; returns a function that takes this hook off
 * again. `undefined` takes any hook off.
 */
export function setToolErrorHook(dispatch: object, hook: ToolErrorHook | undefined): () => void {
  const slot = SLOTS.get(dispatch);
  if (slot === undefined) throw new TypeError("onToolError: this dispatch was not built by createDispatch.");
  if (hook !== undefined && typeof hook !== "function") throw new TypeError("onToolError(hook): the hook must be a function.");
  slot.hook = hook;
  return () => {
    if (slot.hook === hook) slot.hook = undefined;
  };
}

/**
 * The message of a thrown error as the model reads it: the hook's text when
 * it gives one, else the default. A hook that throws or returns something
 * else than a string or undefined says nothing of the error (it may have
 * been there to hide it).
 */
export function thrownMessage(slot: ErrorHookSlot, error: unknown, info: ToolErrorInfo): string {
  const hook = slot.hook;
  if (hook === undefined) return errorMessage(error);
  let text: unknown;
  try {
    text = hook(error, info);
  } catch {
    return `Tool \`${info.tool}\` failed (its error hook failed too, so nothing more is said).`;
  }
  if (text === undefined) return errorMessage(error);
  if (typeof text !== "string") return `Tool \`${info.tool}\` failed (its error hook gave no text, so nothing more is said).`;
  return cut(text || `Tool \`${info.tool}\` failed.`);
}

/** The message of anything thrown, without ever throwing itself, cut to `MAX_MESSAGE` characters. */
export function errorMessage(error: unknown): string {
  let text: string;
  try {
    if (error instanceof Error) text = error.message || error.name || "the tool failed without a message";
    else if (typeof error === "string") text = error || "the tool failed without a message";
    else text = String(error) || "the tool failed without a message";
    if (typeof text !== "string") text = "the tool failed with a value that has no message";
  } catch {
    return "the tool failed with a value that has no message";
  }
  return cut(text);
}

function cut(text: string): string {
  return text.length > MAX_MESSAGE ? text.slice(0, MAX_MESSAGE - 3) + "..." : text;
}
