import type * as t from "@babel/types";
import type { JsonSchema } from "../../model/index.js";
import type { DiagnosticSink } from "../diagnostic-sink.js";
import type { Scope, TypeBinding } from "./scope.js";

/**
 * What the evaluator's operator modules (builtins, classes, conditional,
 * mapped, tuples) need from the converter that calls them: the converter
 * recurses into them and they recurse back through this interface, so no
 * module imports convert.ts back.
 */
export interface TypeHost {
  convert(node: t.TSType, scope: Scope): JsonSchema;
  convertOptional(node: t.TSType, scope: Scope): { schema: JsonSchema; optional: boolean };
  declaredConstraint(scope: Scope, name: string): TypeBinding | undefined;
  fail(code: "TC_UNSUPPORTED_TYPE", message: string, node: t.Node, scope: Scope): JsonSchema;
  unsupported(node: t.Node, scope: Scope, why: string): JsonSchema;
  readonly diagnostics: DiagnosticSink;
}
