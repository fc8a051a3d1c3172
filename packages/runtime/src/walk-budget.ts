/**
 * What one walk over data toolcall did not parse may cost (docs/limits.md):
 * the checker reading object input (`check/context.ts`) and the writers of a
 * tool's result (`result-budget.ts`) each hold one `WalkBudget`, count
 * against the same limits with it, and say what was exceeded in the same
 * words. Each adds only what differs: the checker its memo of outputs and a
 * refusal with a path, the writers their count of values written again and
 * `Unsendable`.
 *
 * The walks themselves stay two: the checker refuses what is not plain data
 * and builds what the schema says, the writers turn anything (a `Map`, a
 * `toJSON`) into JSON as `JSON.stringify` would; a shared walk would put a
 * call through a callback or a kind switch for every value of both.
 *
 * Held, not inherited: `WalkBudget` has no subclasses, so every call of its
 * methods, from either walk, sees one hidden class. A design in which the
 * checker's context and the writers' budget extended one base class (whose
 * methods then see two) measured slower on object input in
 * bench/dispatch.mjs; this one does not.
 */
import { MAX_DEPTH, MAX_SHARED_VALUES, MAX_VALUES, REMEMBER_AFTER } from "./limits.js";

/**
 * The limits in words, fit to follow "expected plain JSON data, found" in an
 * input issue and "The tool returned a value that cannot be sent as JSON:"
 * in a tool's error alike.
 */
export const LIMIT_TEXT = {
  depth: `a value nested more than ${MAX_DEPTH} levels deep`,
  cycle: "a cycle (an object that contains itself)",
  values: `more than ${MAX_VALUES} values`,
  items: (length: number) => `more than ${MAX_VALUES} values (a list of ${length} items)`,
  shared: `objects reached more than once whose copies hold more than ${MAX_SHARED_VALUES} values (give each place its own data)`,
};

/** A limit was met: thrown by the budget, turned at the walk's entry into a refusal (checker) or an `Unsendable` (writers). */
export class WalkLimit {
  constructor(
    /** `LIMIT_TEXT`'s words for it. */
    readonly problem: string,
    /** How many containers enclose the place where it was met. */
    readonly depth: number,
  ) {}
}

/** A container's mark: being walked (met again, it is a cycle), or walked to its end. */
const OPEN = true;
const DONE = false;

export class WalkBudget {
  // No instance of its own is kept alive for V8's sake: `Context.kept` and
  // `ResultBudget.kept` each hold one.
  /** Values counted (`MAX_VALUES`), and values copied again for objects reached twice (`MAX_SHARED_VALUES`). */
  private values = 0;
  private shared = 0;
  /** The container at each depth of the walk (only `[0, depth]` is current). */
  readonly containers: unknown[] = [];
  /**
   * Past `REMEMBER_AFTER` values, the containers met that hold containers:
   * `OPEN` while inside them, then `DONE`. Below the threshold no map is
   * made (the common small call allocates none) and a cycle is found where
   * it makes the walk too deep. Only containers that hold containers are
   * marked, and each when its first container is entered (`marked`): a
   * cycle runs only through them, and a 1 MB walk of 65,000 small objects
   * then hashes each once (to look it up), not three times.
   */
  private marks: Map<unknown, boolean> | undefined;
  /** Depths `[0, marked)` of the walk are marked `OPEN`. */
  private marked = 0;

  /** Counts `n` values. */
  spend(n: number, depth: number): void {
    this.values += n;
    if (this.values > MAX_VALUES) throw new WalkLimit(LIMIT_TEXT.values, depth);
  }

  /** Counts `n` values copied again for an object reached twice. */
  spendShared(n: number, depth: number): void {
    this.shared += n;
    if (this.shared > MAX_SHARED_VALUES) throw new WalkLimit(LIMIT_TEXT.shared, depth);
  }

  /** A list of `length` items is about to be read: refuses one too long before anything is allocated. */
  items(length: number, depth: number): void {
    if (length > MAX_VALUES - this.values) throw new WalkLimit(LIMIT_TEXT.items(length), depth);
  }

  /** Whether the walk is past `REMEMBER_AFTER` values, where containers are marked (and the checker remembers outputs). */
  get remembering(): boolean {
    return this.marks !== undefined;
  }

  /**
   * A container at `depth` (containers above it) is about to be walked.
   * Stops one nested too deep, naming a cycle where one closes, and past
   * `REMEMBER_AFTER` values one that contains itself. Returns whether it
   * was walked to its end before (past the threshold, and only a container
   * holding containers): the writers write it again as a copy; the checker
   * finds its repeats in its memo instead.
   */
  enter(container: object, depth: number): boolean {
    this.nest(container, depth);
    if (this.marks === undefined) {
      if (this.values <= REMEMBER_AFTER) return false;
      this.marks = new Map();
    }
    for (; this.marked < depth; this.marked++) this.marks.set(this.containers[this.marked], OPEN);
    const mark = this.marks.get(container);
    if (mark === OPEN) throw new WalkLimit(LIMIT_TEXT.cycle, depth);
    return mark === DONE;
  }

  /** A container inside one walked before (no cycle can be in it): only its depth is checked. */
  nest(container: object, depth: number): void {
    this.containers[depth] = container;
    if (depth >= MAX_DEPTH) tooDeep(this.containers, depth);
  }

  /** The container entered at `depth` is done. */
  leave(container: object, depth: number): void {
    if (this.marked > depth) {
      this.marks!.set(container, DONE);
      this.marked = depth;
    }
  }
}

/** Past the depth limit: a cycle when a container holds itself (named where it first closes), else plain depth. */
function tooDeep(containers: readonly unknown[], depth: number): never {
  const seen = new Set<unknown>();
  for (let i = 0; i <= depth; i++) {
    if (seen.has(containers[i])) throw new WalkLimit(LIMIT_TEXT.cycle, i);
    seen.add(containers[i]);
  }
  throw new WalkLimit(LIMIT_TEXT.depth, depth);
}
