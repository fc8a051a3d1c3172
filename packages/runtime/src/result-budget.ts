/**
 * What a tool's return value may cost to send (docs/limits.md). A tool
 * may return anything, including a structure it shares with itself: a
 * binary tree 40 levels deep whose two children are the same object has 41
 * objects but 2^40 paths, and writing it as JSON would never end. The
 * writers (`toJsonText`, `toJsonValue`) count what they visit against the
 * limits object input has, and give up with an `Unsendable` instead of
 * working on.
 */
import { MAX_DEPTH, MAX_SHARED_VALUES, MAX_VALUES, REMEMBER_AFTER } from "./limits.js";
import { firstRepeat } from "./plain-data.js";
import type { ToolError } from "./result.js";

/** Why a value cannot be sent; thrown inside a writer, caught at its entry. */
export class Unsendable {
  constructor(readonly reason: string) {}
}

/** The count of one write. Each writer makes one per value it writes. */
export class ResultBudget {
  /**
   * One budget alive for good: a budget's hidden class is reached from the
   * class only through transitions the collector may drop, and a full
   * collection between two writes then threw away the writers optimized
   * against it (V8: "dead weak objects"), so the next write, a 1 MB one
   * perhaps, ran unoptimized (the shared tree of bench/hostile.mjs: 60 ms
   * instead of 35). The checker's `Context.kept` is there for the same reason.
   */
  static readonly kept = new ResultBudget();

  private values = 0;
  /** Values written again because an object was reached a second time (its copies add to the output). */
  private shared = 0;
  /** How many objects being written were written before: while above 0, every value is a copy. */
  private sharing = 0;
  /** The objects being written, outermost first, and how many objects had been entered when each was. */
  private readonly path: object[] = [];
  private readonly enteredBefore: number[] = [];
  private entered = 0;
  /**
   * Objects written so far, once past `REMEMBER_AFTER` values (the limit
   * object input has). Only objects that hold objects are remembered:
   * sharing multiplies work only through them (a shared object of plain
   * values costs its size at each reference, which the cap on values
   * bounds), and a hash table of each of a 1 MB result's 65,000 small
   * objects would cost as much as writing them.
   */
  private written: Set<object> | undefined;

  /** Counts one value (any kind). */
  value(): void {
    if (++this.values > MAX_VALUES) throw new Unsendable(`it holds more than ${MAX_VALUES} values`);
    if (this.sharing > 0 && ++this.shared > MAX_SHARED_VALUES) {
      throw new Unsendable(`objects it reaches more than once would be written out again and again (more than ${MAX_SHARED_VALUES} values in copies)`);
    }
  }

  /**
   * Before an object's contents are written (the object itself counted by
   * `value`), `depth` arrays and objects enclosing it, itself included.
   * Returns whether it was written before, for `leave`. A cycle is found
   * where it makes the value too deep: the path then holds an object twice.
   */
  enter(object: object, depth: number): boolean {
    if (depth > MAX_DEPTH) {
      this.path.push(object);
      const cycle = firstRepeat(this.path, this.path.length) >= 0;
      throw new Unsendable(cycle ? "it contains itself (a cycle)" : `it is nested more than ${MAX_DEPTH} levels deep`);
    }
    this.path.push(object);
    this.enteredBefore.push(this.entered++);
    if (this.written === undefined) {
      if (this.values > REMEMBER_AFTER) this.written = new Set();
      return false;
    }
    if (!this.written.has(object)) return false;
    this.sharing++;
    return true;
  }

  /** After an object's contents are written. */
  leave(object: object, writtenBefore: boolean): void {
    this.path.pop();
    const holdsObjects = this.entered > this.enteredBefore.pop()! + 1;
    if (holdsObjects) this.written?.add(object);
    if (writtenBefore) this.sharing--;
  }

  /** An array-like of `length` items is about to be written: refuses one too long before anything is allocated. */
  items(length: number): void {
    if (length > MAX_VALUES - this.values) throw new Unsendable(`it holds more than ${MAX_VALUES} values (an array of ${length} items)`);
  }
}

/** What a thrown value means to a writer: its own limit, or a getter or `toJSON` that threw. */
export function unsendableReason(error: unknown): string {
  return error instanceof Unsendable ? error.reason : "reading it threw (a getter or toJSON)";
}

/** The error a result helper answers with, in place of a value it cannot send. */
export function unsendableError(reason: string): ToolError {
  return { code: "tool_failed", message: `The tool returned a value that cannot be sent as JSON: ${reason}.` };
}
