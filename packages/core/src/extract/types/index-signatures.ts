import type * as t from "@babel/types";
import type { JsonSchema } from "../../model/index.js";
import type { Scope } from "./scope.js";
import { unparen } from "./syntax.js";
import type { TypeHost } from "./type-host.js";

/**
 * The keys TypeScript reads as numeric (`isNumericLiteralName`: `String(Number(key)) === key`):
 * `NaN`, `Infinity`, `-Infinity`, `0` and the canonical decimal or exponent form
 * of other doubles (`1`, `-2.5`, `1e+21`, `5e-7`; not `01`, `1.0`, `-0`, `1e21`).
 * A regular expression cannot tell which 16- and 17-digit strings round-trip,
 * so keys of at most 15 significant digits in the normal range (exponents to
 * ±307) are read as numeric; longer ones are refused (docs/limits.md), never
 * accepted wrongly.
 */
export const NUMERIC_KEY =
  "NaN|-?Infinity|0|-?(?:(?=[0-9]{1,21}$)[1-9][0-9]{0,14}0*|(?=[0-9.]{3,16}$)[1-9][0-9]*\\.[0-9]*[1-9]|0\\.0{0,5}[1-9](?:[0-9]{0,13}[1-9])?|[1-9](?:\\.[0-9]{0,13}[1-9])?e(?:\\+(?:2[1-9]|[3-9][0-9]|[12][0-9]{2}|30[0-7])|-(?:[7-9]|[1-9][0-9]|[12][0-9]{2}|30[0-7])))";

const NUMERIC_KEY_RE = new RegExp(`^(?:${NUMERIC_KEY})$`, "u");

/** Whether TypeScript reads a property name as numeric (so a numeric index signature covers it). */
export function isNumericKey(name: string): boolean {
  return NUMERIC_KEY_RE.test(name);
}

/**
 * An object's index signatures by key type. Only the keys a signature covers
 * get its value type: `string` covers every key, `number` the numeric keys.
 */
export interface IndexSignatures {
  string?: JsonSchema;
  number?: JsonSchema;
  /** Where the `number` signature is written (a refusal is located there). */
  numberAt?: t.Node;
}

/**
 * Reads one index signature into `into`. A `symbol` key covers no JSON key,
 * so it adds nothing; other key types (template literals, unions) are refused.
 */
export function readIndexSignature(c: TypeHost, m: t.TSIndexSignature, scope: Scope, into: IndexSignatures): void {
  const value = m.typeAnnotation?.typeAnnotation;
  if (!value) {
    c.unsupported(m, scope, "an index signature without a value type");
    return;
  }
  const keyNode = m.parameters[0]?.typeAnnotation;
  const key = keyNode?.type === "TSTypeAnnotation" ? unparen(keyNode.typeAnnotation).type : undefined;
  if (key === "TSSymbolKeyword") return;
  if (key !== "TSStringKeyword" && key !== "TSNumberKeyword") {
    c.unsupported(m, scope, "an index signature keyed by something other than `string`, `number` or `symbol`; key it by `string` (or `number`) and describe the keys in JSDoc");
    return;
  }
  if (key === "TSStringKeyword") into.string = c.convert(value, scope);
  else {
    into.number = c.convert(value, scope);
    into.numberAt = m;
  }
}

/**
 * The `additionalProperties` an object gets from its index signatures, and
 * whether its other keys must be numeric. A `string` signature covers the
 * numeric keys too; when a `number` signature beside it says something else
 * about them, no single `additionalProperties` can say it, so it is refused.
 */
export function indexProperties(c: TypeHost, index: IndexSignatures, scope: Scope): { additional: JsonSchema | false; numeric: boolean } {
  if (index.string) {
    if (index.number && JSON.stringify(index.number) !== JSON.stringify(index.string))
      c.unsupported(index.numberAt!, scope, "a `number` index signature beside a `string` one with another value type; give both the same value type");
    return { additional: index.string, numeric: false };
  }
  if (index.number) return { additional: index.number, numeric: true };
  return { additional: false, numeric: false };
}
