import { describe, expect, it } from "vitest";
import { extractSources } from "./helpers.js";
import { B, describeRows, int, ints, N, obj, S, str, type OracleRow } from "./oracle.js";

// The evaluator on values and names (docs/types.md): `typeof`
// beyond a plain `const`. Each row's schema is read by hand, then judged by
// the TypeScript checker value by value (oracle.ts).

const TRUE = { type: "boolean", const: true };

const TYPEOF: OracleRow[] = [
  { name: "typeof a namespace member", decls: `export namespace Types { export const X = "x"; export const Y: "y" = "y"; }`, type: `typeof Types.X | typeof Types.Y`, expected: str("x", "y"), accept: ["x", "y"], reject: ["z"] },
  { name: "typeof an annotated namespace member", decls: `namespace Types { export const STRING: string = "s"; }`, type: `typeof Types.STRING`, expected: S, accept: ["s", "t"], reject: [1] },
  { name: "typeof a member of a nested namespace", decls: `namespace A.B { export const C = 1; }`, type: `typeof A.B.C`, expected: int(1), accept: [1], reject: [2] },
  { name: "typeof a class's static property (widened)", decls: `class Foo { static bar = "foo"; }`, type: `typeof Foo.bar`, expected: S, accept: ["foo", "other"], reject: [1] },
  { name: "typeof a class's static readonly property (literal kept)", decls: `class Foo { static readonly bar = "foo"; }`, type: `typeof Foo.bar`, expected: str("foo"), accept: ["foo"], reject: ["other"] },
  { name: "typeof an annotated static property", decls: `class Foo { static limits: { max: number } = { max: 1 }; }`, type: `typeof Foo.limits`, expected: obj({ max: N }, ["max"]), accept: [{ max: 3 }], reject: [{}] },
  {
    name: "typeof a `satisfies` const: literals kept where the target has literals",
    decls: `const record = { x: "hello", y: 1, z: true } satisfies { x: string; y: 1 | 2; z: boolean };`,
    type: `typeof record`,
    expected: obj({ x: S, y: int(1), z: TRUE }, ["x", "y", "z"]),
    accept: [{ x: "other", y: 1, z: true }],
    reject: [{ x: "other", y: 2, z: true }, { x: "hello", y: 1, z: false }],
  },
  { name: "keyof typeof a `satisfies Record` const", decls: `const record = { x: "hello", y: "goodbye" } satisfies Record<string, string>;`, type: `keyof typeof record`, expected: str("x", "y"), accept: ["x", "y"], reject: ["z"] },
  { name: "typeof a `satisfies` tuple", decls: `const pair = [1, "a"] satisfies [number, string];`, type: `typeof pair`, expected: { type: "array", prefixItems: [N, S], items: false, minItems: 2, maxItems: 2 }, accept: [[2, "b"]], reject: [[2], [2, "b", 3]] },
  { name: "typeof a `satisfies` const with `as const` members", decls: `interface Basic { a: string; b: number } const o = { a: "a" as const, b: 1 } satisfies Basic;`, type: `typeof o`, expected: obj({ a: str("a"), b: N }, ["a", "b"]), accept: [{ a: "a", b: 5 }], reject: [{ a: "b", b: 5 }] },
  { name: "typeof an object of constants (shorthand, widened)", decls: `const myprop = 0; const mymap = { myprop, other: myprop };`, type: `typeof mymap`, expected: obj({ myprop: N, other: N }, ["myprop", "other"]), accept: [{ myprop: 3, other: 4 }], reject: [{ myprop: "0", other: 0 }] },
  { name: "typeof a const naming a const keeps its literal", decls: `const A = "a"; const B = A;`, type: `typeof B`, expected: str("a"), accept: ["a"], reject: ["b"] },
  { name: "typeof a spread of an `as const` object", decls: `const a = { a: "A" } as const; const b = { ...a, b: "B" } as const;`, type: `typeof b`, expected: obj({ a: str("A"), b: str("B") }, ["a", "b"]), accept: [{ a: "A", b: "B" }], reject: [{ a: "B", b: "B" }, { b: "B" }] },
  { name: "a property after a spread replaces it", decls: `const a = { k: 1, j: "x" }; const b = { ...a, k: "s" };`, type: `typeof b`, expected: obj({ k: S, j: S }, ["k", "j"]), accept: [{ k: "t", j: "y" }], reject: [{ k: 1, j: "y" }] },
  { name: "typeof an object with an enum member (widened to the enum)", decls: `enum Level { Low = 1, High = 2 } const cfg = { level: Level.Low };`, type: `typeof cfg`, expected: obj({ level: ints(1, 2) }, ["level"]), accept: [{ level: 2 }], reject: [{ level: 3 }] },
  { name: "typeof an object with a computed constant key", decls: `const K = "k"; enum E { A = "a" } const o = { [K]: 1, [E.A]: true };`, type: `typeof o`, expected: obj({ k: N, a: B }, ["k", "a"]), accept: [{ k: 2, a: false }], reject: [{ k: 2 }, { K: 2, a: true }] },
  { name: "typeof a property of another const", decls: `const LIMITS = { page: 20 } as const; const cfg = { page: LIMITS.page };`, type: `typeof cfg`, expected: obj({ page: int(20) }, ["page"]), accept: [{ page: 20 }], reject: [{ page: 21 }] },
  { name: "ReturnType of an instantiation expression (`typeof f<\"v\">`)", decls: `const fn = <const T>(value: T) => ({ value });`, type: `ReturnType<typeof fn<"value">>`, expected: obj({ value: str("value") }, ["value"]), accept: [{ value: "value" }], reject: [{ value: "other" }] },
  { name: "ReturnType of an arrow widens the literals it returns", decls: `const make = (n: number) => ({ n, label: "x", ok: true });`, type: `ReturnType<typeof make>`, expected: obj({ n: N, label: S, ok: B }, ["n", "label", "ok"]), accept: [{ n: 1, label: "y", ok: false }], reject: [{ n: "1", label: "y", ok: false }] },
  { name: "ReturnType of an annotated generic function", decls: `interface Box<T> { item: T }\nfunction box<T>(item: T): Box<T> { return { item }; }`, type: `ReturnType<typeof box<number>>`, expected: obj({ item: N }, ["item"]), accept: [{ item: 1 }], reject: [{ item: "a" }] },
  { name: "typeof a `let` widens its literal", decls: `let mode = "a";`, type: `typeof mode`, expected: S, accept: ["a", "b"], reject: [1] },
];

describeRows("the type evaluator on values: typeof", TYPEOF);

const MIXED = `enum Mixed { A, B = 1, C = true as any, D = "str" as any }`;
const ENUMS: OracleRow[] = [
  { name: "an enum with `x as any` members accepts any number", decls: MIXED, type: `Mixed`, expected: N, accept: [0, 1, 7, 1.5], reject: ["str", true] },
  { name: "a computed member as a type is any number", decls: MIXED, type: `Mixed.C`, expected: N, accept: [5], reject: ["5"] },
  { name: "a constant member beside computed ones keeps its value", decls: MIXED, type: `Mixed.B`, expected: int(1), accept: [1], reject: [2] },
  { name: "typeof an enum with computed members", decls: MIXED, type: `typeof Mixed`, expected: obj({ A: int(0), B: int(1), C: N, D: N }, ["A", "B", "C", "D"]), accept: [{ A: 0, B: 1, C: 9, D: 3 }], reject: [{ A: 3, B: 1, C: 9, D: 3 }] },
  {
    name: "a string enum with a computed member: its strings and any number",
    decls: `enum S { X = "x", Y = 2 as any }`,
    type: `S`,
    expected: { anyOf: [str("x"), N] },
    accept: ["x", 3],
    reject: ["y"],
    render: (v) => (v === "x" ? "S.X" : JSON.stringify(v)),
  },
];

const TEMPLATES: OracleRow[] = [
  { name: "template with ${boolean}", type: "`@${boolean}`", expected: str("@true", "@false"), accept: ["@true", "@false"], reject: ["@maybe", "@"] },
  { name: "template with ${undefined}", type: "`@${undefined}`", expected: str("@undefined"), accept: ["@undefined"], reject: ["@", "@null"] },
  { name: "template with ${null}", type: "`@${null}`", expected: str("@null"), accept: ["@null"], reject: ["@undefined"] },
  { name: "template with a union holding undefined", type: "`v-${1 | undefined}`", expected: str("v-1", "v-undefined"), accept: ["v-1", "v-undefined"], reject: ["v-"] },
];

describeRows("the type evaluator on enums with computed members", ENUMS);
describeRows("the type evaluator on template literal slots", TEMPLATES);

const LOCAL_NAMESPACES = `
namespace A { export interface A { a: string } }
namespace B { export interface B { b: number } }
namespace C { import A = B.B; export interface C { c: A } }
namespace D { import A = C.C; export interface D { d: A } }
interface MyObject extends D.D {}
`;
const NAMES: OracleRow[] = [
  {
    name: "`import A = B.C` inside local namespaces (the alias shadows the outer `A`)",
    decls: LOCAL_NAMESPACES,
    type: `MyObject`,
    expected: obj({ d: obj({ c: obj({ b: N }, ["b"]) }, ["c"]) }, ["d"]),
    accept: [{ d: { c: { b: 1 } } }],
    reject: [{ d: { c: { a: "x" } } }, { d: {} }],
  },
  { name: "`import X = NS.Inner.X` at the top level", decls: `namespace NS { export namespace Inner { export interface X { x: string } } }\nimport X = NS.Inner.X;`, type: `X`, expected: obj({ x: S }, ["x"]), accept: [{ x: "a" }], reject: [{}] },
  {
    name: "a namespace member that is `export import`",
    decls: `namespace Outer { export namespace Inner { export type Mode = "a" | "b" } export import Mode = Inner.Mode; }`,
    type: `Outer.Mode`,
    expected: str("a", "b"),
    accept: ["a"],
    reject: ["c"],
  },
];

const KEYS_MODULE = `export const key = "importedKey";\nexport enum Keys { Key = "importedEnumKey" }\n`;
const COMPUTED_DECLS = `import { key as importedKey, Keys } from "./keys";
const key = "localKey";
enum LocalKeys { Key = "localEnumKey" }
const sym: unique symbol = Symbol("s");
const inferred = Symbol("i");`;
const COMPUTED: OracleRow[] = [
  {
    name: "computed property names: a const, an enum member, imported ones",
    decls: COMPUTED_DECLS,
    modules: { "keys.ts": KEYS_MODULE },
    type: `{ [key]: string; [LocalKeys.Key]?: number; [importedKey]: boolean; [Keys.Key]: string; ["lit"]: 1 }`,
    expected: obj({ localKey: S, localEnumKey: N, importedKey: B, importedEnumKey: S, lit: int(1) }, ["localKey", "importedKey", "importedEnumKey", "lit"]),
    accept: [{ localKey: "a", importedKey: true, importedEnumKey: "b", lit: 1 }, { localKey: "a", localEnumKey: 2, importedKey: true, importedEnumKey: "b", lit: 1 }],
    reject: [{ localKey: "a", importedKey: true, lit: 1 }, { key: "a", localKey: "a", importedKey: true, importedEnumKey: "b", lit: 1 }],
  },
  {
    name: "an optional `unique symbol` key is left out (JSON never has it)",
    decls: COMPUTED_DECLS,
    modules: { "keys.ts": KEYS_MODULE },
    type: `{ [sym]?: string; [inferred]?: number; [Symbol.iterator]?: boolean; a: number }`,
    expected: obj({ a: N }, ["a"]),
    accept: [{ a: 1 }],
    reject: [{ a: 1, sym: "x" }, {}],
  },
  {
    name: "computed names in an interface",
    decls: `${COMPUTED_DECLS}\ninterface WithKeys { [key]?: string; [Keys.Key]: number }`,
    modules: { "keys.ts": KEYS_MODULE },
    type: `WithKeys`,
    expected: obj({ localKey: S, importedEnumKey: N }, ["importedEnumKey"]),
    accept: [{ importedEnumKey: 1 }],
    reject: [{ localKey: "a" }],
  },
  {
    name: "computed names of class fields (dropped before)",
    decls: `${COMPUTED_DECLS}\nclass Fields { [key]: string = ""; [LocalKeys.Key]?: number; [sym]?: string; plain = 1; }`,
    modules: { "keys.ts": KEYS_MODULE },
    type: `Fields`,
    expected: obj({ localKey: S, localEnumKey: N, plain: N }, ["localKey", "plain"]),
    accept: [{ localKey: "a", plain: 1 }],
    reject: [{ plain: 1 }],
  },
];

describeRows("the type evaluator on local namespaces and `import A = B.C`", NAMES);
describeRows("the type evaluator on computed property names", COMPUTED);

describe("typeof and enums refuse what TypeScript rejects or what is not data, saying what to write instead", () => {
  it.each([
    // [declarations, type, what the message says]
    [``, `typeof globalThis`, "`globalThis` is the global object"],
    [`class K { a = 1; }`, `typeof K`, "is the class's constructor, a function"],
    [`class K { static m() { return 1; } }`, `typeof K.m`, "class `K` has no static property `m` holding data"],
    [`class K { private static s = 1; }`, `typeof K.s`, "`K.s` is private"],
    [`namespace NS { const hidden = 1; }`, `typeof NS.hidden`, "namespace `NS` exports no value `hidden`"],
    [`const double = (x: number) => x * 2;`, `typeof double`, "it is a function"],
    [`const o = { ...[1, 2] };`, `typeof o`, "a spread of something other than an object"],
    [`const s: unique symbol = Symbol();`, `{ [s]: string }`, "a required property with a symbol key"],
    [`declare function k(): string;`, `{ [k()]: string }`, "a computed property name that is not a string or number constant"],
    [`function make() { return { a: 1 }; }`, `ReturnType<typeof make>`, "returns from a block; annotate its return type"],
    [`const id = <T>(x: T) => x;`, `ReturnType<typeof id>`, "reads `T` as its constraint"],
    [`const id = <T>(x: T) => x;`, `typeof id<string>`, "an instantiation expression"],
    [`enum E { A = null }`, `E`, "member `A` is `null`, which TypeScript rejects"],
    [`enum E { A = 1 as any, B }`, `E`, "member `B` follows a computed member and needs a value"],
    [`const enum E { A = 1 as any }`, `E`, "of a `const enum` is computed"],
  ])("%s `%s`", (decls, type, says) => {
    const r = extractSources({ "a.ts": `"use tools";\n${decls}\nexport function f(v: ${type}) {}\n` });
    expect(r.diagnostics.map((d) => d.code)).toEqual(["TC_UNSUPPORTED_TYPE"]);
    // At the parameter's type (line 3), or at the declaration TypeScript rejects (line 2).
    expect([2, 3]).toContain(r.diagnostics[0].loc.line);
    expect(r.diagnostics[0].message).toContain(says);
  });
});
