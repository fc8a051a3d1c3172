import { describe, expect, it } from "vitest";
import { extractSources } from "./helpers.js";
import { describeRows, N, obj, S, str, type OracleRow } from "./oracle.js";

// `keyof` a tuple or an array, through the idioms that do not depend on
// the program's `lib` (docs/types.md): each row's schema read by hand, then
// judged value by value by the TypeScript checker (oracle.ts).

const INDICES = `type Indices<T> = Exclude<keyof T, keyof any[]>;`;

const TUPLE_KEYS: OracleRow[] = [
  { name: "Exclude<keyof T, keyof any[]> on a tuple is its indices", type: `Exclude<keyof [string, number], keyof any[]>`, expected: str("0", "1"), accept: ["0", "1"], reject: ["2", "length", "at", 0] },
  { name: "the same through a generic alias", decls: INDICES, type: `Indices<[a: string, b?: number, c?: boolean]>`, expected: str("0", "1", "2"), accept: ["0", "2"], reject: ["3", "length", "push"] },
  { name: "keyof T & `${number}` on a tuple", decls: `type Tup = [string, number, boolean];`, type: "keyof Tup & `${number}`", expected: str("0", "1", "2"), accept: ["0", "1", "2"], reject: ["3", "length", 1] },
  { name: "Extract<keyof T, `${number}`> on a tuple", decls: `type Tup = ["a", "b"];`, type: "Extract<keyof Tup, `${number}`>", expected: str("0", "1"), accept: ["0", "1"], reject: ["2", "length"] },
  { name: "a tuple's rest adds no index key", type: `Exclude<keyof [string, ...number[]], keyof unknown[]>`, expected: str("0"), accept: ["0"], reject: ["1", "length"] },
  { name: "the indices of a readonly tuple", decls: INDICES, type: `Indices<readonly [string, string]>`, expected: str("0", "1"), accept: ["0", "1"], reject: ["2"] },
  { name: "the indices as a mapped type's keys", decls: INDICES, type: `{ [K in Indices<[string, number]>]: boolean }`, expected: obj({ "0": { type: "boolean" }, "1": { type: "boolean" } }, ["0", "1"]), accept: [{ "0": true, "1": false }], reject: [{ "0": true }, { "0": true, "1": false, length: true }] },
  { name: "the indices beside other keys", decls: INDICES, type: `Indices<[string]> | "all"`, expected: str("0", "all"), accept: ["0", "all"], reject: ["1"] },
  { name: "a tuple's elements indexed by its indices", decls: `type Tup = [string, number];`, type: `Tup[Exclude<keyof Tup, keyof any[]>]`, expected: { anyOf: [S, N] }, accept: ["a", 1], reject: [true] },
  { name: "`\"0\" extends ${number}`, `\"length\"` does not", type: "[\"0\" extends `${number}` ? 1 : 0, \"length\" extends `${number}` ? 1 : 0, \"1e3\" extends `${number}` ? 1 : 0]", expected: { type: "array", prefixItems: [int1(), int0(), int1()], items: false, minItems: 3, maxItems: 3 }, accept: [[1, 0, 1]], reject: [[0, 0, 1], [1, 1, 1]] },
  { name: "a readonly array's methods are some of an array's", type: `Exclude<keyof readonly string[], keyof string[]> | "x"`, expected: str("x"), accept: ["x"], reject: ["length", "at", "0"] },
  { name: "a literal met with a template holding it", type: "(\"v1\" | \"v2\" | \"beta\") & `v${number}`", expected: str("v1", "v2"), accept: ["v1", "v2"], reject: ["beta", "v3"] },
];

// `keyof (A | B)` is `keyof A & keyof B`: the keys every member has, an index signature holding them all (was `never` beside a record, so a `Record` over it took any value).
const UNION_KEYS: OracleRow[] = [
  { name: "keyof a union with a record is the other member's keys", type: `keyof ({ a: 1 } | Record<string, number>)`, expected: str("a"), accept: ["a"], reject: ["b", 1] },
  { name: "a record over those keys requires them (was any value)", type: `Record<keyof ({ a: 1 } | Record<string, number>), string>`, expected: obj({ a: S }, ["a"]), accept: [{ a: "x" }], reject: [{}, 5, { a: "x", b: "y" }] },
  { name: "keyof a union of objects is their common keys", type: `keyof ({ a: 1; b: 2 } | { b: 3; c: 4 })`, expected: str("b"), accept: ["b"], reject: ["a", "c"] },
  // An array's keys met with names the lib cannot add to: `"length"`, the indices.
  { name: "keyof an array or an object with `length` is `\"length\"`", type: `keyof (string[] | { length: number })`, expected: str("length"), accept: ["length"], reject: ["push", 0] },
  { name: "the indices two tuples share", type: `Exclude<keyof ([1, 2] | [3, 4, 5]), keyof any[]>`, expected: str("0", "1"), accept: ["0", "1"], reject: ["2", 0, "length"] },
];

describeRows("keyof a union, arrays among its members", UNION_KEYS);

function int1() {
  return { type: "integer", const: 1, "x-toolcall": { kind: "int" } };
}
function int0() {
  return { type: "integer", const: 0, "x-toolcall": { kind: "int" } };
}

describeRows("keyof a tuple, without the lib's array methods", TUPLE_KEYS);

// Anything that keeps the method names (`keyof T` itself, `Exclude<keyof T, "length">`) names what the lib declares: refused where `keyof` is.
describe("keyof an array or a tuple that keeps the array's methods", () => {
  it.each([
    [``, `keyof [string, number]`],
    [``, `Exclude<keyof [string, number], "length" | number>`],
    [`type K<T> = keyof T;`, `{ k: K<string[]> }`],
    // `"a"` is a key of the array only if the lib or `@types` declare it: tsc's answer depends on them.
    [``, `keyof (string[] | { a: 1; length: number })`],
    [``, `keyof (string[] | number[])`],
  ])("%s `%s` is refused at the keyof", (decls, type) => {
    const r = extractSources({ "a.ts": `"use tools";\n${decls}\nexport function f(v: ${type}) {}\n` });
    expect(r.diagnostics.map((d) => d.code)).toEqual(["TC_UNSUPPORTED_TYPE"]);
    expect(r.diagnostics[0].message).toContain("Exclude<keyof T, keyof any[]>");
    expect([2, 3]).toContain(r.diagnostics[0].loc.line);
  });

  // tsc gives `"push" | "pop" | ...`: the methods a readonly array lacks, which depend on the lib.
  it("refuses the array methods a readonly array lacks", () => {
    const r = extractSources({ "a.ts": `"use tools";

export function f(v: Exclude<keyof string[], keyof readonly string[]> | "x") {}
` });
    expect(r.diagnostics.map((d) => [d.code, d.loc.line])).toEqual([["TC_UNSUPPORTED_TYPE", 3]]);
    expect(r.diagnostics[0].message).toContain("cannot tell whether the checked type extends the condition");
  });
});
