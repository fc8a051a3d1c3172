import type * as t from "@babel/types";

/** One enum member's value, as TypeScript computes it at compile time. */
export interface EnumMember {
  name: string;
  value: string | number;
}

/**
 * The members of an enum in order. Values follow TypeScript's constant enum
 * expressions: literals, `+ - ~`, arithmetic, shifts and bit operators,
 * string concatenation and templates, references to earlier members (`A`,
 * `E.A`); a member without a value counts up from the previous number. In a
 * `declare enum` (not `const`) such a member is computed by TypeScript too,
 * so it is refused. `{ error }` names the first member that is not constant.
 */
export function enumMembers(e: t.TSEnumDeclaration): EnumMember[] | { error: string } {
  const out: EnumMember[] = [];
  const known = new Map<string, string | number>();
  let next: number | undefined = 0;
  const body = (e as unknown as { members?: t.TSEnumMember[]; body?: { members: t.TSEnumMember[] } });
  const members = body.members ?? body.body!.members;
  for (const m of members) {
    const name = m.id.type === "Identifier" ? m.id.name : m.id.value;
    let value: string | number | undefined;
    if (!m.initializer) {
      if (e.declare && !e.const) return { error: `member \`${name}\` of a \`declare enum\` has no value, which TypeScript treats as computed; give it one` };
      if (next === undefined) return { error: `member \`${name}\` follows a string member and needs a value` };
      value = next;
    } else {
      value = constant(m.initializer, e.id.name, known);
      if (value === undefined) return { error: `member \`${name}\` is not a constant expression; give it a literal value` };
    }
    known.set(name, value);
    out.push({ name, value });
    next = typeof value === "number" ? value + 1 : undefined;
  }
  return out;
}

function constant(node: t.Node, enumName: string, known: Map<string, string | number>): string | number | undefined {
  switch (node.type) {
    case "NumericLiteral":
    case "StringLiteral":
      return node.value;
    case "ParenthesizedExpression":
    case "TSAsExpression":
      return constant(node.expression, enumName, known);
    case "Identifier":
      return known.get(node.name);
    case "MemberExpression": {
      if (node.object.type !== "Identifier" || node.object.name !== enumName) return undefined;
      const key = node.computed ? (node.property.type === "StringLiteral" ? node.property.value : undefined) : node.property.type === "Identifier" ? node.property.name : undefined;
      return key === undefined ? undefined : known.get(key);
    }
    case "TemplateLiteral": {
      let s = node.quasis[0].value.cooked ?? "";
      for (let i = 0; i < node.expressions.length; i++) {
        const v = constant(node.expressions[i], enumName, known);
        if (v === undefined) return undefined;
        s += String(v) + (node.quasis[i + 1].value.cooked ?? "");
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
