/**
 * The state of one check of one call's arguments (docs/limits.md): where
 * the walk is, whether it reports or only tries (a union branch tried in
 * stop-at-the-first-error mode), the issues found so far (one capped report
 * per call), the values read from object input, and the results remembered
 * where a value can be reached twice.
 */
import { MAX_ISSUES } from "../limits.js";
import { pathText } from "../issues.js";
import type { ToolIssue } from "../result.js";
import { setOwn } from "../plain-data.js";
import { WalkBudget, type WalkLimit } from "../walk-budget.js";
import { NEAREST_PER_CALL, type NearestBudget } from "../nearest.js";

/** What a check returns for a value that fails (its output otherwise: the value the tool receives). */
export const FAIL: unique symbol = Symbol("fails");

/**
 * Thrown by a check that passed over union branches (`filtered`) and found
 * the call fails: its issues come from checking the call again without
 * passing over any (see `tryFiltered` in union.ts).
 */
export const CHECK_AGAIN: unique symbol = Symbol("check again");

/**
 * One compiled schema node: checks `value` (found `depth` segments below the
 * arguments, its path in `ctx.path[0..depth)`) and returns what the tool
 * receives in its place, or `FAIL`. It never changes `value`.
 */
export type Check = (value: unknown, ctx: Context, depth: number) => unknown;

/**
 * Issues collected before the check stops: enough for `MAX_ISSUES` issues
 * after duplicates are merged, and a bound on the work an input with a
 * million bad values can cause.
 */
export const ISSUE_CAP = 4 * MAX_ISSUES;

/** The input is not plain JSON data: checking stops, and the call fails with this one issue. */
export class Refusal {
  constructor(
    readonly problem: string,
    /** Segments from the top to where it was found. */
    readonly path: (string | number)[],
  ) {}
}

function inheritsEnumerable(): boolean {
  for (const _ in Object.prototype) return true;
  return false;
}

/** A remembered result of one node for one object. */
interface Remembered {
  node: object;
  out: unknown;
  /** Where the object was when the result was made (object input): reached elsewhere, the output is copied. */
  parent: unknown;
  key: string | number | undefined;
}

/**
 * What is remembered for one object: one result (the usual case, no map of
 * its own), or a map by node once a second node checks it. Either way a
 * lookup is one hash, however many nodes (a union of 60 branches, each
 * naming the same type) have checked the object.
 */
type Remembrance = Remembered | Map<object, Remembered>;

/**
 * The walk's limits (values read, copies, depth, cycles) are counted by its
 * `budget`, the one the writers of tool results use too; a limit met is
 * refused at the check's entry (`refusalOf`), with the path to it.
 */
export class Context {
  /**
   * One context alive for good: a context's hidden class is reached from the
   * class only through transitions the collector may drop, and a full
   * collection while no check runs then throws away every checker function
   * optimized against it (V8: "dead weak objects"), so the next call, a
   * 1 MB one perhaps, runs unoptimized (the Doc tree of bench/hostile.mjs
   * took 38 ms instead of 15 after one).
   */
  static readonly kept = new Context(true, false);

  /** Property names and indexes from the arguments to the value being checked (only `[0, depth)` is current). */
  readonly path: (string | number)[] = [];
  /** What object input has cost so far; its `containers` are the source container at each depth. */
  readonly budget = new WalkBudget();
  /** True while issues are reported; false inside a union branch being tried (stop at the first error). */
  report = true;
  readonly issues: ToolIssue[] = [];
  /** Issues found beyond those kept (duplicates merged). */
  more = 0;
  /** Checking stopped at `ISSUE_CAP`: there may be more issues than counted. */
  stopped = false;
  /** Node checks made: the unit of work the complexity test counts. */
  visits = 0;
  /** A union passed its branch filter over this call's value (so a failing call is checked again without it). */
  filtered = false;
  /**
   * Union tries on the walk's path that may still try another branch on
   * the value they hold. While there are none (filtering), nothing checked
   * below is looked at again, so no result is remembered for it.
   */
  open = 0;
  /** Made at the first issue: the issues seen (to merge duplicates), and what "did you mean" may still compare. */
  private reported: { seen: Map<string, Set<string>>; suggestions: NearestBudget } | undefined;
  private memo: Map<object, Remembrance> | undefined;

  constructor(
    /**
     * The input is the parsed JSON text, the check's own: containers are
     * plain and acyclic, and one whose items all come back unchanged is
     * passed on as is. Otherwise the input is the caller's object, read as
     * plain data into a copy.
     */
    public owned: boolean,
    /** The parsed text holds `LosslessNumber`s (untyped places turn them into numbers). */
    readonly lossless: boolean,
    /**
     * Untagged unions may pass over branches an object certainly fails
     * (branch-filter.ts): parsed text only, since checking object input
     * again would read the caller's getters twice.
     */
    readonly filtering = false,
  ) {
    this.forIn = owned && !inheritsEnumerable();
  }

  /**
   * Parsed text may be walked with `for...in`: its objects are plain, and
   * `Object.prototype` has no enumerable property (one a library added would
   * show up as a key of every object).
   */
  forIn: boolean;

  /**
   * From here down the walk reads the call's own copy of a value (read from
   * object input as plain data, by a union): it is checked as parsed text
   * is, so that however many branches look at it, each value of the
   * caller's was read, and counted, once. Returns what to pass to
   * `leaveCopy`.
   */
  enterCopy(): boolean {
    const was = this.owned;
    this.owned = true;
    // Its objects are plain `{}`s, as parsed text's are.
    this.forIn = !inheritsEnumerable();
    return was;
  }

  leaveCopy(was: boolean): void {
    this.owned = was;
    if (!was) this.forIn = false;
  }

  /** Records an issue at the current path (plus `key`), or counts it past `MAX_ISSUES`. */
  issue(depth: number, message: string, key?: string): void {
    this.record(depth, message, message, key);
  }

  /**
   * An issue whose message costs work to write ("did you mean"): written
   * only if the issue is kept, so one past `MAX_ISSUES` is only counted.
   * `identity` stands for the message when duplicates are merged.
   */
  lazyIssue(depth: number, identity: string, write: () => string, key?: string): void {
    this.record(depth, identity, write, key);
  }

  private record(depth: number, identity: string, message: string | (() => string), key: string | undefined): void {
    // Duplicates are found per message, by the place's segments joined; a
    // key at the top is its own place string, so 100 unknown keys hash the
    // keys the parser already hashed, not 100 new strings.
    const seen = this.reporting().seen;
    let places = seen.get(identity);
    if (places === undefined) seen.set(identity, (places = new Set()));
    const place = depth === 0 ? (key ?? "") : this.segments(depth, key).join("\u0000");
    if (places.has(place)) return;
    places.add(place);
    if (this.issues.length < MAX_ISSUES) this.issues.push({ path: pathText(this.segments(depth, key)), message: typeof message === "string" ? message : message() });
    else this.more++;
    if (this.issues.length + this.more > ISSUE_CAP) this.stopped = true;
  }

  /** The segments from the arguments to the current place (plus `key`). */
  private segments(depth: number, key: string | undefined): (string | number)[] {
    const segments = this.path.slice(0, depth);
    if (key !== undefined) segments.push(key);
    return segments;
  }

  /** What "did you mean" may still compare in this call (one budget for all its unknown properties). */
  suggestions(): NearestBudget {
    return this.reporting().suggestions;
  }

  // One field for both, made at the first issue: a call without issues carries nothing for suggestions.
  private reporting(): { seen: Map<string, Set<string>>; suggestions: NearestBudget } {
    return (this.reported ??= { seen: new Map(), suggestions: { left: NEAREST_PER_CALL } });
  }

  /** Refuses what is not plain data, at the current path. */
  refuse(depth: number, problem: string, key?: string | number): never {
    const segments = this.path.slice(0, depth);
    if (key !== undefined) segments.push(key);
    throw new Refusal(problem, segments);
  }

  /** The refusal for a limit the budget met, with the path to where it was met. */
  refusalOf(limit: WalkLimit): Refusal {
    return new Refusal(limit.problem, this.path.slice(0, limit.depth));
  }

  /** Whether results are remembered for every container (object input past `REMEMBER_AFTER` values). */
  get remembering(): boolean {
    return this.budget.remembering && !this.owned;
  }

  /** `node`'s remembered output for `value`, or undefined. A failure is remembered only while trying. */
  recall(node: object, value: object, depth: number): unknown {
    const entry = this.memo?.get(value);
    if (entry === undefined) return undefined;
    const r = entry instanceof Map ? entry.get(node) : entry.node === node ? entry : undefined;
    if (r === undefined) return undefined;
    if (r.out === FAIL) return this.report ? undefined : FAIL;
    // Object input reaching the same object at another place: that place gets its own copy.
    if (this.owned || (r.parent === this.budget.containers[depth - 1] && r.key === this.path[depth - 1])) return r.out;
    return this.copy(r.out, depth);
  }

  remember(node: object, value: object, depth: number, out: unknown): void {
    if (out === FAIL && this.report) return;
    this.memo ??= new Map();
    const r: Remembered = { node, out, parent: this.budget.containers[depth - 1], key: this.path[depth - 1] };
    const entry = this.memo.get(value);
    if (entry === undefined || (!(entry instanceof Map) && entry.node === node)) this.memo.set(value, r);
    else if (entry instanceof Map) entry.set(node, r);
    else this.memo.set(value, new Map([[entry.node, entry], [node, r]]));
  }

  /** A fresh copy of an output, for a subtree the input reaches again; counted like reading it. */
  private copy(out: unknown, depth: number): unknown {
    if (out === null || typeof out !== "object") return out;
    // A Date is an object the tool may change (`setFullYear`): each place gets its own.
    if (out instanceof Date) return new Date(out.getTime());
    this.budget.nest(out, depth);
    if (Array.isArray(out)) {
      this.budget.spendShared(out.length, depth);
      return out.map((item) => this.copy(item, depth + 1));
    }
    const keys = Object.keys(out);
    this.budget.spendShared(keys.length, depth);
    const copy: Record<string, unknown> = {};
    for (const key of keys) setOwn(copy, key, this.copy((out as Record<string, unknown>)[key], depth + 1));
    return copy;
  }
}


/**
 * The check of an object or array node around its `body`: a value the call
 * already owns (JSON text parsed for it) goes straight in; the caller's own
 * data is tracked for cycles and depth, and past the remembering threshold
 * a subtree reached again gets the result it got the first time.
 * `forInBody`, when given, walks parsed text that `for...in` may read
 * (chosen here, so that a 1 MB call's many small objects pass one closure
 * fewer on their way in).
 */
type Body<T> = (source: T, ctx: Context, depth: number) => unknown;

export function containerCheck<T extends object>(body: Body<T>, forInBody?: Body<T>): Check {
  const self = {};
  return (value, ctx, depth) => {
    const source = value as T;
    if (ctx.owned) return forInBody !== undefined && ctx.forIn ? forInBody(source, ctx, depth) : body(source, ctx, depth);
    if (ctx.remembering) {
      const known = ctx.recall(self, source, depth);
      if (known !== undefined) return known;
    }
    ctx.budget.enter(source, depth);
    const out = body(source, ctx, depth);
    ctx.budget.leave(source, depth);
    if (ctx.remembering) ctx.remember(self, source, depth, out);
    return out;
  };
}

