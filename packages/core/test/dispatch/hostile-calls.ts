// Random calls the way a hostile model (or caller) would make them, and an
// oracle that judges each result. Shared by the property test (CI, ~20,000
// cases) and `pnpm soak` (10^6 cases, not in CI).
//
// The oracle is independent of toolcall's validators: each tool's public
// `inputSchema` compiled by ajv on its own, plus the coercion table of
// docs/virtual-module.md (which number texts an `Int` or `bigint` takes). A call dispatch
// accepted must be one this oracle accepts.
import { Ajv2020 } from "ajv/dist/2020.js";
import fc from "fast-check";
import { publicSchema } from "../../src/providers/schema-walk.js";
import type { JsonSchema, ToolModel } from "../../src/model/index.js";
import { MAX_ISSUES, MAX_MESSAGE } from "../../../runtime/src/limits.js";
import type { Dispatch } from "./load.js";

// ---- generators -------------------------------------------------------------

const KEYS = ["value", "nullable", "fallback", "n", "id", "ratio", "city", "days", "unit", "query", "limit", "tags", "to", "items", "street", "zip", "sku", "qty", "root", "children", "shape", "kind", "radius", "side", "action", "speed", "note", "event", "when", "at", "until", "v", "xs", "few", "order", "labels", "how", "owner", "members", "quota", "email", "code", "name", "greeting", "__proto__", "constructor", "toString", "valueOf", ""];
/** Numbers whose JSON text JSON.parse reads exactly, and which are integral exactly when they look it. */
const PLAIN_NUMBERS = ["0", "-1", "1", "2", "3", "7", "14", "15", "100", "101", "1.5", "0.25", "0.75", "-12", "350.5"];
/** Texts the coercion table decides (the table of docs/virtual-module.md): precision, exponents, huge digit runs. */
const TABLE_NUMBERS = ["1.0", "9007199254740993", "562949953421312.01", "1e309", "-1e309", "1e-400", "2.5e3", "1e4095", "123456789012345678901234567890", "4503599627370495.5", "1" + "0".repeat(5000)];
const STRINGS = ["", "42", "-12", "18446744073709551615", "2026-01-01T00:00:00Z", "2026-13-01T00:00:00Z", "circle", "square", "move", "stop", "at", "raw", "c", "f", "Oslo", "abc", "ABC", "a@b.co", "😀", "\u0000", "error", "later"];

const key = fc.constantFrom(...KEYS);
const plainNumber = fc.constantFrom(...PLAIN_NUMBERS);
const tableNumber = fc.constantFrom(...TABLE_NUMBERS);

/** A JSON text tree built from tokens, so number texts survive exactly as written. */
const jsonText: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    { arbitrary: plainNumber, weight: 4 },
    { arbitrary: tableNumber, weight: 1 },
    { arbitrary: fc.constantFrom(...STRINGS).map((s) => JSON.stringify(s)), weight: 4 },
    { arbitrary: fc.constantFrom("true", "false", "null"), weight: 2 },
    { arbitrary: fc.array(tie("value"), { maxLength: 4 }).map((items) => `[${items.join(",")}]`), weight: 2 },
    { arbitrary: fc.array(fc.tuple(key, tie("value")), { maxLength: 5 }).map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(",")}}`), weight: 3 },
  ),
})).value;

/** The attack classes, as JSON text. */
const hostileText = fc.oneof(
  // Deep nesting around the depth limit.
  fc.tuple(fc.integer({ min: 200, max: 400 }), fc.constantFrom("1", "1e0", "[]")).map(([n, leaf]) => `{"value":${"[".repeat(n)}${leaf}${"]".repeat(n)}}`),
  // Many unknown properties, in a union, a record, the top level.
  fc.tuple(fc.integer({ min: 100, max: 3000 }), fc.constantFrom("shape", "action", "labels", "")).map(([n, at]) => {
    const extra = Array.from({ length: n }, (_, i) => `"p${i}":1`).join(",");
    return at ? `{"${at}":{"kind":"circle","radius":1,${extra}}}` : `{${extra}}`;
  }),
  // Huge exponents and digit runs for integer arrays.
  fc.tuple(fc.integer({ min: 10, max: 2000 }), fc.constantFrom("1e4095", "1e309", "9".repeat(300), "1.5"), fc.constantFrom("xs", "few")).map(([n, num, at]) => `{"${at}":[${Array(n).fill(num).join(",")}]}`),
  // A recursive type with many bad children, or an unknown property per level.
  fc.integer({ min: 10, max: 3000 }).map((n) => `{"root":{"id":1,"children":[${Array(n).fill('{"id":"x"}').join(",")}]}}`),
  fc.integer({ min: 10, max: 126 }).map((n) => {
    let node = '{"id":1,"bad":1}';
    for (let i = 0; i < n; i++) node = `{"id":1,"bad":1,"children":[${node}]}`;
    return `{"root":${node}}`;
  }),
  // A bare value, broken text, a long string.
  fc.constantFrom("9007199254740993", "1", '"text"', "[]", "null", "{", '{"a":}', "", "   ", `{"value":"${"x".repeat(100_000)}"}`),
);

class Order {
  id = 1;
}

/** Values no JSON parser makes: each must be refused, never passed through. */
const exotic: fc.Arbitrary<() => unknown> = fc.constantFrom(
  () => new Map([["a", 1]]),
  () => new Set([1]),
  () => new Date(0),
  () => new Error("e"),
  () => new Uint8Array(3),
  () => new Order(),
  () => new Number(1),
  () => new String("s"),
  () => () => 1,
  () => Symbol("s"),
  () => Promise.resolve(1),
  () => ({ get id() { throw new Error("getter"); } }),
  () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    return proxy;
  },
  () => {
    const a: Record<string, unknown> = { id: 1 };
    a.self = a;
    return a;
  },
  () => [1, , 3], // eslint-disable-line no-sparse-arrays
  () => {
    const xs: unknown[] = [];
    xs.length = 2 ** 32 - 1;
    return xs;
  },
  () => {
    let node: unknown = { id: 1 };
    for (let i = 0; i < 24; i++) node = { id: 1, children: [node, node] };
    return node;
  },
);

/** Already-parsed argument objects: JSON-like data, with exotic values planted at random places. */
const objectArgs: fc.Arbitrary<() => unknown> = fc.tuple(jsonText, fc.option(fc.tuple(fc.array(key, { minLength: 1, maxLength: 3 }), exotic), { freq: 2 })).map(([text, plant]) => () => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = {};
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) value = { value };
  if (plant) {
    const [path, make] = plant;
    let at = value as Record<string, unknown>;
    for (const k of path.slice(0, -1)) {
      const next = at[k];
      if (next === null || typeof next !== "object" || !Object.prototype.hasOwnProperty.call(at, k)) {
        Object.defineProperty(at, k, { value: {}, enumerable: true, writable: true, configurable: true });
      }
      at = at[k] as Record<string, unknown>;
    }
    Object.defineProperty(at, path[path.length - 1], { value: make(), enumerable: true, writable: true, configurable: true });
  }
  return value;
});

const oddName: fc.Arbitrary<() => unknown> = fc.constantFrom(
  () => "x".repeat(1 << 20),
  () => "forcast",
  () => 42,
  () => undefined,
  () => ({ toString() { throw new Error("name"); } }),
  () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    return proxy;
  },
);

export interface Call {
  name: () => unknown;
  args: () => unknown;
  ctx: () => unknown;
  /** Whether `args` is JSON text the oracle can judge (plain data, table numbers excepted). */
  kind: "text" | "object" | "hostile";
}

/** One random call: mostly a known tool, sometimes an odd name; text, hostile text or an object. */
export function callArbitrary(toolNames: string[]): fc.Arbitrary<Call> {
  const name = fc.oneof({ arbitrary: fc.constantFrom(...toolNames).map((n) => () => n), weight: 9 }, { arbitrary: oddName, weight: 1 });
  const ctx = fc.oneof(fc.constant(() => undefined), fc.constant(() => ({ user: "ada" })), exotic);
  return fc.oneof(
    { arbitrary: fc.record({ name, args: jsonText.map((t) => () => t), ctx, kind: fc.constant("text" as const) }), weight: 6 },
    { arbitrary: fc.record({ name, args: objectArgs, ctx, kind: fc.constant("object" as const) }), weight: 3 },
    { arbitrary: fc.record({ name, args: hostileText.map((t) => () => t), ctx, kind: fc.constant("hostile" as const) }), weight: 1 },
  );
}

// ---- oracle ------------------------------------------------------------------

/** Each tool's public input schema compiled by ajv, alone; formats by simple patterns of their own. */
export function oracleValidators(tools: ToolModel[]): Map<string, (data: unknown) => boolean> {
  // JSON semantics: a property is there when the object has it as its own (`{}` has no `constructor`).
  const ajv = new Ajv2020({ strict: false, allErrors: false, ownProperties: true });
  ajv.addFormat("date-time", (s: string) => /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/i.test(s));
  ajv.addFormat("email", (s: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s));
  const out = new Map<string, (data: unknown) => boolean>();
  for (const tool of tools) out.set(tool.name, ajv.compile(publicSchema(withCoercionTable(tool.inputSchema) as JsonSchema) as object));
  return out;
}

/**
 * The coercion table's row the public schema cannot say: `bigint & Wire<"string">`
 * (a decimal string in the schema) takes a JSON integer too, within its bounds.
 */
export function withCoercionTable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withCoercionTable);
  if (node === null || typeof node !== "object") return node;
  const out = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, withCoercionTable(v)]));
  const kind = (node as { "x-toolcall"?: { kind?: string; wire?: string; minimum?: string; maximum?: string } })["x-toolcall"];
  if (kind?.wire !== "string") return out;
  const integer: Record<string, unknown> = { type: "integer" };
  if (kind.minimum !== undefined) integer.minimum = Number(kind.minimum);
  if (kind.maximum !== undefined) integer.maximum = Number(kind.maximum);
  return { anyOf: [out, integer] };
}

/**
 * The oracle's verdict on JSON text arguments: `undefined` when the text
 * holds numbers the coercion table decides (ajv reads them through
 * JSON.parse, which rounds) or nulls (an optional property's null means
 * absent), else whether ajv accepts the parsed object.
 */
export function oracleAccepts(validate: (data: unknown) => boolean, text: string): boolean | undefined {
  if (/null|\d\.0|\d{16}|[eE][-+\d]|562949953421312\.01|4503599627370495\.5/.test(text)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text === "" || text.trim() === "" ? "{}" : text);
  } catch {
    return false;
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  return validate(value);
}

/** A picture of a value that shows any change: own keys, values, prototypes. Never throws. */
export function snapshot(value: unknown, seen = new Map<object, number>()): string {
  try {
    if (value === null || (typeof value !== "object" && typeof value !== "function")) return typeof value === "bigint" ? `${value}n` : typeof value === "symbol" ? "symbol" : String(value) + ":" + typeof value;
    if (typeof value === "function") return "fn";
    if (seen.has(value)) return `#${seen.get(value)}`;
    seen.set(value, seen.size);
    if (value instanceof Date) return `Date(${value.getTime()})`;
    if (value instanceof Map || value instanceof Set) return `${value.constructor.name}(${value.size})`;
    if (Array.isArray(value) && value.length > 100) return `Array(${value.length})`;
    const proto = Object.getPrototypeOf(value);
    const keys = Reflect.ownKeys(value).map(String);
    return `{${proto === Object.prototype ? "" : proto === Array.prototype ? "[]" : "?"}${keys.map((k) => {
      const d = Object.getOwnPropertyDescriptor(value, k);
      return `${k}=${d && "value" in d ? snapshot(d.value, seen) : "get"}`;
    }).join(",")}}`;
  } catch {
    return "unreadable";
  }
}

// ---- running -----------------------------------------------------------------

export interface Tally {
  cases: number;
  /** Text calls the oracle gave a verdict on, and of those, the ones it accepts. */
  judged: number;
  accepted: number;
  throws: number;
  rejections: number;
  malformed: number;
  invalidCalls: number;
  refusedValid: number;
  mutated: number;
  prototypeChanges: number;
  slowest: { ms: number; what: string };
  examples: string[];
}

export function newTally(): Tally {
  return { cases: 0, judged: 0, accepted: 0, throws: 0, rejections: 0, malformed: 0, invalidCalls: 0, refusedValid: 0, mutated: 0, prototypeChanges: 0, slowest: { ms: 0, what: "" }, examples: [] };
}

const PROTOTYPES = [Object.prototype, Array.prototype, Function.prototype, String.prototype, Number.prototype];
const protoPicture = () => PROTOTYPES.map((p) => Reflect.ownKeys(p).length).join(",") + ":" + ({} as Record<string, unknown>).polluted;

function describeCall(call: Call, name: unknown, args: unknown): string {
  const n = typeof name === "string" ? name.slice(0, 40) : typeof name;
  const a = typeof args === "string" ? args.slice(0, 120) : snapshot(args).slice(0, 120);
  return `${call.kind} ${n}(${a})`;
}

function isWellFormed(result: any): boolean {
  if (result === null || typeof result !== "object") return false;
  if (result.ok === true) return "value" in result;
  if (result.ok !== false || typeof result.error?.message !== "string") return false;
  if (!["unknown_tool", "invalid_json", "invalid_arguments", "tool_failed"].includes(result.error.code)) return false;
  if (result.error.message.length > MAX_MESSAGE) return false;
  const issues = result.error.issues;
  return issues === undefined || (Array.isArray(issues) && issues.length > 0 && issues.length <= MAX_ISSUES);
}

/** Runs one call and records what the oracle finds wrong with it. */
export async function judge(dispatch: Dispatch, oracle: Map<string, (data: unknown) => boolean>, call: Call, tally: Tally): Promise<void> {
  tally.cases++;
  const name = call.name();
  const args = call.args();
  const before = typeof args === "object" ? snapshot(args) : undefined;
  const protoBefore = protoPicture();
  const note = (what: string) => {
    if (tally.examples.length < 20) tally.examples.push(`${what}: ${describeCall(call, name, args)}`);
  };
  const start = performance.now();
  let promise: Promise<any>;
  try {
    promise = dispatch(name, args, call.ctx());
  } catch {
    tally.throws++;
    note("throw");
    return;
  }
  let result: any;
  try {
    result = await promise;
  } catch {
    tally.rejections++;
    note("rejection");
    return;
  }
  const ms = performance.now() - start;
  if (ms > tally.slowest.ms) tally.slowest = { ms, what: describeCall(call, name, args) };
  if (!isWellFormed(result)) {
    tally.malformed++;
    note("malformed result");
  }
  if (before !== undefined && snapshot(args) !== before) {
    tally.mutated++;
    note("mutated input");
  }
  if (protoPicture() !== protoBefore) {
    tally.prototypeChanges++;
    note("prototype change");
  }
  const validate = typeof name === "string" ? oracle.get(name) : undefined;
  if (call.kind !== "text" || !validate || typeof args !== "string") return;
  const verdict = oracleAccepts(validate, args);
  if (verdict === undefined) return;
  tally.judged++;
  if (verdict) tally.accepted++;
  const called = result.ok === true || result.error?.code === "tool_failed";
  if (called && !verdict) {
    tally.invalidCalls++;
    note("called with invalid arguments");
  } else if (!called && verdict && result.error?.code === "invalid_arguments") {
    tally.refusedValid++;
    note(`refused valid arguments (${result.error.message.slice(0, 120)})`);
  }
}
