/**
 * Array keywords. Items past `maxItems` are never checked (docs/limits.md):
 * a million items sent for `maxItems: 10` cost ten checks and one issue.
 * Nothing is written to the array checked: parsed text whose items all come
 * back unchanged is passed on as is; anything else gets a new array.
 */
import { type Check, type Context, containerCheck, FAIL } from "./context.js";
import { compileNode, type Env } from "./compile.js";
import { deepEqual } from "./equal.js";
import { countWords, expected } from "./messages.js";
import { anyCheckFor } from "./any.js";
import { arrayLength, itemAt } from "./plain.js";
import type { CheckSchema } from "./schema.js";

export function hasArrayKeywords(node: CheckSchema): boolean {
  return node.items !== undefined || node.prefixItems !== undefined || node.minItems !== undefined || node.maxItems !== undefined || node.uniqueItems === true;
}

/** The first pair of equal items, or undefined: scalars through a map (linear), containers by their JSON text. */
function firstDuplicate(items: readonly unknown[]): [number, number] | undefined {
  const seen = new Map<unknown, number>();
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    const key = item !== null && typeof item === "object" ? (item instanceof Date ? `d${item.getTime()}` : canonical(item)) : item;
    const before = seen.get(key);
    if (before !== undefined && deepEqual(items[before], item)) return [before, i];
    seen.set(key, i);
  }
  return undefined;
}

/** JSON text with keys sorted, so equal containers get equal text (prefixed so it cannot equal a string item). */
function canonical(value: unknown): string {
  const write = (v: unknown): string => {
    if (v === null || typeof v !== "object") return typeof v === "bigint" ? `${v}n` : JSON.stringify(v) ?? "undefined";
    if (Array.isArray(v)) return `[${v.map(write).join(",")}]`;
    return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${write((v as Record<string, unknown>)[k])}`).join(",")}}`;
  };
  return "\u0000" + write(value);
}

export function arrayCheck(node: CheckSchema, env: Env): Check {
  const prefix = (node.prefixItems ?? []).map((n) => compileNode(n, env));
  const rest = node.items === false ? undefined : node.items === undefined || node.items === true ? anyCheckFor : compileNode(node.items, env);
  const { minItems, maxItems } = node;
  const unique = node.uniqueItems === true;

  function body(source: unknown[], ctx: Context, depth: number): unknown {
    const owned = ctx.owned;
    const length = owned ? source.length : arrayLength(source, ctx, depth);
    let failed = false;
    if (minItems !== undefined && length < minItems) {
      if (!ctx.report) return FAIL;
      ctx.issue(depth, expected(countWords(true, minItems, "items", length), source));
      failed = true;
    }
    // Past `maxItems` (or past a tuple's items) nothing is checked: one issue says why.
    let checked = length;
    const most = rest === undefined ? Math.min(prefix.length, maxItems ?? Infinity) : maxItems;
    if (most !== undefined && length > most) {
      if (!ctx.report) return FAIL;
      ctx.issue(depth, expected(countWords(false, most, "items", length), source));
      failed = true;
      checked = most;
    }
    let out: unknown[] | undefined = owned ? undefined : new Array<unknown>(checked);
    const child = depth + 1;
    for (let i = 0; i < checked; i++) {
      const item = owned ? source[i] : itemAt(source, i, ctx, depth);
      ctx.path[depth] = i;
      const result = (i < prefix.length ? prefix[i]! : rest!)(item, ctx, child);
      if (result === FAIL) {
        if (!ctx.report || ctx.stopped) return FAIL;
        failed = true;
      } else if (out !== undefined) out[i] = result;
      else if (result !== item) {
        out = source.slice(0, checked);
        out[i] = result;
      }
    }
    if (failed) return FAIL;
    const result = out ?? source;
    if (unique) {
      const pair = firstDuplicate(result);
      if (pair) {
        if (ctx.report) ctx.issue(depth, expected(`unique items (items ${pair[0]} and ${pair[1]} are equal)`, source));
        return FAIL;
      }
    }
    return result;
  }

  return containerCheck(body);
}
