import type * as t from "@babel/types";

/** A value known at build time: what a literal default or a marker argument evaluates to. */
export type LiteralValue = string | number | boolean | null | bigint | LiteralValue[] | { [key: string]: LiteralValue };

/**
 * Evaluates literal syntax (numbers, strings, booleans, null, bigint, negation,
 * template strings without substitutions, arrays and objects of those).
 * Anything else (a call, an identifier...) is not a literal: `undefined`.
 */
export function evaluateLiteral(node: t.Node | null | undefined): { value: LiteralValue } | undefined {
  if (!node) return undefined;
  switch (node.type) {
    case "NumericLiteral":
    case "StringLiteral":
    case "BooleanLiteral":
      return { value: node.value };
    case "NullLiteral":
      return { value: null };
    case "BigIntLiteral":
      return { value: BigInt(node.value) };
    case "TemplateLiteral":
      return node.expressions.length === 0 ? { value: node.quasis.map((q) => q.value.cooked ?? "").join("") } : undefined;
    case "UnaryExpression": {
      if (node.operator !== "-" && node.operator !== "+") return undefined;
      const inner = evaluateLiteral(node.argument);
      if (!inner || (typeof inner.value !== "number" && typeof inner.value !== "bigint")) return undefined;
      if (node.operator === "+") return typeof inner.value === "number" ? inner : undefined;
      return { value: -inner.value };
    }
    case "TSAsExpression":
    case "TSSatisfiesExpression":
    case "TSNonNullExpression":
    case "ParenthesizedExpression":
      return evaluateLiteral(node.expression);
    case "ArrayExpression": {
      const items: LiteralValue[] = [];
      for (const e of node.elements) {
        const v = e && e.type !== "SpreadElement" ? evaluateLiteral(e) : undefined;
        if (!v) return undefined;
        items.push(v.value);
      }
      return { value: items };
    }
    case "ObjectExpression": {
      const obj: { [key: string]: LiteralValue } = {};
      for (const p of node.properties) {
        if (p.type !== "ObjectProperty" || p.computed) return undefined;
        const key = p.key.type === "Identifier" ? p.key.name : p.key.type === "StringLiteral" ? p.key.value : p.key.type === "NumericLiteral" ? String(p.key.value) : undefined;
        const v = evaluateLiteral(p.value);
        if (key === undefined || !v) return undefined;
        obj[key] = v.value;
      }
      return { value: obj };
    }
    default:
      return undefined;
  }
}

/** A literal as JSON Schema data: bigints as JSON integers, or as decimal strings for the wire-string form. */
export function literalToJson(value: LiteralValue, bigintAsString: boolean): unknown {
  if (typeof value === "bigint") return bigintAsString ? value.toString() : Number(value);
  if (Array.isArray(value)) return value.map((v) => literalToJson(v, bigintAsString));
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = literalToJson(v, bigintAsString);
    return out;
  }
  return value;
}
