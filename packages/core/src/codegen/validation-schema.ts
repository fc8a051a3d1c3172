/**
 * The schema `dispatch`'s checker reads (@toolcall/runtime's `check/`),
 * derived from a tool's canonical input schema for validation only
 * (providers never see it): annotations go, `x-toolcall` nodes and plain
 * number nodes become a `coerce` keyword that checks and converts in one
 * step (exact bigint, Date, integer bounds a double cannot state), and
 * objects say which optional properties take `null` as absent and which
 * literal defaults fill what is absent; `strip` marks the closed objects of
 * a tool with `unknownProperties: "strip"`. The result is JSON, emitted as a
 * literal into the tool's shared shapes module (tool-shapes.ts).
 *
 * A template literal type's pattern becomes `template` (its parts): the
 * checker matches the parts in linear time and never runs the regex, whose
 * text stays for the error message and for providers.
 */
import { CHECK_KEYWORDS, resolveLocalRef, subschemaShape, type TemplatePart } from "@toolcall/runtime";
import { CHECKED_FORMATS } from "../model/formats.js";
import { RUNTIME_KIND_KEY, type JsonSchema, type RuntimeKind, type UnknownProperties } from "../model/index.js";

/** What `coerce` holds: a RuntimeKind plus bounds and the other JSON types the node admits. */
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

/** What `template` holds: the parts the checker matches, and the public pattern an error names. */
export interface TemplateKeyword {
  parts: TemplatePart[];
  pattern: string;
}

const BOUNDS = ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"] as const;

/** Keywords that only describe: validation has no use for them, and they would bloat the output. */
const ANNOTATIONS = new Set(["description", "title", "examples", "deprecated", "readOnly", "writeOnly", "$comment", "default", "$schema"]);

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

/** The node a local reference (`#/$defs/Name`, any pointer into the root) names, or undefined. */
function refTarget(ref: string, root: JsonSchema): Node | undefined {
  const node = resolveLocalRef(root, ref);
  return isObject(node) || typeof node === "boolean" ? node : undefined;
}

/** True when the canonical node accepts JSON `null`. */
export function admitsNull(node: Node | undefined, root: JsonSchema, seen = new Set<string>()): boolean {
  if (node === undefined || node === true) return true;
  if (node === false) return false;
  if (typeof node.$ref === "string") {
    if (seen.has(node.$ref)) return false;
    seen.add(node.$ref);
    if (!admitsNull(refTarget(node.$ref, root), root, seen)) return false;
  }
  const types = typesOf(node);
  if (types && !types.includes("null")) return false;
  if (Array.isArray(node.enum) && !node.enum.includes(null)) return false;
  if ("const" in node && node.const !== null) return false;
  for (const key of ["anyOf", "oneOf"]) {
    const list = node[key];
    if (Array.isArray(list) && !list.some((b) => admitsNull(b as Node, root, new Set(seen)))) return false;
  }
  if (Array.isArray(node.allOf) && !node.allOf.every((b) => admitsNull(b, root, new Set(seen)))) return false;
  return true;
}

function coerceKeyword(node: JsonSchema, runtimeKind: RuntimeKind | undefined): CoerceKeyword | undefined {
  // `{}` lists `number` among its types but, like `unknown`, is taken as sent: no number rules.
  if (runtimeKind?.kind === "nonnull") return undefined;
  const types = typesOf(node) ?? [];
  // A template is matched (`template`), not converted; `unknown` is taken as sent.
  const annotation = runtimeKind?.kind === "template" || runtimeKind?.kind === "unknown" ? undefined : runtimeKind;
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
    for (const b of BOUNDS) if (typeof node[b] === "number") spec[b] = node[b];
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
    const shape = subschemaShape(key);
    if (shape === "map" && isObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewrite(v as Node, root, strip)]));
    } else if (shape === "list" && Array.isArray(value)) {
      out[key] = value.map((v) => rewrite(v as Node, root, strip));
    } else if (shape === "single" && (isObject(value) || typeof value === "boolean")) {
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
    out.coerce = coerce;
  }

  // A template literal's pattern is matched by its parts in linear time; the regex never runs.
  const annotation = node[RUNTIME_KIND_KEY];
  if (annotation?.kind === "template" && typeof out.pattern === "string") {
    out.template = { parts: annotation.parts, pattern: out.pattern } satisfies TemplateKeyword;
    delete out.pattern;
  }

  const properties = isObject(node.properties) ? node.properties : undefined;
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
    if (nullAbsent.length) out.nullAbsent = nullAbsent;
    if (defaults.length) out.defaults = defaults;
  }
  if (strip && isClosedObject(node)) out.strip = true;
  for (const key of Object.keys(out)) {
    // A keyword the checker does not read would go unchecked: a bug upstream, refused here.
    if (!CHECK_KEYWORDS.has(key)) throw new Error(`the validation schema has a keyword the checker does not read: ${key}`);
  }
  return out;
}

/** True when a property's schema (or the local definition it refers to) is a bigint node. */
function bigintKindOf(prop: Node, root: JsonSchema): boolean {
  if (!isObject(prop)) return false;
  const kind = prop[RUNTIME_KIND_KEY];
  if (kind) return kind.kind === "bigint";
  return typeof prop.$ref === "string" && bigintKindOf(refTarget(prop.$ref, root) ?? false, root);
}

function defaultOf(prop: Node, root: JsonSchema): unknown {
  if (!isObject(prop)) return undefined;
  if (prop.default !== undefined) return prop.default;
  if (typeof prop.$ref === "string") {
    const target = refTarget(prop.$ref, root);
    if (isObject(target) && target.default !== undefined) return target.default;
  }
  return undefined;
}

/** An object that admits only its declared properties. */
function isClosedObject(node: JsonSchema): boolean {
  return node.additionalProperties === false && node.patternProperties === undefined;
}

/**
 * The validation schema of a tool's canonical input schema (a new object; the
 * input is not touched). With `unknownProperties: "strip"` closed objects get
 * `strip`: the checker drops what it would otherwise refuse.
 */
export function validationSchema(inputSchema: JsonSchema, unknownProperties: UnknownProperties = "reject"): JsonSchema {
  return rewrite(inputSchema, inputSchema, unknownProperties === "strip") as JsonSchema;
}
