import type * as t from "@babel/types";
import type { JsonSchema } from "../../model/index.js";
import { unresolvedImportMessage } from "../resolve/messages.js";
import { builtinType, UNSUPPORTED_BUILTINS } from "./builtins.js";
import { INTEGER_MARKERS, MARKER_NAMES, PARAMETER_MARKERS, RICH_MARKERS } from "../../model/markers.js";
import { CONSTRAINT_MARKERS, kindLast } from "./constraints.js";
import { enumMemberSchema, enumMembers } from "./enums.js";
import { libFile, LIB_PATH } from "./lib.js";
import { textOf, type Scope } from "./scope.js";
import type { Entity, TypeHost } from "./type-host.js";

const INT = (): JsonSchema => ({ type: "integer", "x-toolcall": { kind: "int" } });

/** Names TypeScript knows without an import, handled here when the file does not declare them itself (the utility types are in lib.ts). */
const BUILTINS = new Set(["Date", "Array", "ReadonlyArray", "Promise", "Awaited", "Uppercase", "Lowercase", "Capitalize", "Uncapitalize", "ReturnType"]);

/**
 * What a type name refers to in a scope, innermost first: a type parameter
 * binding, a declaration of the enclosing namespaces, what the session finds
 * for the file (its declarations and imports), a builtin, the lib.
 */
export function entity(c: TypeHost, name: t.TSEntityName, scope: Scope): Entity {
  if (name.type === "Identifier") {
    const binding = scope.bindings?.get(name.name);
    if (binding) return { kind: "binding", binding };
    for (let ns = scope.namespace; ns; ns = ns.parent) {
      const declarations = ns.types.get(name.name);
      if (declarations) return { kind: "declaration", name: name.name, file: scope.file, declarations };
      const alias = ns.entityAliases?.get(name.name);
      if (alias) return c.session.entityAlias(scope.file, ns, alias);
    }
    const target = scope.file.path === LIB_PATH ? ({ kind: "not-found" } as const) : c.session.lookupName(scope.file, name.name);
    if (target.kind === "not-found") {
      if (BUILTINS.has(name.name) || UNSUPPORTED_BUILTINS.has(name.name)) return { kind: "builtin", name: name.name };
      const lib = libFile();
      const declarations = lib.index.types.get(name.name);
      if (declarations) return { kind: "declaration", name: name.name, file: lib, declarations };
    }
    return target;
  }
  return member(c, entity(c, name.left, scope), name.right.name);
}

/** `left.right`: a module namespace's export, an enum member, a namespace member. */
function member(c: TypeHost, left: Entity, right: string): Entity {
  if (left.kind === "namespace") return c.session.exportedName(left.file, right, new Set());
  if (left.kind === "unresolved-import") return left;
  if (left.kind !== "declaration") return { kind: "not-found" };
  const enumDecl = left.declarations.find((d) => d.kind === "enum");
  if (enumDecl) return { kind: "enum-member", file: left.file, declaration: enumDecl.node as t.TSEnumDeclaration, member: right };
  return c.session.namespaceMember(left, right);
}

/** `import("pkg").A.B<T>`: the qualifier read from the module's exports. */
export function importType(c: TypeHost, node: t.TSImportType, scope: Scope): JsonSchema {
  const arg = node.argument as t.Node;
  const source = arg.type === "StringLiteral" ? arg.value : arg.type === "TSLiteralType" && arg.literal.type === "StringLiteral" ? arg.literal.value : undefined;
  if (source === undefined || !node.qualifier) return c.unsupported(node, scope, "an `import()` type needs a module name in quotes and a type after it; write `import(\"pkg\").T`");
  const walk = (q: t.TSEntityName): Entity => {
    const module = c.session.moduleTarget(scope.file, source, node);
    return q.type === "Identifier" ? member(c, module, q.name) : member(c, walk(q.left), q.right.name);
  };
  return reference(c, walk(node.qualifier), node.typeParameters?.params ?? [], node, scope);
}

/** A type reference (`A`, `ns.A<T>`) or an entity already resolved: what it names, converted. */
export function reference(c: TypeHost, name: t.TSEntityName | Entity, args: t.TSType[], node: t.Node, scope: Scope): JsonSchema {
  const found = "kind" in name ? name : entity(c, name, scope);
  const text = textOf(node, scope);
  switch (found.kind) {
    case "binding":
      return c.convert(found.binding.node, found.binding.scope);
    case "declaration":
      return c.declaration(found, args, node, scope);
    case "marker":
      return marker(c, found.name, node, scope);
    case "builtin":
      return builtinType(c, found.name, args, node, scope);
    case "enum-member": {
      const members = enumMembers(found.declaration);
      if ("error" in members) return c.unsupported(node, scope, `in enum \`${found.declaration.id.name}\`, ${members.error}`);
      const value = members.find((v) => v.name === found.member);
      if (!value) return c.fail("TC_UNRESOLVED_TYPE", `\`${text}\` is not a member of the enum; use one of its members.`, node, scope);
      return enumMemberSchema(value);
    }
    case "unresolved-import":
      if (found.broken)
        return c.fail("TC_UNRESOLVED_IMPORT", `\`${text}\` is imported from "${found.source}", which does not parse; fix the syntax error reported there.`, node, scope);
      return c.fail("TC_UNRESOLVED_IMPORT", unresolvedImportMessage(text, found), node, scope);
    case "namespace":
      return c.fail("TC_UNSUPPORTED_TYPE", `\`${text}\` is a module namespace, not a type; name a type inside it.`, node, scope);
    default:
      return c.fail("TC_UNRESOLVED_TYPE", `Type \`${text}\` is not declared or imported in this file; import it (relative path or tsconfig path) or declare it.`, node, scope);
  }
}

/** A marker of "unplugin-toolcall/types" used as a type by itself. */
function marker(c: TypeHost, name: string, node: t.Node, scope: Scope): JsonSchema {
  const integer = Object.hasOwn(INTEGER_MARKERS, name) ? INTEGER_MARKERS[name] : undefined;
  if (integer) return integer.minimum === undefined ? INT() : kindLast({ ...INT(), minimum: integer.minimum });
  if (Object.hasOwn(PARAMETER_MARKERS, name)) return c.unsupported(node, scope, `\`${name}\` only marks a parameter of the tool function itself`);
  if (Object.hasOwn(RICH_MARKERS, name))
    return c.unsupported(node, scope, `\`${name}\` is a rich result part, read only in a tool's return type as written there: alone, in a union, or as items of an array (\`Promise<(${name} | string)[]>\`)`);
  if (Object.hasOwn(CONSTRAINT_MARKERS, name))
    return c.fail("TC_INVALID_MARKER", `\`${textOf(node, scope)}\` is a constraint without a base type; write it as \`number & ${name}<...>\` (or string, array...).`, node, scope);
  return c.fail("TC_UNRESOLVED_TYPE", `\`${name}\` is not exported by "unplugin-toolcall/types"; the markers are ${MARKER_NAMES.join(", ")}.`, node, scope);
}
