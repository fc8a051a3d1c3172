import type { JsonSchema } from "../../src/model/index.js";

// Sample values for judging a schema against tsc without reading it by hand
// (bench/peers.mjs): values built from the schema, meant to be valid, then
// one-step mutations of each and the typical wrong values. Whether a sample
// is valid is not assumed: tsc and dispatch are each asked about every one.

type Schema = JsonSchema & Record<string, unknown>;
const MAX_SAMPLES = 48;
/** Deep enough for a property of a recursive type to hold one level of itself. */
const MAX_DEPTH = 4;
const ROOT_WRONG: unknown[] = [null, 0, 1.5, "", "s", true, [], {}, { extra: 1 }];

/** The values to ask about for a schema (with the tool's `$defs`), valid ones first, deduplicated, at most a few dozen. */
export function sampleValues(schema: JsonSchema, defs: Record<string, JsonSchema> = {}): unknown[] {
  const valid = build(schema as Schema, defs, 0);
  const all = new Map<string, unknown>();
  const add = (v: unknown) => {
    if (v !== undefined && all.size < MAX_SAMPLES) all.set(JSON.stringify(v), v);
  };
  for (const v of valid) add(v);
  for (const v of valid) for (const m of mutations(v)) add(m);
  for (const v of ROOT_WRONG) add(v);
  return [...all.values()];
}

/** Values the schema describes, a few per node: each branch of a union, an object with its required properties and with all of them. */
function build(s: Schema, defs: Record<string, JsonSchema>, depth: number): unknown[] {
  if (typeof s !== "object" || s === null) return [1];
  if (typeof s.$ref === "string") {
    const target = defs[s.$ref.replace(/^#\/\$defs\//, "")] as Schema | undefined;
    return target && depth < MAX_DEPTH ? build(target, defs, depth + 1) : [];
  }
  if ("const" in s) return [s.const];
  if (Array.isArray(s.enum)) return s.enum.slice(0, 4);
  for (const key of ["anyOf", "oneOf"] as const) {
    const branches = s[key];
    if (Array.isArray(branches)) return branches.flatMap((b) => build(b as Schema, defs, depth + 1).slice(0, 2));
  }
  if (Array.isArray(s.allOf)) {
    const parts = s.allOf.map((b) => build(b as Schema, defs, depth + 1)[0]);
    return parts.every((p) => p && typeof p === "object" && !Array.isArray(p)) ? [Object.assign({}, ...parts)] : parts.slice(0, 1);
  }
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : undefined;
  if (!types) return s.properties ? build({ ...s, type: "object" }, defs, depth) : [1, "s", { a: 1 }, null];
  return types.flatMap((t) => ofType(t as string, s, defs, depth));
}

function ofType(type: string, s: Schema, defs: Record<string, JsonSchema>, depth: number): unknown[] {
  switch (type) {
    case "string":
      return [stringOf(s)];
    case "integer":
      return [typeof s.minimum === "number" ? Math.ceil(s.minimum) : 1];
    case "number":
      return typeof s.minimum === "number" ? [s.minimum] : [1.5, 0];
    case "boolean":
      return [true, false];
    case "null":
      return [null];
    case "array":
      return arraysOf(s, defs, depth);
    case "object":
      return objectsOf(s, defs, depth);
  }
  return [];
}

const FORMATS: Record<string, string> = {
  "date-time": "2020-01-02T03:04:05Z",
  date: "2020-01-02",
  time: "03:04:05Z",
  email: "a@example.com",
  uri: "https://example.com/",
  "uri-reference": "/a",
  uuid: "123e4567-e89b-12d3-a456-426614174000",
  ipv4: "127.0.0.1",
  ipv6: "::1",
  hostname: "example.com",
};

function stringOf(s: Schema): string {
  if (typeof s.format === "string" && FORMATS[s.format]) return FORMATS[s.format];
  const min = typeof s.minLength === "number" ? s.minLength : 0;
  return "s".padEnd(Math.max(1, min), "s");
}

function arraysOf(s: Schema, defs: Record<string, JsonSchema>, depth: number): unknown[] {
  const prefix = Array.isArray(s.prefixItems) ? s.prefixItems.map((p) => build(p as Schema, defs, depth + 1)[0]) : [];
  const items = s.items && typeof s.items === "object" ? build(s.items as Schema, defs, depth + 1) : [];
  const min = typeof s.minItems === "number" ? s.minItems : 0;
  const out: unknown[] = [];
  const base = [...prefix];
  while (base.length < min && items.length) base.push(items[0]);
  out.push(base);
  if (items.length && (typeof s.maxItems !== "number" || base.length < s.maxItems)) out.push([...base, ...items.slice(0, 2)]);
  return out;
}

function objectsOf(s: Schema, defs: Record<string, JsonSchema>, depth: number): unknown[] {
  const properties = (s.properties ?? {}) as Record<string, Schema>;
  const required = new Set((s.required ?? []) as string[]);
  const first = (p: Schema) => build(p, defs, depth + 1)[0];
  const some: Record<string, unknown> = {};
  const every: Record<string, unknown> = {};
  for (const [name, p] of Object.entries(properties)) {
    const v = first(p);
    if (v === undefined) continue;
    if (required.has(name)) some[name] = v;
    every[name] = v;
  }
  const out: unknown[] = [some, every];
  // An index signature's values, under a plain key and a numeric one.
  const extra = s.additionalProperties && typeof s.additionalProperties === "object" ? first(s.additionalProperties as Schema) : undefined;
  const patterned = s.patternProperties ? Object.values(s.patternProperties as Record<string, Schema>).map(first)[0] : undefined;
  for (const v of [extra, patterned]) if (v !== undefined) out.push({ ...some, k: v }, { ...some, 1: v });
  return out;
}

/** One change at a time, anywhere in the value: a leaf of another kind or another value, a property dropped or added, an item added or changed. */
function mutations(value: unknown): unknown[] {
  const out: unknown[] = [];
  const visit = (v: unknown, put: (w: unknown) => unknown, depth: number) => {
    if (depth > MAX_DEPTH) return;
    for (const w of leafChanges(v)) out.push(put(w));
    if (Array.isArray(v)) {
      out.push(put([...v, v[0] ?? "s"]), put([...v, "extra"]));
      if (v.length) out.push(put(v.slice(0, -1)));
      v.forEach((item, i) => visit(item, (w) => put(v.map((x, j) => (j === i ? w : x))), depth + 1));
    } else if (v && typeof v === "object") {
      const o = v as Record<string, unknown>;
      out.push(put({ ...o, extra: 1 }), put({ ...o, 1: 1 }));
      for (const key of Object.keys(o)) {
        const { [key]: _dropped, ...rest } = o;
        out.push(put(rest));
        visit(o[key], (w) => put({ ...o, [key]: w }), depth + 1);
      }
    }
  };
  visit(value, (w) => w, 0);
  return out;
}

function leafChanges(v: unknown): unknown[] {
  if (typeof v === "string") return [v + "x", "", 1, null];
  if (typeof v === "number") return [Number.isInteger(v) ? v + 0.5 : Math.round(v), v + 1, -1, String(v)];
  if (typeof v === "boolean") return [!v, String(v)];
  if (v === null) return [0, "null"];
  return Array.isArray(v) ? [{}] : [[], null];
}
