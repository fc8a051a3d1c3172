/**
 * Coercion inside union branches. The validators convert values in place
 * (`"2026-01-01T00:00:00Z"` -> a Date, `5` -> `5n`) while they check them; a
 * union (`anyOf`/`oneOf`) tries its branches in turn, so a branch that fails
 * after converting a value must put the value back before the next branch
 * looks at it. Writes made inside a branch are journaled here and rolled
 * back when that branch ends with new errors. Validators are synchronous, so
 * one module-level journal serves every call.
 */
import { MAX_ISSUES } from "./limits.js";

/** container, key, previous value: three slots per write. */
const journal: unknown[] = [];
/** Per open branch: journal length and error count when it started. */
const marks: number[] = [];

/** Called by generated validators when a union branch starts. */
export function branchStart(errors: number): void {
  marks.push(journal.length, errors);
}

/** Called when the branch ends: rolls its writes back if it added errors. */
export function branchEnd(errors: number): void {
  const errorsAtStart = marks.pop()!;
  const start = marks.pop()!;
  if (errors !== errorsAtStart) {
    for (let i = journal.length - 3; i >= start; i -= 3) {
      (journal[i] as Record<string | number, unknown>)[journal[i + 1] as string] = journal[i + 2];
    }
    journal.length = start;
  }
  if (marks.length === 0) journal.length = 0;
}

/** Replaces `container[key]` with a converted value, remembering the old one. */
export function branchWrite(container: Record<string | number, unknown>, key: string | number, value: unknown): void {
  journal.push(container, key, container[key]);
  container[key] = value;
}

/** Deletes `container[key]` (an unknown property being stripped), remembering its value. */
export function branchDelete(container: Record<string | number, unknown>, key: string | number): void {
  journal.push(container, key, container[key]);
  delete container[key];
}

/**
 * Errors a validator collects outside any union before it stops: enough for
 * `MAX_ISSUES` issues after duplicates are merged, and a bound on the work an
 * input with a million bad values can cause. Inside a union branch it never
 * stops (a later branch may still pass), which is why every branch is bracketed.
 */
export const ERROR_CAP = 4 * MAX_ISSUES;

let stopped = false;

/** Called by generated validators after each error: true when they should return at once. */
export function tooManyErrors(errors: number): boolean {
  if (errors <= ERROR_CAP || marks.length !== 0) return false;
  stopped = true;
  return true;
}

/** Whether the last validation stopped at `ERROR_CAP` (so there may be more issues than it found). */
export function validationStopped(): boolean {
  return stopped;
}

/** Forgets any state a validator left behind (it cannot, unless it threw midway), before a new call. */
export function resetBranches(): void {
  stopped = false;
  if (marks.length !== 0 || journal.length !== 0) {
    marks.length = 0;
    journal.length = 0;
  }
}
