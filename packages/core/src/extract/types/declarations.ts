import type * as t from "@babel/types";
import type { JsonSchema } from "../../model/index.js";
import { jsDocOf, type JsDoc } from "../jsdoc.js";
import type { TypeDeclaration } from "../module-index.js";
import type { ModuleTrace } from "../session.js";
import { ARRAY_KEYS, leaksArrayMethods } from "./array-keys.js";
import { classType } from "./classes.js";
import { memberKey } from "./computed-keys.js";
import { applyDoc } from "./doc.js";
import { noteDeclaredName } from "./declared-names.js";
import { enumMembers, enumSchema } from "./enums.js";
import { LIB_PATH } from "./lib.js";
import { isObjectSchema, mergeObjects, objectView } from "./objects.js";
import { asSchemaNode } from "./schema-node.js";
import { isNonNull, NON_NULL } from "./schema-sets.js";
import { textOf, type Scope, type TypeBinding } from "./scope.js";
import { unparen } from "./syntax.js";
import type { DeclarationTarget, TypeHost } from "./type-host.js";
import { ownValue, setOwn } from "../../model/own-keys.js";
import { soleItem } from "../../model/lists.js";

type Site = { node: t.Node; scope: Scope };

/** A generic that grows at each level is refused past this many declarations being expanded at once. */
const MAX_EXPANDING = 64;
const DEFS = "#/$defs/";

/**
 * Named declarations (aliases, interfaces, enums, classes) used as types:
 * type arguments bound to the parameters, the per-run memo (a declaration
 * that is not part of a cycle is converted once per run, see
 * `Session.declarations`) and recursion: a declaration reached again while
 * it is being expanded becomes a `$ref` into the `$defs` of the root being
 * converted (see `root`).
 */
export class Declarations {
  private readonly stack: { key: string; recursive: boolean; target: DeclarationTarget; scope: Scope }[] = [];
  private refsEmitted = 0;
  /** How many times `keyof` an array gave its method names, and where it first did in the current root. */
  private arrayMethodsMade = 0;
  private arrayMethodsAt: Site | undefined;
  private defs: Record<string, JsonSchema> = {};
  private defNames = new Map<string, string>();
  /** The constraint each type parameter was declared with (`K extends keyof T`), for homomorphic mapped types. */
  readonly constraints = new WeakMap<TypeBinding, TypeBinding>();
  /** Where a lib utility type (`Partial<T>`...) was used: reports inside the lib are shown there. */
  libSite: Site | undefined;

  constructor(private readonly c: TypeHost) {}

  /** Runs `convert` calls for one root schema; returns what they produced and the `$defs` the root needs. */
  root<T>(build: () => T): { value: T; defs: Record<string, JsonSchema> | undefined } {
    const saved = { defs: this.defs, defNames: this.defNames, arrayMethodsAt: this.arrayMethodsAt };
    const arrayMethodsBefore = this.arrayMethodsMade;
    this.defs = {};
    this.defNames = new Map();
    this.arrayMethodsAt = undefined;
    try {
      const value = build();
      const defs = Object.keys(this.defs).length ? this.defs : undefined;
      // The method names TypeScript would list here depend on the lib; refused unless an operator took them out again.
      // (Read again: `build` set it, which the compiler cannot see.)
      const at = this.arrayMethodsAt as Site | undefined;
      if (at && this.arrayMethodsMade !== arrayMethodsBefore && leaksArrayMethods([value, defs])) this.c.unsupported(at.node, at.scope, ARRAY_KEYS);
      return { value, defs };
    } finally {
      this.defs = saved.defs;
      this.defNames = saved.defNames;
      this.arrayMethodsAt = saved.arrayMethodsAt;
    }
  }

  noteArrayMethods(node: t.Node, scope: Scope): void {
    this.arrayMethodsMade++;
    // Inside a lib utility type (`Omit<T, K>` reads `keyof T`), where it was used.
    this.arrayMethodsAt ??= scope.file.path === LIB_PATH && this.libSite ? this.libSite : { node, scope };
  }

  declaration(found: DeclarationTarget, args: t.TSType[], node: t.Node, scope: Scope): JsonSchema {
    const c = this.c;
    // A namespace merged with an interface of the same name is not part of the type.
    const target = { ...found, declarations: found.declarations.filter((d) => d.kind !== "namespace") };
    const first = target.declarations[0];
    if (!first) return c.unsupported(node, scope, `\`${found.name}\` is a namespace, not a type; name a type inside it`);
    const params = first.kind === "enum" ? [] : ((first.node as t.TSTypeAliasDeclaration | t.TSInterfaceDeclaration).typeParameters?.params ?? []);
    if (args.length > params.length)
      return c.fail("TC_UNSUPPORTED_TYPE", `\`${textOf(node, scope)}\` passes ${args.length} type arguments; \`${target.name}\` takes ${params.length}.`, node, scope);
    const declScope: Scope = { file: target.file, namespace: first.namespace };
    if (params.length) {
      declScope.bindings = new Map();
      for (const [i, p] of params.entries()) {
        // A parameter without its argument takes its default.
        const arg = args[i];
        let binding: TypeBinding;
        if (arg) binding = { node: arg, scope };
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
    if (this.defNames.has(key) && ownValue(this.defs, this.defNames.get(key)!)) return this.ref(key, target.name);
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
    const entry = { key, recursive: false, target, scope: declScope };
    this.stack.push(entry);
    const refsBefore = this.refsEmitted;
    const arrayMethodsBefore = this.arrayMethodsMade;
    const savedSite = this.libSite;
    if (target.file.path === LIB_PATH && scope.file.path !== LIB_PATH) this.libSite = { node, scope };
    let schema: JsonSchema;
    let trace: ModuleTrace;
    try {
      // In a trace of its own, so a later reuse can charge its dependencies to the module that reuses it.
      ({ value: schema, trace } = c.session.isolated(() => this.body(target, first, declScope)));
    } finally {
      this.stack.pop();
      this.libSite = savedSite;
    }
    c.session.absorb(trace);
    if (entry.recursive) {
      if (schema.$ref === DEFS + this.defName(key, target.name))
        return c.fail("TC_TOO_DEEP", `\`${target.name}\` is an alias of itself and describes no value; give it a real type.`, node, scope);
      setOwn(this.defs, this.defName(key, target.name), schema);
      return this.ref(key, target.name);
    }
    // A generic's name alone does not say which instantiation it is: only plain declarations are named.
    if (!params.length && target.file.path !== LIB_PATH) noteDeclaredName(schema, target.name);
    // Not memoised when it read an array's method names: each root that reuses it must see them to refuse them.
    if (this.refsEmitted === refsBefore && this.arrayMethodsMade === arrayMethodsBefore) c.session.declarations.set(key, { schema, trace });
    return schema;
  }

  /** The declared type; the first declaration of the name says which kind it is. */
  private body(target: DeclarationTarget, first: TypeDeclaration, scope: Scope): JsonSchema {
    const c = this.c;
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
    // No member written in any declaration and no base but empty ones: the empty object type.
    let empty = true;
    for (const d of target.declarations) {
      if (d.kind !== "interface") continue;
      const i = d.node as t.TSInterfaceDeclaration;
      doc ??= jsDocOf(d.docHolder);
      if (i.body.body.length) empty = false;
      for (const base of i.extends ?? []) {
        // A recursive base is a `$ref`; its definition is complete by now unless the base is this interface itself.
        const read = this.resolved(c.reference(base.expression, base.typeParameters?.params ?? [], base, scope));
        if (!isNonNull(read)) empty = false;
        const s = objectView(read);
        if (isObjectSchema(s) || (s.type === "array" && !s.prefixItems)) parts.push(s);
        else if (s.$ref !== undefined) c.unsupported(base, scope, "an interface cannot extend itself, directly or through its bases");
        else if (Object.keys(s).length) c.unsupported(base, scope, "an interface can only extend object types and arrays");
      }
      parts.push(c.members(i.body.body, scope));
    }
    const arrays = parts.filter((p) => p.type === "array");
    if (arrays.length) {
      // `interface Tags extends Array<Tag> {}` is an array; members beside it would be properties no JSON array has.
      const extra = parts.find((p) => p.type !== "array" && (Object.keys(p.properties as object).length || p.additionalProperties));
      const array = soleItem(arrays);
      if (!array || extra) return c.unsupported(first.node, scope, "an interface that extends an array and adds properties (or extends two arrays) has no JSON form; write the array type");
      return applyDoc(array, doc, scope, c.diagnostics);
    }
    if (empty) return applyDoc(NON_NULL, doc, scope, c.diagnostics);
    const merged = soleItem(parts) ?? mergeObjects(parts);
    return applyDoc(merged, doc, scope, c.diagnostics);
  }

  /**
   * A `$ref` replaced by its definition when the definition is complete (the
   * declaration was fully read earlier in this root), and the same for each
   * member of a union: what `extends`, `&`, `keyof`, `T[K]` and mapped types
   * need to see. A `$ref` to a declaration still being read stays as it is.
   */
  resolved(schema: JsonSchema, depth = 0): JsonSchema {
    if (depth > 16) return schema;
    if (typeof schema.$ref === "string") {
      const def = ownValue(this.defs, schema.$ref.slice(DEFS.length));
      return def ? this.resolved(def, depth + 1) : schema;
    }
    if (Array.isArray(schema.anyOf) && schema.anyOf.some((m) => m.$ref !== undefined)) {
      return { ...schema, anyOf: schema.anyOf.map((m) => this.resolved(m, depth + 1)) };
    }
    return schema;
  }

  /**
   * `T["k"]` where `T` is a declaration still being read (`interface A { a:
   * B["t"] }` inside `interface B extends A`): the property read from the
   * declaration's own members, then its bases, as TypeScript resolves members
   * lazily. Undefined when the declaration has no such property written out.
   */
  pendingProperty(ref: string, key: string): JsonSchema | undefined {
    const name = ref.slice(DEFS.length);
    const entry = this.stack.find((e) => this.defNames.get(e.key) === name);
    return entry && this.propertyOf(entry.target, entry.scope, key, 0);
  }

  private propertyOf(target: DeclarationTarget, scope: Scope, key: string, depth: number): JsonSchema | undefined {
    const c = this.c;
    if (depth > 16) return undefined;
    const own = (members: t.TSTypeElement[]) => {
      for (const m of members) {
        if (m.type !== "TSPropertySignature" || !m.typeAnnotation) continue;
        const name = memberKey(c.session, scope.file, m);
        if ("name" in name && name.name === key) return c.convertOptional(m.typeAnnotation.typeAnnotation, scope).schema;
      }
      return undefined;
    };
    for (const d of target.declarations) {
      if (d.kind === "alias") {
        const body = unparen((d.node as t.TSTypeAliasDeclaration).typeAnnotation);
        return body.type === "TSTypeLiteral" ? own(body.members) : undefined;
      }
      if (d.kind === "interface") {
        const found = own((d.node as t.TSInterfaceDeclaration).body.body);
        if (found) return found;
      }
    }
    for (const d of target.declarations) {
      if (d.kind !== "interface") continue;
      for (const base of (d.node as t.TSInterfaceDeclaration).extends ?? []) {
        const s = this.resolved(c.reference(base.expression, base.typeParameters?.params ?? [], base, scope));
        if (isObjectSchema(s) && ownValue(s.properties, key)) return ownValue(s.properties, key);
        if (typeof s.$ref === "string") {
          const name = s.$ref.slice(DEFS.length);
          const entry = this.stack.find((e) => this.defNames.get(e.key) === name);
          const found = entry && this.propertyOf(entry.target, entry.scope, key, depth + 1);
          if (found) return found;
        }
      }
    }
    return undefined;
  }

  private ref(key: string, name: string): JsonSchema {
    this.refsEmitted++;
    return { $ref: DEFS + this.defName(key, name) };
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
