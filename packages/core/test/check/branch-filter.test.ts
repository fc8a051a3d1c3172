/**
 * The branch filter of untagged unions (packages/runtime/src/check/branch-filter.ts)
 * passes over branches an object certainly fails. Against the checker with
 * the filter off (every branch tried in turn, the check as it was before the
 * filter): on seeded random unions of object branches (lengths, literals,
 * kinds, required and undeclared keys, `null` for absent, defaults, strip,
 * recursion) and random JSON text for them, the verdict, the value the tool
 * receives and every issue's text are the same. And the filter does what it
 * is for: the 60 untagged branches of bench/hostile.mjs cost about one look
 * per branch per level, not a try of each.
 */
import { describe, expect, it } from "vitest";
import { checker, type CheckResult, unfilteredChecker } from "../../../runtime/src/check/index.js";
import { parseJsonLossless } from "../../../runtime/src/json-lossless.js";
import { validationSchema } from "../../src/codegen/validation-schema.js";
import type { JsonSchema } from "../../src/model/index.js";
import { random } from "../random.js";

const NAMES = ["kind", "v", "w", "next", "items"];
const WORDS = ["a", "b", "circle", "", "xx", "😀", "😀😀"];

function pick<T>(rnd: () => number, xs: readonly T[]): T {
  return xs[Math.floor(rnd() * xs.length)]!;
}

const ref: JsonSchema = { $ref: "#/$defs/U" };

/** A property's schema: what the filter reads (lengths, literals, kinds) and what it does not (numbers, patterns, recursion). */
function propertySchema(rnd: () => number, name: string): JsonSchema {
  if (name === "next") return rnd() < 0.7 ? ref : { type: "null" };
  if (name === "items") return { type: "array", items: ref, ...(rnd() < 0.3 ? { maxItems: 1 } : {}) };
  const r = rnd();
  if (r < 0.3) {
    const min = Math.floor(rnd() * 3);
    return { type: "string", ...(rnd() < 0.7 ? { minLength: min } : {}), ...(rnd() < 0.7 ? { maxLength: min + Math.floor(rnd() * 3) } : {}) };
  }
  if (r < 0.45) return { type: "string", const: pick(rnd, WORDS) };
  if (r < 0.55) return { enum: [pick(rnd, WORDS), pick(rnd, WORDS), ...(rnd() < 0.3 ? [true, null] : [])] };
  if (r < 0.65) return { type: "boolean", ...(rnd() < 0.5 ? { const: rnd() < 0.5 } : {}) };
  if (r < 0.75) return { type: "number", "x-toolcall": { kind: "number" }, ...(rnd() < 0.5 ? { maximum: 2 } : {}) };
  if (r < 0.8) return { type: "string", pattern: "^[ab]+$" };
  if (r < 0.85) return { type: ["string", "null"] };
  if (r < 0.9) return { type: "integer", "x-toolcall": { kind: "bigint" } };
  return {};
}

function branchSchema(rnd: () => number): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const name of NAMES) {
    if (rnd() < 0.45) continue;
    properties[name] = propertySchema(rnd, name);
    if (rnd() < 0.5) required.push(name);
    else if (rnd() < 0.2 && properties[name]!.type === "string" && properties[name]!.const === undefined && properties[name]!.minLength === undefined) properties[name] = { ...properties[name]!, default: "b" };
  }
  // A key only this branch requires, now and then (the union's own key discriminant).
  if (rnd() < 0.15) required.push(`only${Math.floor(rnd() * 3)}`);
  return { type: "object", properties, required, ...(rnd() < 0.7 ? { additionalProperties: false } : {}) };
}

function unionSchema(rnd: () => number): { schema: JsonSchema; strip: boolean } {
  const branches = Array.from({ length: 2 + Math.floor(rnd() * 7) }, () => branchSchema(rnd));
  const union = rnd() < 0.2 ? { oneOf: branches } : { anyOf: branches };
  return {
    schema: { type: "object", properties: { arg: ref }, required: ["arg"], additionalProperties: false, $defs: { U: union } },
    strip: rnd() < 0.2,
  };
}

const NUMBERS = ["0", "1", "2.5", "3", "-1", "1e400", "12345678901234567890", "1e5"];

/** JSON text for `arg`: objects with the union's keys (and strangers), values of every kind. */
function argumentText(rnd: () => number, depth: number): string {
  const r = rnd();
  if (depth > 0 && r < 0.15) return pick(rnd, NUMBERS);
  if (depth > 0 && r < 0.4) return JSON.stringify(pick(rnd, [...WORDS, "ab", "abc", "aaaa"]));
  if (depth > 0 && r < 0.5) return pick(rnd, ["true", "false", "null"]);
  if (depth > 0 && r < 0.6) return `[${Array.from({ length: Math.floor(rnd() * 3) }, () => argumentText(rnd, depth + 1)).join(",")}]`;
  if (depth > 4) return "null";
  const keys = [...NAMES, "only0", "only1", "stranger"].filter(() => rnd() < 0.45);
  return `{${keys.map((k) => `${JSON.stringify(k)}:${argumentText(rnd, depth + 1)}`).join(",")}}`;
}

/** A result as text, every detail but the work counted (bigints and LosslessNumbers spelled out). */
function shown(result: CheckResult): string {
  const { visits: _, ...rest } = result;
  return JSON.stringify(rest, (_key, v) => (typeof v === "bigint" ? `${v}n` : v));
}

describe("the branch filter against trying every branch", () => {
  it("gives the same verdicts, values and issue texts on 40,000 random unions and texts", () => {
    let accepted = 0;
    let refused = 0;
    let cheaper = 0;
    const differences: string[] = [];
    for (let s = 0; s < 1000; s++) {
      const rnd = random(34_000 + s);
      const { schema, strip } = unionSchema(rnd);
      const form = validationSchema(schema, strip ? "strip" : "reject") as never;
      const filtered = checker(form);
      const unfiltered = unfilteredChecker(form);
      for (let v = 0; v < 40; v++) {
        const text = `{"arg":${argumentText(rnd, 0)}}`;
        const parsed = parseJsonLossless(text);
        if (!parsed.ok) throw new Error(`unparseable ${text}`);
        const args = parsed.value as Record<string, unknown>;
        const a = filtered(args, true, parsed.lossless === true);
        const b = unfiltered(args, true, parsed.lossless === true);
        if (shown(a) !== shown(b) && differences.length < 5) differences.push(`${JSON.stringify(schema)}\n${text}\nfiltered:   ${shown(a)}\nunfiltered: ${shown(b)}`);
        if (a.ok) accepted++;
        else refused++;
        if (a.ok && a.visits < b.visits) cheaper++;
      }
    }
    expect(differences).toEqual([]);
    // Both sides of the line, and calls the filter made cheaper, were reached.
    expect(accepted).toBeGreaterThan(4000);
    expect(refused).toBeGreaterThan(4000);
    expect(cheaper).toBeGreaterThan(1000);
  }, 120_000);
});

describe("what the filter is for", () => {
  const closed = (properties: Record<string, JsonSchema>, required: string[]): JsonSchema => ({ type: "object", properties, required, additionalProperties: false });
  /** bench/hostile.mjs's 60 untagged branches, told apart by the length of `v`, recursive through `next`. */
  const wide = {
    type: "object",
    properties: { node: ref },
    required: ["node"],
    additionalProperties: false,
    $defs: { U: { anyOf: Array.from({ length: 60 }, (_, i) => closed({ next: ref, v: { type: "string", minLength: i, maxLength: i } }, ["v"])) } },
  } as JsonSchema;
  const chain = (levels: number, last: string): string => {
    let node = `{"v":"${last}"}`;
    for (let i = 0; i < levels; i++) node = `{"next":${node},"v":"${"x".repeat(59)}"}`;
    return `{"node":${node}}`;
  };
  const run = (text: string) => {
    const parsed = parseJsonLossless(text);
    if (!parsed.ok) throw new Error("unparseable");
    const form = validationSchema(wide) as never;
    return { filtered: checker(form)(parsed.value as Record<string, unknown>, true), unfiltered: unfilteredChecker(form)(parsed.value as Record<string, unknown>, true) };
  };

  it("60 untagged branches, 200 levels, the last matching: one look at each branch and one try per level", () => {
    const { filtered, unfiltered } = run(chain(200, "x".repeat(59)));
    expect(filtered.ok).toBe(true);
    expect(unfiltered.ok).toBe(true);
    // 201 levels of 60 branches: the looks are 12,060 visits; trying each branch was three times that.
    expect(filtered.visits).toBeLessThanOrEqual(201 * 60 + 201 * 8);
    expect(unfiltered.visits).toBeGreaterThan(2 * 201 * 60);
  });

  it("the same chain with no branch matching at the bottom: checked again without the filter, the same issues", () => {
    const { filtered, unfiltered } = run(chain(200, "x".repeat(61)));
    expect(filtered.ok).toBe(false);
    expect(shown(filtered)).toBe(shown(unfiltered));
    // The failed filtered check, then the one reported: linear, each level's branches looked at once more.
    expect(filtered.visits).toBeLessThanOrEqual(unfiltered.visits + 201 * 60 + 201 * 8);
  });
});
