import type * as t from "@babel/types";
import type { JsonSchema } from "../../model/index.js";
import { mergeLiterals } from "./literals.js";
import { constSchema, unionOf } from "./schema-sets.js";

/**
 * One enum member as TypeScript computes it at compile time: a constant
 * value, or `computed` (`A = x as any`): a number only known at run time.
 */
export type EnumMember = { name: string; value: string | number } | { name: string; computed: true };

/**
 * The members of an enum in order. Values follow TypeScript's constant enum
 * expressions: literals, `+ - ~`, arithmetic, shifts and bit operators,
 * string concatenation and templates, references to earlier members (`A`,
 * `E.A`); a member without a value counts up from the previous number. A
 * member initialised `x as any` or `x as number` is computed. In a
 * `declare enum` (not `const`) a member without a value is computed by
 * TypeScript too, so it is refused. `{ error }` names the first member that
 * is neither, or that TypeScript itself rejects.
 */
export function enumMembers(e: t.TSEnumDeclaration): EnumMember[] | { error: string } {
  const out: EnumMember[] = [];
  const known = new Map<string, string | number>();
  let next: number | undefined = 0;
  let after = "a string member";
  const body = (e as unknown as { members?: t.TSEnumMember[]; body?: { members: t.TSEnumMember[] } });
  const members = body.members ?? body.body!.members;
  for (const m of members) {
    const name = m.id.type === "Identifier" ? m.id.name : m.id.value;
    let value: string | number | undefined;
    if (!m.initializer) {
      if (e.declare && !e.const) return { error: `member \`${name}\` of a \`declare enum\` has no value, which TypeScript treats as computed; give it one` };
      if (next === undefined) return { error: `member \`${name}\` follows ${after} and needs a value (TypeScript requires one there)` };
      value = next;
    } else if (m.initializer.type === "NullLiteral") {
      return { error: `member \`${name}\` is \`null\`, which TypeScript rejects (a computed member must be a number); give it a number or string` };
    } else if (computedNumber(m.initializer)) {
      if (e.const) return { error: `member \`${name}\` of a \`const enum\` is computed, which TypeScript rejects; give it a literal value` };
      out.push({ name, computed: true });
      next = undefined;
      after = "a computed member";
      continue;
    } else {
      value = constant(m.initializer, e.id.name, known);
      if (value === undefined) return { error: `member \`${name}\` is not a constant expression; give it a literal value` };
    }
    known.set(name, value);
    out.push({ name, value });
    next = typeof value === "number" ? value + 1 : undefined;
    after = "a string member";
  }
  return out;
}

/** `x as any`, `x as number`, `<any>x`: TypeScript reads the member as a number known only at run time. */
function computedNumber(node: t.Node): boolean {
  if (node.type === "ParenthesizedExpression") return computedNumber(node.expression);
  if (node.type !== "TSAsExpression" && node.type !== "TSTypeAssertion") return false;
  return node.typeAnnotation.type === "TSAnyKeyword" || node.typeAnnotation.type === "TSNumberKeyword";
}

const ANY_NUMBER: JsonSchema = { type: "number", "x-toolcall": { kind: "number" } };

/** An enum member as a type: its value, or any number for a computed one (TypeScript accepts every number there). */
export function enumMemberSchema(member: EnumMember): JsonSchema {
  return "computed" in member ? ANY_NUMBER : constSchema(member.value);
}

/** An enum as a type: its members' values; with a computed member, any number too. */
export function enumSchema(members: EnumMember[]): JsonSchema {
  if (members.some((m) => "computed" in m)) return unionOf(members.map(enumMemberSchema));
  const values = members.map((m) => (m as { value: string | number }).value);
  return mergeLiterals(values.map(constSchema)) ?? { enum: values };
}

/** The constant value of a member, undefined when it is computed or not a member. */
export function enumValue(members: EnumMember[], name: string): string | number | undefined {
  const found = members.find((m) => m.name === name);
  return found && "value" in found ? found.value : undefined;
}

function constant(node: t.Node, enumName: string, known: Map<string, string | number>): string | number | undefined {
  switch (node.type) {
    case "NumericLiteral":
    case "StringLiteral":
      return node.value;
    case "ParenthesizedExpression":
      return constant(node.expression, enumName, known);
    case "Identifier":
      return known.get(node.name);
    case "MemberExpression": {
      if (node.object.type !== "Identifier" || node.object.name !== enumName) return undefined;
      const key = node.computed ? (node.property.type === "StringLiteral" ? node.property.value : undefined) : node.property.type === "Identifier" ? node.property.name : undefined;
      return key === undefined ? undefined : known.get(key);
    }
    case "TemplateLiteral": {
      // One text more than expressions: the head, then the text after each expression.
      const [head, ...texts] = node.quasis;
      let s = head?.value.cooked ?? "";
      for (const [i, expression] of node.expressions.entries()) {
        const v = constant(expression, enumName, known);
        if (v === undefined) return undefined;
        s += String(v) + (texts[i]?.value.cooked ?? "");
      }
      return s;
    }
    case "UnaryExpression": {
      const v = constant(node.argument, enumName, known);
      if (typeof v !== "number") return undefined;
      if (node.operator === "-") return -v;
      if (node.operator === "+") return v;
      if (node.operator === "~") return ~v;
      return undefined;
    }
    case "BinaryExpression": {
      const l = constant(node.left, enumName, known);
      const r = constant(node.right, enumName, known);
      if (l === undefined || r === undefined) return undefined;
      if (node.operator === "+") return typeof l === "string" || typeof r === "string" ? String(l) + String(r) : l + r;
      if (typeof l !== "number" || typeof r !== "number") return undefined;
      switch (node.operator) {
        case "-": return l - r;
        case "*": return l * r;
        case "/": return l / r;
        case "%": return l % r;
        case "**": return l ** r;
        case "<<": return l << r;
        case ">>": return l >> r;
        case ">>>": return l >>> r;
        case "&": return l & r;
        case "|": return l | r;
        case "^": return l ^ r;
        default: return undefined;
      }
    }
    default:
      return undefined;
  }
}
