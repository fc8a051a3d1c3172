/**
 * The inspector's check of a call's value against the tool's declared
 * output schema (canonical, as `tools` publishes it): `dispatch` does not
 * validate what a tool returns, and a wrong return type is what a developer
 * trying a tool wants to see. The value is checked as JSON, as a client
 * receives it (a Date is its ISO string, a bigint a number).
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import type { JsonSchema } from "@toolcall/core";

export interface OutputIssue {
  path: string;
  message: string;
}

const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: false });
const compiled = new Map<string, ValidateFunction>();

export function outputIssues(schema: JsonSchema | undefined, value: unknown): OutputIssue[] {
  if (!schema) return [];
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    if (compiled.size > 500) compiled.clear();
    compiled.set(key, (validate = ajv.compile(schema)));
  }
  const asJson = JSON.parse(JSON.stringify(value ?? null, (_key, v: unknown) => (typeof v === "bigint" ? Number(v) : v))) as unknown;
  if (validate(asJson)) return [];
  return (validate.errors ?? []).slice(0, 20).map((e: ErrorObject) => ({
    path: e.instancePath.replace(/^\//, "").replace(/\//g, "."),
    message: e.message ?? e.keyword,
  }));
}
