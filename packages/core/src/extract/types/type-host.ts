import type * as t from "@babel/types";
import type { JsonSchema } from "../../model/index.js";
import type { DiagnosticSink } from "../diagnostic-sink.js";
import type { NameTarget, Session } from "../session.js";
import type { SourceFile } from "../source-file.js";
import type { Scope, TypeBinding } from "./scope.js";

/** The errors a type can be refused with. */
export type TypeFailure = "TC_UNSUPPORTED_TYPE" | "TC_UNRESOLVED_TYPE" | "TC_UNRESOLVED_IMPORT" | "TC_INVALID_MARKER" | "TC_TOO_DEEP" | "TC_EMPTY_INTERSECTION";

/** What a type name refers to in a scope: a session lookup's target, a type parameter binding, a builtin, an enum member. */
export type Entity =
  | NameTarget
  | { kind: "binding"; binding: TypeBinding }
  | { kind: "builtin"; name: string }
  | { kind: "enum-member"; file: SourceFile; declaration: t.TSEnumDeclaration; member: string };

export type DeclarationTarget = Extract<NameTarget, { kind: "declaration" }>;

/**
 * What the evaluator's modules (one per operator or job: names,
 * declarations, unions, intersections, members, builtins, classes,
 * conditional, mapped, tuples...) need from the converter that calls them:
 * the converter dispatches to them and they recurse back through this
 * interface, so no module imports convert.ts or another handler back.
 */
export interface TypeHost {
  readonly session: Session;
  readonly diagnostics: DiagnosticSink;
  convert(node: t.TSType, scope: Scope): JsonSchema;
  convertOptional(node: t.TSType, scope: Scope): { schema: JsonSchema; optional: boolean };
  declaredConstraint(scope: Scope, name: string): TypeBinding | undefined;
  /** Reports an error at a type and returns `{}` so conversion can go on and report more. */
  fail(code: TypeFailure, message: string, node: t.Node, scope: Scope): JsonSchema;
  /** A TC_UNSUPPORTED_TYPE error naming the type and saying why. */
  unsupported(node: t.Node, scope: Scope, why: string): JsonSchema;
  /** Runs a mapped or conditional type's evaluation one nesting level deeper (TC_TOO_DEEP past the limit). */
  nested(node: t.Node, scope: Scope, evaluate: () => JsonSchema): JsonSchema;
  /** `keyof` an array at `node` gave its method names (array-keys.ts): a root or memo that still holds them is refused there. */
  noteArrayMethods(node: t.Node, scope: Scope): void;
  /** names.ts */
  entity(name: t.TSEntityName, scope: Scope): Entity;
  reference(name: t.TSEntityName | Entity, args: t.TSType[], node: t.Node, scope: Scope): JsonSchema;
  /** declarations.ts */
  declaration(found: DeclarationTarget, args: t.TSType[], node: t.Node, scope: Scope): JsonSchema;
  /** A recursive type's `$ref` (and those of a union's members) replaced by its complete definition, for the operators that read a type's structure. */
  resolved(schema: JsonSchema): JsonSchema;
  /** Property `key` of the declaration a `$ref` names while that declaration is still being read; undefined when it has none written out. */
  pendingProperty(ref: string, key: string): JsonSchema | undefined;
  /** unions.ts */
  union(members: t.TSType[], scope: Scope, node: t.Node): JsonSchema;
  /** members.ts */
  members(members: t.TSTypeElement[], scope: Scope): JsonSchema;
}
