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
import { hostile, mutate, Rng, sampleTools, toolSource, validArguments, type ToolSpec } from "./random-models.js";
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
  examples: string[];
}

export function newDifferentialTally(): DifferentialTally {
  return { cases: 0, accepted: 0, refused: 0, verdicts: 0, values: 0, examples: [] };
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
  const root = tool.inputSchema;
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
    const text = JSON.stringify(args);
    // As JSON text (the lossless path) or as an object a caller parsed.
    const input = rng.chance(0.5) ? text : JSON.parse(text);
    const result = await project.dispatch(spec.name, input);
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
    if (!accepted) continue;
    const input2 = coerced(oracle.root, JSON.parse(text), oracle) as Record<string, unknown>;
    const want = picture(spec.params.map((p) => input2[p.name]));
    if (picture(result.value) !== want) {
      tally.values++;
      note(`received ${picture(result.value).slice(0, 200)}, the table says ${want.slice(0, 200)}`);
    }
  }
}
