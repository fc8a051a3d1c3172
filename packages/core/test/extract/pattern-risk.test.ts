// User patterns that backtrack super-linearly are a located build warning
// showing an input that triggers it. The proof that the input is slow is a
// count of a backtracking matcher's steps (never a timing): doubling the
// input must multiply the work by clearly more than two.
import { describe, expect, it } from "vitest";
import { patternRisk, riskExample, type PatternRisk } from "../../src/extract/pattern-risk.js";
import { backtrackSteps } from "../../src/extract/regex/backtrack.js";
import { parseRegex } from "../../src/extract/regex/parse.js";
import { templateType } from "../../src/extract/types/template.js";
import { applyStrict } from "../../src/project/diagnostics.js";
import { extractSources, located } from "./helpers.js";

/** Steps of the example input with the pump repeated n times. */
function stepsAt(pattern: string, risk: PatternRisk, n: number): number {
  return backtrackSteps(parseRegex(pattern)!, risk.prefix + risk.pump.repeat(n) + risk.suffix, 50_000_000).steps;
}

describe("patterns that backtrack super-linearly", () => {
  it.each([
    ["^(a+)+$", "exponential"],
    ["(a|a)*$", "exponential"],
    ["^(a*)*b$", "exponential"],
    ["(.*)*x", "exponential"],
    ["^(\\w+\\s?)*$", "exponential"],
    ["^([a-z0-9]+\\.?)+@example\\.com$", "exponential"],
    ["^\\d+\\d+$", "polynomial"],
    ["^\\d+x?\\d+$", "polynomial"],
    ["\\s+$", "polynomial"],
    ["^.*a.*a$", "polynomial"],
    ["^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$", "polynomial"],
  ] as const)("%s: %s, with an input that shows it", (pattern, growth) => {
    const risk = patternRisk(pattern);
    expect(risk?.growth).toBe(growth);
    // Doubling the input's pumped part more than doubles a backtracking engine's work, each time.
    const n = growth === "exponential" ? 3 : 100;
    const [a, b, c] = [stepsAt(pattern, risk!, n), stepsAt(pattern, risk!, 2 * n), stepsAt(pattern, risk!, 4 * n)];
    expect(b).toBeGreaterThan(3 * a);
    expect(c).toBeGreaterThan(3 * b);
    expect(riskExample(risk!)).toContain(`${JSON.stringify(risk!.pump)}.repeat(`);
  });
});

describe("patterns that match in linear time are not reported", () => {
  const number = templateType(["", "px"], [{ type: "number", "x-toolcall": { kind: "number" } }]);
  const generated = [
    "^-?\\d+$",
    "^user-[\\s\\S]*$",
    "^-?(?:0|[1-9][0-9]*)$",
    "schema" in number ? (number.schema.pattern as string) : "",
  ];
  it.each([
    "^[a-z]+$",
    "[a-z]+",
    "^\\d{4}-\\d{2}-\\d{2}$",
    "^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9-]+(\\.[a-zA-Z0-9-]+)+$",
    "^[a-z0-9]+(-[a-z0-9]+)*$",
    "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$",
    "^https?://[^\\s/$.?#][^\\s]*$",
    "^\\+?[1-9]\\d{1,14}$",
    "^(?:[01]\\d|2[0-3]):[0-5]\\d$",
    "^#?[0-9a-fA-F]{6}$",
    "^(a|b)*c$",
    "^\\p{Lu}\\p{Ll}+$",
    ...generated,
  ])("%s", (pattern) => {
    expect(patternRisk(pattern)).toBeUndefined();
  });

  it("does not judge what it cannot model (back-references, lookbehind) or what is not a pattern", () => {
    expect(patternRisk("^(a+)\\1+$")).toBeUndefined();
    expect(patternRisk("(?<=a)(a+)+$")).toBeUndefined();
    expect(patternRisk("(unclosed")).toBeUndefined();
  });

  it("the same counting shows a linear pattern's work only doubles", () => {
    const tree = parseRegex("^[a-z0-9]+(-[a-z0-9]+)*$")!;
    const steps = (n: number) => backtrackSteps(tree, "a-".repeat(n) + "!", 1e9).steps;
    expect(steps(200)).toBeLessThan(2.2 * steps(100));
  });
});

describe("TC_SLOW_PATTERN", () => {
  const source = [
    `"use tools";`,
    `import type { Pattern } from "unplugin-toolcall/types";`,
    `interface Tag {`,
    `  /** @pattern ^(\\w+\\s?)*$ */`,
    `  name: string;`,
    `}`,
    `export function tag(tag: Tag, code: string & Pattern<"^\\\\d+\\\\d+$">, safe: string & Pattern<"^[a-z]+$">, email: \`\${string}@\${string}.\${string}\`) {}`,
  ].join("\n");

  it("is a located warning with a code frame, naming an input that triggers it; an error under strict", () => {
    const r = extractSources({ "a.ts": source });
    expect(located(r.diagnostics)).toEqual(["TC_SLOW_PATTERN a.ts:4:7", "TC_SLOW_PATTERN a.ts:7:46"]);
    const [tagged, marker] = r.diagnostics;
    expect(tagged.severity).toBe("warning");
    expect(tagged.message).toContain("exponential time");
    expect(marker.message).toContain('takes quadratic time in the string\'s length on this pattern, for example on "0".repeat(20000) + "!"');
    expect(marker.frame).toContain("> 7 |");
    expect(applyStrict(r.diagnostics, true).map((d) => d.severity)).toEqual(["error", "error"]);
    // The pattern stays as written: the warning does not change the schema.
    expect(r.tools[0].inputSchema.properties?.code.pattern).toBe("^\\d+\\d+$");
  });
});
