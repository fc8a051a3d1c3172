/**
 * What a schema node admits at a glance: the node a chain of `$ref`s stands
 * for, and the JSON kinds of value it can accept. Unions read these to pick
 * the branches a value's kind leaves (docs/limits.md), and the branch filter
 * to pass over branches a property's kind rules out.
 */
import { type Env, resolveRef } from "./compile.js";
import { K_BIGINT, KIND_NAMES } from "./plain.js";
import type { CheckNode } from "./schema.js";

const KINDS = KIND_NAMES.length;

/** The node a branch stands for, through any chain of `$ref`s. */
export function target(node: CheckNode, env: Env): CheckNode {
  for (let i = 0; i < 32 && typeof node === "object" && node.$ref !== undefined && Object.keys(node).length === 1; i++) node = resolveRef(node.$ref, env.root);
  return node;
}

/** Which JSON kinds a node can accept (true for every kind when it cannot tell). */
export function kindsOf(node: CheckNode, env: Env, depth = 0): boolean[] {
  const all = new Array<boolean>(KINDS).fill(true);
  if (typeof node !== "object" || depth > 8) return node === false ? all.map(() => false) : all;
  if (node.$ref !== undefined) return kindsOf(target({ $ref: node.$ref }, env), env, depth + 1);
  const kinds = new Array<boolean>(KINDS).fill(false);
  const mark = (name: string) => {
    const k = (KIND_NAMES as readonly string[]).indexOf(name === "integer" ? "number" : name);
    if (k >= 0) kinds[k] = true;
  };
  if (node.coerce) {
    const form = node.coerce;
    if (form.kind === "date") mark("string");
    else (mark("number"), (kinds[K_BIGINT] = true));
    if (form.wire === "string") mark("string");
    for (const t of form.also ?? []) mark(t);
    return kinds;
  }
  if (node.type !== undefined) {
    for (const t of Array.isArray(node.type) ? node.type : [node.type]) mark(t);
    return kinds;
  }
  const literals = "const" in node ? [node.const] : node.enum;
  if (literals) {
    for (const v of literals) mark(v === null ? "null" : Array.isArray(v) ? "array" : typeof v);
    return kinds;
  }
  const branches = node.anyOf ?? node.oneOf;
  if (branches) {
    for (const b of branches) kindsOf(b, env, depth + 1).forEach((yes, k) => yes && (kinds[k] = true));
    return kinds;
  }
  return all;
}
