// The differential run of the checker's two code shapes (docs/options.md,
// `checker`), shared by fast-checker.test.ts (10^5 texts in CI) and `pnpm
// soak` (10^6): random type models (random-models.ts) plus the nested
// corpus tool, built for real in both shapes, and the same JSON texts
// (valid arguments, one-step mutations, hostile shapes, and what the fast
// shape must say no to: `-0`, `null` for an optional, a key left out,
// unknown and `__proto__` keys, numbers a double cannot hold) sent to both
// `dispatch`es, whose results, values and messages must be the same. The
// predicate is also run alone against the checker: where it says yes, the
// checker accepts the text and hands on the very object it was given.
import { checker, parseJsonLossless, type CheckSchema } from "@toolcall/runtime";
import { fastPredicateSource } from "../../src/codegen/fast-check.js";
import { validationSchema } from "../../src/codegen/validation-schema.js";
import type { ToolModel } from "../../src/model/index.js";
import { picture } from "./differential.js";
import { hostile, mutate, Rng, sampleTools, toolSource, validArguments, type ToolSpec } from "./random-models.js";
import { loadSourceTools } from "./source-tools.js";

/** The nested tool of bench/dispatch.mjs (bench/corpus.mjs's shapes), which the fast shape covers whole. */
export const NESTED = `
/** How a parcel is sent. */
export enum Mode { Ground = "ground", Air = "air", Sea = "sea" }
interface Address { lines: string[]; city: string; zip: string }
interface Options { mode: Mode; verbose?: boolean }
interface Batch { count: Int & Min<1> & Max<500>; labels: Record<string, string> }
/** Plans a shipment. */
export function ship(to: Address, options: Options, batch: Batch, unit: "kg" | "lb" | "oz", note: string | null, limit?: Int) { return [to, options, batch, unit, note, limit]; }
`;

const SHIP = { name: "ship", params: [] } as unknown as ToolSpec;

/** Valid arguments of the nested tool, optional parts present or not. */
function shipArguments(rng: Rng): Record<string, unknown> {
  const words = ["", "1 Main Street", "Flat 2", "Åsgata 3", "😀"];
  const out: Record<string, unknown> = {
    to: { lines: Array.from({ length: rng.int(0, 3) }, () => rng.pick(words)), city: rng.pick(words), zip: "0150" },
    options: rng.chance(0.5) ? { mode: rng.pick(["ground", "air", "sea"]) } : { mode: "sea", verbose: rng.chance(0.5) },
    batch: { count: rng.int(1, 500), labels: rng.chance(0.5) ? {} : { fragile: "yes", [rng.pick(words)]: rng.pick(words) } },
    unit: rng.pick(["kg", "lb", "oz"]),
    note: rng.chance(0.5) ? null : rng.pick(words),
  };
  if (rng.chance(0.5)) out.limit = rng.int(-5, 5);
  return out;
}

/** The predicate the build writes, made a function here (the build writes it into the module; tests may evaluate it). */
export function predicateOf(tool: ToolModel): ((input: unknown) => boolean) | undefined {
  const source = fastPredicateSource(validationSchema(tool.inputSchema, tool.unknownProperties) as CheckSchema);
  return source === undefined ? undefined : (new Function(`return ${source}`)() as (input: unknown) => boolean);
}

/** Texts the fast shape must tell apart from a plain pass: each a small change of valid arguments' text. */
function edgeTexts(valid: Record<string, unknown>, rng: Rng): string[] {
  const text = JSON.stringify(valid);
  const keys = Object.keys(valid);
  const key = keys.length ? rng.pick(keys) : "a";
  const withKey = (k: string, v: string) => (keys.length ? text.replace(/^\{/, `{${JSON.stringify(k)}:${v},`) : `{${JSON.stringify(k)}:${v}}`);
  return [
    text,
    text.replace(/:(\d+)([,}\]])/, ":-0$2"),
    text.replace(/:(\d+)([,}\]])/, ":1e400$2"),
    text.replace(/:(\d+)([,}\]])/, ":9007199254740993$2"),
    text.replace(/:"[^"]*"/, ":null"),
    withKey("__proto__", "{}"),
    withKey("zz", "1"),
    JSON.stringify(Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key))),
    withKey(key, "null"),
    text.replace(new RegExp(`"${key}":`), `"${key}":null,"${key}":`),
  ];
}

export async function both(source: string) {
  const compact = await loadSourceTools(source, "compact");
  const fast = await loadSourceTools(source, "fast");
  return { compact, fast };
}

export interface ShapesTally {
  cases: number;
  /** Random tools the fast shape was written for. */
  covered: number;
  /** Texts the predicate said yes to, and no to. */
  predicateYes: number;
  refused: number;
  /** Up to 5 texts on which the shapes differ, or the predicate said yes wrongly. */
  mismatches: string[];
}

/** Sends `cases` texts over `projects` projects of `tools` random tools (plus the nested one) to both shapes. */
export async function runShapesDifferential(cases: number, projects: number, tools: number, seed: number): Promise<ShapesTally> {
  const tally: ShapesTally = { cases: 0, covered: 0, predicateYes: 0, refused: 0, mismatches: [] };
  const mismatches = tally.mismatches;
  for (let p = 0; p < projects; p++) {
    const specs: ToolSpec[] = sampleTools(tools, seed + p);
    // The random models rarely fall in what the predicate covers; the nested tool does, whole.
    const { compact, fast } = await both(toolSource(specs) + NESTED);
    if (compact.diagnostics.length) throw new Error(`project ${p}: ${compact.diagnostics.join("; ")}`);
    const predicates = new Map(compact.tools.map((t) => [t.name, predicateOf(t)]));
    const checkers = new Map(compact.tools.map((t) => [t.name, checker(validationSchema(t.inputSchema, t.unknownProperties) as CheckSchema)]));
    tally.covered += [...predicates.values()].filter(Boolean).length;
    const rng = new Rng(seed + 31 + p);
    while (tally.cases < ((p + 1) * cases) / projects) {
      const nested = rng.chance(0.5);
      const spec = nested ? SHIP : rng.pick(specs);
      const valid = nested ? shipArguments(rng) : validArguments(spec, rng);
      const roll = rng.next();
      const texts = roll < 0.5 ? edgeTexts(valid, rng) : [JSON.stringify(roll < 0.8 || nested ? mutate(valid, rng) : hostile(spec, rng))];
      for (const text of texts) {
        tally.cases++;
        const a = picture(await compact.dispatch(spec.name, text));
        const b = picture(await fast.dispatch(spec.name, text));
        if (a !== b && mismatches.length < 5) mismatches.push(`${spec.name} ${text.slice(0, 200)}\n  compact ${a.slice(0, 300)}\n  fast    ${b.slice(0, 300)}`);
        const passes = predicates.get(spec.name);
        const parsed = parseJsonLossless(text);
        if (passes === undefined || !parsed.ok || parsed.lossless || parsed.value === null || typeof parsed.value !== "object" || Array.isArray(parsed.value)) continue;
        const input = parsed.value as Record<string, unknown>;
        if (!passes(input)) {
          tally.refused++;
          continue;
        }
        tally.predicateYes++;
        const checked = checkers.get(spec.name)!(input, true, false);
        if (!(checked.ok && checked.value === input) && mismatches.length < 5) mismatches.push(`predicate said yes: ${spec.name} ${text.slice(0, 200)} -> ${picture(checked)}`);
      }
    }
  }
  return tally;
}
