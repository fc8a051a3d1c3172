/**
 * Builds the checker of a schema node: a closure per node, made once per
 * schema (the first time a tool is dispatched) and reused by every call. No
 * code is generated from strings, so it runs where `eval` is refused.
 */
import { deepEqual } from "./equal.js";
import { type Check, type Context, FAIL } from "./context.js";
import { anyValue, kindOf } from "./plain.js";
import { expected, oneOfValues } from "./messages.js";
import { shortValue } from "../issues.js";
import { resolveLocalRef } from "../json-pointer.js";
import type { CheckNode, CheckSchema } from "./schema.js";
import { typedCheck } from "./typed.js";
import { anyCheckFor } from "./any.js";
import { unionCheck } from "./union.js";

/** One schema's compiled nodes, by node object (so a node reached through several `$ref`s is one check). */
export interface Env {
  root: CheckSchema;
  checks: Map<object, Check>;
}

const anyCheck = anyCheckFor;

/** Accepts nothing (`never`). */
const neverCheck: Check = (value, ctx, depth) => {
  ctx.visits++;
  kindOf(value, ctx, depth);
  if (ctx.report) ctx.issue(depth, expected("nothing (no value is valid here)", value));
  return FAIL;
};

export function compileNode(node: CheckNode, env: Env): Check {
  if (node === true) return anyCheck;
  if (node === false) return neverCheck;
  let check = env.checks.get(node);
  if (check === undefined) {
    // Set before the children are built, so a reference back to this node finds it.
    let built: Check | undefined;
    env.checks.set(node, (check = (v, ctx, d) => built!(v, ctx, d)));
    built = buildNode(node, env);
    env.checks.set(node, (check = built));
  }
  return check;
}

function isEmpty(node: CheckSchema): boolean {
  for (const key in node) if (key !== "$defs") return false;
  return true;
}

function buildNode(node: CheckSchema, env: Env): Check {
  if (isEmpty(node)) return anyCheck;
  const typed = typedCheck(node, env);
  const producers: Check[] = [];
  if (node.$ref !== undefined) producers.push(refCheck(node.$ref, env));
  if (node.anyOf) producers.push(unionCheck(node.anyOf, env, false));
  if (node.oneOf) producers.push(unionCheck(node.oneOf, env, true));
  if (node.allOf) for (const member of node.allOf) producers.push(compileNode(member, env));
  const values = valueChecks(node, env);
  if (producers.length === 0 && values.length === 0 && typed) return typed;
  if (producers.length === 0 && values.length === 1 && typed) {
    // A typed node with one `const`, `enum` or `not` (a literal union of strings): no loops.
    const only = values[0]!;
    return (value, ctx, depth) => {
      ctx.visits++;
      const out = typed(value, ctx, depth);
      return out === FAIL || !only(value, out, ctx, depth) ? FAIL : out;
    };
  }
  if (producers.length === 1 && values.length === 0 && !typed) {
    // A lone `$ref` or `anyOf` (every recursive union is one of each per level): no loops.
    const only = producers[0]!;
    return (value, ctx, depth) => {
      ctx.visits++;
      const out = only(value, ctx, depth);
      return out === undefined ? anyValue(value, ctx, depth) : out;
    };
  }
  return (value, ctx, depth) => {
    ctx.visits++;
    let out = typed === undefined ? undefined : typed(value, ctx, depth);
    if (out === FAIL) return FAIL;
    let failed = false;
    for (const producer of producers) {
      const result = producer(value, ctx, depth);
      if (result === FAIL) {
        if (!ctx.report || ctx.stopped) return FAIL;
        failed = true;
      } else if (out === undefined) out = result;
    }
    if (failed) return FAIL;
    if (out === undefined) out = anyValue(value, ctx, depth);
    for (const check of values) if (!check(value, out, ctx, depth)) return FAIL;
    return out;
  };
}

/** A check of the value as sent (`const`, `enum`, `not`): true when it passes. */
type ValueCheck = (value: unknown, out: unknown, ctx: Context, depth: number) => boolean;

function valueChecks(node: CheckSchema, env: Env): ValueCheck[] {
  const checks: ValueCheck[] = [];
  // Containers are compared as read (object input: the copy, so no getter runs twice).
  const compared = (value: unknown, out: unknown) => (value !== null && typeof value === "object" ? out : value);
  if ("const" in node) {
    const constant = node.const;
    checks.push((value, out, ctx, depth) => {
      if (deepEqual(compared(value, out), constant)) return true;
      if (ctx.report) ctx.issue(depth, expected(shortValue(constant), value));
      return false;
    });
  }
  if (node.enum) {
    const members = node.enum;
    const scalars = members.every((m) => m === null || typeof m !== "object") ? new Set(members) : undefined;
    checks.push((value, out, ctx, depth) => {
      const v = compared(value, out);
      if (scalars ? scalars.has(v) : members.some((m) => deepEqual(v, m))) return true;
      if (ctx.report) ctx.issue(depth, expected(oneOfValues(members), value));
      return false;
    });
  }
  if (node.not !== undefined) {
    const inner = compileNode(node.not, env);
    checks.push((value, _out, ctx, depth) => {
      const report = ctx.report;
      ctx.report = false;
      const result = inner(value, ctx, depth);
      ctx.report = report;
      if (result === FAIL) return true;
      if (report) ctx.issue(depth, expected('a value that satisfies "not"', value));
      return false;
    });
  }
  return checks;
}

/** The node a local reference names: `#`, `#/$defs/Name`, `#/definitions/Name`, or any JSON pointer into the root. */
export function resolveRef(ref: string, root: CheckSchema): CheckNode {
  if (ref !== "#" && !ref.startsWith("#/")) throw new Error(`toolcall: the checker resolves only local references, not ${ref}`);
  const node = resolveLocalRef(root, ref);
  if (node === true || node === false || (node !== null && typeof node === "object" && !Array.isArray(node))) return node as CheckNode;
  throw new Error(`toolcall: the reference ${ref} names no schema`);
}

/**
 * A `$ref`: the named node, its results remembered per value while a union
 * branch is tried. They are remembered by the node named, not by this
 * reference: a union of 60 branches that each refer to the same type finds
 * the type's result for a value with one lookup, instead of checking it once
 * per branch. A recursive type reached again by a later branch (or, in
 * object input, an object reached twice) is not checked again, so recursion
 * through unions cannot multiply the work. Where the branch filter runs,
 * a result is remembered only while some try may come back to the value
 * (`ctx.open`): the last branch left at every level reads each value once.
 */
function refCheck(ref: string, env: Env): Check {
  let target: Check | undefined;
  return (value, ctx, depth) => {
    target ??= compileNode(resolveRef(ref, env.root), env);
    if (value === null || typeof value !== "object") return target(value, ctx, depth);
    const known = ctx.recall(target, value, depth);
    if (known !== undefined) return known;
    const out = target(value, ctx, depth);
    if (ctx.remembering || (!ctx.report && (ctx.open > 0 || !ctx.filtering))) ctx.remember(target, value, depth, out);
    return out;
  };
}
