import type * as t from "@babel/types";
import type { JsonSchema, RuntimeKind } from "../../model/index.js";
import { kindLast } from "./constraints.js";

const PRIMITIVES = new Set(["string", "number", "integer", "boolean"]);

/** The schema of one literal type (`"c"`, `3`, `-1`, `true`, `42n`); undefined for a template with placeholders. */
export function literalSchema(node: t.Node): JsonSchema | undefined {
  switch (node.type) {
    case "StringLiteral":
      return { type: "string", const: node.value };
    case "NumericLiteral":
      return numberConst(node.value);
    case "BooleanLiteral":
      return { type: "boolean", const: node.value };
    case "BigIntLiteral":
      return { type: "integer", const: Number(node.value), "x-toolcall": { kind: "bigint" } };
    case "TemplateLiteral":
      return node.expressions.length === 0 ? { type: "string", const: node.quasis.map((q) => q.value.cooked ?? "").join("") } : undefined;
    case "UnaryExpression": {
      if (node.operator !== "-") return undefined;
      const a = node.argument;
      if (a.type === "NumericLiteral") return numberConst(-a.value);
      if (a.type === "BigIntLiteral") return { type: "integer", const: -Number(a.value), "x-toolcall": { kind: "bigint" } };
      return undefined;
    }
    default:
      return undefined;
  }
}

function numberConst(value: number): JsonSchema {
  return Number.isInteger(value)
    ? { type: "integer", const: value, "x-toolcall": { kind: "int" } }
    : { type: "number", const: value, "x-toolcall": { kind: "number" } };
}

function valuesOf(s: JsonSchema): unknown[] | undefined {
  if (s.const !== undefined) return [s.const];
  if (Array.isArray(s.enum)) return s.enum;
  return undefined;
}

/**
 * Merges literal schemas of one primitive type into one `enum` (`"c" | "f"`
 * -> `{"type":"string","enum":["c","f"]}`; `true | false` -> boolean).
 * Undefined when the schemas are not all literals of one type.
 */
export function mergeLiterals(schemas: JsonSchema[]): JsonSchema | undefined {
  if (!schemas.length) return undefined;
  let type: string | undefined;
  let kind: unknown;
  const values: unknown[] = [];
  for (const s of schemas) {
    const v = valuesOf(s);
    if (!v || typeof s.type !== "string" || !PRIMITIVES.has(s.type)) return undefined;
    const sKind = s["x-toolcall"];
    if (type === undefined) {
      type = s.type;
      kind = sKind;
    } else if (type !== s.type) {
      // Integer and fractional number literals mix into a number enum; nothing else mixes.
      const numeric = (x: string) => x === "integer" || x === "number";
      const bigint = sKind?.kind === "bigint" || (kind as { kind: string } | undefined)?.kind === "bigint";
      if (!numeric(type) || !numeric(s.type) || bigint) return undefined;
      type = "number";
      kind = { kind: "number" };
    }
    for (const x of v) if (!values.includes(x)) values.push(x);
  }
  if (schemas.length === 1) return schemas[0];
  if (type === "boolean" && values.length === 2) return { type: "boolean" };
  const out: JsonSchema = values.length === 1 ? { type, const: values[0] } : { type, enum: values };
  if (kind) out["x-toolcall"] = kind as RuntimeKind;
  return out;
}

/**
 * The members of a union, simplified: literals of one primitive type merge
 * into one `enum` (in order of first appearance), literals a plain member
 * already admits are dropped (`"small" | string` is `string`), duplicates go.
 */
export function simplifyUnion(schemas: JsonSchema[]): JsonSchema[] {
  const all = mergeLiterals(schemas);
  if (all) return [all];
  const isPlain = (s: JsonSchema) => typeof s.type === "string" && PRIMITIVES.has(s.type) && Object.keys(s).every((k) => k === "type" || k === "x-toolcall");
  const plain = new Set(schemas.filter(isPlain).map((s) => s.type as string));
  const admitted = (type: string) => plain.has(type) || (type === "integer" && plain.has("number"));
  // Literals of one type gather in a group, placed where the first of them stood.
  type Group = [JsonSchema, ...JsonSchema[]];
  const groups = new Map<string, Group>();
  const out: (JsonSchema | Group)[] = [];
  for (const s of schemas) {
    const isLiteral = valuesOf(s) !== undefined && typeof s.type === "string" && PRIMITIVES.has(s.type);
    if (!isLiteral) {
      out.push(s);
      continue;
    }
    if (admitted(s.type as string)) continue;
    const key = s.type === "integer" ? "number" : (s.type as string);
    const group = groups.get(key);
    if (group) group.push(s);
    else {
      const created: Group = [s];
      groups.set(key, created);
      out.push(created);
    }
  }
  // Duplicates: the same object (a declaration used twice), or equal flat schemas
  // (`string | string`); deep schemas are not compared, which would cost more than it saves.
  const seen = new Set<unknown>();
  const result: JsonSchema[] = [];
  for (const item of out) {
    const schema = Array.isArray(item) ? (mergeLiterals(item) ?? item[0]) : item;
    const key = isFlat(schema) ? JSON.stringify(schema) : schema;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(schema);
  }
  return result;
}

/** `T | null`: `"type": [T, "null"]` for primitives (and their enums), else `anyOf` with `{"type":"null"}`. */
export function withNull(s: JsonSchema): JsonSchema {
  if (typeof s.type === "string" && PRIMITIVES.has(s.type) && s.$ref === undefined && s.anyOf === undefined) {
    const out: JsonSchema = { ...s, type: [s.type, "null"] };
    if (out.const !== undefined) {
      out.enum = [out.const, null];
      delete out.const;
    } else if (Array.isArray(out.enum)) out.enum = [...out.enum, null];
    return kindLast(out);
  }
  if (s.type === "null") return s;
  if (Object.keys(s).length === 1 && Array.isArray(s.anyOf)) return { anyOf: [...s.anyOf, { type: "null" }] };
  return { anyOf: [s, { type: "null" }] };
}

function isFlat(schema: JsonSchema): boolean {
  for (const key in schema) {
    const v = schema[key];
    if (v !== null && typeof v === "object" && key !== "x-toolcall" && !(Array.isArray(v) && v.every((x) => x === null || typeof x !== "object"))) return false;
  }
  return true;
}
