/**
 * The schema the dispatcher's validators are compiled from. It is derived
 * from a tool's canonical input schema for validation only (providers never
 * see it): `x-toolcall` nodes and plain number nodes become a `tcCoerce`
 * keyword that checks and converts in one step (exact bigint, Date, integer
 * bounds a double cannot state), `additionalProperties: false` becomes
 * `tcClosed` (so an error can name the nearest valid property; `tcStrip`
 * drops unknown properties instead, for `unknownProperties: "strip"`), and objects
 * get `tcObject` for what happens before their properties are checked
 * (null for an optional property -> absent, literal defaults filled in).
 *
 * Checking converts in place, so unions take care: inside a union branch,
 * `tcObjectEnd` undoes an object's `tcObject` changes when the object fails,
 * and every branch is bracketed by `tcBranchStart` / `tcBranchEnd`, which
 * roll its conversions back when it fails. The next branch always sees the
 * arguments as they were sent.
 *
 * A template literal type's pattern becomes `tcTemplate`, which matches the
 * template's parts in linear time (the regex could backtrack).
 *
 * An array with `maxItems` gets `tcItems` for its `items`, which checks the
 * first `maxItems` items only: past the bound, work stops.
 */
import type { TemplatePart } from "@toolcall/runtime";
import { CHECKED_FORMATS } from "../model/formats.js";
import { RUNTIME_KIND_KEY, type JsonSchema, type RuntimeKind, type UnknownProperties } from "../model/index.js";

/** What `tcCoerce` receives: a RuntimeKind plus bounds and the other JSON types the node admits. */
export interface CoerceKeyword {
  kind: "number" | "int" | "bigint" | "date";
  wire?: "string";
  also?: string[];
  minimum?: number | string;
  maximum?: number | string;
  exclusiveMinimum?: number | string;
  exclusiveMaximum?: number | string;
  multipleOf?: number | string;
}

/** What `tcObject` receives. */
export interface ObjectKeyword {
  /** Optional properties whose schema does not admit null: `null` means absent (OpenAI strict mode). */
  nullAbsent: string[];
  /**
   * Literal defaults filled in when a property is absent, as [name, JSON
   * value, "bigint" when the property is a bigint and the value is its
   * decimal digits (emitted as `BigInt("...")`, whatever form the schema used)].
   */
  defaults: [string, unknown, "bigint"?][];
}

/** What `tcTemplate` receives: the parts it matches, and the public pattern an error names. */
export interface TemplateKeyword {
  parts: TemplatePart[];
  pattern: string;
}

const BOUNDS = ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"] as const;

/** Keywords that only describe: validation has no use for them, and they would bloat the output. */
const ANNOTATIONS = new Set(["description", "title", "examples", "deprecated", "readOnly", "writeOnly", "$comment", "default", "$schema"]);

const SCHEMA_MAP_KEYWORDS = ["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"];
const SCHEMA_LIST_KEYWORDS = ["anyOf", "oneOf", "allOf", "prefixItems"];
const SCHEMA_KEYWORDS = ["items", "additionalProperties", "not", "if", "then", "else", "contains", "propertyNames", "unevaluatedProperties", "unevaluatedItems", "additionalItems"];

type Node = JsonSchema | boolean;

function isObject(v: unknown): v is JsonSchema {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}

function typesOf(node: JsonSchema): string[] | undefined {
  const t = node.type;
  if (typeof t === "string") return [t];
  if (Array.isArray(t)) return t.map(String);
  return undefined;
}

/** Resolves a local `#/$defs/Name` (or `#/definitions/Name`) reference against the root. */
function resolveLocalRef(ref: string, root: JsonSchema): Node | undefined {
  if (!ref.startsWith("#/")) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(2).split("/")) {
    const seg = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
    if (!isObject(node)) return undefined;
    node = node[seg];
  }
  return isObject(node) || typeof node === "boolean" ? (node as Node) : undefined;
}

/** True when the canonical node accepts JSON `null`. */
export function admitsNull(node: Node | undefined, root: JsonSchema, seen = new Set<string>()): boolean {
  if (node === undefined || node === true) return true;
  if (node === false) return false;
  if (typeof node.$ref === "string") {
    if (seen.has(node.$ref)) return false;
    seen.add(node.$ref);
    if (!admitsNull(resolveLocalRef(node.$ref, root), root, seen)) return false;
  }
  const types = typesOf(node);
  if (types && !types.includes("null")) return false;
  if (Array.isArray(node.enum) && !node.enum.includes(null)) return false;
  if ("const" in node && node.const !== null) return false;
  for (const key of ["anyOf", "oneOf"]) {
    const list = node[key];
    if (Array.isArray(list) && !list.some((b) => admitsNull(b as Node, root, new Set(seen)))) return false;
  }
  if (Array.isArray(node.allOf) && !node.allOf.every((b) => admitsNull(b as Node, root, new Set(seen)))) return false;
  return true;
}

function coerceKeyword(node: JsonSchema, runtimeKind: RuntimeKind | undefined): CoerceKeyword | undefined {
  const types = typesOf(node) ?? [];
  // A template is matched (`tcTemplate`), not converted.
  const annotation = runtimeKind?.kind === "template" ? undefined : runtimeKind;
  let kind = annotation?.kind;
  if (!kind) {
    // A number node the extractor did not annotate still gets the number rules (finite, exact integers).
    if (types.includes("integer")) kind = "int";
    else if (types.includes("number")) kind = "number";
    else return undefined;
  }
  const spec: CoerceKeyword = { kind };
  if (annotation?.kind === "bigint") {
    if (annotation.wire === "string") spec.wire = "string";
    for (const b of BOUNDS) {
      const fromAnnotation = annotation[b];
      const fromSchema = node[b];
      if (fromAnnotation !== undefined) spec[b] = String(fromAnnotation);
      else if (typeof fromSchema === "number" && Number.isSafeInteger(fromSchema)) spec[b] = String(fromSchema);
    }
  } else if (kind === "number" || kind === "int") {
    for (const b of BOUNDS) if (typeof node[b] === "number") spec[b] = node[b] as number;
    // `Int & Wire<"string">`: the string form keeps its bounds in the annotation, as decimal strings.
    if (annotation?.kind === "int" && annotation.wire === "string") {
      spec.wire = "string";
      for (const b of BOUNDS) if (annotation[b] !== undefined) spec[b] = Number(annotation[b]);
    }
  }
  const own = new Set(kind === "date" ? ["string"] : (kind === "bigint" || kind === "int") && spec.wire ? ["string", "integer", "number"] : ["integer", "number"]);
  const also = types.filter((t) => !own.has(t));
  if (also.length) spec.also = also;
  return spec;
}

/** Rewrites one canonical schema node (and its children) into the validation form. */
function rewrite(node: Node, root: JsonSchema, strip: boolean): Node {
  if (!isObject(node)) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (ANNOTATIONS.has(key) || key === RUNTIME_KIND_KEY || key.startsWith("x-")) continue;
    if (SCHEMA_MAP_KEYWORDS.includes(key) && isObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewrite(v as Node, root, strip)]));
    } else if ((key === "anyOf" || key === "oneOf") && Array.isArray(value)) {
      // Every branch is bracketed: when a branch that converts values in
      // place fails, its conversions are rolled back before the next branch
      // runs; and inside any branch, validation never stops at the error cap
      // (a later branch may still pass).
      const combinator: string = key;
      out[combinator] = value.map((v) => ({ allOf: [{ tcBranchStart: true }, rewrite(v as Node, root, strip), { tcBranchEnd: true }] }));
    } else if (SCHEMA_LIST_KEYWORDS.includes(key) && Array.isArray(value)) {
      out[key] = value.map((v) => rewrite(v as Node, root, strip));
    } else if (SCHEMA_KEYWORDS.includes(key) && (isObject(value) || typeof value === "boolean")) {
      out[key] = rewrite(value, root, strip);
    } else if (key !== "format" || (typeof value === "string" && CHECKED_FORMATS.has(value))) {
      // (a format the runtime does not check is left out)
      out[key] = value;
    }
  }

  const coerce = coerceKeyword(node, node[RUNTIME_KIND_KEY]);
  if (coerce) {
    delete out.type;
    for (const b of BOUNDS) delete out[b];
    if (coerce.kind === "date") delete out.format;
    if (coerce.wire) delete out.pattern;
    out.tcCoerce = coerce;
  }

  // A template literal's pattern is matched by its parts in linear time; the regex never runs.
  const annotation = node[RUNTIME_KIND_KEY];
  if (annotation?.kind === "template" && typeof out.pattern === "string") {
    out.tcTemplate = { parts: annotation.parts, pattern: out.pattern } satisfies TemplateKeyword;
    delete out.pattern;
  }

  // Items past `maxItems` are never checked: `tcItems` stops there (README, Limits).
  if (typeof node.maxItems === "number" && isObject(out.items) && out.prefixItems === undefined) {
    out.tcItems = out.items;
    delete out.items;
  }

  const properties = isObject(node.properties) ? (node.properties as Record<string, Node>) : undefined;
  if (properties) {
    const required = new Set(Array.isArray(node.required) ? node.required.map(String) : []);
    const nullAbsent: string[] = [];
    const defaults: [string, unknown, "bigint"?][] = [];
    for (const [name, prop] of Object.entries(properties)) {
      if (required.has(name)) continue;
      if (!admitsNull(prop, root)) nullAbsent.push(name);
      const fallback = defaultOf(prop, root);
      if (fallback === undefined) continue;
      const digits = bigintKindOf(prop, root) && (typeof fallback === "number" || typeof fallback === "string") ? String(fallback) : undefined;
      if (digits !== undefined && /^-?\d+$/.test(digits)) defaults.push([name, digits, "bigint"]);
      else defaults.push([name, fallback]);
    }
    if (nullAbsent.length || defaults.length) {
      out.tcObject = { nullAbsent, defaults } satisfies ObjectKeyword;
      // Inside a union branch, undoes tcObject's changes when the branch fails.
      out.tcObjectEnd = true;
    }
  }
  if (isClosedObject(node)) {
    delete out.additionalProperties;
    if (strip) out.tcStrip = Object.keys(properties ?? {});
    else out.tcClosed = Object.keys(properties ?? {});
  }
  return out;
}

/** True when a property's schema (or the local definition it refers to) is a bigint node. */
function bigintKindOf(prop: Node, root: JsonSchema): boolean {
  if (!isObject(prop)) return false;
  const kind = prop[RUNTIME_KIND_KEY];
  if (kind) return kind.kind === "bigint";
  return typeof prop.$ref === "string" && bigintKindOf(resolveLocalRef(prop.$ref, root) ?? false, root);
}

function defaultOf(prop: Node, root: JsonSchema): unknown {
  if (!isObject(prop)) return undefined;
  if (prop.default !== undefined) return prop.default;
  if (typeof prop.$ref === "string") {
    const target = resolveLocalRef(prop.$ref, root);
    if (isObject(target) && target.default !== undefined) return target.default;
  }
  return undefined;
}

/** An object that admits only its declared properties: what `tcClosed` (or `tcStrip`) stands for. */
function isClosedObject(node: JsonSchema): boolean {
  return node.additionalProperties === false && node.patternProperties === undefined;
}

/**
 * The validation schema of a tool's canonical input schema (a new object; the
 * input is not touched). With `unknownProperties: "strip"` closed objects get
 * `tcStrip`, which deletes what `tcClosed` would refuse.
 */
export function validationSchema(inputSchema: JsonSchema, unknownProperties: UnknownProperties = "reject"): JsonSchema {
  return rewrite(inputSchema, inputSchema, unknownProperties === "strip") as JsonSchema;
}

/**
 * True when the validation schema names a property that plain objects
 * inherit (`constructor`, `toString`, `__proto__`): only such a schema needs
 * ajv's `ownProperties`, which checks every property with
 * `hasOwnProperty` and makes validation about twice as slow. For any other
 * name a plain object (the only kind dispatch validates: README, "Limits")
 * has it as an own property or not at all.
 */
export function namesInheritedProperty(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.some(namesInheritedProperty);
  if (!isObject(schema)) return false;
  for (const [key, value] of Object.entries(schema)) {
    if (key === "properties" && isObject(value) && Object.keys(value).some((name) => name in Object.prototype)) return true;
    if ((key === "required" || key === "tcClosed" || key === "tcStrip") && Array.isArray(value) && value.some((name) => typeof name === "string" && name in Object.prototype)) return true;
    if (key === "dependentRequired" && isObject(value) && Object.entries(value).some(([k, v]) => k in Object.prototype || (Array.isArray(v) && v.some((n) => n in Object.prototype)))) return true;
    if (typeof value === "object" && value !== null && namesInheritedProperty(value)) return true;
  }
  return false;
}
