/**
 * `anyOf` / `oneOf`, linear by construction. A discriminant picks the one
 * branch to check: the value's JSON type when the branches' types are
 * disjoint, a tag property whose literal differs per branch, or a required
 * key only one branch declares. Otherwise branches are tried in order in
 * stop-at-the-first-error mode and the first that passes wins; when none
 * does, only the branch that got furthest is checked again, reporting its
 * issues in full. A branch never writes to the value, so what a failed
 * branch converted or filled in cannot escape it. Object input that more
 * than one look may be taken at is first read into the call's own copy
 * (see the check below), so branches never read the caller's object again.
 */
import { expectedText } from "../coerce.js";
import { shortValue } from "../issues.js";
import { CHECK_AGAIN, type Check, type Context, FAIL } from "./context.js";
import { hasObjectKeywords } from "./object.js";
import { compileNode, type Env } from "./compile.js";
import { kindsOf, target } from "./node-kinds.js";
import { type BranchFilter, branchFilter, survivors } from "./branch-filter.js";
import { expected, oneOfValues, typeWords } from "./messages.js";
import { anyValue, K_ARRAY, K_OBJECT, KIND_NAMES, kindOf } from "./plain.js";
import type { CheckNode, CheckSchema } from "./schema.js";

const hasOwn = Object.prototype.hasOwnProperty;

/** What a branch expects, in words, for a value of no kind any branch accepts. */
function expectationOf(node: CheckNode, env: Env, depth = 0): string {
  node = target(node, env);
  if (typeof node !== "object") return node ? "any value" : "nothing";
  if (node.coerce) return expectedText(node.coerce as never);
  if ("const" in node) return shortValue(node.const);
  if (node.enum) return oneOfValues(node.enum);
  if (node.type !== undefined) return typeWords(Array.isArray(node.type) ? node.type : [node.type]);
  const branches = node.anyOf ?? node.oneOf;
  if (branches && depth < 4) return [...new Set(branches.map((b) => expectationOf(b, env, depth + 1)))].join(", or ");
  return "a value of another kind";
}

/** The literal values a property admits (`const` or a scalar `enum`), or undefined. */
function literalsOf(node: CheckNode | undefined, env: Env): unknown[] | undefined {
  if (node === undefined) return undefined;
  node = target(node, env);
  if (typeof node !== "object") return undefined;
  const values = "const" in node ? [node.const] : node.enum;
  return values && values.every((v) => v === null || typeof v !== "object") ? values : undefined;
}

interface Tag {
  name: string;
  /** Every literal, for the issue when none matches. */
  literals: unknown[];
  /** The union's branch each literal selects, in the order of `literals`. */
  branches: number[];
  /** Literal -> branch, for many literals (a few are compared in turn, faster than hashing a string). */
  map: Map<unknown, number> | undefined;
}

/**
 * A property required by every candidate whose literals differ between them,
 * or undefined. `objects[c]` is the target of the union's branch `candidates[c]`.
 */
function tagOf(objects: CheckSchema[], candidates: number[], env: Env): Tag | undefined {
  const first = objects[0]!;
  for (const name of first.required ?? []) {
    const map = new Map<unknown, number>();
    const literals: unknown[] = [];
    const branches: number[] = [];
    let ok = true;
    for (let c = 0; c < objects.length && ok; c++) {
      const values = objects[c]!.required?.includes(name) ? literalsOf(objects[c]!.properties?.[name], env) : undefined;
      if (!values) ok = false;
      else for (const v of values) ok &&= !map.has(v) && (map.set(v, candidates[c]!), literals.push(v), branches.push(candidates[c]!), true);
    }
    if (ok) return { name, literals, branches, map: literals.length > 8 ? map : undefined };
  }
  return undefined;
}

/** The branch a tag's value selects, or -1. */
function tagged(tag: Tag, sent: unknown): number {
  if (tag.map !== undefined) return tag.map.get(sent) ?? -1;
  const literals = tag.literals;
  for (let i = 0; i < literals.length; i++) if (literals[i] === sent) return tag.branches[i]!;
  return -1;
}

/** Per branch a required key no other branch declares, or undefined when some branch has none. */
function keysOf(branches: CheckSchema[]): string[] | undefined {
  const keys: string[] = [];
  for (let b = 0; b < branches.length; b++) {
    const own = (branches[b]!.required ?? []).find((name) => branches.every((other, o) => o === b || !(other.properties && hasOwn.call(other.properties, name)) && !other.required?.includes(name)));
    if (own === undefined) return undefined;
    keys.push(own);
  }
  return keys;
}

/** How the branches of one kind of value are told apart. */
interface Selector {
  /** Indexes into the union's branches that accept this kind. */
  candidates: number[];
  tag?: Tag;
  keys?: string[];
  /** What passes over candidates an object certainly fails, where they are tried in turn (parsed text). */
  filter?: BranchFilter;
}

export function unionCheck(nodes: CheckNode[], env: Env, exactlyOne: boolean): Check {
  const checks = nodes.map((n) => compileNode(n, env));
  let selectors: Selector[] | undefined;
  let missText: string | undefined;
  // Built on the first call: the branches may reference definitions still being compiled.
  const analyse = (): Selector[] => {
    const kinds = nodes.map((n) => kindsOf(n, env));
    const targets = nodes.map((n) => target(n, env));
    return KIND_NAMES.map((_, k) => {
      const candidates = nodes.map((_, b) => b).filter((b) => kinds[b]![k]);
      const selector: Selector = { candidates };
      if (k === K_OBJECT && candidates.length > 1 && !exactlyOne && candidates.every((b) => typeof targets[b] === "object")) {
        const objects = candidates.map((b) => targets[b] as CheckSchema);
        selector.tag = tagOf(objects, candidates, env);
        if (!selector.tag) selector.keys = keysOf(objects);
      }
      if (k === K_OBJECT && candidates.length > 1 && selector.tag === undefined) {
        // A candidate whose check of an object runs its object keywords; any other is always tried.
        const objects = candidates.map((b) => {
          const t = targets[b];
          return typeof t === "object" && hasObjectKeywords(t) ? t : undefined;
        });
        selector.filter = branchFilter(objects, env);
      }
      return selector;
    });
  };

  return (value, ctx, depth) => {
    ctx.visits++;
    selectors ??= analyse();
    const kind = kindOf(value, ctx, depth);
    const selector = selectors[kind]!;
    const candidates = selector.candidates;
    if (candidates.length === 0) {
      missText ??= [...new Set(nodes.map((n) => expectationOf(n, env)))].join(", or ");
      if (ctx.report) ctx.issue(depth, expected(missText, value));
      return FAIL;
    }
    if (candidates.length === 1) return checks[candidates[0]!]!(value, ctx, depth);
    if (ctx.owned || (kind !== K_OBJECT && kind !== K_ARRAY)) return choose(selector, value, ctx, depth);
    // Object input where branches may look at the value more than once (a
    // tag, then its branch; or branch after branch): it is read once, as
    // plain data, into the call's own copy, and every branch looks at that.
    // So a getter runs once and each value is counted once, however many
    // branches are tried, and presence is the copy's keys (own, enumerable).
    const copy = anyValue(value, ctx, depth);
    const was = ctx.enterCopy();
    const out = choose(selector, copy, ctx, depth);
    ctx.leaveCopy(was);
    return out;
  };

  /** The branch for a value the call owns (parsed text, or the copy of object input). */
  function choose({ candidates, tag, keys, filter }: Selector, value: unknown, ctx: Context, depth: number): unknown {
    if (tag !== undefined) {
      const sent = hasOwn.call(value, tag.name) ? (value as Record<string, unknown>)[tag.name] : NOT_FOUND;
      if (sent !== NOT_FOUND) {
        const b = tagged(tag, sent);
        if (b >= 0) return checks[b]!(value, ctx, depth);
        if (ctx.report) ctx.issue(depth, expected(tag.literals.map((v) => shortValue(v)).join(", or "), sent), tag.name);
        return FAIL;
      }
    } else if (keys !== undefined) {
      let chosen = -1;
      for (let c = 0; c < candidates.length; c++) {
        if (!hasOwn.call(value, keys[c]!)) continue;
        if (chosen >= 0) {
          chosen = -2;
          break;
        }
        chosen = candidates[c]!;
      }
      if (chosen >= 0) return checks[chosen]!(value, ctx, depth);
    }
    if (filter !== undefined && ctx.filtering) return tryFiltered(filter, candidates, checks, exactlyOne, value as Record<string, unknown>, ctx, depth);
    return tryInOrder(candidates, checks, exactlyOne, value, ctx, depth);
  }
}

/**
 * `tryInOrder` for parsed text, passing over the candidates `filter` rules
 * out: the first that passes is the one `tryInOrder` finds (for `oneOf`,
 * the only one). The visits and remembered results differ from trying
 * every candidate, and they choose the branch reported, so the call's
 * check is marked `filtered`: when it fails it is checked again without
 * the filter (see `runCheck`), and here, reporting, none passing means
 * the call fails, so this check stops at once.
 */
function tryFiltered(filter: BranchFilter, candidates: number[], checks: Check[], exactlyOne: boolean, value: Record<string, unknown>, ctx: Context, depth: number): unknown {
  ctx.filtered = true;
  const report = ctx.report;
  ctx.report = false;
  const admitted = survivors(filter, value, ctx, depth);
  // The look at every candidate is work the complexity test counts.
  ctx.visits += candidates.length;
  let passed: unknown = FAIL;
  let passes = 0;
  const last = admitted.length - 1;
  for (let s = 0; s <= last; s++) {
    if (s < last) ctx.open++;
    const out = checks[candidates[admitted[s]!]!]!(value, ctx, depth);
    if (s < last) ctx.open--;
    if (out === FAIL) continue;
    if (!exactlyOne) {
      ctx.report = report;
      return out;
    }
    if (passes++ === 0) passed = out;
  }
  ctx.report = report;
  if (passes === 1) return passed;
  if (report) throw CHECK_AGAIN;
  return FAIL;
}

/**
 * Tries each candidate without reporting; the first that passes wins (for
 * `oneOf`, the only one that passes). When none does and issues are being
 * reported, the one that got furthest (most nodes checked before its first
 * error) is checked again to report them.
 */
function tryInOrder(candidates: number[], checks: Check[], exactlyOne: boolean, value: unknown, ctx: Context, depth: number): unknown {
  const report = ctx.report;
  ctx.report = false;
  let best = candidates[0]!;
  let furthest = -1;
  let passed: unknown = FAIL;
  let passes = 0;
  // (Counted as open to the end: where the filter runs, a union without one still tries in turn.)
  ctx.open++;
  for (const b of candidates) {
    const before = ctx.visits;
    const out = checks[b]!(value, ctx, depth);
    if (out !== FAIL) {
      if (!exactlyOne) {
        ctx.open--;
        ctx.report = report;
        return out;
      }
      if (passes++ === 0) passed = out;
    } else if (ctx.visits - before > furthest) (furthest = ctx.visits - before), (best = b);
  }
  ctx.open--;
  ctx.report = report;
  if (passes === 1) return passed;
  if (!report) return FAIL;
  if (passes > 1) {
    ctx.issue(depth, expected(`exactly one of the alternatives, but ${passes} match`, value));
    return FAIL;
  }
  checks[best]!(value, ctx, depth);
  return FAIL;
}

const NOT_FOUND = Symbol("not found");
