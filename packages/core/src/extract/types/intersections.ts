import type * as t from "@babel/types";
import type { JsonSchema } from "../../model/index.js";
import { applyConstraints, CONSTRAINT_MARKERS, type Constraint } from "./constraints.js";
import { intersect } from "./intersect.js";
import { locOf, textOf, type Scope } from "./scope.js";
import { flattenMembers, markerArgument, unparen } from "./syntax.js";
import type { TypeHost } from "./type-host.js";

/**
 * `A & B & ...`: constraint markers (`Min<1>`, aliases of markers) are
 * applied to what the other members meet in (intersect.ts); `T & {}` is `T`
 * without `null`.
 */
export function intersectionType(c: TypeHost, node: t.TSIntersectionType, scope: Scope): JsonSchema {
  const flat = flattenMembers(node.types, "TSIntersectionType");
  const constraints: Constraint[] = [];
  const bases: t.TSType[] = [];
  for (const m of flat) {
    const found = constraintsOf(c, m, scope, 0);
    if (found) constraints.push(...found);
    else bases.push(m);
  }
  const [first, ...others] = bases;
  if (!first)
    return c.fail("TC_INVALID_MARKER", `\`${textOf(node, scope)}\` has constraints but no base type; write it as \`number & Min<1>\`, \`string & MaxLength<80>\`...`, node, scope);
  // A recursive member is met through its definition: `Container & Dummy` has `Container`'s properties, each still a `$ref` where it recurses.
  let base = c.resolved(c.convert(first, scope));
  for (const [i, member] of others.entries()) {
    const next = c.resolved(c.convert(member, scope));
    const m = intersect(base, next);
    if ("unsure" in m) return c.unsupported(node, scope, `toolcall does not read ${m.unsure}; write the resulting type out`);
    if ("empty" in m) {
      const left = bases.slice(0, i + 1).map((b) => `\`${textOf(b, scope)}\``).join(" & ");
      return c.fail("TC_EMPTY_INTERSECTION", `${left} and \`${textOf(member, scope)}\` have no value in common (${m.empty}), so \`${textOf(node, scope)}\` is \`never\`; fix one of them.`, node, scope);
    }
    base = m.schema;
  }
  return applyConstraints(base, constraints, c.diagnostics);
}

/**
 * The constraints a type stands for, when it is a marker (`Min<1>`) or an
 * alias of markers (`type Short = MaxLength<80>`); undefined for a base type.
 */
function constraintsOf(c: TypeHost, node: t.TSType, scope: Scope, depth: number): Constraint[] | undefined {
  node = unparen(node);
  if (depth > 10) return undefined;
  if (node.type === "TSIntersectionType") {
    const all: Constraint[] = [];
    for (const m of node.types) {
      const found = constraintsOf(c, m, scope, depth + 1);
      if (!found) return undefined;
      all.push(...found);
    }
    return all;
  }
  if (node.type !== "TSTypeReference") return undefined;
  const entity = c.entity(node.typeName, scope);
  if (entity.kind === "binding") return constraintsOf(c, entity.binding.node, entity.binding.scope, depth + 1);
  if (entity.kind === "marker") {
    const marker = CONSTRAINT_MARKERS[entity.name];
    if (!marker) return undefined;
    const arg = node.typeParameters?.params[0];
    const value = arg && markerArgument(substitute(arg, scope), marker.arg);
    if (value === undefined) {
      c.fail("TC_INVALID_MARKER", `\`${textOf(node, scope)}\` needs one ${marker.arg === "number" ? "number or bigint" : "string"} literal argument, like \`${entity.name}<${marker.arg === "number" ? "1" : '"..."'}>\`.`, node, scope);
      return [];
    }
    return [{ keyword: marker.keyword, value, loc: locOf(node, scope), text: textOf(node, scope) }];
  }
  const declared = entity.kind === "declaration" ? entity.declarations[0] : undefined;
  if (entity.kind === "declaration" && declared?.kind === "alias") {
    const alias = declared.node as t.TSTypeAliasDeclaration;
    const params = alias.typeParameters?.params ?? [];
    const args = node.typeParameters?.params ?? [];
    if (args.length > params.length || params.some((p, i) => !args[i] && !p.default)) return undefined;
    const aliasScope: Scope = { file: entity.file };
    if (params.length) {
      aliasScope.bindings = new Map();
      params.forEach((p, i) => aliasScope.bindings!.set(p.name, args[i] ? { node: args[i], scope } : { node: p.default!, scope: aliasScope }));
    }
    return constraintsOf(c, alias.typeAnnotation, aliasScope, depth + 1);
  }
  return undefined;
}

/** A type argument with type parameters replaced by what they are bound to (`Min<N>` inside `Bounded<5>`). */
function substitute(node: t.TSType, scope: Scope): t.TSType {
  for (let i = 0; i < 20; i++) {
    const u = unparen(node);
    if (u.type !== "TSTypeReference" || u.typeName.type !== "Identifier" || u.typeParameters) return u;
    const b = scope.bindings?.get(u.typeName.name);
    if (!b) return u;
    node = b.node;
    scope = b.scope;
  }
  return node;
}
