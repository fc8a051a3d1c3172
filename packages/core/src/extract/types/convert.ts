import type * as t from "@babel/types";
import type { JsonSchema } from "../../model/index.js";
import type { Session } from "../session.js";
import { conditionalType } from "./conditional.js";
import { Declarations } from "./declarations.js";
import { intersectionType } from "./intersections.js";
import { LIB_PATH } from "./lib.js";
import { mappedType } from "./mapped.js";
import { membersType } from "./members.js";
import { entity, importType, reference } from "./names.js";
import { indexedAccess, literalType, typeOperator } from "./operators.js";
import { asSchemaNode } from "./schema-node.js";
import { isNever, NEVER, NON_NULL, UNKNOWN } from "./schema-sets.js";
import { locOf, textOf, type Scope, type TypeBinding } from "./scope.js";
import { unparen } from "./syntax.js";
import { tupleType } from "./tuples.js";
import type { DeclarationTarget, Entity, TypeFailure, TypeHost } from "./type-host.js";
import { typeQuery } from "./type-query.js";
import { unionType } from "./unions.js";
import { soleItem } from "../../model/lists.js";

/** Conditional and mapped types recurse through aliases; past this many nested instantiations the type is refused. */
const MAX_DEPTH = 50;

type Handler<K extends t.TSType["type"]> = (c: TypeHost, node: Extract<t.TSType, { type: K }>, scope: Scope) => JsonSchema;
/** A kind that stays refused, and why (the message names what to write instead). */
const refuse =
  (why: string) =>
  (c: TypeHost, node: t.Node, scope: Scope): JsonSchema =>
    c.unsupported(node, scope, why);

/** `any` is `unknown` (any JSON value), with a warning (an error under `strict`) that says to write `unknown`. */
function anyType(c: TypeHost, node: t.TSAnyKeyword, scope: Scope): JsonSchema {
  c.diagnostics.warn("TC_ANY_TYPE", "`any` is read as `unknown`: any JSON value, passed to the tool as it was sent; write `unknown` to say so (or the type the tool expects).", locOf(node, scope));
  return UNKNOWN;
}

/**
 * One row per kind of type syntax: the handler that converts it. A kind with
 * no row is refused. A new operator is a module of its own and a row here.
 */
const HANDLERS: { [K in t.TSType["type"]]?: Handler<K> } = {
  TSStringKeyword: () => ({ type: "string" }),
  TSNumberKeyword: () => ({ type: "number", "x-toolcall": { kind: "number" } }),
  TSBooleanKeyword: () => ({ type: "boolean" }),
  TSBigIntKeyword: () => ({ type: "integer", "x-toolcall": { kind: "bigint" } }),
  TSNullKeyword: () => ({ type: "null" }),
  TSNeverKeyword: () => NEVER,
  TSLiteralType: literalType,
  TSParenthesizedType: (c, node, scope) => c.convert(node.typeAnnotation, scope),
  TSArrayType: (c, node, scope) => ({ type: "array", items: c.convert(node.elementType, scope) }),
  TSTupleType: tupleType,
  TSUnionType: (c, node, scope) => c.union(node.types, scope, node),
  TSIntersectionType: intersectionType,
  // `{}` is the empty object type: any value but null (schema-sets.ts).
  TSTypeLiteral: (c, node, scope) => (node.members.length ? c.members(node.members, scope) : NON_NULL),
  TSTypeOperator: typeOperator,
  TSTypeQuery: typeQuery,
  TSIndexedAccessType: indexedAccess,
  TSMappedType: (c, node, scope) => c.nested(node, scope, () => mappedType(c, node, scope)),
  TSConditionalType: (c, node, scope) => c.nested(node, scope, () => conditionalType(c, node, scope)),
  TSTypeReference: (c, node, scope) => c.reference(node.typeName, node.typeParameters?.params ?? [], node, scope),
  TSImportType: importType,
  TSInferType: refuse("`infer` only has a meaning in the condition of a conditional type"),
  TSUnknownKeyword: () => UNKNOWN,
  TSAnyKeyword: anyType,
  TSObjectKeyword: () => ({ type: ["object", "array"] }),
  TSUndefinedKeyword: refuse("JSON has no `undefined`; make the parameter or property optional (`?`) instead"),
  TSVoidKeyword: refuse("JSON has no `undefined`; make the parameter or property optional (`?`) instead"),
  TSSymbolKeyword: refuse("a symbol cannot travel as JSON"),
  TSFunctionType: refuse("a function cannot travel as JSON; pass data and call the function yourself"),
  TSConstructorType: refuse("a function cannot travel as JSON; pass data and call the function yourself"),
};

/**
 * TypeScript type syntax -> JSON Schema, without a type checker. One converter
 * per tool module; it dispatches each node to its row in `HANDLERS`, and the
 * handlers call back through `TypeHost`. Named declarations, their memo and
 * recursion (`$defs`) are in declarations.ts; names in names.ts.
 */
export class TypeConverter implements TypeHost {
  private readonly declarations = new Declarations(this);
  private depth = 0;

  constructor(readonly session: Session) {}

  get diagnostics() {
    return this.session.diagnostics;
  }

  /** Runs `convert` calls for one root schema; returns what they produced and the `$defs` the root needs. */
  root<T>(build: () => T): { value: T; defs: Record<string, JsonSchema> | undefined } {
    return this.declarations.root(build);
  }

  convert(node: t.TSType, scope: Scope): JsonSchema {
    const evaluated = asSchemaNode(node);
    if (evaluated) return evaluated.schema;
    const handler = HANDLERS[node.type] as Handler<typeof node.type> | undefined;
    return handler ? handler(this, node, scope) : this.unsupported(node, scope, "this kind of type is not supported");
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
        const sole = soleItem(kept);
        return { schema: sole ? this.convert(sole, scope) : this.union(kept, scope, inner), optional: true };
      }
    }
    const schema = this.convert(node, scope);
    if (isNever(schema)) return { schema: this.unsupported(node, scope, "it is `never`, which has no values"), optional: false };
    return { schema, optional: false };
  }

  fail(code: TypeFailure, message: string, node: t.Node, scope: Scope): JsonSchema {
    const site = this.declarations.libSite;
    if (scope.file.path === LIB_PATH && site) {
      message = `In \`${textOf(site.node, site.scope)}\`: ${message}`;
      ({ node, scope } = site);
    }
    this.session.diagnostics.error(code, message, locOf(node, scope));
    return {};
  }

  unsupported(node: t.Node, scope: Scope, why: string): JsonSchema {
    return this.fail("TC_UNSUPPORTED_TYPE", `Type \`${textOf(node, scope)}\` cannot become JSON Schema: ${why}.`, node, scope);
  }

  noteArrayMethods(node: t.Node, scope: Scope): void {
    this.declarations.noteArrayMethods(node, scope);
  }

  nested(node: t.Node, scope: Scope, evaluate: () => JsonSchema): JsonSchema {
    if (this.depth >= MAX_DEPTH)
      return this.fail("TC_TOO_DEEP", `\`${textOf(node, scope)}\` is still expanding after ${MAX_DEPTH} nested conditional or mapped types; simplify it.`, node, scope);
    this.depth++;
    try {
      return evaluate();
    } finally {
      this.depth--;
    }
  }

  /** The declared constraint of the type parameter `name` bound in `scope`, if any. */
  declaredConstraint(scope: Scope, name: string): TypeBinding | undefined {
    const binding = scope.bindings?.get(name);
    return binding && this.declarations.constraints.get(binding);
  }

  entity(name: t.TSEntityName, scope: Scope): Entity {
    return entity(this, name, scope);
  }

  reference(name: t.TSEntityName | Entity, args: t.TSType[], node: t.Node, scope: Scope): JsonSchema {
    return reference(this, name, args, node, scope);
  }

  declaration(found: DeclarationTarget, args: t.TSType[], node: t.Node, scope: Scope): JsonSchema {
    return this.declarations.declaration(found, args, node, scope);
  }

  resolved(schema: JsonSchema): JsonSchema {
    return this.declarations.resolved(schema);
  }

  pendingProperty(ref: string, key: string): JsonSchema | undefined {
    return this.declarations.pendingProperty(ref, key);
  }

  union(members: t.TSType[], scope: Scope, node: t.Node): JsonSchema {
    return unionType(this, members, scope, node);
  }

  members(members: t.TSTypeElement[], scope: Scope): JsonSchema {
    return membersType(this, members, scope);
  }
}
