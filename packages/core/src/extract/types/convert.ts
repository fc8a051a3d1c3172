import type * as t from "@babel/types";
import type { JsonSchema } from "../../model/index.js";
import { jsDocOf, type JsDoc } from "../jsdoc.js";
import type { ModuleTrace, NameTarget, Session } from "../session.js";
import type { SourceFile } from "../source-file.js";
import { builtinType, type TypeHost } from "./builtins.js";
import { applyConstraints, CONSTRAINT_MARKERS, kindLast, type Constraint } from "./constraints.js";
import { applyDoc } from "./doc.js";
import { literalSchema, mergeLiterals, simplifyUnion, withNull } from "./literals.js";
import { isObjectSchema, mergeObjects, objectSchema } from "./objects.js";
import { locOf, textOf, type Scope, type TypeBinding } from "./scope.js";
import { enumValues, markerArgument, propertyName, unparen } from "./syntax.js";
import { unresolvedImportMessage } from "../resolve/messages.js";

const INT = (): JsonSchema => ({ type: "integer", "x-toolcall": { kind: "int" } });

/** Names TypeScript knows without an import, handled here when the file does not declare them itself. */
const BUILTINS = new Set(["Date", "Array", "ReadonlyArray", "Record", "Partial", "Required", "Readonly", "Pick", "Omit", "NonNullable", "Exclude", "Extract", "Promise"]);

/** Why a type that the checker computes cannot be derived here, and what to write instead. */
const COMPUTED = "is computed by the type checker, which toolcall does not run; write the resulting type out (an interface, a union of literals...)";

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

  constructor(private readonly session: Session) {}

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
  fail(code: "TC_UNSUPPORTED_TYPE" | "TC_UNRESOLVED_TYPE" | "TC_UNRESOLVED_IMPORT" | "TC_INVALID_MARKER" | "TC_TOO_DEEP", message: string, node: t.Node, scope: Scope): JsonSchema {
    this.session.diagnostics.error(code, message, locOf(node, scope));
    return {};
  }

  /** A TC_UNSUPPORTED_TYPE error naming the type and saying why. */
  unsupported(node: t.Node, scope: Scope, why: string): JsonSchema {
    return this.fail("TC_UNSUPPORTED_TYPE", `Type \`${textOf(node, scope)}\` cannot become JSON Schema: ${why}.`, node, scope);
  }

  convert(node: t.TSType, scope: Scope): JsonSchema {
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
        return literalSchema(node.literal) ?? this.unsupported(node, scope, "a template literal type with placeholders has no JSON Schema form; use `string & Pattern<...>`");
      case "TSParenthesizedType" as string:
        return this.convert((node as unknown as t.TSParenthesizedType).typeAnnotation, scope);
      case "TSArrayType":
        return { type: "array", items: this.convert(node.elementType, scope) };
      case "TSTupleType":
        return this.tuple(node, scope);
      case "TSUnionType":
        return this.union(node.types, scope, node);
      case "TSIntersectionType":
        return this.intersection(node, scope);
      case "TSTypeLiteral":
        return this.members(node.members, scope);
      case "TSTypeOperator":
        if (node.operator === "readonly") return this.convert(node.typeAnnotation, scope);
        return this.unsupported(node, scope, `\`${node.operator}\` ${COMPUTED}`);
      case "TSTypeReference":
        return this.reference(node.typeName, node.typeParameters?.params ?? [], node, scope);
      case "TSAnyKeyword":
      case "TSUnknownKeyword":
        return this.unsupported(node, scope, "it accepts anything, so nothing could be checked; write the type the tool expects");
      case "TSNeverKeyword":
        return this.unsupported(node, scope, "`never` has no values");
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
      case "TSConditionalType":
      case "TSMappedType":
      case "TSTypeQuery":
      case "TSIndexedAccessType":
      case "TSInferType":
        return this.unsupported(node, scope, `it ${COMPUTED}`);
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
    return { schema: this.convert(node, scope), optional: false };
  }

  private tuple(node: t.TSTupleType, scope: Scope): JsonSchema {
    const prefixItems: JsonSchema[] = [];
    let minItems = 0;
    let rest: JsonSchema | undefined;
    for (const raw of node.elementTypes) {
      let element: t.Node = raw;
      let optional = false;
      if (element.type === "TSNamedTupleMember") {
        optional = element.optional;
        element = element.elementType;
      }
      if (element.type === "TSOptionalType") {
        optional = true;
        element = element.typeAnnotation;
      }
      if (element.type === "TSRestType") {
        const restType = unparen(element.typeAnnotation);
        rest = restType.type === "TSArrayType" ? this.convert(restType.elementType, scope) : this.unsupported(element, scope, "a tuple rest element must be an array type (`...T[]`)");
        continue;
      }
      prefixItems.push(this.convert(element as t.TSType, scope));
      if (!optional) minItems = prefixItems.length;
    }
    const out: JsonSchema = { type: "array", prefixItems, items: rest ?? false, minItems };
    if (!rest) out.maxItems = prefixItems.length;
    return out;
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
        if (Object.keys(s).length === 1 && Array.isArray(s.anyOf)) schemas.push(...(s.anyOf as JsonSchema[]));
        else schemas.push(s);
      }
    }
    if (!schemas.length) return nullable ? { type: "null" } : this.unsupported(node, scope, "JSON has no `undefined`; make the parameter or property optional (`?`) instead");
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
    let base: JsonSchema;
    if (bases.length === 1) base = this.convert(bases[0], scope);
    else {
      const parts = bases.map((b) => this.convert(b, scope));
      if (parts.some((p) => !isObjectSchema(p))) {
        if (parts.every((p) => Object.keys(p).length === 0)) return {};
        return this.unsupported(node, scope, "only object types can be intersected (their properties are merged)");
      }
      base = mergeObjects(parts);
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
      const target = this.session.lookupName(scope.file, name.name);
      if (target.kind === "not-found" && BUILTINS.has(name.name)) return { kind: "builtin", name: name.name };
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
    if (source === undefined || !node.qualifier) return this.unsupported(node, scope, `it ${COMPUTED}`);
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
        const values = enumValues(entity.declaration);
        const found = values && values.find((v) => v.name === entity.member);
        if (!found) return this.fail("TC_UNRESOLVED_TYPE", `\`${text}\` is not a member of the enum; use one of its members.`, node, scope);
        return literalSchema(found.value)!;
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
    if (first.kind === "class")
      return this.unsupported(node, scope, `\`${target.name}\` is a class: its instances have methods and a prototype that JSON cannot carry; declare an interface with its data fields`);
    const params = first.kind === "enum" ? [] : ((first.node as t.TSTypeAliasDeclaration | t.TSInterfaceDeclaration).typeParameters?.params ?? []);
    if (args.length > params.length)
      return this.fail("TC_UNSUPPORTED_TYPE", `\`${textOf(node, scope)}\` passes ${args.length} type arguments; \`${target.name}\` takes ${params.length}.`, node, scope);
    const declScope: Scope = { file: target.file, namespace: first.namespace };
    if (params.length) {
      declScope.bindings = new Map();
      for (let i = 0; i < params.length; i++) {
        const p = params[i];
        if (args[i]) declScope.bindings.set(p.name, { node: args[i], scope });
        else if (p.default) declScope.bindings.set(p.name, { node: p.default, scope: { ...declScope, bindings: new Map(declScope.bindings) } });
        else return this.fail("TC_UNSUPPORTED_TYPE", `\`${textOf(node, scope)}\` is generic: give \`${target.name}\` its type argument \`${p.name}\`.`, node, scope);
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
    if (!params.length) {
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
    let schema: JsonSchema;
    let trace: ModuleTrace;
    try {
      // In a trace of its own, so a later reuse can charge its dependencies to the module that reuses it.
      ({ value: schema, trace } = this.session.isolated(() => this.declarationBody(target, declScope)));
    } finally {
      this.stack.pop();
    }
    this.session.absorb(trace);
    if (entry.recursive) {
      if (schema.$ref === "#/$defs/" + this.defName(key, target.name))
        return this.fail("TC_TOO_DEEP", `\`${target.name}\` is an alias of itself and describes no value; give it a real type.`, node, scope);
      this.defs[this.defName(key, target.name)] = schema;
      return this.ref(key, target.name);
    }
    if (!params.length && this.refsEmitted === refsBefore) this.session.declarations.set(key, { schema, trace });
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
      const values = enumValues(e);
      if (!values) return this.unsupported(e, scope, "an enum member with a computed value; give every member a literal value");
      const merged = mergeLiterals(values.map((v) => literalSchema(v.value)!));
      return applyDoc(merged ?? { enum: values.map((v) => v.value) }, jsDocOf(first.docHolder), scope, this.session.diagnostics);
    }
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
        const { schema, optional } = this.convertOptional(typeNode, scope);
        properties[name] = applyDoc(schema, jsDocOf(m), scope, this.session.diagnostics);
        if (!m.optional && !optional) required.push(name);
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
