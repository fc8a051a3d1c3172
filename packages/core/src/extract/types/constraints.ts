import type { JsonSchema, RuntimeKind, SourceLocation } from "../../model/index.js";
import { CONSTRAINT_MARKERS, constraintKeywords, STRING_ARGUMENTS, type ConstraintKeyword } from "../../model/markers.js";

export { CONSTRAINT_MARKERS, type ConstraintKeyword };
import type { DiagnosticSink } from "../diagnostic-sink.js";
import { checkFormatName } from "../format-name.js";
import { checkPatternRisk } from "../pattern-risk.js";

export interface Constraint {
  keyword: ConstraintKeyword;
  value: number | bigint | string;
  /** Where it was written and how (`Min<1>`), for messages. */
  loc: SourceLocation;
  text: string;
}

const NUMERIC = constraintKeywords("number");
const STRING = constraintKeywords("string");
const ARRAY = constraintKeywords("array");

/** The run-time kind carried by a schema node, if any. */
export function kindOf(schema: JsonSchema): RuntimeKind | undefined {
  return schema["x-toolcall"];
}

function hasType(schema: JsonSchema, type: string): boolean {
  const t = schema.type;
  return t === type || (Array.isArray(t) && t.includes(type));
}

/** Puts `x-toolcall` last, so schemas read the same whatever order keywords were added in. */
export function kindLast(schema: JsonSchema): JsonSchema {
  if (!("x-toolcall" in schema)) return schema;
  const { ["x-toolcall"]: kind, ...rest } = schema;
  return { ...rest, "x-toolcall": kind };
}

/**
 * Applies constraints to a converted schema (a copy is returned). Numeric
 * bounds on a `bigint` are also kept in `x-toolcall` as exact decimal strings;
 * `Wire<"string">` turns an integer into its decimal-string form, last, so the
 * bounds it cannot express are kept in `x-toolcall` for dispatch.
 */
export function applyConstraints(schema: JsonSchema, constraints: Constraint[], sink: DiagnosticSink): JsonSchema {
  if (!constraints.length) return schema;
  let out: JsonSchema = { ...schema };
  let kind = kindOf(out);
  if (kind) kind = { ...kind };
  let wire: Constraint | undefined;
  for (const c of constraints) {
    if (c.keyword === "wire") {
      wire = c;
      continue;
    }
    if (NUMERIC.has(c.keyword)) {
      if (!kind || kind.kind === "date") {
        sink.error("TC_INVALID_MARKER", `${c.text} applies to numbers (number, Int, bigint), not to this type; remove it or change the type.`, c.loc);
        continue;
      }
      (out as Record<string, unknown>)[c.keyword] = Number(c.value);
      if (kind.kind === "bigint") (kind as Record<string, unknown>)[c.keyword] = BigInt(c.value).toString();
    } else if (STRING.has(c.keyword)) {
      if (!hasType(out, "string") || (kind && kind.kind !== "template")) {
        sink.error("TC_INVALID_MARKER", `${c.text} applies to strings, not to this type; remove it or change the type.`, c.loc);
        continue;
      }
      if (c.keyword === "format") checkFormatName(String(c.value), c.text, c.loc, sink);
      if (c.keyword === "pattern") checkPatternRisk(String(c.value), c.text, c.loc, sink);
      // A `Pattern<>` replaces a template literal's pattern, so its parts no longer say what is matched.
      if (c.keyword === "pattern" && kind?.kind === "template") kind = undefined;
      (out as Record<string, unknown>)[c.keyword] = STRING_ARGUMENTS.has(c.keyword) ? String(c.value) : Number(c.value);
    } else if (ARRAY.has(c.keyword)) {
      if (!hasType(out, "array")) {
        sink.error("TC_INVALID_MARKER", `${c.text} applies to arrays, not to this type; remove it or change the type.`, c.loc);
        continue;
      }
      (out as Record<string, unknown>)[c.keyword] = Number(c.value);
    }
  }
  if (kind) out["x-toolcall"] = kind;
  else delete out["x-toolcall"];
  if (wire) out = applyWire(out, kind, wire, sink);
  return kindLast(out);
}

function applyWire(schema: JsonSchema, kind: RuntimeKind | undefined, wire: Constraint, sink: DiagnosticSink): JsonSchema {
  if (wire.value !== "string") {
    sink.error("TC_INVALID_MARKER", `${wire.text}: the only wire form is Wire<"string">.`, wire.loc);
    return schema;
  }
  if (!kind || (kind.kind !== "bigint" && kind.kind !== "int") || !hasType(schema, "integer")) {
    sink.warn("TC_WIRE_IGNORED", `${wire.text} only applies to an integer type (Int, bigint); it is ignored here. Remove it.`, wire.loc);
    return schema;
  }
  const { kind: name, ...bounds } = kind;
  const wireKind: Record<string, unknown> = { kind: name, wire: "string", ...bounds };
  const out: JsonSchema = {};
  if (schema.description !== undefined) out.description = schema.description;
  out.type = Array.isArray(schema.type) ? schema.type.map((t) => (t === "integer" ? "string" : t)) : "string";
  out.pattern = "^-?\\d+$";
  for (const k of NUMERIC) {
    if (schema[k] === undefined) continue;
    // The string form cannot carry bounds: dispatch enforces them from x-toolcall.
    if (wireKind[k] === undefined) wireKind[k] = String(schema[k]);
  }
  if (typeof schema.default === "number") out.default = String(schema.default);
  else if (schema.default !== undefined) out.default = schema.default;
  out["x-toolcall"] = wireKind as RuntimeKind;
  return out;
}
