/**
 * MCP `structuredContent` must match the tool's `outputSchema` (clients, the
 * official SDK's among them, validate it and reject the result otherwise).
 * Plain JSON data has no bigint, so each bigint in a result becomes what the
 * schema says at its place:
 *
 * - `bigint & Wire<"string">` (`{"type":"string","pattern":"^-?\\d+$"}`): the
 *   decimal string, every digit kept.
 * - plain `bigint` (`{"type":"integer"}`): a number. Beyond 2^53 that number
 *   is rounded: a JS number cannot hold the digits, and a string would not
 *   match `integer`, which makes clients reject the whole result. The JSON
 *   text copy sent beside `structuredContent` keeps every digit (see
 *   `mcpToolResult`); `bigint & Wire<"string">` is the lossless choice.
 * - where the schema says nothing (`{}`, no schema, a non-local `$ref`): a
 *   number when safe, else the decimal string (both match, the string is exact).
 *
 * The schema is walked along the value at run time: `$ref` (local JSON
 * pointers), `anyOf`/`oneOf`/`allOf`, `properties`, `patternProperties`,
 * `additionalProperties`, `prefixItems` and `items`. The schemas are the JSON
 * literals of the generated module, so nothing is compiled (edge-safe).
 */
import { resolveLocalRef } from "../json-pointer.js";

type Schema = { [keyword: string]: unknown };

const EMPTY: readonly Schema[] = [];

function isSchema(value: unknown): value is Schema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The schema nodes that apply at one place: `node` itself plus, recursively,
 * its `$ref` target and `anyOf`/`oneOf`/`allOf` branches (`allOf` taken as a
 * union: close enough to choose a bigint's form). `true` applies as `{}`.
 */
function expand(node: unknown, root: Schema, out: Schema[], seen: Set<Schema>): void {
  if (node === true) {
    out.push({});
    return;
  }
  if (!isSchema(node) || seen.has(node)) return;
  seen.add(node);
  out.push(node);
  if (typeof node.$ref === "string") expand(resolveLocalRef(root, node.$ref), root, out, seen);
  for (const key of ["anyOf", "oneOf", "allOf"]) {
    const list = node[key];
    if (Array.isArray(list)) for (const sub of list) expand(sub, root, out, seen);
  }
}

function candidates(nodes: Iterable<unknown>, root: Schema): Schema[] {
  const out: Schema[] = [];
  const seen = new Set<Schema>();
  for (const node of nodes) expand(node, root, out, seen);
  return out;
}

function types(node: Schema): string[] {
  const type = node.type;
  if (typeof type === "string") return [type];
  return Array.isArray(type) ? type.filter((t): t is string => typeof t === "string") : [];
}

/** Whether a node may describe a value of JSON type `kind` ("object" or "array"): it says so, or says no type. */
function allows(node: Schema, kind: string): boolean {
  const list = types(node);
  return list.length === 0 || list.includes(kind);
}

const MIN_SAFE = BigInt(Number.MIN_SAFE_INTEGER);
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** A bigint's form at a place: its decimal string, or a number (the text copy keeps the bigint). */
function bigintFor(value: bigint, nodes: readonly Schema[], text: boolean): number | string | bigint {
  const form = bigintForm(value, nodes);
  if (form === "string") return value.toString();
  return text ? value : Number(value);
}

function bigintForm(value: bigint, nodes: readonly Schema[]): "number" | "string" {
  const safe = value >= MIN_SAFE && value <= MAX_SAFE;
  let integer = false;
  let string = false;
  for (const node of nodes) {
    for (const type of types(node)) {
      if (type === "integer" || type === "number") integer = true;
      else if (type === "string") string = true;
    }
  }
  if (integer && safe) return "number";
  if (string) return "string";
  // An `integer` schema: the nearest number (see the file comment); the text copy has every digit.
  if (integer) return "number";
  return safe ? "number" : "string";
}

function propertyNodes(nodes: readonly Schema[], key: string): unknown[] {
  const out: unknown[] = [];
  for (const node of nodes) {
    if (!allows(node, "object")) continue;
    const properties = node.properties;
    if (isSchema(properties) && Object.prototype.hasOwnProperty.call(properties, key)) {
      out.push(properties[key]);
      continue;
    }
    let matched = false;
    const patterns = node.patternProperties;
    if (isSchema(patterns)) {
      for (const [pattern, sub] of Object.entries(patterns)) {
        try {
          if (new RegExp(pattern, "u").test(key)) {
            out.push(sub);
            matched = true;
          }
        } catch {
          // A pattern this engine cannot compile says nothing here.
        }
      }
    }
    if (!matched && node.additionalProperties !== undefined) out.push(node.additionalProperties);
  }
  return out;
}

function itemNodes(nodes: readonly Schema[], index: number): unknown[] {
  const out: unknown[] = [];
  for (const node of nodes) {
    if (!allows(node, "array")) continue;
    const prefix = node.prefixItems;
    if (Array.isArray(prefix) && index < prefix.length) out.push(prefix[index]);
    else if (node.items !== undefined && !Array.isArray(node.items)) out.push(node.items);
  }
  return out;
}

function isPrimitive(value: unknown): boolean {
  return value === null || (typeof value !== "object" && typeof value !== "function");
}

/** Whether an object value can match `node`, judged on its type, `required`, closed and `const`/`enum` properties. */
function fits(node: Schema, object: Record<string, unknown>): boolean {
  if (!allows(node, "object")) return false;
  const has = (key: string) => Object.prototype.hasOwnProperty.call(object, key);
  if (Array.isArray(node.required) && !node.required.every((key) => typeof key !== "string" || has(key))) return false;
  const properties = isSchema(node.properties) ? node.properties : {};
  if (node.additionalProperties === false && node.patternProperties === undefined) {
    if (!Object.keys(object).every((key) => Object.prototype.hasOwnProperty.call(properties, key))) return false;
  }
  for (const [key, sub] of Object.entries(properties)) {
    if (!has(key) || !isSchema(sub) || !isPrimitive(object[key]) || typeof object[key] === "bigint") continue;
    if ("const" in sub && isPrimitive(sub.const) && sub.const !== object[key]) return false;
    if (Array.isArray(sub.enum) && sub.enum.every(isPrimitive) && !sub.enum.includes(object[key])) return false;
  }
  return true;
}

function convert(value: unknown, nodes: readonly Schema[], root: Schema, text: boolean): unknown {
  if (typeof value === "bigint") return bigintFor(value, nodes, text);
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    return value.map((item, i) => convert(item, nodes.length === 0 ? EMPTY : candidates(itemNodes(nodes, i), root), root, text));
  }
  const object = value as Record<string, unknown>;
  // Of union branches, those this object can be (a tag's `const`, `required`, closed properties), when any.
  const fitting = nodes.filter((node) => fits(node, object));
  const own = fitting.length > 0 ? fitting : nodes;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(object)) {
    const sub = own.length === 0 ? EMPTY : candidates(propertyNodes(own, key), root);
    // defineProperty: a key named `__proto__` stays an own property.
    Object.defineProperty(out, key, { value: convert(item, sub, root, text), enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/**
 * Plain JSON data (bigints still bigints, as `toJsonValue(v, "keep")` gives)
 * with every bigint in the form `schema` asks for at its place. With `text`,
 * the data for the JSON text copy: the same, except that a bigint that
 * becomes a number in `structuredContent` stays a bigint, for `toJsonText`
 * to write with every digit. Returns a new structure; the input is not modified.
 */
export function bigintsBySchema(data: unknown, schema: unknown, text = false): unknown {
  const root = isSchema(schema) ? schema : {};
  return convert(data, candidates([schema], root), root, text);
}
