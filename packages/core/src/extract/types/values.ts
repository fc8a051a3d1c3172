import type * as t from "@babel/types";
import { evaluateLiteral, type LiteralValue } from "../static-value.js";
import { MARKERS_MODULE, type Session } from "../session.js";
import type { SourceFile } from "../source-file.js";
import { enumMembers, enumValue } from "./enums.js";

/** What a value name (in `typeof x` or a parameter default) refers to, after following imports. */
export type ValueTarget =
  | { kind: "variable"; declarator: t.VariableDeclarator; declaration: t.VariableDeclaration; file: SourceFile; members?: ValueScope }
  | { kind: "enum"; node: t.TSEnumDeclaration; file: SourceFile; members?: ValueScope }
  | { kind: "function"; node: t.FunctionDeclaration | t.TSDeclareFunction; file: SourceFile; members?: ValueScope }
  | { kind: "class"; node: t.ClassDeclaration; file: SourceFile; members?: ValueScope }
  /** `namespace NS { export const X ... }`: `members` are its exported values (`typeof NS.X`). */
  | { kind: "namespace"; file: SourceFile; members: ValueScope }
  | { kind: "not-found" };

type LocalValue = Exclude<ValueTarget, { kind: "not-found" }>;

/** The values declared in a module's top level, or exported from a namespace body. */
export type ValueScope = Map<string, LocalValue>;

const locals = new WeakMap<SourceFile, ValueScope>();

/** The value declarations at the top level of a file (collected once per parsed file). */
function localValues(file: SourceFile): ValueScope {
  let found = locals.get(file);
  if (!found) locals.set(file, (found = collectValues(file, file.program?.body ?? [], false)));
  return found;
}

/**
 * The values a list of statements declares. In a namespace body only the
 * exported ones are members; a namespace merged with a value of the same
 * name (`enum E` + `namespace E`, `class C` + `namespace C`) adds its members to it.
 */
function collectValues(file: SourceFile, statements: t.Statement[], exportedOnly: boolean): ValueScope {
  const found: ValueScope = new Map();
  for (const statement of statements) {
    const exported = (statement.type === "ExportNamedDeclaration" || statement.type === "ExportDefaultDeclaration") && statement.declaration;
    if (exportedOnly && !exported) continue;
    const d = exported ? (statement.declaration as t.Node) : statement;
    const add = (name: string, value: LocalValue) => {
      const before = found.get(name);
      if (value.kind === "namespace" && before) {
        const members = (before.members ??= new Map());
        for (const [k, v] of value.members) members.set(k, v);
      } else found.set(name, before?.members && value.kind !== "namespace" ? { ...value, members: before.members } : value);
    };
    if (d.type === "VariableDeclaration")
      for (const declarator of d.declarations) {
        if (declarator.id.type === "Identifier") add(declarator.id.name, { kind: "variable", declarator, declaration: d, file });
      }
    else if (d.type === "TSEnumDeclaration") add(d.id.name, { kind: "enum", node: d, file });
    else if ((d.type === "FunctionDeclaration" || d.type === "TSDeclareFunction") && d.id) add(d.id.name, { kind: "function", node: d, file });
    else if (d.type === "ClassDeclaration" && d.id) add(d.id.name, { kind: "class", node: d, file });
    else if (d.type === "TSModuleDeclaration" && d.id.type === "Identifier") add(d.id.name, { kind: "namespace", file, members: namespaceValues(file, d) });
  }
  return found;
}

/** `namespace A { ... }` and `namespace A.B { ... }` (the inner one a member of the outer). */
function namespaceValues(file: SourceFile, node: t.TSModuleDeclaration): ValueScope {
  const body = node.body;
  if (body?.type === "TSModuleDeclaration" && body.id.type === "Identifier") return new Map([[body.id.name, { kind: "namespace", file, members: namespaceValues(file, body) }]]);
  return body?.type === "TSModuleBlock" ? collectValues(file, body.body, true) : new Map();
}

/** What `name` means as a value at the top level of `file`: a local declaration or an imported one. */
export function lookupValue(session: Session, file: SourceFile, name: string, visiting = new Set<string>()): ValueTarget {
  const local = localValues(file).get(name);
  if (local) return local;
  const binding = file.index.imports.get(name);
  if (!binding || binding.imported === "*" ) return { kind: "not-found" };
  return importedValue(session, file, binding.source, binding.imported, visiting);
}

function importedValue(session: Session, file: SourceFile, source: string, imported: string, visiting: Set<string>): ValueTarget {
  const path = session.resolveModule(source, file.path);
  if (!path || path === MARKERS_MODULE) return { kind: "not-found" };
  const target = session.load(path);
  if (!target || target.syntaxError) return { kind: "not-found" };
  return exportedValue(session, target, imported, visiting);
}

/** What a module exports as a value under `name` (local exports, `export { a as b } from`, `export *`). */
function exportedValue(session: Session, file: SourceFile, name: string, visiting: Set<string>): ValueTarget {
  if (visiting.has(file.path + "\0" + name)) return { kind: "not-found" };
  visiting.add(file.path + "\0" + name);
  const binding = file.index.exports.get(name);
  if (binding) {
    if ("local" in binding) return lookupValue(session, file, binding.local, visiting);
    return importedValue(session, file, binding.source, binding.imported, visiting);
  }
  for (const star of file.index.stars) {
    const found = importedValue(session, file, star.source, name, visiting);
    if (found.kind !== "not-found") return found;
  }
  return { kind: "not-found" };
}

/**
 * The value of a parameter default known at build time: a literal, a `const`
 * with a literal initialiser (`= RESOURCE_TYPE_TEXT`, imported ones too), an
 * enum member (`= ResourceKind.Text`) or a property of a literal `const`
 * object (`= DEFAULTS.limit`). Undefined for anything computed.
 */
export function constantValue(session: Session, file: SourceFile, node: t.Node, depth = 0): { value: LiteralValue } | undefined {
  const literal = evaluateLiteral(node);
  if (literal || depth > 8) return literal;
  if (node.type === "TSAsExpression" || node.type === "TSSatisfiesExpression" || node.type === "TSNonNullExpression" || node.type === "ParenthesizedExpression")
    return constantValue(session, file, node.expression, depth + 1);
  if (node.type === "Identifier") {
    const target = lookupValue(session, file, node.name);
    if (target.kind !== "variable" || target.declaration.kind !== "const" || !target.declarator.init) return undefined;
    return constantValue(session, target.file, target.declarator.init, depth + 1);
  }
  if (node.type === "MemberExpression" && !node.computed && node.property.type === "Identifier") {
    const key = node.property.name;
    if (node.object.type === "Identifier") {
      const target = lookupValue(session, file, node.object.name);
      if (target.kind === "enum") {
        const members = enumMembers(target.node);
        const value = "error" in members ? undefined : enumValue(members, key);
        return value === undefined ? undefined : { value };
      }
    }
    const object = constantValue(session, file, node.object, depth + 1);
    const value = object && object.value && typeof object.value === "object" && !Array.isArray(object.value) ? object.value[key] : undefined;
    return value === undefined ? undefined : { value };
  }
  return undefined;
}
