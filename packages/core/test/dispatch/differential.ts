// The differential run (issue 20: ajv is the oracle, not the engine):
// random type models rendered as TypeScript and built for real
// (random-models.ts, source-tools.ts), then for values generated for them,
// dispatch's verdict and coerced value against ajv's (Ajv2020 with
// ajv-formats, on the public inputSchema, plus the coercion table of docs/virtual-module.md).
// Shared by differential.test.ts (10^5 cases in CI) and `pnpm soak` (10^6).
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import type { JsonSchema, ToolModel } from "../../src/model/index.js";
import { publicSchema } from "../../src/providers/schema-walk.js";
import { withCoercionTable } from "./hostile-calls.js";
import { hostile, mutate, NAMES, Rng, WRONG, sampleTools, toolSource, validArguments, type ToolSpec } from "./random-models.js";
import { loadSourceTools } from "./source-tools.js";
import type { Dispatch } from "./load.js";

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => Ajv2020;

export interface DifferentialTally {
  cases: number;
  accepted: number;
  refused: number;
  /** Dispatch and ajv disagree on accepting. */
  verdicts: number;
  /** Both accept, but the function received something else than the coercion table says. */
  values: number;
  /** Object input: a getter read more than once, or (accepted) one not read. */
  reads: number;
  /** Object input, accepted: an object of the function's input at two places, or one of the caller's. */
  aliases: number;
  /** Object input built as a hostile caller would: getters made, properties hidden, arrays of one object past 4,096 values. */
  shapes: { getters: number; hidden: number; sharedPast: number };
  examples: string[];
}

export function newDifferentialTally(): DifferentialTally {
  return { cases: 0, accepted: 0, refused: 0, verdicts: 0, values: 0, reads: 0, aliases: 0, shapes: { getters: 0, hidden: 0, sharedPast: 0 }, examples: [] };
}

const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?";
const EMAIL = new RegExp(`^${ATOM}(?:\\.${ATOM})*@${LABEL}(?:\\.${LABEL})*$`);

interface Oracle {
  validate: ValidateFunction;
  /** The validator of a union branch, for the coercion the first passing branch applies. */
  branch: (node: JsonSchema) => ValidateFunction;
  root: JsonSchema;
}

function oracleOf(tool: ToolModel): Oracle {
  const ajv = addFormats(new Ajv2020({ strict: false, allErrors: false, ownProperties: true }));
  // ajv-formats' email wants a dot in the domain; the `email` format of docs/types.md (RFC 5321 `Mailbox`) takes `a@b` too.
  ajv.addFormat("email", EMAIL);
  // The wire forms' limits in digits, which `^-?\d+$` cannot say (withWireLimits).
  ajv.addKeyword({ keyword: "x-wire-digits", type: "string", schemaType: "number", validate: (most: number, text: string) => text.replace(/^-?0*/, "").length <= most });
  ajv.addKeyword({ keyword: "x-wire-safe", type: "string", validate: (_: unknown, text: string) => Number.isSafeInteger(Number(text)) });
  const root = withWireLimits(tool.inputSchema) as JsonSchema;
  const branches = new Map<JsonSchema, ValidateFunction>();
  return {
    validate: ajv.compile(publicSchema(withCoercionTable(root) as JsonSchema) as object),
    root,
    branch(node) {
      let v = branches.get(node);
      if (!v) branches.set(node, (v = ajv.compile(publicSchema(withCoercionTable({ ...node, $defs: root.$defs }) as JsonSchema) as object)));
      return v;
    },
  };
}

/**
 * The coercion table's limits on a wire string: `bigint & Wire<"string">`
 * up to 4,096 digits (as a JSON number), `Int & Wire<"string">` within
 * 2^53-1, leading zeros and a sign not counted.
 */
function withWireLimits(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withWireLimits);
  if (node === null || typeof node !== "object") return node;
  const out: Record<string, unknown> = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, withWireLimits(v)]));
  const kind = (node as JsonSchema)["x-toolcall"] as { kind?: string; wire?: string } | undefined;
  if (kind?.wire === "string") out[kind.kind === "int" ? "x-wire-safe" : "x-wire-digits"] = kind.kind === "int" ? true : 4096;
  return out;
}

function resolve(node: JsonSchema, root: JsonSchema): JsonSchema {
  while (typeof node.$ref === "string") node = (root.$defs as Record<string, JsonSchema>)[node.$ref.replace("#/$defs/", "")];
  return node;
}

/**
 * What the function receives for a value ajv accepts, by the coercion table:
 * `Date` and `bigint` converted, a union along its first passing branch.
 */
export function coerced(node: JsonSchema, value: unknown, oracle: Oracle): unknown {
  node = resolve(node, oracle.root);
  if (Array.isArray(node.anyOf)) {
    const branch = node.anyOf.find((b) => oracle.branch(b)(value));
    return branch ? coerced(branch, value, oracle) : value;
  }
  const kind = node["x-toolcall"]?.kind;
  if (kind === "date" && typeof value === "string") return new Date(value);
  if (kind === "bigint" && (typeof value === "number" || typeof value === "string")) return BigInt(value);
  if (kind === "int" && (node["x-toolcall"] as { wire?: string }).wire === "string" && typeof value === "string") return Number(value);
  if (Array.isArray(value)) {
    const prefix = node.prefixItems;
    return value.map((v, i) => {
      const item = prefix?.[i] ?? node.items;
      return item && typeof item === "object" ? coerced(item, v, oracle) : v;
    });
  }
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const sub = node.properties?.[k] ?? node.additionalProperties;
      out[k] = sub && typeof sub === "object" ? coerced(sub, v, oracle) : v;
    }
    return out;
  }
  return value;
}

/** A text picture of a value in which Dates, bigints, undefined and key order all show. */
export function picture(value: unknown): string {
  if (value instanceof Date) return `Date(${Number.isNaN(value.getTime()) ? "invalid" : value.toISOString()})`;
  if (typeof value === "bigint") return `${value}n`;
  if (value === undefined) return "undefined";
  if (Array.isArray(value)) return `[${value.map(picture).join(",")}]`;
  if (value !== null && typeof value === "object") return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${picture(v)}`).join(",")}}`;
  return JSON.stringify(value);
}

export interface DifferentialProject {
  specs: ToolSpec[];
  tools: ToolModel[];
  dispatch: Dispatch;
  oracles: Map<string, Oracle>;
  diagnostics: string[];
}

/** Builds `count` random tools for a seed: extracted, generated and imported once, reused for many values. */
export async function differentialProject(count: number, seed: number): Promise<DifferentialProject> {
  const specs = sampleTools(count, seed);
  const { dispatch, tools, diagnostics } = await loadSourceTools(toolSource(specs));
  const oracles = new Map(tools.map((t) => [t.name, oracleOf(t)]));
  return { specs, tools, dispatch, oracles, diagnostics: diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.message}`) };
}

/** Runs `cases` values against the project's tools and tallies the disagreements. */
export async function runDifferential(project: DifferentialProject, cases: number, seed: number, tally: DifferentialTally): Promise<void> {
  const rng = new Rng(seed);
  const specs = project.specs.filter((s) => project.oracles.has(s.name));
  for (let i = 0; i < cases; i++) {
    const spec = rng.pick(specs);
    const oracle = project.oracles.get(spec.name) as Oracle;
    const roll = rng.next();
    const args = roll < 0.01 ? hostile(spec, rng) : roll < 0.55 ? mutate(validArguments(spec, rng), rng) : validArguments(spec, rng);
    const sent = JSON.stringify(args);
    // As JSON text (the lossless path) or as an object a caller built: the
    // data the oracle judges is what that object holds as JSON.
    const caller = rng.chance(0.5) ? undefined : callerObject(sent, rng, tally.shapes);
    const text = caller ? caller.seen : sent;
    const result = await project.dispatch(spec.name, caller ? caller.input : text);
    const expected = oracle.validate(JSON.parse(text));
    tally.cases++;
    const note = (what: string) => {
      if (tally.examples.length < 20) tally.examples.push(`${what}: ${spec.name}(${text.slice(0, 300)}) -> ${picture(result).slice(0, 300)}`);
    };
    const accepted = result.ok === true;
    if (accepted) tally.accepted++;
    else tally.refused++;
    if (accepted !== expected) {
      tally.verdicts++;
      note(`dispatch ${accepted ? "accepted" : "refused"}, ajv ${expected ? "accepts" : "refuses"}${accepted ? "" : ` (${result.error?.message?.slice(0, 200)})`}`);
      continue;
    }
    if (caller && (caller.getters.reads > caller.getters.made || (accepted && caller.getters.reads !== caller.getters.made))) {
      tally.reads++;
      note(`${caller.getters.made} getters read ${caller.getters.reads} times`);
    }
    if (!accepted) continue;
    if (caller) {
      const found = objectsIn(result.value);
      const theirs = new Set(objectsIn(caller.input));
      if (new Set(found).size !== found.length || found.some((o) => theirs.has(o))) {
        tally.aliases++;
        note("an object of the input at two places, or the caller's own");
      }
    }
    const input2 = coerced(oracle.root, JSON.parse(text), oracle) as Record<string, unknown>;
    const want = picture(spec.params.map((p) => input2[p.name]));
    if (picture(result.value) !== want) {
      tally.values++;
      note(`received ${picture(result.value).slice(0, 200)}, the table says ${want.slice(0, 200)}`);
    }
  }
}

/**
 * Object input as a hostile caller may build it, holding the JSON data of
 * `text` or less: an array whose items are one object reached from every
 * place (now and then 2,500 of them, past the 4,096 values where the checker
 * starts remembering objects), properties that are own but not enumerable
 * (absent: the data does not hold them), and properties behind getters
 * (on objects reached from one place; each must run once).
 */
function callerObject(text: string, rng: Rng, shapes: DifferentialTally["shapes"]): { input: unknown; seen: string; getters: { made: number; reads: number } } {
  const value: unknown = JSON.parse(text);
  share(value, rng, new Set(), shapes);
  const seen = JSON.stringify(value);
  const places = new Map<object, number>();
  countPlaces(value, places);
  const getters = { made: 0, reads: 0 };
  disguise(value, rng, places, getters, new Set(), shapes);
  shapes.getters += getters.made;
  return { input: value, seen, getters };
}

function share(value: unknown, rng: Rng, done: Set<object>, shapes: DifferentialTally["shapes"]): void {
  if (value === null || typeof value !== "object" || done.has(value)) return;
  done.add(value);
  if (Array.isArray(value)) {
    const first: unknown = value[0];
    if (value.length >= 2 && first !== null && typeof first === "object" && rng.chance(0.3)) {
      const length = rng.chance(0.05) ? (shapes.sharedPast++, 2500) : value.length;
      value.length = 0;
      for (let i = 0; i < length; i++) value.push(first);
    }
    for (const item of value) share(item, rng, done, shapes);
    return;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    share(record[key], rng, done, shapes);
    // Own but not enumerable: gone from the data.
    if (rng.chance(0.03)) (shapes.hidden++, Object.defineProperty(record, key, { enumerable: false }));
  }
}

/** How many places each object is reached from (every path walked: the objects here are small or few). */
function countPlaces(value: unknown, places: Map<object, number>): void {
  if (value === null || typeof value !== "object") return;
  places.set(value, (places.get(value) ?? 0) + 1);
  for (const item of Array.isArray(value) ? value : Object.values(value)) countPlaces(item, places);
}

function disguise(value: unknown, rng: Rng, places: Map<object, number>, getters: { made: number; reads: number }, done: Set<object>, shapes: DifferentialTally["shapes"]): void {
  if (value === null || typeof value !== "object" || done.has(value)) return;
  done.add(value);
  if (Array.isArray(value)) {
    for (const item of value) disguise(item, rng, places, getters, done, shapes);
    return;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const item = record[key];
    disguise(item, rng, places, getters, done, shapes);
    if (places.get(record) === 1 && rng.chance(0.15)) {
      getters.made++;
      Object.defineProperty(record, key, { get: () => (getters.reads++, item), enumerable: true, configurable: true });
    }
  }
  // A property the data does not hold, though the object has it: often a name the tool declares.
  if (rng.chance(0.1)) {
    const name = rng.pick([...NAMES, "kind", "value", "next"]);
    if (!Object.prototype.hasOwnProperty.call(record, name)) (shapes.hidden++, Object.defineProperty(record, name, { value: rng.pick(WRONG), enumerable: false, configurable: true, writable: true }));
  }
}

/** Every object in `value` (containers and Dates), each time it is met; own enumerable properties only. */
function objectsIn(value: unknown, into: object[] = []): object[] {
  if (value === null || typeof value !== "object" || into.length > 100_000) return into;
  into.push(value);
  if (value instanceof Date) return into;
  for (const item of Array.isArray(value) ? value : Object.values(value)) objectsIn(item, into);
  return into;
}
