/**
 * The inspector's check of a call's value against the tool's declared
 * output schema: `dispatch` does not validate what a tool returns, and a
 * wrong return type is what a developer trying a tool wants to see. The
 * value is checked as a client receives it, as JSON text read back
 * losslessly (a Date is its ISO string, a bigint an exact integer), by the
 * same checker `dispatch` runs on arguments, so the two agree on what a
 * schema means.
 */
import { checker, parseJsonLossless, toJsonText, type CheckSchema, type ToolChecker, type ToolIssue } from "@toolcall/runtime";
import { validationSchema, type JsonSchema } from "@toolcall/core";

export type OutputIssue = ToolIssue;

const checkers = new Map<string, ToolChecker>();

/** The issues of `value` against `schema`, the tool's canonical output schema (none without one). */
export function outputIssues(schema: JsonSchema | undefined, value: unknown): OutputIssue[] {
  if (!schema) return [];
  const key = JSON.stringify(schema);
  let check = checkers.get(key);
  if (!check) {
    if (checkers.size > 500) checkers.clear();
    checkers.set(key, (check = checker(validationSchema(schema) as CheckSchema)));
  }
  const read = parseJsonLossless(toJsonText(value ?? null));
  if (!read.ok) return [{ path: "", message: read.error.message }];
  const result = check(read.value as Record<string, unknown>, true, read.lossless === true);
  if (result.ok) return [];
  if ("refused" in result) return [{ path: result.refused.path.join("."), message: result.refused.problem }];
  return result.issues;
}
