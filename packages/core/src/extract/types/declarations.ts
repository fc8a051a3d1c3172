import type * as t from "@babel/types";
import type { JsonSchema } from "../../model/index.js";
import { jsDocOf, type JsDoc } from "../jsdoc.js";
import type { ModuleTrace } from "../session.js";
import { classType } from "./classes.js";
import { applyDoc } from "./doc.js";
import { enumMembers, enumSchema } from "./enums.js";
import { LIB_PATH } from "./lib.js";
import { isObjectSchema, mergeObjects } from "./objects.js";
import { asSchemaNode } from "./schema-node.js";
import { textOf, type Scope, type TypeBinding } from "./scope.js";
import { unparen } from "./syntax.js";
import type { DeclarationTarget, TypeHost } from "./type-host.js";

/** A generic that grows at each level is refused past this many declarations being expanded at once. */
const MAX_EXPANDING = 64;

/**
 * Named declarations (aliases, interfaces, enums, classes) used as types:
 * type arguments bound to the parameters, the per-run memo (a declaration
 * that is not part of a cycle is converted once per run, see
 * `Session.declarations`) and recursion: a declaration reached again while
 * it is being expanded becomes a `$ref` into the `$defs` of the root being
 * converted (see `root`).
 */
export class Declarations {
  private readonly stack: { key: string; recursive: boolean }[] = [];
  private refsEmitted = 0;
  private defs: Record<string, JsonSchema> = {};
  private defNames = new Map<string, string>();
  /** The constraint each type parameter was declared with (`K extends keyof T`), for homomorphic mapped types. */
  readonly constraints = new WeakMap<TypeBinding, TypeBinding>();
  /** Where a lib utility type (`Partial<T>`...) was used: reports inside the lib are shown there. */
  libSite: { node: t.Node; scope: Scope } | undefined;

  constructor(private readonly c: TypeHost) {}

  /** Runs `convert` calls for one root schema; returns what they produced and the `$defs` the root needs. */
  root<T>(build: () => T): { value: T; defs: Record<string, JsonSchema> | undefined } {
    const saved = { defs: this.defs, defNames: this.defNames };
    this.defs = {};
    this.defNames = new Map();
    try {
      const value = build();
      return { value, defs: Object.keys(this.defs).length ? this.defs : undefined };
    } finally {
      this.defs = saved.defs;
      this.defNames = saved.defNames;
    }
  }

  declaration(found: DeclarationTarget, args: t.TSType[], node: t.Node, scope: Scope): JsonSchema {
    const c = this.c;
    // A namespace merged with an interface of the same name is not part of the type.
    const target = { ...found, declarations: found.declarations.filter((d) => d.kind !== "namespace") };
    const first = target.declarations[0];
    if (!first) return c.unsupported(node, scope, `\`${found.name}\` is a namespace, not a type; name a type inside it`);
    const params = first.kind === "enum" ? [] : (((first.node as t.TSTypeAliasDeclaration | t.TSInterfaceDeclaration).typeParameters?.params ?? []) as t.TSTypeParameter[]);
    if (args.length > params.length)
      return c.fail("TC_UNSUPPORTED_TYPE", `\`${textOf(node, scope)}\` passes ${args.length} type arguments; \`${target.name}\` takes ${params.length}.`, node, scope);
    const declScope: Scope = { file: target.file, namespace: first.namespace };
    if (params.length) {
      declScope.bindings = new Map();
      for (let i = 0; i < params.length; i++) {
        const p = params[i];
        let binding: TypeBinding;
        if (args[i]) binding = { node: args[i], scope };
        else if (p.default) binding = { node: p.default, scope: { ...declScope, bindings: new Map(declScope.bindings) } };
        else return c.fail("TC_UNSUPPORTED_TYPE", `\`${textOf(node, scope)}\` is generic: give \`${target.name}\` its type argument \`${p.name}\`.`, node, scope);
        declScope.bindings.set(p.name, binding);
        if (p.constraint) this.constraints.set(binding, { node: p.constraint, scope: declScope });
      }
    }
    // The position tells apart a namespace member from a top-level type of the same name.
    const declKey = `${target.file.path}#${target.name}@${first.node.start}`;
    const key = params.length ? declKey + "<" + args.map((a) => argKey(a, scope)).join(",") + ">" : declKey;
    const onStack = this.stack.find((e) => e.key === key);
    if (onStack) {
      onStack.recursive = true;
      return this.ref(key, target.name);
    }
    if (this.defNames.has(key) && this.defs[this.defNames.get(key)!]) return this.ref(key, target.name);
    {
      // Memoised per declaration and type arguments (the arguments' own identity is in the key).
      const memo = c.session.declarations.get(key);
      if (memo) {
        // Converted for another tool or module: this module depends on what that conversion read.
        c.session.absorb(memo.trace);
        return memo.schema;
      }
    }
    if (this.stack.length > MAX_EXPANDING)
      return c.fail("TC_TOO_DEEP", `\`${textOf(node, scope)}\` expands without end (a generic type that grows at each level); simplify it.`, node, scope);
    const entry = { key, recursive: false };
    this.stack.push(entry);
    const refsBefore = this.refsEmitted;
    const savedSite = this.libSite;
    if (target.file.path === LIB_PATH && scope.file.path !== LIB_PATH) this.libSite = { node, scope };
    let schema: JsonSchema;
    let trace: ModuleTrace;
    try {
      // In a trace of its own, so a later reuse can charge its dependencies to the module that reuses it.
      ({ value: schema, trace } = c.session.isolated(() => this.body(target, declScope)));
    } finally {
      this.stack.pop();
      this.libSite = savedSite;
    }
    c.session.absorb(trace);
    if (entry.recursive) {
      if (schema.$ref === "#/$defs/" + this.defName(key, target.name))
        return c.fail("TC_TOO_DEEP", `\`${target.name}\` is an alias of itself and describes no value; give it a real type.`, node, scope);
      this.defs[this.defName(key, target.name)] = schema;
      return this.ref(key, target.name);
    }
    if (this.refsEmitted === refsBefore) c.session.declarations.set(key, { schema, trace });
    return schema;
  }

  private body(target: DeclarationTarget, scope: Scope): JsonSchema {
    const c = this.c;
    const first = target.declarations[0];
    if (first.kind === "alias") {
      const alias = first.node as t.TSTypeAliasDeclaration;
      return applyDoc(c.convert(alias.typeAnnotation, scope), jsDocOf(first.docHolder), scope, c.diagnostics);
    }
    if (first.kind === "enum") {
      const e = first.node as t.TSEnumDeclaration;
      const members = enumMembers(e);
      if ("error" in members) return c.unsupported(e, scope, members.error);
      return applyDoc(enumSchema(members), jsDocOf(first.docHolder), scope, c.diagnostics);
    }
    if (first.kind === "class") return applyDoc(classType(c, first.node as t.ClassDeclaration, scope), jsDocOf(first.docHolder), scope, c.diagnostics);
    // Interfaces: every declaration of the name (declaration merging), bases first.
    const parts: JsonSchema[] = [];
    let doc: JsDoc | undefined;
    for (const d of target.declarations) {
      if (d.kind !== "interface") continue;
      const i = d.node as t.TSInterfaceDeclaration;
      doc ??= jsDocOf(d.docHolder);
      for (const base of i.extends ?? []) {
        const s = c.reference(base.expression, base.typeParameters?.params ?? [], base, scope);
        if (isObjectSchema(s)) parts.push(s);
        else if (Object.keys(s).length) c.unsupported(base, scope, "an interface can only extend object types (not recursive ones)");
      }
      parts.push(c.members(i.body.body, scope));
    }
    const merged = parts.length === 1 ? parts[0] : mergeObjects(parts);
    return applyDoc(merged, doc, scope, c.diagnostics);
  }

  private ref(key: string, name: string): JsonSchema {
    this.refsEmitted++;
    return { $ref: "#/$defs/" + this.defName(key, name) };
  }

  private defName(key: string, name: string): string {
    let found = this.defNames.get(key);
    if (found) return found;
    const taken = new Set(this.defNames.values());
    found = name;
    for (let i = 2; taken.has(found); i++) found = `${name}_${i}`;
    this.defNames.set(key, found);
    return found;
  }
}

/** Identity of a type argument, so `Tree<T>` inside `Tree` is seen as the same instantiation. */
function argKey(node: t.TSType, scope: Scope): string {
  const u = unparen(node);
  const evaluated = asSchemaNode(u);
  if (evaluated) return "=" + evaluated.key;
  if (u.type === "TSTypeReference" && u.typeName.type === "Identifier" && !u.typeParameters) {
    const b = scope.bindings?.get(u.typeName.name);
    if (b) return argKey(b.node, b.scope);
  }
  const where = scope.snippet ? `jsdoc@${scope.snippet.loc.line}:${scope.snippet.loc.column}` : scope.file.path;
  let key = `${where}:${u.start}-${u.end}`;
  if (scope.bindings?.size) key += "{" + [...scope.bindings].map(([k, b]) => k + "=" + argKey(b.node, b.scope)).join(",") + "}";
  return key;
}
