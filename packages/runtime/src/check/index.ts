/**
 * toolcall's own checker of a tool's arguments (docs/limits.md): one walk
 * over the input that reads it as plain data, checks it, converts it and
 * builds the copy the tool receives, in time linear in its size for every
 * schema the build emits. The schema is JSON text in the tool's shared
 * validator module; it is parsed, and its closures built, the first time the
 * tool is dispatched.
 */
import { resetDigitBudget } from "../decimal.js";
import type { ToolIssue } from "../result.js";
import { type Check, Context, FAIL, Refusal } from "./context.js";
import { compileNode } from "./compile.js";
import { WalkLimit } from "../walk-budget.js";
import { endPreviews, startPreviews } from "../preview.js";
import type { CheckSchema } from "./schema.js";

export type { CheckSchema } from "./schema.js";

/** What a check of one call's arguments found. */
export type CheckResult =
  | { ok: true; value: Record<string, unknown>; visits: number }
  | { ok: false; issues: ToolIssue[]; more: number; partial: boolean; visits: number }
  /** The input is not plain JSON data (object input): where and what was found. */
  | { ok: false; refused: { path: (string | number)[]; problem: string }; visits: number };

/**
 * A tool's checker: `owned` says the input is parsed JSON text (the check's
 * own, never written either way), `lossless` that it holds `LosslessNumber`s.
 */
export type ToolChecker = (input: Record<string, unknown>, owned?: boolean, lossless?: boolean) => CheckResult;

/**
 * The checker of a validation schema, or of its JSON text (what the
 * generated module passes: importing it then parses nothing); the schema is
 * read and its closures built on the first call.
 */
export function checker(schema: CheckSchema | string): ToolChecker {
  let check: Check | undefined;
  return (input, owned = false, lossless = false) => {
    check ??= compileSchema(typeof schema === "string" ? (JSON.parse(schema) as CheckSchema) : schema);
    return runCheck(check, input, owned, lossless);
  };
}

/** The closures of a schema, built now (the build calls this to refuse a schema the checker cannot run). */
export function compileSchema(schema: CheckSchema): Check {
  return compileNode(schema, { root: schema, checks: new Map() });
}

function runCheck(check: Check, input: Record<string, unknown>, owned: boolean, lossless: boolean): CheckResult {
  resetDigitBudget();
  startPreviews();
  const ctx = new Context(owned, lossless);
  let out: unknown;
  try {
    out = check(input, ctx, 0);
  } catch (thrown) {
    const error = thrown instanceof WalkLimit ? ctx.refusalOf(thrown) : thrown;
    if (error instanceof Refusal) return { ok: false, refused: { path: error.path, problem: error.problem }, visits: ctx.visits };
    throw error;
  } finally {
    endPreviews();
  }
  if (out === FAIL) return { ok: false, issues: ctx.issues, more: ctx.more, partial: ctx.stopped, visits: ctx.visits };
  return { ok: true, value: out as Record<string, unknown>, visits: ctx.visits };
}
