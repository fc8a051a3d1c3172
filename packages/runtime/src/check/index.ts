/**
 * toolcall's own checker of a tool's arguments (docs/limits.md): one walk
 * over the input that reads it as plain data, checks it, converts it and
 * builds the copy the tool receives, in time linear in its size for every
 * schema the build emits. The schema is JSON text in the tool's shared
 * validator module; it is parsed, and its closures built, the first time the
 * tool is dispatched.
 */
import { digitBudgetSpent, resetDigitBudget } from "../decimal.js";
import type { ToolIssue } from "../result.js";
import { CHECK_AGAIN, type Check, Context, FAIL, Refusal } from "./context.js";
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

/**
 * The checker with the branch filter off (branch-filter.ts): every union
 * tries its branches in turn, as the check made again after a filtered one
 * fails does. Tests compare the two.
 */
export function unfilteredChecker(schema: CheckSchema): ToolChecker {
  let check: Check | undefined;
  return (input, owned = false, lossless = false) => {
    check ??= compileSchema(schema);
    const result = attempt(check, input, owned, lossless, false);
    return "again" in result ? unreachable() : result;
  };
}

function unreachable(): never {
  throw new Error("toolcall: an unfiltered check asked to be made again");
}

/** The closures of a schema, built now (the build calls this to refuse a schema the checker cannot run). */
export function compileSchema(schema: CheckSchema): Check {
  return compileNode(schema, { root: schema, checks: new Map() });
}

function runCheck(check: Check, input: Record<string, unknown>, owned: boolean, lossless: boolean): CheckResult {
  const first = attempt(check, input, owned, lossless, owned);
  if (!("again" in first)) return first;
  // A check that passed over union branches failed (or spent exponent zeros
  // a passed-over branch might have spent first): the call is checked again
  // trying every branch, as if the first had not run (branch-filter.ts).
  // Parsed text is never written, so the second sees what the first saw.
  const second = attempt(check, input, owned, lossless, false) as CheckResult;
  second.visits += first.visits;
  return second;
}

/** One check of the call: its result, or the work done before finding it must be made again without filtering. */
function attempt(check: Check, input: Record<string, unknown>, owned: boolean, lossless: boolean, filtering: boolean): CheckResult | { again: true; visits: number } {
  resetDigitBudget();
  startPreviews();
  const ctx = new Context(owned, lossless, filtering);
  let out: unknown;
  try {
    out = check(input, ctx, 0);
  } catch (thrown) {
    if (thrown === CHECK_AGAIN) return { again: true, visits: ctx.visits };
    const error = thrown instanceof WalkLimit ? ctx.refusalOf(thrown) : thrown;
    if (error instanceof Refusal) return { ok: false, refused: { path: error.path, problem: error.problem }, visits: ctx.visits };
    throw error;
  } finally {
    endPreviews();
  }
  if (ctx.filtered && (out === FAIL || digitBudgetSpent())) return { again: true, visits: ctx.visits };
  if (out === FAIL) return { ok: false, issues: ctx.issues, more: ctx.more, partial: ctx.stopped, visits: ctx.visits };
  return { ok: true, value: out as Record<string, unknown>, visits: ctx.visits };
}
