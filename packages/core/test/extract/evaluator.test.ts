import { Ajv2020 } from "ajv/dist/2020.js";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { compileValidators } from "../../src/codegen/validators.js";
import { NUMERIC_KEY } from "../../src/extract/types/index-signatures.js";
import type { JsonSchema } from "../../src/model/index.js";
import { publicSchema } from "../../src/providers/schema-walk.js";
import { extractSources, property, toolNamed } from "./helpers.js";

// The type evaluator (README "Supported types"), one row per construct. Each
// row's expected schema is read by hand. Then the TypeScript checker is the
// oracle: every value the schema accepts must compile as `const v: T = value`
// and every value it rejects must not, so "never silently different" is checked.

const S = { type: "string" };
const N = { type: "number", "x-toolcall": { kind: "number" } };
const B = { type: "boolean" };
const int = (v: number) => ({ type: "integer", const: v, "x-toolcall": { kind: "int" } });
const str = (...values: string[]) => (values.length === 1 ? { type: "string", const: values[0] } : { type: "string", enum: values });
const ints = (...values: number[]) => ({ type: "integer", enum: values, "x-toolcall": { kind: "int" } });
const obj = (properties: Record<string, unknown>, required: string[], additionalProperties: unknown = false) =>
  required.length ? { type: "object", properties, required, additionalProperties } : { type: "object", properties, additionalProperties };
/** An object with a `number` index signature: its properties and the keys TypeScript reads as numeric, nothing else. */
const numericKeyed = (properties: Record<string, unknown>, required: string[], value: unknown, names = "") => ({
  ...obj(properties, required, value),
  propertyNames: { pattern: `^(?:${names ? names + "|" : ""}${NUMERIC_KEY})$` },
});

interface Row {
  /** What the row shows (the README construct). */
  name: string;
  /** Declarations the type uses. */
  decls?: string;
  type: string;
  expected: unknown;
  accept: unknown[];
  reject: unknown[];
  /** The type the checker compiles the values against, when it is not `type` itself (and why). */
  oracleType?: string;
  /** How a value is written in TypeScript, when JSON is not it (string enum members are nominal). */
  render?: (value: unknown) => string;
}

const CONSTS = `
const COLORS = { red: "#f00", green: "#0f0" } as const;
const DEFAULTS = { limit: 10, tags: ["a", "b"], nested: { on: true } };
const UNITS = ["px", "em", "rem"] as const;
const MAX = 5;
enum Color { Red = "red", Blue = "blue" }
`;
const P = `interface P { name: string; age?: number }`;
const CONFIG = `interface Config { mode: "fast" | "safe"; level: number }`;
const SHAPE = `type Shape = { kind: "circle"; r: number } | { kind: "square"; side: number };`;
const circle = { kind: "circle", r: 1 };
const square = { kind: "square", side: 2 };
const colorMember = (v: unknown) => (v === "red" ? "Color.Red" : v === "blue" ? "Color.Blue" : JSON.stringify(v));

const ROWS: Row[] = [
  // typeof
  { name: "typeof an `as const` object", decls: CONSTS, type: "typeof COLORS", expected: obj({ red: str("#f00"), green: str("#0f0") }, ["red", "green"]), accept: [{ red: "#f00", green: "#0f0" }], reject: [{ red: "#f00" }, { red: "#0f0", green: "#0f0" }] },
  {
    name: "typeof a widened object (nested, arrays)",
    decls: CONSTS,
    type: "typeof DEFAULTS",
    expected: obj({ limit: N, tags: { type: "array", items: S }, nested: obj({ on: B }, ["on"]) }, ["limit", "tags", "nested"]),
    accept: [{ limit: 1.5, tags: [], nested: { on: false } }],
    reject: [{ limit: "1", tags: [], nested: { on: false } }, { limit: 1, tags: [1], nested: { on: true } }],
  },
  { name: "typeof a const primitive keeps its literal", decls: CONSTS, type: "typeof MAX", expected: int(5), accept: [5], reject: [6] },
  { name: "(typeof arr)[number] on an `as const` array", decls: CONSTS, type: "(typeof UNITS)[number]", expected: str("px", "em", "rem"), accept: ["px", "rem"], reject: ["pt"] },
  { name: "typeof an enum", decls: CONSTS, type: "typeof Color", expected: obj({ Red: str("red"), Blue: str("blue") }, ["Red", "Blue"]), accept: [{ Red: "red", Blue: "blue" }], reject: [{ Red: "red" }], render: (v) => (v && typeof v === "object" && "Blue" in v ? "{ Red: Color.Red, Blue: Color.Blue }" : "{ Red: Color.Red }") },
  // keyof
  { name: "keyof typeof obj", decls: CONSTS, type: "keyof typeof COLORS", expected: str("red", "green"), accept: ["red"], reject: ["blue"] },
  { name: "keyof typeof Enum", decls: CONSTS, type: "keyof typeof Color", expected: str("Red", "Blue"), accept: ["Blue"], reject: ["blue"] },
  { name: "keyof an interface with extends", decls: `interface A { a: string } interface B extends A { b?: number }`, type: "keyof B", expected: str("a", "b"), accept: ["a", "b"], reject: ["c"] },
  { name: "keyof a record with literal keys", type: `keyof Record<"x" | "y", number>`, expected: str("x", "y"), accept: ["x"], reject: ["z"] },
  // indexed access
  { name: "T[\"k\"]", decls: CONFIG, type: `Config["mode"]`, expected: str("fast", "safe"), accept: ["fast"], reject: ["slow", 1] },
  { name: "T[\"a\" | \"b\"]", decls: CONFIG, type: `Config["mode" | "level"]`, expected: { anyOf: [str("fast", "safe"), N] }, accept: ["safe", 2.5], reject: ["slow", true] },
  { name: "T[keyof T]", decls: CONFIG, type: `Config[keyof Config]`, expected: { anyOf: [str("fast", "safe"), N] }, accept: ["fast", 0], reject: [null] },
  { name: "T[number] on a tuple", type: `[string, number][number]`, expected: { anyOf: [S, N] }, accept: ["a", 1], reject: [false] },
  { name: "T[number] on an array", decls: `type L = boolean[];`, type: `L[number]`, expected: B, accept: [true], reject: ["true"] },
  // mapped types
  { name: "mapped over literal keys", type: `{ [K in "a" | "b"]: number }`, expected: obj({ a: N, b: N }, ["a", "b"]), accept: [{ a: 1, b: 2 }], reject: [{ a: 1 }, { a: 1, b: 2, c: 3 }] },
  { name: "mapped with `as` template remapping (homomorphic: optionality kept)", decls: P, type: "{ [K in keyof P as `get_${K}`]: P[K] }", expected: obj({ get_name: S, get_age: N }, ["get_name"]), accept: [{ get_name: "a" }, { get_name: "a", get_age: 3 }], reject: [{ get_age: 3 }, { name: "a" }] },
  { name: "mapped with `as` filtering to never", decls: P, type: `{ [K in keyof P as K extends "age" ? never : K]: P[K] }`, expected: obj({ name: S }, ["name"]), accept: [{ name: "a" }], reject: [{ name: "a", age: 1 }] },
  { name: "mapped with -?", decls: P, type: `{ [K in keyof P]-?: P[K] }`, expected: obj({ name: S, age: N }, ["name", "age"]), accept: [{ name: "a", age: 1 }], reject: [{ name: "a" }] },
  { name: "mapped with +readonly +?", decls: P, type: `{ +readonly [K in keyof P]+?: P[K] }`, expected: obj({ name: S, age: N }, []), accept: [{}, { age: 2 }], reject: [{ name: 1 }] },
  { name: "homomorphic mapped keeps JSDoc", decls: `interface D { /** The name. */ name: string }`, type: `{ [K in keyof D]: D[K] }`, expected: obj({ name: { description: "The name.", type: "string" } }, ["name"]), accept: [{ name: "x" }], reject: [{}] },
  { name: "generic mapped type with a concrete argument", decls: `${P}\ntype Flags<T> = { [K in keyof T]: boolean };`, type: `Flags<P>`, expected: obj({ name: B, age: B }, ["name"]), accept: [{ name: true }], reject: [{ name: "yes" }] },
  { name: "Partial", decls: P, type: `Partial<P>`, expected: obj({ name: S, age: N }, []), accept: [{}], reject: [{ name: 2 }] },
  { name: "Required", decls: P, type: `Required<P>`, expected: obj({ name: S, age: N }, ["name", "age"]), accept: [{ name: "a", age: 1 }], reject: [{ name: "a" }] },
  { name: "Readonly", decls: P, type: `Readonly<P>`, expected: obj({ name: S, age: N }, ["name"]), accept: [{ name: "a" }], reject: [{ age: 1 }] },
  { name: "Pick keeps optionality", decls: P, type: `Pick<P, "age">`, expected: obj({ age: N }, []), accept: [{}, { age: 1 }], reject: [{ name: "a" }] },
  { name: "Omit", decls: P, type: `Omit<P, "age">`, expected: obj({ name: S }, ["name"]), accept: [{ name: "a" }], reject: [{ name: "a", age: 1 }] },
  { name: "Partial over a union distributes", decls: SHAPE, type: `Partial<Shape>`, expected: { anyOf: [obj({ kind: str("circle"), r: N }, []), obj({ kind: str("square"), side: N }, [])] }, accept: [{}, { kind: "circle" }, square], reject: [{ kind: "circle", side: 1 }, { kind: "oval" }] },
  { name: "Omit over a union keeps the common keys", decls: SHAPE, type: `Omit<Shape, "r">`, expected: obj({ kind: str("circle", "square") }, ["kind"]), accept: [{ kind: "square" }], reject: [{}, { kind: "oval" }] },
  { name: "Record with literal keys", type: `Record<"x" | "y", boolean>`, expected: obj({ x: B, y: B }, ["x", "y"]), accept: [{ x: true, y: false }], reject: [{ x: true }] },
  { name: "Record with string keys", type: `Record<string, number>`, expected: { type: "object", properties: {}, additionalProperties: N }, accept: [{}, { a: 1 }], reject: [{ a: "1" }] },
  // conditional types
  { name: "conditional, distributive", decls: `type IsStr<T> = T extends string ? "yes" : "no";`, type: `IsStr<"a" | 1>`, expected: str("yes", "no"), accept: ["yes", "no"], reject: ["maybe"] },
  { name: "Exclude on literals", type: `Exclude<"a" | "b" | "c", "a">`, expected: str("b", "c"), accept: ["b"], reject: ["a"] },
  { name: "Exclude over an object union", decls: SHAPE, type: `Exclude<Shape, { kind: "circle" }>`, expected: obj({ kind: str("square"), side: N }, ["kind", "side"]), accept: [square], reject: [circle] },
  { name: "Extract over an object union", decls: SHAPE, type: `Extract<Shape, { kind: "circle" }>`, expected: obj({ kind: str("circle"), r: N }, ["kind", "r"]), accept: [circle], reject: [square] },
  { name: "NonNullable", type: `NonNullable<string | null>`, expected: S, accept: ["a"], reject: [null] },
  { name: "infer an array element", decls: `type Elem<T> = T extends (infer U)[] ? U : never;`, type: `Elem<string[]>`, expected: S, accept: ["a"], reject: [1] },
  { name: "infer tuple members", decls: `type Head<T> = T extends [infer H, ...infer _R] ? H : never;`, type: `Head<[number, string]>`, expected: N, accept: [1], reject: ["1"] },
  { name: "infer a property type", decls: `type ValueOf<T> = T extends { value: infer V } ? V : never;`, type: `ValueOf<{ value: boolean }>`, expected: B, accept: [true], reject: [0] },
  { name: "infer template segments", decls: "type Prefix<T> = T extends `${infer P}-${infer _R}` ? P : never;", type: `Prefix<"a-b" | "cd-e">`, expected: str("a", "cd"), accept: ["a", "cd"], reject: ["a-b"] },
  { name: "recursive conditional", decls: `type Flatten<T> = T extends (infer U)[] ? Flatten<U> : T;`, type: `Flatten<string[][][]>`, expected: S, accept: ["x"], reject: [["x"]] },
  { name: "Awaited", type: `Awaited<Promise<Promise<number>>>`, expected: N, accept: [1], reject: ["1"] },
  // template literal types
  { name: "finite template literal -> enum", type: "`${\"sm\" | \"lg\"}-${1 | 2}`", expected: str("sm-1", "sm-2", "lg-1", "lg-2"), accept: ["lg-2"], reject: ["md-1", "sm-3"] },
  { name: "open template literal with ${number} -> pattern", type: "`${number}px`", expected: { type: "string", pattern: "^-?(?:0|[1-9][0-9]*)(?:\\.[0-9]+)?(?:[eE][+-]?[0-9]+)?px$", "x-toolcall": { kind: "template", parts: [{ open: "number" }, "px"] } }, accept: ["10px", "-1.5px"], reject: ["px", "10", "tenpx"] },
  { name: "open template literal with ${string} -> pattern", type: "`user-${string}`", expected: { type: "string", pattern: "^user-[\\s\\S]*$", "x-toolcall": { kind: "template", parts: ["user-", { open: "string" }] } }, accept: ["user-", "user-42"], reject: ["admin", "User-1"] },
  { name: "Uppercase", type: `Uppercase<"a" | "b">`, expected: str("A", "B"), accept: ["A"], reject: ["a"] },
  { name: "Capitalize", type: `Capitalize<"hello">`, expected: str("Hello"), accept: ["Hello"], reject: ["hello"] },
  // classes
  {
    name: "class: public instance fields only",
    decls: `class Point { x: number = 0; y?: number; static origin = 1; private secret = ""; protected p = 1; #hidden = 1; constructor(public label: string, private id: number) {} move() {} }`,
    type: `Point`,
    expected: obj({ x: N, y: N, label: S }, ["x", "label"]),
    accept: [{ x: 1, label: "a" }, { x: 1, y: 2, label: "a" }],
    reject: [{ x: 1 }, { x: 1, label: "a", secret: "" }],
    // A class with private members or methods is nominal to the checker; its data is what the schema says.
    oracleType: `Pick<Point, "x" | "y" | "label">`,
  },
  { name: "class extends a class", decls: `class Base { id: string = ""; } class User extends Base { name?: string; active = true; }`, type: `User`, expected: obj({ id: S, name: S, active: B }, ["id", "active"]), accept: [{ id: "1", active: true }], reject: [{ id: "1" }] },
  // intersections
  { name: "intersection per property (was silently wrong)", decls: `interface Base { a: "hello" | "world" } interface Base2 { a: "hello" | "typescript" }`, type: `Base & Base2`, expected: obj({ a: str("hello") }, ["a"]), accept: [{ a: "hello" }], reject: [{ a: "typescript" }, { a: "world" }] },
  {
    name: "intersection of index signatures (was silently wrong)",
    type: `{ bar: number } & { [k: string]: number | string } & { [k: string]: { bar: number } | number }`,
    expected: obj({ bar: N }, ["bar"], N),
    accept: [{ bar: 1 }, { bar: 1, x: 2 }],
    reject: [{ bar: 1, x: "s" }, { bar: 1, x: { bar: 1 } }],
  },
  { name: "intersection of object types", type: `{ a: string } & { b?: number }`, expected: obj({ a: S, b: N }, ["a"]), accept: [{ a: "x" }, { a: "x", b: 1 }], reject: [{ b: 1 }] },
  // index signatures
  {
    name: "numeric index signature: numeric keys only (was any key)",
    decls: `interface I { [i: number]: number }`,
    type: `I`,
    expected: numericKeyed({}, [], N),
    accept: [{}, { "0": 1, "2.5": 3 }, { "-1": 1, NaN: 2, Infinity: 3, "1e+21": 4, "5e-7": 5 }],
    reject: [{ abc: 1 }, { "1": "x" }, { "01": 1 }, { "1.0": 1 }, { "-0": 1 }, { "1e21": 1 }, { " 1": 1 }],
  },
  {
    name: "numeric index signature beside named properties",
    decls: `interface L { length: number; "a.b"?: boolean; [i: number]: string }`,
    type: `L`,
    expected: numericKeyed({ length: N, "a.b": B }, ["length"], S, "length|a\\.b"),
    accept: [{ length: 1 }, { length: 1, "0": "a", "a.b": true }],
    reject: [{}, { length: 1, name: "x" }, { length: 1, "0": 1 }, { length: 1, axb: true }],
  },
  { name: "Record<number, T>", type: `Record<number, string>`, expected: numericKeyed({}, [], S), accept: [{ "1": "a" }], reject: [{ a: "b" }, { "1": 1 }] },
  { name: "keyof a numeric index signature is number", type: `keyof { [i: number]: string }`, expected: N, accept: [1, 2.5], reject: ["1", "a"] },
  { name: "Partial of a numeric index signature keeps the keys numeric", decls: `interface I { [i: number]: number }`, type: `Partial<I>`, expected: numericKeyed({}, [], N), accept: [{ "3": 1 }], reject: [{ x: 1 }] },
  {
    name: "a property beside a numeric index signature in an intersection",
    type: `{ a: string } & { [i: number]: number }`,
    expected: numericKeyed({ a: S }, ["a"], N, "a"),
    accept: [{ a: "x", "1": 2 }],
    reject: [{ a: "x", b: 1 }, { a: "x", "1": "y" }],
  },
  { name: "symbol index signature adds no JSON key", type: `{ a: string; [k: symbol]: number }`, expected: obj({ a: S }, ["a"]), accept: [{ a: "x" }], reject: [{ a: "x", b: 1 }] },
  {
    name: "class index signature is kept (was dropped)",
    decls: `class C { a: string = ""; [k: string]: string | number }`,
    type: `C`,
    expected: obj({ a: S }, ["a"], { anyOf: [S, N] }),
    accept: [{ a: "x" }, { a: "x", b: 1 }],
    reject: [{}, { a: "x", b: true }],
  },
  { name: "class numeric index signature", decls: `class Row { [i: number]: boolean }`, type: `Row`, expected: numericKeyed({}, [], B), accept: [{ "0": true }], reject: [{ x: true }, { "0": 1 }] },
  // never, undefined, optional
  { name: "never drops out of a union", type: `string | never`, expected: S, accept: ["a"], reject: [1] },
  { name: "`| undefined` without `?` keeps the property required", type: `{ a?: string; b: number | undefined }`, expected: obj({ a: S, b: N }, ["b"]), accept: [{ b: 1 }, { a: "x", b: 1 }], reject: [{}, { a: "x" }] },
  // tuples
  { name: "empty tuple (crashed the validator)", type: `[]`, expected: { type: "array", items: false, maxItems: 0 }, accept: [[]], reject: [[1]] },
  { name: "rest-only tuple (crashed the validator)", type: `[...string[]]`, expected: { type: "array", items: S }, accept: [[], ["a", "b"]], reject: [[1]] },
  { name: "named, optional and rest members", type: `[name: string, age?: number, ...flags: boolean[]]`, expected: { type: "array", prefixItems: [S, N], items: B, minItems: 1 }, accept: [["a"], ["a", 1, true, false]], reject: [[], ["a", "b"]] },
  { name: "spread of another tuple", decls: `type AB = [string, number];`, type: `[...AB, boolean]`, expected: { type: "array", prefixItems: [S, N, B], items: false, minItems: 3, maxItems: 3 }, accept: [["a", 1, true]], reject: [["a", 1]] },
  // enums
  { name: "enum computed from literals", decls: `enum Flags { A = 1 << 0, B = 1 << 2, C = A | B }`, type: `Flags`, expected: ints(1, 4, 5), accept: [1, 5], reject: [2] },
  { name: "enum member string concatenation", decls: `enum Path { Root = "/", Api = Root + "api" }`, type: `Path`, expected: str("/", "/api"), accept: ["/", "/api"], reject: ["api"], render: (v) => (v === "/" ? "Path.Root" : v === "/api" ? "Path.Api" : JSON.stringify(v)) },
  { name: "const enum", decls: `const enum Dir { Up, Down }`, type: `Dir`, expected: ints(0, 1), accept: [0, 1], reject: [2] },
  { name: "declare enum with values", decls: `declare enum Level { Low = 1, High = 2 }`, type: `Level`, expected: ints(1, 2), accept: [2], reject: [3] },
  { name: "enum member as a literal type", decls: CONSTS, type: `Color.Red`, expected: str("red"), accept: ["red"], reject: ["blue"], render: colorMember },
];

const files: Record<string, string> = {};
ROWS.forEach((row, i) => {
  files[`row${i}.ts`] = `"use tools";\n${row.decls ?? ""}\nexport function row${i}(v: ${row.type}) {}\n`;
});
const result = extractSources(files);

describe("the type evaluator", () => {
  it("derives every row without a diagnostic", () => {
    expect(result.diagnostics.map((d) => `${d.code} ${d.loc.file}:${d.loc.line}: ${d.message}`)).toEqual([]);
  });

  it.each(ROWS.map((row, i) => [row.name, i] as const))("%s", (_name, i) => {
    expect(property(result, `row${i}`, "v")).toEqual(ROWS[i].expected);
  });

  it("compiles every row's validator (the empty and rest-only tuples used to stop the build)", () => {
    const schemas = ROWS.map((_, i) => toolNamed(result, `row${i}`).inputSchema);
    expect(compileValidators(schemas, "rt").names).toHaveLength(ROWS.length);
  });

  // One TypeScript program over every row (lib.es2022 included): seconds
  // on an idle machine, so a bound of its own instead of the tier's 10 s.
  it("agrees with the TypeScript checker on accepted and rejected values", { timeout: 120_000 }, () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    const sources = new Map<string, string>();
    const expectations: { file: string; line: number; accepted: boolean; what: string }[] = [];
    ROWS.forEach((row, i) => {
      const schema = publicSchema(property(result, `row${i}`, "v")) as JsonSchema;
      const validate = ajv.compile(schema);
      const lines = [...(row.decls ?? "").split("\n"), `type T = ${row.oracleType ?? row.type};`];
      for (const [accepted, values] of [[true, row.accept], [false, row.reject]] as const) {
        for (const value of values) {
          // The schema itself must say what the row claims, or the comparison proves nothing.
          expect(validate(value), `${row.name}: schema ${accepted ? "accepts" : "rejects"} ${JSON.stringify(value)}`).toBe(accepted);
          lines.push(`export const v${lines.length}: T = ${(row.render ?? JSON.stringify)(value)};`);
          expectations.push({ file: `/oracle/row${i}.ts`, line: lines.length - 1, accepted, what: `${row.name}: ${JSON.stringify(value)}` });
        }
      }
      sources.set(`/oracle/row${i}.ts`, lines.join("\n") + "\nexport {};\n");
    });
    const errorsAt = typeCheck(sources);
    const disagreements = expectations.filter((e) => errorsAt.has(`${e.file}:${e.line}`) === e.accepted).map((e) => `${e.accepted ? "accepted but does not type-check" : "rejected but type-checks"}: ${e.what}`);
    expect(disagreements).toEqual([]);
  });
});

/** Type-checks in-memory files with the TypeScript 5.9 compiler under `strict`; returns the `file:line` (0-based) of each error. */
function typeCheck(sources: Map<string, string>): Set<string> {
  const options: ts.CompilerOptions = { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, lib: ["lib.es2022.d.ts"], skipLibCheck: true, noUnusedLocals: false };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version) => (sources.has(name) ? ts.createSourceFile(name, sources.get(name)!, version) : getSourceFile(name, version));
  host.fileExists = ((exists) => (name: string) => sources.has(name) || exists(name))(host.fileExists.bind(host));
  host.readFile = ((read) => (name: string) => sources.get(name) ?? read(name))(host.readFile.bind(host));
  const program = ts.createProgram([...sources.keys()], options, host);
  const out = new Set<string>();
  for (const d of ts.getPreEmitDiagnostics(program)) {
    if (!d.file || !sources.has(d.file.fileName) || d.start === undefined) continue;
    out.add(`${d.file.fileName}:${d.file.getLineAndCharacterOfPosition(d.start).line}`);
  }
  return out;
}

// What stays unsupported is a located error naming the construct and what to write instead.
describe("the type evaluator refuses what it cannot be sure of", () => {
  it.each([
    // [declarations, type, code, what the message says]
    [`interface Base { a: "hello" | "world" } interface Base3 { a: "x" }`, `Base & Base3`, "TC_EMPTY_INTERSECTION", "`Base` and `Base3` have no value in common (property `a`)"],
    [``, `string & number`, "TC_EMPTY_INTERSECTION", "`string` and `number` have no value in common"],
    [``, `"a" & "b"`, "TC_EMPTY_INTERSECTION", '`"a"` and `"b"` have no value in common'],
    [`type Grow<T> = T extends string ? Grow<[T]> : Grow<[T]>;`, `Grow<"a">`, "TC_TOO_DEEP", "still expanding after 50 nested conditional or mapped types"],
    [`function make() { return 1; }`, `typeof make`, "TC_UNSUPPORTED_TYPE", "names a function"],
    [`class K { a = 1; }`, `typeof K`, "TC_UNSUPPORTED_TYPE", "use the class name itself as the type"],
    [`let mode = "a";`, `typeof mode`, "TC_UNSUPPORTED_TYPE", "declare the value with `const`"],
    [`const list = [];`, `typeof list`, "TC_UNSUPPORTED_TYPE", "an empty array literal is `never[]`"],
    [`const o = { a: "x" } satisfies { a: string };`, `typeof o`, "TC_UNSUPPORTED_TYPE", "write `as const satisfies T`"],
    [`declare enum D { A, B }`, `D`, "TC_UNSUPPORTED_TYPE", "member `A` of a `declare enum` has no value"],
    [`enum E { A = "a".length }`, `E`, "TC_UNSUPPORTED_TYPE", "member `A` is not a constant expression"],
    [``, "string extends `${infer P}` ? P : never", "TC_UNSUPPORTED_TYPE", "cannot tell whether the checked type extends the condition"],
    [``, `keyof string[]`, "TC_UNSUPPORTED_TYPE", "`keyof` is read on object types"],
    [``, `Uppercase<string>`, "TC_UNSUPPORTED_TYPE", "is read on string literals only"],
    [``, `[...string[], number]`, "TC_UNSUPPORTED_TYPE", "put the rest member last"],
    [``, `{ a: string } & string[]`, "TC_UNSUPPORTED_TYPE", "does not read an intersection of an array and an object type"],
    [``, `never`, "TC_UNSUPPORTED_TYPE", "it is `never`, which has no values"],
    [``, `Pick<string, "length">`, "TC_UNSUPPORTED_TYPE", "In `Pick<string, \"length\">`"],
    [``, `{ [k: string]: string | number; [i: number]: number }`, "TC_UNSUPPORTED_TYPE", "give both the same value type"],
    [``, "{ [k: `data-${string}`]: string }", "TC_UNSUPPORTED_TYPE", "key it by `string`"],
  ])("%s `%s` is %s", (decls, type, code, says) => {
    const r = extractSources({ "a.ts": `"use tools";\n${decls}\nexport function f(v: ${type}) {}\n` });
    expect(r.diagnostics.map((d) => d.code)).toEqual([code]);
    const d = r.diagnostics[0];
    expect(d.message).toContain(says);
    // Located at the parameter's type (line 3), or at the declaration the problem is in.
    expect(d.loc.file).toBe("/project/a.ts");
    expect([2, 3]).toContain(d.loc.line);
  });
});

// Issue: a default written as a constant was dropped without a word.
describe("defaults from constants", () => {
  const r = extractSources({
    "kinds.ts": `export const RESOURCE_TYPE_TEXT = "text";\nexport enum ResourceKind { Text = "text", Blob = "blob" }\nexport const LIMITS = { page: 20 } as const;\n`,
    "tools.ts": [
      `"use tools";`,
      `import { RESOURCE_TYPE_TEXT, ResourceKind, LIMITS } from "./kinds";`,
      `const LOCAL = 3;`,
      `enum Mode { Fast = 1, Safe = 2 }`,
      `export function read(kind: "text" | "blob" = RESOURCE_TYPE_TEXT, viaEnum: ResourceKind = ResourceKind.Text, n: number = LOCAL, mode: Mode = Mode.Safe, page: number = LIMITS.page, at: number = Date.now()) {}`,
      `export function opts({ size = LOCAL }: { size?: number }) {}`,
      `export function shadow(LOCAL: number, copy: number = LOCAL) {}`,
    ].join("\n"),
  });

  it.each([
    ["kind", "text", "an imported const"],
    ["viaEnum", "text", "an imported enum member"],
    ["n", 3, "a local const"],
    ["mode", 2, "a local enum member"],
    ["page", 20, "a property of an imported `as const` object"],
  ] as [string, string | number, string][])("%s gets the default %j (%s)", (name, value) => {
    expect(property(r, "read", name).default).toEqual(value);
  });

  it("reads a constant default of a destructured property", () => {
    expect(property(r, "opts", "size").default).toBe(3);
  });

  it("warns, naming the parameter, when the default is not known at build time", () => {
    expect(property(r, "read", "at").default).toBeUndefined();
    expect(r.diagnostics.map((d) => [d.code, d.severity, d.loc.line])).toEqual([
      ["TC_UNRESOLVED_DEFAULT", "warning", 5],
      ["TC_UNRESOLVED_DEFAULT", "warning", 7],
    ]);
    expect(r.diagnostics[0].message).toContain("The default of `at`");
  });

  it("does not read a default that names another parameter as the module constant it shadows", () => {
    expect(property(r, "shadow", "copy").default).toBeUndefined();
    expect(r.diagnostics[1].message).toContain("The default of `copy`");
  });
});
