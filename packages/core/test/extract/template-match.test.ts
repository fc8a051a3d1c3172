// Template literal types are matched by their parts (runtime's
// matchTemplate), not by the `pattern` the public schema shows. The pattern
// is the specification: on random templates built by core's own
// `templateType` and random strings, both must agree. And the matcher's work
// must be linear: counted in steps, never timed.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { compileTemplate, matchTemplate, type TemplatePart, type TemplateSteps } from "@toolcall/runtime";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { templateType } from "../../src/extract/types/template.js";
import type { JsonSchema } from "../../src/model/index.js";
import { loadSourceTools } from "../dispatch/source-tools.js";

const STRING: JsonSchema = { type: "string" };
const NUMBER: JsonSchema = { type: "number", "x-toolcall": { kind: "number" } };
const BIGINT: JsonSchema = { type: "integer", "x-toolcall": { kind: "bigint" } };
const lit = (value: string | number | boolean | null): JsonSchema => (value === null ? { type: "null" } : { type: typeof value === "string" ? "string" : typeof value === "boolean" ? "boolean" : "number", const: value });

/** A template's schema, which must be open (a pattern with parts). */
function open(quasis: string[], slots: JsonSchema[]): { pattern: string; parts: TemplatePart[] } {
  const r = templateType(quasis, slots);
  if (!("schema" in r)) throw new Error(r.refuse);
  const kind = r.schema["x-toolcall"];
  if (typeof r.schema.pattern !== "string" || kind?.kind !== "template") throw new Error(`not an open template: ${JSON.stringify(r.schema)}`);
  return { pattern: r.schema.pattern, parts: kind.parts };
}

function matches(parts: TemplatePart[], s: string, counter?: TemplateSteps): boolean {
  return matchTemplate(compileTemplate(parts), s, counter);
}

// Characters the templates are made of, so random strings often come close to matching.
const ALPHABET = ["a", "b", "@", ".", "-", "+", "0", "1", "7", "e", "E", "x", "😀", "\n", "\\", "$", "("];
const quasi = fc.array(fc.constantFrom(...ALPHABET), { maxLength: 3 }).map((cs) => cs.join(""));
const literalSlot = fc.oneof(fc.constantFrom("a", "", "@x", "1", "-", "😀", "(a|b)*"), fc.integer({ min: -20, max: 20 }), fc.boolean(), fc.constant(null)).map(lit);

/** A slot schema: an open type, a union of literals and open types, or a nested open template. */
const slot: fc.Arbitrary<JsonSchema> = fc.letrec<{ slot: JsonSchema }>((tie) => ({
  slot: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(STRING, NUMBER, BIGINT) },
    { weight: 2, arbitrary: fc.tuple(fc.array(literalSlot, { minLength: 1, maxLength: 3 }), fc.constantFrom(STRING, NUMBER, BIGINT)).map(([ls, o]) => ({ anyOf: [...ls, o] })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.array(quasi, { minLength: 2, maxLength: 3 }), fc.array(tie("slot"), { minLength: 1, maxLength: 2 }))
        .map(([qs, ss]) => {
          const slots = ss.slice(0, qs.length - 1);
          const r = templateType(qs.slice(0, slots.length + 1), slots);
          return "schema" in r ? r.schema : STRING;
        }),
    },
  ),
})).slot;

const template = fc.tuple(fc.array(quasi, { minLength: 2, maxLength: 5 }), fc.array(slot, { minLength: 4, maxLength: 4 })).map(([qs, ss]) => {
  const slots = [...ss.slice(0, qs.length - 1)];
  // At least one open slot, so the template is a pattern and not an enum.
  slots[0] = slots[0].const !== undefined ? STRING : slots[0];
  return open(qs.slice(0, slots.length + 1), slots);
});

/** Strings near the template: random text from its alphabet, and valid-looking runs of digits. */
const candidate = fc.array(fc.oneof(fc.constantFrom(...ALPHABET), fc.constantFrom("12", "-3", "0.5", "1e+9", "true", "null", "a@b.c")), { maxLength: 12 }).map((cs) => cs.join(""));

describe("template matching agrees with the template's pattern", () => {
  it("on core's own templates", () => {
    const cases: [string[], JsonSchema[], string[], string[]][] = [
      [["", "@", ".", ""], [STRING, STRING, STRING], ["a@b.c", "@.", "x@y@z.w.v"], ["ab.c", "a@bc", ""]],
      [["", "px"], [NUMBER], ["10px", "-1.5px", "1e+5px", "0px", "01px", "+1px", "1.px", ".5px", "0xffpx", " 7px", " px"], ["px", "10", "1e5", "1e999px", "-0x1px", "Infinitypx", ".px"]],
      [["id-", ""], [BIGINT], ["id-0", "id--12", "id-0x1f", "id--0b11", "id-0O7"], ["id-01", "id-1.5", "id-", "id- 1", "id-1e3", "id-0x", "id-0b2"]],
      [["", "-", ""], [{ anyOf: [lit("a"), lit("b")] }, STRING], ["a-", "b-x"], ["c-x", "ab-"]],
      [["v", ""], [{ anyOf: [lit(true), lit(false), NUMBER] }], ["vtrue", "vfalse", "v3"], ["v", "vTrue"]],
    ];
    for (const [quasis, slots, accept, reject] of cases) {
      const { pattern, parts } = open(quasis, slots);
      const regex = new RegExp(pattern, "u");
      for (const s of accept) expect([s, matches(parts, s), regex.test(s)]).toEqual([s, true, true]);
      for (const s of reject) expect([s, matches(parts, s), regex.test(s)]).toEqual([s, false, false]);
    }
  });

  it("on random templates and strings (fast-check)", () => {
    let accepted = 0;
    fc.assert(
      fc.property(template, fc.array(candidate, { minLength: 20, maxLength: 20 }), ({ pattern, parts }, strings) => {
        const regex = new RegExp(pattern, "u");
        const matcher = compileTemplate(parts);
        for (const s of strings) {
          const expected = regex.test(s);
          if (expected) accepted++;
          expect({ pattern, s, matched: matchTemplate(matcher, s) }).toEqual({ pattern, s, matched: expected });
        }
      }),
      { seed: 2026_12_01, numRuns: 1000 },
    );
    // Some random strings match (the next test builds matching ones on purpose).
    expect(accepted).toBeGreaterThan(100);
  });

  it("on strings built to match random templates", () => {
    // A matching string from the parts themselves, so acceptance is tested as much as refusal.
    const sample = (parts: TemplatePart[], pick: () => number): string =>
      parts
        .map((p) => {
          if (typeof p === "string") return p;
          if ("open" in p) return p.open === "string" ? ["", "a@b", "😀."][pick() % 3] : ["0", "-12", "3.25e-7"][pick() % (p.open === "bigint" ? 2 : 3)];
          return sample(p.anyOf[pick() % p.anyOf.length], pick);
        })
        .join("");
    fc.assert(
      fc.property(template, fc.array(fc.nat(), { minLength: 64, maxLength: 64 }), ({ pattern, parts }, choices) => {
        let i = 0;
        const s = sample(parts, () => choices[i++ % choices.length]);
        expect({ pattern, s, matched: matches(parts, s) }).toEqual({ pattern, s, matched: true });
        expect(new RegExp(pattern, "u").test(s)).toBe(true);
      }),
      { seed: 2026_12_02, numRuns: 1000 },
    );
  });
});

describe("a template with more sets of states than are remembered", () => {
  it('`${string}a` then 9 slots of `"a" | "b"`: 512 sets, past the remembered ones it steps the sets, still agreeing with the pattern', () => {
    const ab = { anyOf: [lit("a"), lit("b")] };
    const { pattern, parts } = open(["", "a", ...Array(9).fill(""), ""].slice(0, 11), [STRING, ...Array(9).fill(ab)]);
    const regex = new RegExp(pattern, "u");
    const matcher = compileTemplate(parts);
    fc.assert(
      fc.property(fc.array(fc.constantFrom("a", "b"), { minLength: 0, maxLength: 80 }), (chars) => {
        const s = chars.join("");
        expect(matchTemplate(matcher, s)).toBe(regex.test(s));
      }),
      { seed: 2026_12_03, numRuns: 3000 },
    );
    // The remembered sets filled up, so the step-by-step path ran too.
    expect(matcher.cache?.sets.length).toBe(256);
    // Linear all the same: 2,000 characters, at most one step per state per character.
    const counter: TemplateSteps = { steps: 0 };
    matchTemplate(matcher, "ab".repeat(1000) + "c", counter);
    expect(counter.steps).toBeLessThanOrEqual(2 * matcher.op.length * 2001);
  });
});

describe("template matching is linear in the string's length", () => {
  /** Steps for strings of n and 2n repetitions of a unit. */
  function stepsAt(parts: TemplatePart[], unit: string, n: number): [number, number] {
    const small: TemplateSteps = { steps: 0 };
    const large: TemplateSteps = { steps: 0 };
    matches(parts, unit.repeat(n), small);
    matches(parts, unit.repeat(2 * n), large);
    return [small.steps, large.steps];
  }

  it.each([
    ["${string}@${string}.${string}", ["", "@", ".", ""], [STRING, STRING, STRING], "a@"],
    ["${string}@${string}.${string} (dots)", ["", "@", ".", ""], [STRING, STRING, STRING], "@."],
    ["${number}${number}${number}", ["", "", "", "x"], [NUMBER, NUMBER, NUMBER], "1"],
    ["${string}-${bigint}-${string}", ["", "-", "-", ""], [STRING, BIGINT, STRING], "-1"],
  ])("%s: twice the length, at most twice the steps (plus a constant)", (_name, quasis, slots, unit) => {
    const { parts, pattern } = open(quasis as string[], slots as JsonSchema[]);
    const states = compileTemplate(parts).op.length;
    const [small, large] = stepsAt(parts, unit as string, 5_000);
    expect(large).toBeLessThanOrEqual(2 * small + 4 * states);
    // And the bound itself: a state is entered and read at most once per code point.
    expect(large).toBeLessThanOrEqual(2 * states * (2 * 5_000 * (unit as string).length + 1));
    // The same language as the pattern on these strings.
    const s = (unit as string).repeat(50);
    expect(matches(parts, s)).toBe(new RegExp(pattern, "u").test(s));
  });
});

describe("dispatch matches template literal parameters by their parts", () => {
  const source = `"use tools";
import type { MaxLength } from "unplugin-toolcall/types";
export function contact(email: \`\${string}@\${string}.\${string}\`, size: \`\${number}px\` & MaxLength<8>, id?: \`user-\${bigint}\` | "root") {
  return [email, size, id];
}
`;
  it("accepts what the pattern accepts and names the pattern when it refuses", async () => {
    const { dispatch, diagnostics, tools, dir } = await loadSourceTools(source);
    expect(diagnostics).toEqual([]);
    // The public schema keeps the pattern for providers.
    expect(tools[0].inputSchema.properties?.email.pattern).toBe("^[\\s\\S]*@[\\s\\S]*\\.[\\s\\S]*$");
    // The validators carry the parts and never the template's regex.
    const code = readdirSync(join(dir, "virtual-tools"))
      .map((f) => readFileSync(join(dir, "virtual-tools", f), "utf8"))
      .join("\n");
    // In the validators (the `__tc_validate` line of each shapes module; its schemas keep `pattern` for the providers) each
    // template node's pattern is there only inside its `template` (for the message): the checker never makes a regex of it.
    const validators = code.split("\n").filter((line) => line.startsWith("const __tc_validate = ")).join("\n");
    const templates = validators.match(/"template":\{"parts":/g) ?? [];
    expect(templates).toHaveLength(3);
    expect(validators.match(/"pattern":/g)).toHaveLength(templates.length);

    expect(await dispatch("contact", { email: "a@b.c", size: "1.5px", id: "user-12" })).toEqual({ ok: true, value: ["a@b.c", "1.5px", "user-12"] });
    expect(await dispatch("contact", { email: "a@b.c", size: "0px", id: "root" })).toMatchObject({ ok: true });
    const refused = await dispatch("contact", { email: "a@b", size: "1.5em", id: "user-x" });
    expect(refused.ok).toBe(false);
    expect(refused.error.issues.map((i: { path: string }) => i.path).sort()).toEqual(["email", "id", "size"]);
    expect(refused.error.message).toContain("email: expected a string matching the pattern ^[\\s\\S]*@[\\s\\S]*\\.[\\s\\S]*$");
    // MaxLength still applies beside the template.
    expect((await dispatch("contact", { email: "a@b.c", size: "1234567px" })).ok).toBe(false);
    // A hostile near miss: 20,000 characters the regex backtracks on, refused in linear steps.
    const hostile = "a@".repeat(10_000);
    expect(await dispatch("contact", { email: hostile, size: "1px" })).toMatchObject({ ok: false, error: { code: "invalid_arguments" } });
  });
});
