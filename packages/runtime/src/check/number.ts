/**
 * Number bounds on a node without `coerce` (one that does not say it is a
 * number, so strings and objects pass it): `minimum`, `maximum`, the
 * exclusive ones and `multipleOf`, on the number's double value. Nodes the
 * build types as numbers carry their bounds in `coerce` instead.
 */
import { type Check, FAIL } from "./context.js";
import { expected } from "./messages.js";
import type { CheckSchema } from "./schema.js";
import { LosslessNumber } from "../json-lossless.js";

const BOUNDS = [
  ["minimum", ">=", (v: number, b: number) => v >= b],
  ["maximum", "<=", (v: number, b: number) => v <= b],
  ["exclusiveMinimum", ">", (v: number, b: number) => v > b],
  ["exclusiveMaximum", "<", (v: number, b: number) => v < b],
] as const;

export function hasNumberKeywords(node: CheckSchema): boolean {
  return node.coerce === undefined && (node.minimum !== undefined || node.maximum !== undefined || node.exclusiveMinimum !== undefined || node.exclusiveMaximum !== undefined || node.multipleOf !== undefined);
}

/** Like the coercion's bounds: a quotient within rounding of an integer counts (0.3 is a multiple of 0.1). */
function isMultiple(v: number, m: number): boolean {
  const q = v / m;
  return Number.isFinite(q) ? Math.abs(q - Math.round(q)) < 1e-9 * Math.max(1, Math.abs(q)) : false;
}

export function numberCheck(node: CheckSchema): Check {
  const bounds = BOUNDS.filter(([key]) => node[key] !== undefined).map(([key, sign, test]) => [node[key]!, sign, test] as const);
  const multipleOf = node.multipleOf;
  return (value, ctx, depth) => {
    const v = value instanceof LosslessNumber ? value.value : (value as number);
    for (const [limit, sign, test] of bounds) {
      if (test(v, limit)) continue;
      if (ctx.report) ctx.issue(depth, expected(`a number ${sign} ${limit}`, value));
      return FAIL;
    }
    if (multipleOf !== undefined && !isMultiple(v, multipleOf)) {
      if (ctx.report) ctx.issue(depth, expected(`a multiple of ${multipleOf}`, value));
      return FAIL;
    }
    return v;
  };
}
