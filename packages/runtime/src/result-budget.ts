/**
 * What a tool's return value may cost to send (docs/limits.md). A tool
 * may return anything, including a structure it shares with itself: a
 * binary tree 40 levels deep whose two children are the same object has 41
 * objects but 2^40 paths, and writing it as JSON would never end. The
 * writers (`toJsonText`, `toJsonValue`) count what they visit against the
 * limits object input has, with a `WalkBudget` as the checker does
 * (walk-budget.ts), and give up with an `Unsendable` instead of working on.
 */
import type { ToolError } from "./result.js";
import { WalkBudget, WalkLimit } from "./walk-budget.js";

/** Why a value cannot be sent; what a writer's entry answers when it gives up. */
export class Unsendable {
  constructor(readonly reason: string) {}
}

/**
 * The count of one write. Each writer makes one per value it writes. What
 * it adds to its walk's budget: an object reached again, after it was
 * written, is written again at each place, and every value of that copy
 * counts against `MAX_SHARED_VALUES` too (its copies add to the output).
 */
export class ResultBudget {
  /**
   * One budget alive for good: a budget's hidden class is reached from the
   * class only through transitions the collector may drop, and a full
   * collection between two writes then threw away the writers optimized
   * against it (V8: "dead weak objects"), so the next write, a 1 MB one
   * perhaps, ran unoptimized (the shared tree of bench/hostile.mjs: 60 ms
   * instead of 35). The checker's `Context.kept` is there for the same
   * reason; each keeps its `WalkBudget`'s class alive too.
   */
  static readonly kept = new ResultBudget();

  readonly walk = new WalkBudget();
  /** Inside an object written before: every value is a copy. */
  private copying = false;

  /** Counts one value (any kind). */
  value(): void {
    this.walk.spend(1, 0);
    if (this.copying) this.walk.spendShared(1, 0);
  }

  /**
   * Before an object's contents are written (the object itself counted by
   * `value`), `depth` arrays and objects enclosing it. Returns whether a
   * copy of an object written before starts here, for `leaveObject`.
   */
  enterObject(object: object, depth: number): boolean {
    // Inside a copy the walk has been this way before, to its end: no cycle is in it.
    if (this.copying) {
      this.walk.nest(object, depth);
      return false;
    }
    return (this.copying = this.walk.enter(object, depth));
  }

  /** After an object's contents are written. */
  leaveObject(object: object, depth: number, copyStarted: boolean): void {
    if (copyStarted) this.copying = false;
    else this.walk.leave(object, depth);
  }

  /** An array-like of `length` items is about to be written: refuses one too long before anything is allocated. */
  items(length: number): void {
    this.walk.items(length, 0);
  }
}

/** What a thrown value means to a writer: its own limit, or a getter or `toJSON` that threw. */
export function unsendableReason(error: unknown): string {
  return error instanceof WalkLimit ? error.problem : "reading it threw (a getter or toJSON)";
}

/** The error a result helper answers with, in place of a value it cannot send. */
export function unsendableError(reason: string): ToolError {
  return { code: "tool_failed", message: `The tool returned a value that cannot be sent as JSON: ${reason}.` };
}
