import { describeRows, int, ints, N, obj, S, str, type OracleRow } from "./oracle.js";

// Members that are keys without being JSON properties, and keys written as
// numbers (docs/types.md): each row's schema read by hand, then judged value
// by value by the TypeScript checker (oracle.ts).

const UNKNOWN = { "x-toolcall": { kind: "unknown" } };
const NEVER = { not: {} };

// An accessor is a property to TypeScript, in an interface or a type literal as in a class (was refused outside classes).
const ACCESSORS: OracleRow[] = [
  { name: "an interface's getter and setter are required properties", decls: `interface I { get a(): string; set b(v: number) }`, type: "I", expected: obj({ a: S, b: N }, ["a", "b"]), accept: [{ a: "x", b: 1 }], reject: [{ a: "x" }, { b: 1 }, { a: 1, b: 1 }, { a: "x", b: "s" }, { a: "x", b: 1, c: 1 }] },
  { name: "a getter's type wins over its setter's, in either order", decls: `interface I { set a(v: string | number); get a(): string }`, type: "I", expected: obj({ a: S }, ["a"]), accept: [{ a: "x" }], reject: [{ a: 1 }, {}] },
  { name: "a type literal's getter beside an index signature", type: `{ get a(): string; [k: string]: string }`, expected: obj({ a: S }, ["a"], S), accept: [{ a: "x" }, { a: "x", b: "y" }], reject: [{ a: "x", b: 1 }, {}] },
  { name: "a getter named by a number is a numeric key", type: `keyof { get 0(): string }`, expected: int(0), accept: [0], reject: ["0"] },
];

// `keyof` reads an optional method as a key, though no JSON value carries it (was left out).
const OPTIONAL_METHOD_KEYS: OracleRow[] = [
  { name: "keyof includes an optional method", type: `keyof { a?(): void; b: string }`, expected: str("b", "a"), accept: ["a", "b"], reject: ["c"] },
  { name: "keyof includes an optional function-typed property", type: `keyof { f?: () => void; b: string }`, expected: str("b", "f"), accept: ["f", "b"], reject: ["c"] },
  { name: "keyof an intersection with an optional method", type: `keyof ({ a?(): void } & { b: string })`, expected: str("b", "a"), accept: ["a", "b"], reject: ["c"] },
  { name: "keyof a union keeps an optional method both members have", type: `keyof ({ a?(): void; x: 1 } | { a?: string; y: 1 })`, expected: str("a"), accept: ["a"], reject: ["x", "y"] },
  { name: "keyof an interface with a getter and an optional method", decls: `interface I { get a(): string; b?(): void }`, type: "keyof I", expected: str("a", "b"), accept: ["a", "b"], reject: ["c"] },
  { name: "a mapped type over those keys may name the method's key", decls: `interface G { a: string; m?(): void }`, type: `{ [K in keyof G]: string }`, expected: obj({ a: S, m: S }, ["a"]), accept: [{ a: "x" }, { a: "x", m: "y" }], reject: [{ a: "x", m: 1 }, {}] },
  { name: "Partial keeps the method absent-only", decls: `interface G { a: string; m?(): void }`, type: "Partial<G>", expected: obj({ a: S }, []), accept: [{ a: "x" }, {}], reject: [{ m: "y" }] },
  { name: "Omit leaves the method, still absent-only", decls: `interface G { a: string; m?(): void }`, type: `Omit<G, "a">`, expected: obj({}, []), accept: [{}], reject: [{ m: "y" }, { a: "x" }] },
  { name: "Record over keyof requires the method's key", decls: `interface G { a: string; m?(): void }`, type: "Record<keyof G, number>", expected: obj({ a: N, m: N }, ["a", "m"]), accept: [{ a: 1, m: 1 }], reject: [{ a: 1 }] },
];

// An optional method inherited beside an index signature refuses every value at its key, as tsc does (was any value).
const ABSENT_BESIDE_INDEX: OracleRow[] = [
  { name: "an interface's optional method beside the derived one's index signature", decls: `interface B { m?(): void } interface A extends B { [k: string]: unknown }`, type: "A", expected: obj({ m: NEVER }, [], UNKNOWN), accept: [{}, { z: 1 }], reject: [{ m: "x" }] },
  { name: "an optional function-typed property the same way", decls: `interface B { f?: () => void } interface A extends B { [k: string]: unknown }`, type: "A", expected: obj({ f: NEVER }, [], UNKNOWN), accept: [{}, { z: 1 }], reject: [{ f: "x" }] },
  { name: "an intersection with the method first", decls: `type B = { m?(): void }; type A = B & { [k: string]: unknown };`, type: "A", expected: obj({ m: NEVER }, [], UNKNOWN), accept: [{}, { z: 1 }], reject: [{ m: "x" }] },
  { name: "an intersection with the index signature first", decls: `type B = { m?(): void }; type A = { [k: string]: unknown } & B;`, type: "A", expected: obj({ m: NEVER }, [], UNKNOWN), accept: [{}, { z: 1 }], reject: [{ m: "x" }] },
  { name: "a class's optional method beside a subclass's index signature", decls: `class B { m?() {} } class A extends B { [k: string]: unknown }`, type: "A", expected: obj({ m: NEVER }, [], UNKNOWN), accept: [{}, { z: 1 }], reject: [{ m: "x" }] },
];

// A key written as a number is a number to `keyof`, as tsc reads `{ 0: V }` (was the string "0").
const NUMBER_NAMED_KEYS: OracleRow[] = [
  { name: "keyof { 0: V } is the number 0", type: `keyof { 0: string }`, expected: int(0), accept: [0], reject: ["0", 1] },
  { name: "a quoted \"0\" stays a string", type: `keyof { "0": string }`, expected: str("0"), accept: ["0"], reject: [0] },
  { name: "numbers as tsc writes them: hex, decimals", type: `keyof { 0: string; a: number; "1": boolean; 2.5: string; 0x10: string }`, expected: { anyOf: [{ type: "number", enum: [0, 16, 2.5], "x-toolcall": { kind: "number" } }, str("1", "a")] }, accept: [0, "a", "1", 2.5, 16], reject: ["0", 1, "2.5", "16", "0x10"] },
  { name: "an exponent and a computed negative number", type: `keyof { 1e3: string; [-1]: number }`, expected: ints(1000, -1), accept: [1000, -1], reject: ["1000", "1e3"] },
  { name: "a homomorphic mapped type gives the number to K", decls: `type Z = { 0: string; a: number };`, type: `{ [K in keyof Z]: K }`, expected: obj({ "0": int(0), a: str("a") }, ["0", "a"]), accept: [{ "0": 0, a: "a" }], reject: [{ "0": "0", a: "a" }] },
  { name: "keyof Z & string drops the number", decls: `type Z = { 0: string; a: number };`, type: "keyof Z & string", expected: str("a"), accept: ["a"], reject: ["0", 0] },
  { name: "a template over keyof writes the number", decls: `type Z = { 0: string; a: number };`, type: "`k${keyof Z}`", expected: str("k0", "ka"), accept: ["ka", "k0"], reject: ["kb"] },
  { name: "a mapped type over number literals keeps them numbers", decls: `type Z = { [K in 0 | 1]: string };`, type: "keyof Z", expected: ints(0, 1), accept: [0, 1], reject: ["0"] },
  { name: "Record over a number and a string literal", decls: `type Z = Record<0 | "1", string>;`, type: "keyof Z", expected: { anyOf: [int(0), str("1")] }, accept: [0, "1"], reject: [1, "0"] },
  { name: "keyof typeof a constant with a number key", decls: `const O = { 0: "a", b: 1 } as const;`, type: "keyof typeof O", expected: { anyOf: [int(0), str("b")] }, accept: [0, "b"], reject: ["0"] },
  { name: "an inherited number key", decls: `interface Z { 0: string } interface Y extends Z { a: number }`, type: "keyof Y", expected: { anyOf: [int(0), str("a")] }, accept: [0, "a"], reject: ["0"] },
  { name: "a number key through an intersection", decls: `type Z = { 0: string } & { a: number };`, type: "keyof Z", expected: { anyOf: [int(0), str("a")] }, accept: [0, "a"], reject: ["0"] },
  { name: "a number key through Partial", decls: `type Z = { 0: string };`, type: "keyof Partial<Z>", expected: int(0), accept: [0], reject: ["0"] },
  { name: "Exclude of a number key", decls: `type Z = { 0: string; 1: number };`, type: "Exclude<keyof Z, 0>", expected: int(1), accept: [1], reject: [0, "1"] },
  { name: "a class field named by a number", decls: `class C { 0 = "a"; b = 1 }`, type: "keyof C", expected: { anyOf: [int(0), str("b")] }, accept: [0, "b"], reject: ["0"] },
  { name: "indexing by those keys reads the values", decls: `type Z = { 0: string; 1: number };`, type: "Z[keyof Z]", expected: { anyOf: [S, N] }, accept: ["a", 1], reject: [true] },
];

describeRows("accessors in interfaces and type literals", ACCESSORS);
describeRows("keyof with optional methods", OPTIONAL_METHOD_KEYS);
describeRows("optional methods beside an index signature", ABSENT_BESIDE_INDEX);
describeRows("keys written as numbers", NUMBER_NAMED_KEYS);
