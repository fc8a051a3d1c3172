import type * as t from "@babel/types";
import type { JsonSchema } from "../../model/index.js";
import { jsDocOf, type JsDoc } from "../jsdoc.js";
import type { ModuleTrace, NameTarget, Session } from "../session.js";
import type { SourceFile } from "../source-file.js";
import { builtinType } from "./builtins.js";
import type { TypeHost } from "./type-host.js";
import { classType } from "./classes.js";
import { conditionalType } from "./conditional.js";
import { applyConstraints, CONSTRAINT_MARKERS, kindLast, type Constraint } from "./constraints.js";
import { applyDoc } from "./doc.js";
import { enumMembers } from "./enums.js";
import { intersect } from "./intersect.js";
import { indexedType, keyofType } from "./keyof-indexed.js";
import { libFile, LIB_PATH } from "./lib.js";
import { literalSchema, mergeLiterals, simplifyUnion, withNull } from "./literals.js";
import { mappedType } from "./mapped.js";
import { isObjectSchema, mergeObjects, objectSchema } from "./objects.js";
import { asSchemaNode } from "./schema-node.js";
import { constSchema, isNever, NEVER } from "./schema-sets.js";
import { locOf, textOf, type Scope, type TypeBinding } from "./scope.js";
import { markerArgument, propertyName, unparen } from "./syntax.js";
import { templateType } from "./template.js";
import { tupleType } from "./tuples.js";
import { typeOfValue } from "./typeof-value.js";
import { lookupValue } from "./values.js";
import { unresolvedImportMessage } from "../resolve/messages.js";

const INT = (): JsonSchema => ({ type: "integer", "x-toolcall": { kind: "int" } });

/** Names TypeScript knows without an import, handled here when the file does not declare them itself (the utility types are in lib.ts). */
const BUILTINS = new Set(["Date", "Array", "ReadonlyArray", "Promise", "Awaited", "Uppercase", "Lowercase", "Capitalize", "Uncapitalize"]);

/** Conditional and mapped types recurse through aliases; past this many nested instantiations the type is refused. */
const MAX_DEPTH = 50;

type Entity =
  | NameTarget
  | { kind: "binding"; binding: TypeBinding }
  | { kind: "builtin"; name: string }
  | { kind: "enum-member"; file: SourceFile; declaration: t.TSEnumDeclaration; member: string };

/**
 * TypeScript type syntax -> JSON Schema, without a type checker. One converter
 * per tool module; declarations that are not generic and not part of a cycle
 * are converted once per run (see `Session.declarations`). Recursive
 * declarations become `$defs` of the root being converted (see `root`).
 */
export class TypeConverter implements TypeHost {
  private readonly stack: { key: string; recursive: boolean }[] = [];
  private refsEmitted = 0;
  private defs: Record<string, JsonSchema> = {};
  private defNames = new Map<string, string>();
  /** The constraint each type parameter was declared with (`K extends keyof T`), for homomorphic mapped types. */
  private readonly constraints = new WeakMap<TypeBinding, TypeBinding>();
  /** Where a lib utility type (`Partial<T>`...) was used: reports inside the lib are shown there. */
  private libSite: { node: t.Node; scope: Scope } | undefined;

  constructor(private readonly session: Session) {}

  get diagnostics() {
    return this.session.diagnostics;
  }

  /** The declared constraint of the type parameter `name` bound in `scope`, if any. */
  declaredConstraint(scope: Scope, name: string): TypeBinding | undefined {
    const binding = scope.bindings?.get(name);
    return binding && this.constraints.get(binding);
  }

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

  /** Reports an error at a type and returns `{}` so conversion can go on and report more. */
  fail(code: "TC_UNSUPPORTED_TYPE" | "TC_UNRESOLVED_TYPE" | "TC_UNRESOLVED_IMPORT" | "TC_INVALID_MARKER" | "TC_TOO_DEEP" | "TC_EMPTY_INTERSECTION", message: string, node: t.Node, scope: Scope): JsonSchema {
    if (scope.file.path === LIB_PATH && this.libSite) {
      message = `In \`${textOf(this.libSite.node, this.libSite.scope)}\`: ${message}`;
      ({ node, scope } = this.libSite);
    }
    this.session.diagnostics.error(code, message, locOf(node, scope));
    return {};
  }

  /** A TC_UNSUPPORTED_TYPE error naming the type and saying why. */
  unsupported(node: t.Node, scope: Scope, why: string): JsonSchema {
    return this.fail("TC_UNSUPPORTED_TYPE", `Type \`${textOf(node, scope)}\` cannot become JSON Schema: ${why}.`, node, scope);
  }

  convert(node: t.TSType, scope: Scope): JsonSchema {
    const evaluated = asSchemaNode(node);
    if (evaluated) return evaluated.schema;
    switch (node.type) {
      case "TSStringKeyword":
        return { type: "string" };
      case "TSNumberKeyword":
        return { type: "number", "x-toolcall": { kind: "number" } };
      case "TSBooleanKeyword":
        return { type: "boolean" };
      case "TSBigIntKeyword":
        return { type: "integer", "x-toolcall": { kind: "bigint" } };
      case "TSNullKeyword":
        return { type: "null" };
      case "TSLiteralType":
        if (node.literal.type === "TemplateLiteral" && node.literal.expressions.length) return this.template(node.literal, node, scope);
        return literalSchema(node.literal) ?? this.unsupported(node, scope, "this literal type is not supported");
      case "TSParenthesizedType" as string:
        return this.convert((node as unknown as t.TSParenthesizedType).typeAnnotation, scope);
      case "TSArrayType":
        return { type: "array", items: this.convert(node.elementType, scope) };
      case "TSTupleType":
        return tupleType(this, node, scope);
      case "TSUnionType":
        return this.union(node.types, scope, node);
      case "TSIntersectionType":
        return this.intersection(node, scope);
      case "TSTypeLiteral":
        return this.members(node.members, scope);
      case "TSTypeOperator": {
        if (node.operator === "readonly") return this.convert(node.typeAnnotation, scope);
        if (node.operator !== "keyof") return this.unsupported(node, scope, `\`${node.operator}\` types cannot travel as JSON`);
        const of = this.convert(node.typeAnnotation, scope);
        return this.derived(of, () => keyofType(of), node, scope);
      }
      case "TSTypeQuery":
        return this.typeQuery(node, scope);
      case "TSIndexedAccessType": {
        const object = this.convert(node.objectType, scope);
        const index = this.convert(node.indexType, scope);
        if (!Object.keys(index).length) return {};
        return this.derived(object, () => indexedType(object, index), node, scope);
      }
      case "TSMappedType":
        return this.nested(node, scope, () => mappedType(this, node, scope));
      case "TSConditionalType":
        return this.nested(node, scope, () => conditionalType(this, node, scope));
      case "TSInferType":
        return this.unsupported(node, scope, "`infer` only has a meaning in the condition of a conditional type");
      case "TSTypeReference":
        return this.reference(node.typeName, node.typeParameters?.params ?? [], node, scope);
      case "TSAnyKeyword":
      case "TSUnknownKeyword":
        return this.unsupported(node, scope, "it accepts anything, so nothing could be checked; write the type the tool expects");
      case "TSNeverKeyword":
        return NEVER;
      case "TSObjectKeyword":
        return this.unsupported(node, scope, "`object` says nothing about the properties; write an interface or a type literal");
      case "TSUndefinedKeyword":
      case "TSVoidKeyword":
        return this.unsupported(node, scope, "JSON has no `undefined`; make the parameter or property optional (`?`) instead");
      case "TSSymbolKeyword":
        return this.unsupported(node, scope, "a symbol cannot travel as JSON");
      case "TSFunctionType":
      case "TSConstructorType":
        return this.unsupported(node, scope, "a function cannot travel as JSON; pass data and call the function yourself");
      case "TSImportType":
        return this.importType(node, scope);
      default:
        return this.unsupported(node, scope, "this kind of type is not supported");
    }
  }

  /** Converts a type where `undefined` in a top-level union means "optional" (properties and parameters). */
  convertOptional(node: t.TSType, scope: Scope): { schema: JsonSchema; optional: boolean } {
    const inner = unparen(node);
    if (inner.type === "TSUnionType") {
      const kept = inner.types.filter((m) => {
        const u = unparen(m).type;
        return u !== "TSUndefinedKeyword" && u !== "TSVoidKeyword";
      });
      if (kept.length !== inner.types.length && kept.length > 0) {
        return { schema: kept.length === 1 ? this.convert(kept[0], scope) : this.union(kept, scope, inner), optional: true };
      }
    }
    const schema = this.convert(node, scope);
    if (isNever(schema)) return { schema: this.unsupported(node, scope, "it is `never`, which has no values"), optional: false };
    return { schema, optional: false };
  }

  /** A template literal type: an `enum` of its strings when finite, else a `pattern`. */
  private template(literal: t.TemplateLiteral, node: t.Node, scope: Scope): JsonSchema {
    const slots = (literal.expressions as t.TSType[]).map((e) => this.convert(e, scope));
    if (slots.some((s) => !Object.keys(s).length)) return {};
    const r = templateType(literal.quasis.map((q) => q.value.cooked ?? ""), slots);
    return "refuse" in r ? this.unsupported(node, scope, r.refuse) : r.schema;
  }

  /** `typeof x` for a `const` with a literal initialiser or an enum; `typeof x.a` reads a property of it. */
  private typeQuery(node: t.TSTypeQuery, scope: Scope): JsonSchema {
    if (node.typeParameters) return this.unsupported(node, scope, "an instantiation expression; write the type out");
    const name = node.exprName;
    if (name.type === "TSImportType") return this.unsupported(node, scope, "`typeof import(...)`; import the constant and use `typeof` on it");
    const path: string[] = [];
    let head: t.TSEntityName = name;
    while (head.type === "TSQualifiedName") {
      path.unshift(head.right.name);
      head = head.left;
    }
    if (head.type !== "Identifier") return this.unsupported(node, scope, "`typeof this`");
    const r = typeOfValue(this, lookupValue(this.session, scope.file, head.name));
    if ("refuse" in r) return this.unsupported(node, scope, r.refuse);
    let schema = r.schema;
    for (const key of path) {
      const at = indexedType(schema, constSchema(key));
      if ("refuse" in at) return this.unsupported(node, scope, at.refuse);
      schema = at.schema;
    }
    return schema;
  }

  /** An operator result, or its refusal located at the operator; an operand that already failed is not reported again. */
  private derived(operand: JsonSchema, compute: () => { schema: JsonSchema } | { refuse: string }, node: t.Node, scope: Scope): JsonSchema {
    if (!Object.keys(operand).length) return {};
    const r = compute();
    return "refuse" in r ? this.unsupported(node, scope, r.refuse) : r.schema;
  }

  private depth = 0;

  /** Mapped and conditional types nest through generic aliases; too deep a nesting is TC_TOO_DEEP, located. */
  private nested(node: t.Node, scope: Scope, evaluate: () => JsonSchema): JsonSchema {
    if (this.depth >= MAX_DEPTH)
      return this.fail("TC_TOO_DEEP", `\`${textOf(node, scope)}\` is still expanding after ${MAX_DEPTH} nested conditional or mapped types; simplify it.`, node, scope);
    this.depth++;
    try {
      return evaluate();
    } finally {
      this.depth--;
    }
  }

  private union(members: t.TSType[], scope: Scope, node: t.Node): JsonSchema {
    const flat: t.TSType[] = [];
    const flatten = (list: t.TSType[]) => {
      for (const m of list) {
        const u = unparen(m);
        if (u.type === "TSUnionType") flatten(u.types);
        else flat.push(u);
      }
    };
    flatten(members);
    let nullable = false;
    const schemas: JsonSchema[] = [];
    for (const m of flat) {
      if (m.type === "TSNullKeyword") nullable = true;
      else if (m.type === "TSUndefinedKeyword" || m.type === "TSVoidKeyword") continue;
      else {
        const s = this.convert(m, scope);
        if (isNever(s)) continue;
        if (Object.keys(s).length === 1 && Array.isArray(s.anyOf)) schemas.push(...(s.anyOf as JsonSchema[]));
        else if (Array.isArray(s.type) && s.type.includes("null")) {
          nullable = true;
          const type = s.type.filter((x) => x !== "null");
          const rest: JsonSchema = { ...s, type: type.length === 1 ? type[0] : type };
          if (Array.isArray(s.enum)) rest.enum = s.enum.filter((v) => v !== null);
          schemas.push(rest);
        } else if (s.type === "null" && Object.keys(s).length === 1) nullable = true;
        else schemas.push(s);
      }
    }
    if (!schemas.length) {
      if (nullable) return { type: "null" };
      if (flat.every((m) => m.type !== "TSUndefinedKeyword" && m.type !== "TSVoidKeyword")) return NEVER;
      return this.unsupported(node, scope, "JSON has no `undefined`; make the parameter or property optional (`?`) instead");
    }
    const simplified = simplifyUnion(schemas);
    const result = simplified.length === 1 ? simplified[0] : { anyOf: simplified };
    return nullable ? withNull(result) : result;
  }

  private intersection(node: t.TSIntersectionType, scope: Scope): JsonSchema {
    const flat: t.TSType[] = [];
    const flatten = (list: t.TSType[]) => {
      for (const m of list) {
        const u = unparen(m);
        if (u.type === "TSIntersectionType") flatten(u.types);
        else flat.push(u);
      }
    };
    flatten(node.types);
    const constraints: Constraint[] = [];
    const bases: t.TSType[] = [];
    for (const m of flat) {
      const c = this.constraintsOf(m, scope, 0);
      if (c) constraints.push(...c);
      else bases.push(m);
    }
    // `string & {}` (the "any string, but keep the literal suggestions" idiom) is just `string`.
    const meaningful = bases.filter((b) => !(b.type === "TSTypeLiteral" && b.members.length === 0));
    if (meaningful.length && meaningful.length < bases.length) bases.splice(0, bases.length, ...meaningful);
    if (!bases.length)
      return this.fail("TC_INVALID_MARKER", `\`${textOf(node, scope)}\` has constraints but no base type; write it as \`number & Min<1>\`, \`string & MaxLength<80>\`...`, node, scope);
    let base = this.convert(bases[0], scope);
    for (let i = 1; i < bases.length; i++) {
      const next = this.convert(bases[i], scope);
      const m = intersect(base, next);
      if ("unsure" in m) return this.unsupported(node, scope, `toolcall does not read ${m.unsure}; write the resulting type out`);
      if ("empty" in m) {
        const left = bases.slice(0, i).map((b) => `\`${textOf(b, scope)}\``).join(" & ");
        return this.fail("TC_EMPTY_INTERSECTION", `${left} and \`${textOf(bases[i], scope)}\` have no value in common (${m.empty}), so \`${textOf(node, scope)}\` is \`never\`; fix one of them.`, node, scope);
      }
      base = m.schema;
    }
    return applyConstraints(base, constraints, this.session.diagnostics);
  }

  /**
   * The constraints a type stands for, when it is a marker (`Min<1>`) or an
   * alias of markers (`type Short = MaxLength<80>`); undefined for a base type.
   */
  private constraintsOf(node: t.TSType, scope: Scope, depth: number): Constraint[] | undefined {
    node = unparen(node);
    if (depth > 10) return undefined;
    if (node.type === "TSIntersectionType") {
      const all: Constraint[] = [];
      for (const m of node.types) {
        const c = this.constraintsOf(m, scope, depth + 1);
        if (!c) return undefined;
        all.push(...c);
      }
      return all;
    }
    if (node.type !== "TSTypeReference") return undefined;
    const entity = this.entity(node.typeName, scope);
    if (entity.kind === "binding") return this.constraintsOf(entity.binding.node, entity.binding.scope, depth + 1);
    if (entity.kind === "marker") {
      const marker = CONSTRAINT_MARKERS[entity.name];
      if (!marker) return undefined;
      const arg = node.typeParameters?.params[0];
      const value = arg && markerArgument(this.substitute(arg, scope), marker.arg);
      if (value === undefined) {
        this.fail("TC_INVALID_MARKER", `\`${textOf(node, scope)}\` needs one ${marker.arg === "number" ? "number or bigint" : "string"} literal argument, like \`${entity.name}<${marker.arg === "number" ? "1" : '"..."'}>\`.`, node, scope);
        return [];
      }
      return [{ keyword: marker.keyword, value, loc: locOf(node, scope), text: textOf(node, scope) }];
    }
    if (entity.kind === "declaration" && entity.declarations[0].kind === "alias") {
      const alias = entity.declarations[0].node as t.TSTypeAliasDeclaration;
      const params = alias.typeParameters?.params ?? [];
      const args = node.typeParameters?.params ?? [];
      if (args.length > params.length || params.some((p, i) => !args[i] && !p.default)) return undefined;
      const aliasScope: Scope = { file: entity.file };
      if (params.length) {
        aliasScope.bindings = new Map();
        params.forEach((p, i) => aliasScope.bindings!.set(p.name, args[i] ? { node: args[i], scope } : { node: p.default!, scope: aliasScope }));
      }
      return this.constraintsOf(alias.typeAnnotation, aliasScope, depth + 1);
    }
    return undefined;
  }

  /** A type argument with type parameters replaced by what they are bound to (`Min<N>` inside `Bounded<5>`). */
  private substitute(node: t.TSType, scope: Scope): t.TSType {
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

  /** What a type name refers to in a scope: a type parameter binding, a declaration, a marker, a builtin... */
  private entity(name: t.TSEntityName, scope: Scope): Entity {
    if (name.type === "Identifier") {
      const binding = scope.bindings?.get(name.name);
      if (binding) return { kind: "binding", binding };
      for (let ns = scope.namespace; ns; ns = ns.parent) {
        const declarations = ns.types.get(name.name);
        if (declarations) return { kind: "declaration", name: name.name, file: scope.file, declarations };
      }
      const target = scope.file.path === LIB_PATH ? ({ kind: "not-found" } as const) : this.session.lookupName(scope.file, name.name);
      if (target.kind === "not-found") {
        if (BUILTINS.has(name.name)) return { kind: "builtin", name: name.name };
        const lib = libFile();
        const declarations = lib.index.types.get(name.name);
        if (declarations) return { kind: "declaration", name: name.name, file: lib, declarations };
      }
      return target;
    }
    return this.member(this.entity(name.left, scope), name.right.name);
  }

  /** `left.right`: a module namespace's export, an enum member, a namespace member. */
  private member(left: Entity, right: string): Entity {
    if (left.kind === "namespace") return this.session.exportedName(left.file, right, new Set());
    if (left.kind === "unresolved-import") return left;
    if (left.kind !== "declaration") return { kind: "not-found" };
    const enumDecl = left.declarations.find((d) => d.kind === "enum");
    if (enumDecl) return { kind: "enum-member", file: left.file, declaration: enumDecl.node as t.TSEnumDeclaration, member: right };
    return this.session.namespaceMember(left, right);
  }

  /** `import("pkg").A.B<T>`: the qualifier read from the module's exports. */
  private importType(node: t.TSImportType, scope: Scope): JsonSchema {
    const arg = node.argument as t.Node;
    const source = arg.type === "StringLiteral" ? arg.value : arg.type === "TSLiteralType" && arg.literal.type === "StringLiteral" ? arg.literal.value : undefined;
    if (source === undefined || !node.qualifier) return this.unsupported(node, scope, "an `import()` type needs a module name in quotes and a type after it; write `import(\"pkg\").T`");
    const walk = (q: t.TSEntityName): Entity => {
      const module = this.session.moduleTarget(scope.file, source, node);
      return q.type === "Identifier" ? this.member(module, q.name) : this.member(walk(q.left), q.right.name);
    };
    return this.reference(walk(node.qualifier), node.typeParameters?.params ?? [], node, scope);
  }

  private reference(name: t.TSEntityName | Entity, args: t.TSType[], node: t.Node, scope: Scope): JsonSchema {
    const entity = "kind" in name ? name : this.entity(name, scope);
    const text = textOf(node, scope);
    switch (entity.kind) {
      case "binding":
        return this.convert(entity.binding.node, entity.binding.scope);
      case "declaration":
        return this.declaration(entity, args, node, scope);
      case "marker":
        return this.marker(entity.name, node, scope);
      case "builtin":
        return builtinType(this, entity.name, args, node, scope);
      case "enum-member": {
        const members = enumMembers(entity.declaration);
        if ("error" in members) return this.unsupported(node, scope, `in enum \`${entity.declaration.id.name}\`, ${members.error}`);
        const found = members.find((v) => v.name === entity.member);
        if (!found) return this.fail("TC_UNRESOLVED_TYPE", `\`${text}\` is not a member of the enum; use one of its members.`, node, scope);
        return constSchema(found.value);
      }
      case "unresolved-import":
        if (entity.broken)
          return this.fail("TC_UNRESOLVED_IMPORT", `\`${text}\` is imported from "${entity.source}", which does not parse; fix the syntax error reported there.`, node, scope);
        return this.fail("TC_UNRESOLVED_IMPORT", unresolvedImportMessage(text, entity), node, scope);
      case "namespace":
        return this.fail("TC_UNSUPPORTED_TYPE", `\`${text}\` is a module namespace, not a type; name a type inside it.`, node, scope);
      default:
        return this.fail("TC_UNRESOLVED_TYPE", `Type \`${text}\` is not declared or imported in this file; import it (relative path or tsconfig path) or declare it.`, node, scope);
    }
  }

  private marker(name: string, node: t.Node, scope: Scope): JsonSchema {
    switch (name) {
      case "Int":
        return INT();
      case "PosInt":
        return kindLast({ ...INT(), minimum: 1 });
      case "NonNegInt":
        return kindLast({ ...INT(), minimum: 0 });
      case "ToolContext":
        return this.unsupported(node, scope, "`ToolContext` only marks a parameter of the tool function itself");
    }
    if (CONSTRAINT_MARKERS[name])
      return this.fail("TC_INVALID_MARKER", `\`${textOf(node, scope)}\` is a constraint without a base type; write it as \`number & ${name}<...>\` (or string, array...).`, node, scope);
    return this.fail("TC_UNRESOLVED_TYPE", `\`${name}\` is not exported by "unplugin-toolcall/types"; the markers are Int, PosInt, NonNegInt, Min, Max, ExclusiveMin, ExclusiveMax, MultipleOf, MinLength, MaxLength, Pattern, Format, MinItems, MaxItems, Wire, ToolContext.`, node, scope);
  }

  private declaration(found: Extract<NameTarget, { kind: "declaration" }>, args: t.TSType[], node: t.Node, scope: Scope): JsonSchema {
    // A namespace merged with an interface of the same name is not part of the type.
    const target = { ...found, declarations: found.declarations.filter((d) => d.kind !== "namespace") };
    const first = target.declarations[0];
    if (!first) return this.unsupported(node, scope, `\`${found.name}\` is a namespace, not a type; name a type inside it`);
    const params = first.kind === "enum" ? [] : (((first.node as t.TSTypeAliasDeclaration | t.TSInterfaceDeclaration).typeParameters?.params ?? []) as t.TSTypeParameter[]);
    if (args.length > params.length)
      return this.fail("TC_UNSUPPORTED_TYPE", `\`${textOf(node, scope)}\` passes ${args.length} type arguments; \`${target.name}\` takes ${params.length}.`, node, scope);
    const declScope: Scope = { file: target.file, namespace: first.namespace };
    if (params.length) {
      declScope.bindings = new Map();
      for (let i = 0; i < params.length; i++) {
        const p = params[i];
        let binding: TypeBinding;
        if (args[i]) binding = { node: args[i], scope };
        else if (p.default) binding = { node: p.default, scope: { ...declScope, bindings: new Map(declScope.bindings) } };
        else return this.fail("TC_UNSUPPORTED_TYPE", `\`${textOf(node, scope)}\` is generic: give \`${target.name}\` its type argument \`${p.name}\`.`, node, scope);
        declScope.bindings.set(p.name, binding);
        if (p.constraint) this.constraints.set(binding, { node: p.constraint, scope: declScope });
      }
    }
    // The position tells apart a namespace member from a top-level type of the same name.
    const declKey = `${target.file.path}#${target.name}@${first.node.start}`;
    const key = params.length ? declKey + "<" + args.map((a) => this.argKey(a, scope)).join(",") + ">" : declKey;
    const onStack = this.stack.find((e) => e.key === key);
    if (onStack) {
      onStack.recursive = true;
      return this.ref(key, target.name);
    }
    if (this.defNames.has(key) && this.defs[this.defNames.get(key)!]) return this.ref(key, target.name);
    {
      // Memoised per declaration and type arguments (the arguments' own identity is in the key).
      const memo = this.session.declarations.get(key);
      if (memo) {
        // Converted for another tool or module: this module depends on what that conversion read.
        this.session.absorb(memo.trace);
        return memo.schema;
      }
    }
    if (this.stack.length > 64)
      return this.fail("TC_TOO_DEEP", `\`${textOf(node, scope)}\` expands without end (a generic type that grows at each level); simplify it.`, node, scope);
    const entry = { key, recursive: false };
    this.stack.push(entry);
    const refsBefore = this.refsEmitted;
    const savedSite = this.libSite;
    if (target.file.path === LIB_PATH && scope.file.path !== LIB_PATH) this.libSite = { node, scope };
    let schema: JsonSchema;
    let trace: ModuleTrace;
    try {
      // In a trace of its own, so a later reuse can charge its dependencies to the module that reuses it.
      ({ value: schema, trace } = this.session.isolated(() => this.declarationBody(target, declScope)));
    } finally {
      this.stack.pop();
      this.libSite = savedSite;
    }
    this.session.absorb(trace);
    if (entry.recursive) {
      if (schema.$ref === "#/$defs/" + this.defName(key, target.name))
        return this.fail("TC_TOO_DEEP", `\`${target.name}\` is an alias of itself and describes no value; give it a real type.`, node, scope);
      this.defs[this.defName(key, target.name)] = schema;
      return this.ref(key, target.name);
    }
    if (this.refsEmitted === refsBefore) this.session.declarations.set(key, { schema, trace });
    return schema;
  }

  private declarationBody(target: Extract<NameTarget, { kind: "declaration" }>, scope: Scope): JsonSchema {
    const first = target.declarations[0];
    if (first.kind === "alias") {
      const alias = first.node as t.TSTypeAliasDeclaration;
      return applyDoc(this.convert(alias.typeAnnotation, scope), jsDocOf(first.docHolder), scope, this.session.diagnostics);
    }
    if (first.kind === "enum") {
      const e = first.node as t.TSEnumDeclaration;
      const members = enumMembers(e);
      if ("error" in members) return this.unsupported(e, scope, members.error);
      const merged = mergeLiterals(members.map((v) => constSchema(v.value)));
      return applyDoc(merged ?? { enum: members.map((v) => v.value) }, jsDocOf(first.docHolder), scope, this.session.diagnostics);
    }
    if (first.kind === "class") return applyDoc(classType(this, first.node as t.ClassDeclaration, scope), jsDocOf(first.docHolder), scope, this.session.diagnostics);
    // Interfaces: every declaration of the name (declaration merging), bases first.
    const parts: JsonSchema[] = [];
    let doc: JsDoc | undefined;
    for (const d of target.declarations) {
      if (d.kind !== "interface") continue;
      const i = d.node as t.TSInterfaceDeclaration;
      doc ??= jsDocOf(d.docHolder);
      for (const base of i.extends ?? []) {
        const s = this.reference(base.expression, base.typeParameters?.params ?? [], base, scope);
        if (isObjectSchema(s)) parts.push(s);
        else if (Object.keys(s).length) this.unsupported(base, scope, "an interface can only extend object types (not recursive ones)");
      }
      parts.push(this.members(i.body.body, scope));
    }
    const merged = parts.length === 1 ? parts[0] : mergeObjects(parts);
    return applyDoc(merged, doc, scope, this.session.diagnostics);
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

  /** Identity of a type argument, so `Tree<T>` inside `Tree` is seen as the same instantiation. */
  private argKey(node: t.TSType, scope: Scope): string {
    const u = unparen(node);
    const evaluated = asSchemaNode(u);
    if (evaluated) return "=" + evaluated.key;
    if (u.type === "TSTypeReference" && u.typeName.type === "Identifier" && !u.typeParameters) {
      const b = scope.bindings?.get(u.typeName.name);
      if (b) return this.argKey(b.node, b.scope);
    }
    const where = scope.snippet ? `jsdoc@${scope.snippet.loc.line}:${scope.snippet.loc.column}` : scope.file.path;
    let key = `${where}:${u.start}-${u.end}`;
    if (scope.bindings?.size) key += "{" + [...scope.bindings].map(([k, b]) => k + "=" + this.argKey(b.node, b.scope)).join(",") + "}";
    return key;
  }

  /** An object type's members: properties in source order, index signatures as `additionalProperties`. */
  members(members: t.TSTypeElement[], scope: Scope): JsonSchema {
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    let additional: JsonSchema | false = false;
    for (const m of members) {
      if (m.type === "TSPropertySignature") {
        const name = propertyName(m);
        if (name === undefined || m.computed) {
          this.unsupported(m, scope, "a computed property name; use a plain name");
          continue;
        }
        const typeNode = m.typeAnnotation?.typeAnnotation;
        if (!typeNode) {
          this.unsupported(m, scope, `property \`${name}\` has no type; annotate it`);
          continue;
        }
        // Under `strict`, `a: T | undefined` is a required key (JSON has no `undefined`, so its value is a T); only `?` makes it optional.
        const { schema } = this.convertOptional(typeNode, scope);
        properties[name] = applyDoc(schema, jsDocOf(m), scope, this.session.diagnostics);
        if (!m.optional) required.push(name);
      } else if (m.type === "TSIndexSignature") {
        const value = m.typeAnnotation?.typeAnnotation;
        additional = value ? this.convert(value, scope) : this.unsupported(m, scope, "an index signature without a value type");
      } else {
        this.unsupported(m, scope, "methods, call and construct signatures cannot travel as JSON; keep data types to properties");
      }
    }
    return objectSchema(properties, required, additional);
  }
}

