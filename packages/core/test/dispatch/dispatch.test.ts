import { beforeAll, describe, expect, it } from "vitest";
import { models } from "./models.js";
import { loadDispatch, moduleText, type Dispatch } from "./load.js";

let dispatch: Dispatch;
beforeAll(async () => {
  dispatch = await loadDispatch(models);
});

const num = (n: number) => ({ number: n });
const big = (digits: string) => ({ bigint: digits });
const NULL = { null: true };
const UNDEF = { undefined: true };
const TEN_TO_309 = "1" + "0".repeat(309);

type Column = "int" | "number" | "bigint" | "wire";
const TOOL: Record<Column, string> = { int: "int_echo", number: "number_echo", bigint: "bigint_echo", wire: "wire_echo" };
const FALLBACK: Record<Column, object> = { int: num(7), number: num(2.5), bigint: big("10"), wire: big("42") };

// docs/virtual-module.md, "The coercion pass", row by row; `null` = a validation error naming `value`.
const SPEC7: { incoming: string; int: object | null; number: object | null; bigint: object | null; wire: object | null }[] = [
  { incoming: "1", int: num(1), number: num(1), bigint: big("1"), wire: big("1") },
  { incoming: "1.0", int: num(1), number: num(1), bigint: big("1"), wire: big("1") },
  { incoming: "1.5", int: null, number: num(1.5), bigint: null, wire: null },
  { incoming: '"42"', int: null, number: null, bigint: null, wire: big("42") },
  { incoming: "9007199254740993", int: null, number: num(9007199254740992), bigint: big("9007199254740993"), wire: big("9007199254740993") },
  { incoming: "1e309", int: null, number: null, bigint: big(TEN_TO_309), wire: big(TEN_TO_309) },
  { incoming: "null", int: null, number: null, bigint: null, wire: null },
];

describe("the coercion table (docs/virtual-module.md, The coercion pass) through the emitted dispatch", () => {
  const rows = SPEC7.flatMap((row) => (["int", "number", "bigint", "wire"] as Column[]).map((column) => ({ row, column })));
  it.each(rows)("$row.incoming -> $column", async ({ row, column }) => {
    const result = await dispatch(TOOL[column], `{"value": ${row.incoming}}`);
    const want = row[column];
    if (want) expect(result).toEqual({ ok: true, value: { value: want, nullable: UNDEF, fallback: FALLBACK[column] } });
    else {
      expect(result.ok).toBe(false);
      expect(result.error.code).toBe("invalid_arguments");
      expect(result.error.issues.map((i: { path: string }) => i.path)).toEqual(["value"]);
    }
  });

  it.each(["int", "number", "bigint", "wire"] as Column[])("null is accepted for %s | null", async (column) => {
    const one = column === "int" || column === "number" ? num(1) : big("1");
    expect(await dispatch(TOOL[column], '{"value": 1, "nullable": null}')).toEqual({ ok: true, value: { value: one, nullable: NULL, fallback: FALLBACK[column] } });
  });

  it.each(["int", "number", "bigint", "wire"] as Column[])("absent: a required %s is an error, an optional one gets its default", async (column) => {
    const missing = await dispatch(TOOL[column], "{}");
    expect(missing.error.issues).toEqual([{ path: "value", message: "required, but missing" }]);
    const two = column === "int" || column === "number" ? num(2) : big("2");
    expect(await dispatch(TOOL[column], '{"value": 2}')).toEqual({ ok: true, value: { value: two, nullable: UNDEF, fallback: FALLBACK[column] } });
  });

  it("explains why an Int is refused", async () => {
    const beyond = await dispatch("int_echo", '{"value": 9007199254740993}');
    expect(beyond.error.message).toContain("beyond 2^53-1");
    expect(beyond.error.message).toContain("received 9007199254740993");
    const infinite = await dispatch("int_echo", '{"value": 1e309}');
    expect(infinite.error.message).toContain("not a finite number");
    const fraction = await dispatch("int_echo", '{"value": 1.0000000000000000001}');
    expect(fraction.error.message).toContain("not an integer");
  });

  it("keeps exponent forms exact for bigint", async () => {
    expect((await dispatch("bigint_echo", '{"value": 1.5e1}')).value.value).toEqual(big("15"));
    expect((await dispatch("bigint_echo", '{"value": -12345678901234567890123e-3}')).ok).toBe(false);
    expect((await dispatch("bigint_echo", '{"value": -12345678901234567890000e-3}')).value.value).toEqual(big("-12345678901234567890"));
  });
});

describe("already-parsed object input", () => {
  it("coerces without mutating the caller's object", async () => {
    const args = { value: 12, nullable: null };
    const frozen = JSON.stringify(args);
    expect(await dispatch("bigint_echo", args)).toEqual({ ok: true, value: { value: big("12"), nullable: NULL, fallback: big("10") } });
    expect(JSON.stringify(args)).toBe(frozen);
  });

  it("does not mutate nested objects or share default arrays", async () => {
    const args = { to: { street: "1 Main St", zip: "01234", geo: null }, items: [{ sku: "a", qty: 1 }] };
    const frozen = JSON.stringify(args);
    const result = await dispatch("ship", args);
    expect(result.ok).toBe(true);
    expect(result.value.to.country).toEqual({ string: "NO" });
    expect(JSON.stringify(args)).toBe(frozen);
    const first = await dispatch("search", { query: "a" });
    const second = await dispatch("search", { query: "b" });
    expect(first.value.input.tags).toEqual([]);
    expect(second.value.input.tags).toEqual([]);
  });

  it("accepts a deeply frozen object and still coerces", async () => {
    const args = Object.freeze({ to: Object.freeze({ street: "x", zip: "12345", geo: null }), items: Object.freeze([Object.freeze({ sku: "a", qty: 1 })]) });
    const result = await dispatch("ship", args);
    expect(result.ok).toBe(true);
    expect(result.value.to.country).toEqual({ string: "NO" });
    expect((await dispatch("tree", Object.freeze({ root: Object.freeze({ id: 3 }) }))).value).toEqual({ root: { id: big("3") } });
  });

  it("refuses an unsafe integer for a bigint with words the model can act on", async () => {
    // An SDK that parses JSON first (Anthropic, Gemini, the AI SDK) gives 2^53 + 1 as 2^53.
    const result = await dispatch("bigint_echo", { value: 2 ** 53 });
    expect(result.error.code).toBe("invalid_arguments");
    expect(result.error.message).toContain("value: expected an integer, received 9007199254740992");
    expect(result.error.message).toContain("rounded on its way to the tool, so this is not the value that was sent and sending it again will not help");
    expect(result.error.message).not.toMatch(/raw JSON|Wire/);
    // With Wire<"string"> the model can send the digits as text.
    const wire = await dispatch("wire_echo", { value: 2 ** 53 });
    expect(wire.error.message).toContain("send this integer as a decimal string instead");
    expect((await dispatch("wire_echo", { value: "9007199254740993" })).ok).toBe(true);
  });

  it("accepts a bigint as it is, and refuses a Date object (arguments are plain data)", async () => {
    expect((await dispatch("bigint_echo", { value: 5n })).value.value).toEqual(big("5"));
    const at = new Date("2026-01-01T00:00:00Z");
    const result = await dispatch("schedule", { at });
    expect(result.error.code).toBe("invalid_arguments");
    expect(result.error.issues).toEqual([{ path: "at", message: "expected plain JSON data, found a Date" }]);
    expect((await dispatch("schedule", { at: at.toISOString() })).value).toEqual({ at: "2026-01-01T00:00:00.000Z", isDate: true, until: UNDEF });
  });

  it("rejects NaN and Infinity for numbers", async () => {
    expect((await dispatch("number_echo", { value: Number.NaN })).ok).toBe(false);
    expect((await dispatch("number_echo", { value: Infinity })).ok).toBe(false);
  });
});

describe("bounds, defaults and properties", () => {
  const cases: { name: string; tool: string; args: unknown; value?: unknown; issues?: { path: string; message: string }[] }[] = [
    { name: "Int bounds: inside", tool: "bounded", args: '{"n": 100}', value: { n: num(100), id: UNDEF, ratio: UNDEF } },
    { name: "Int bounds: below", tool: "bounded", args: '{"n": 0}', issues: [{ path: "n", message: "expected an integer >= 1 and <= 100, received 0" }] },
    { name: "Int bounds: above", tool: "bounded", args: '{"n": 101}', issues: [{ path: "n", message: "expected an integer >= 1 and <= 100, received 101" }] },
    { name: "bigint bounds kept in the annotation", tool: "bounded", args: '{"n": 1, "id": "18446744073709551616"}', issues: [{ path: "id", message: 'expected an integer as a decimal string like "42" >= 1 and <= 18446744073709551615, received "18446744073709551616"' }] },
    { name: "bigint bound: at maximum", tool: "bounded", args: '{"n": 1, "id": "18446744073709551615"}', value: { n: num(1), id: big("18446744073709551615"), ratio: UNDEF } },
    { name: "bigint bound: below minimum", tool: "bounded", args: '{"n": 1, "id": 0}', issues: [{ path: "id", message: 'expected an integer as a decimal string like "42" >= 1 and <= 18446744073709551615, received 0' }] },
    { name: "exclusive bounds and multipleOf", tool: "bounded", args: '{"n": 1, "ratio": 0.75}', value: { n: num(1), id: UNDEF, ratio: num(0.75) } },
    { name: "exclusive maximum", tool: "bounded", args: '{"n": 1, "ratio": 1}', issues: [{ path: "ratio", message: "expected a finite number > 0 and < 1 and a multiple of 0.25, received 1" }] },
    { name: "multipleOf", tool: "bounded", args: '{"n": 1, "ratio": 0.3}', issues: [{ path: "ratio", message: "expected a finite number > 0 and < 1 and a multiple of 0.25, received 0.3" }] },
    { name: "defaults filled", tool: "forecast", args: '{"city": "Oslo"}', value: { city: "Oslo", days: 3, unit: "c" } },
    { name: "OpenAI strict null means absent, default applies", tool: "forecast", args: '{"city": "Oslo", "days": null, "unit": null}', value: { city: "Oslo", days: 3, unit: "c" } },
    { name: "enum", tool: "forecast", args: '{"city": "Oslo", "unit": "k"}', issues: [{ path: "unit", message: 'expected one of "c", "f", received "k"' }] },
    { name: "did you mean", tool: "forecast", args: '{"city": "Oslo", "dayz": 2}', issues: [{ path: "dayz", message: "unknown property `dayz`; did you mean `days`?" }] },
    { name: "unknown without a near name lists the valid ones", tool: "forecast", args: '{"city": "Oslo", "zzzzzz": 2}', issues: [{ path: "zzzzzz", message: "unknown property `zzzzzz`; expected one of `city`, `days`, `unit`" }] },
    { name: "nested path", tool: "ship", args: '{"to": {"street": "x", "zip": "123"}}', issues: [{ path: "to.zip", message: 'expected a string matching the pattern ^\\d{5}$, received "123"' }] },
    { name: "array item path", tool: "ship", args: '{"to": {"street": "x", "zip": "12345"}, "items": [{"sku": "a", "qty": 1}, {"sku": "b", "qty": 2}, {"sku": "c", "qty": 0}]}', issues: [{ path: "items[2].qty", message: "expected an integer >= 1, received 0" }] },
    { name: "missing nested", tool: "ship", args: '{"to": {"street": "x"}}', issues: [{ path: "to.zip", message: "required, but missing" }] },
    { name: "nullable union branch errors", tool: "ship", args: '{"to": {"street": "x", "zip": "12345", "geo": {"lat": "north", "lon": 1}}}', issues: [{ path: "to.geo.lat", message: 'expected a finite number, received "north"' }] },
    { name: "nullable union: wrong kind entirely", tool: "ship", args: '{"to": {"street": "x", "zip": "12345", "geo": 5}}', issues: [{ path: "to.geo", message: "expected an object, or null, received 5" }] },
    { name: "minItems", tool: "ship", args: '{"to": {"street": "x", "zip": "12345"}, "items": []}', issues: [{ path: "items", message: "expected at least 1 item (got 0), received []" }] },
    { name: "nested default", tool: "ship", args: '{"to": {"street": "x", "zip": "12345"}}', value: { to: { street: { string: "x" }, zip: { string: "12345" }, country: { string: "NO" } }, items: UNDEF } },
    { name: "recursion through $defs, bigint inside", tool: "tree", args: '{"root": {"id": 1, "children": [{"id": 9007199254740993, "children": []}]}}', value: { root: { id: big("1"), children: [{ id: big("9007199254740993"), children: [] }] } } },
    { name: "recursion: deep error path", tool: "tree", args: '{"root": {"id": 1, "children": [{"id": 2, "children": [{"id": 1.5}]}]}}', issues: [{ path: "root.children[0].children[0].id", message: "expected an integer, received 1.5" }] },
    { name: "$ref to a shared bigint type, in a property and in items", tool: "refs", args: '{"owner": 18446744073709551616, "members": [1, "2", 3]}', issues: [{ path: "members[1]", message: 'expected an integer >= 1, received "2"' }] },
    { name: "$ref coerces in place", tool: "refs", args: '{"owner": 18446744073709551616, "members": [1, 2e0]}', value: { owner: big("18446744073709551616"), members: [big("1"), big("2")], quota: big("18446744073709551615") } },
    { name: "$ref bounds", tool: "refs", args: '{"owner": 0}', issues: [{ path: "owner", message: "expected an integer >= 1, received 0" }] },
    { name: "union: a failed branch's default is undone", tool: "act", args: '{"action": {"kind": "stop"}}', value: { action: { kind: { string: "stop" } } } },
    { name: "union: a failed branch's null removal is undone", tool: "act", args: '{"action": {"kind": "stop", "note": null}}', value: { action: { kind: { string: "stop" }, note: NULL } } },
    { name: "union: the passing branch keeps its default", tool: "act", args: '{"action": {"kind": "move", "note": null}}', value: { action: { kind: { string: "move" }, speed: num(1) } } },
    { name: "union: a failed branch's conversions are rolled back", tool: "event", args: '{"event": {"kind": "raw", "when": "2026-01-01T00:00:00Z", "n": 5}}', value: { event: { kind: { string: "raw" }, when: { string: "2026-01-01T00:00:00Z" }, n: num(5) } } },
    { name: "union: the passing branch keeps its conversions", tool: "event", args: '{"event": {"kind": "at", "when": "2026-01-01T00:00:00Z", "n": 5}}', value: { event: { kind: { string: "at" }, when: { date: "2026-01-01T00:00:00.000Z" }, n: big("5") } } },
    { name: "union: rolled back for object input too", tool: "event", args: { event: { kind: "raw", when: "2026-01-01T00:00:00Z", n: 5 } }, value: { event: { kind: { string: "raw" }, when: { string: "2026-01-01T00:00:00Z" }, n: num(5) } } },
    { name: "tagged union: unknown tag lists the tags", tool: "shape", args: '{"shape": {"kind": "triangle", "side": 1}}', issues: [{ path: "shape.kind", message: 'expected "circle", or "square", received "triangle"' }] },
    { name: "tagged union: errors of the tagged branch only", tool: "shape", args: '{"shape": {"kind": "square", "side": "x"}}', issues: [{ path: "shape.side", message: 'expected a finite number, received "x"' }] },
    { name: "tagged union: missing property of the tagged branch", tool: "shape", args: '{"shape": {"kind": "square"}}', issues: [{ path: "shape.side", message: "required, but missing" }] },
    { name: "tagged union: bound in the tagged branch", tool: "shape", args: '{"shape": {"kind": "circle", "radius": -1}}', issues: [{ path: "shape.radius", message: "expected a finite number > 0, received -1" }] },
    { name: "tagged union: not an object", tool: "shape", args: '{"shape": 5}', issues: [{ path: "shape", message: "expected an object, received 5" }] },
    { name: "discriminated union", tool: "shape", args: '{"shape": {"kind": "square", "side": 2}}', value: { shape: { kind: { string: "square" }, side: num(2) } } },
    { name: "Date with offset", tool: "schedule", args: '{"at": "2026-11-29T23:40:00+01:00"}', value: { at: "2026-11-29T22:40:00.000Z", isDate: true, until: UNDEF } },
    { name: "nullable Date", tool: "schedule", args: '{"at": "2026-11-29T23:40:00Z", "until": null}', value: { at: "2026-11-29T23:40:00.000Z", isDate: true, until: NULL } },
    { name: "Date rejected", tool: "schedule", args: '{"at": "yesterday"}', issues: [{ path: "at", message: 'expected an RFC 3339 date-time string like "2026-01-31T09:30:00Z", received "yesterday"' }] },
    { name: "Date: no such day", tool: "schedule", args: '{"at": "2026-02-30T10:00:00Z"}', issues: [{ path: "at", message: 'expected an RFC 3339 date-time string like "2026-01-31T09:30:00Z", received "2026-02-30T10:00:00Z"' }] },
    { name: "format email", tool: "strings", args: '{"email": "not-an-email"}', issues: [{ path: "email", message: 'expected a string in email format, received "not-an-email"' }] },
    { name: "maxLength", tool: "strings", args: '{"name": "abcdef"}', issues: [{ path: "name", message: 'expected a string of at most 5 characters, received "abcdef"' }] },
    { name: "length in code points", tool: "strings", args: '{"name": "😀😀😀😀😀"}', value: { email: undefined, code: undefined, name: "😀😀😀😀😀", tags: undefined } },
    { name: "uniqueItems", tool: "strings", args: '{"tags": ["a", "b", "a"]}', issues: [{ path: "tags", message: 'expected unique items (items 0 and 2 are equal), received ["a","b","a"]' }] },
    { name: "several issues at once", tool: "strings", args: '{"email": 1, "code": "ABC", "nmae": "x"}', issues: [
      { path: "email", message: "expected a string, received 1" },
      { path: "code", message: 'expected a string matching the pattern ^[a-z]+$, received "ABC"' },
      { path: "nmae", message: "unknown property `nmae`; did you mean `name`?" },
    ] },
    { name: "untyped parameter gets plain numbers", tool: "anything", args: '{"value": [1e400, 12345678901234567890]}', value: { value: [Infinity, 12345678901234567000], type: "object" } },
  ];
  it.each(cases)("$name", async ({ tool, args, value, issues }) => {
    const result = await dispatch(tool, args);
    if (issues) {
      expect(result.ok).toBe(false);
      expect(result.error.code).toBe("invalid_arguments");
      expect(result.error.issues).toEqual(issues);
      for (const issue of issues) expect(result.error.message).toContain(`- ${issue.path}: ${issue.message}`);
    } else expect(result).toEqual({ ok: true, value });
  });
});

describe("context and destructured parameters", () => {
  it("passes the context only from the third argument", async () => {
    expect(await dispatch("whoami", '{"greeting": "Hello"}', { user: "ada" })).toEqual({ ok: true, value: "Hello, ada" });
  });
  it("treats a model-sent context name as an unknown property", async () => {
    const result = await dispatch("search", '{"query": "x", "ctx": {"user": "mallory"}}', { user: "ada" });
    expect(result.error.issues).toEqual([{ path: "ctx", message: "unknown property `ctx`; expected one of `query`, `limit`, `tags`" }]);
  });
  it("hands a destructured function the whole input with defaults", async () => {
    expect(await dispatch("search", '{"query": "cats"}', 42)).toEqual({
      ok: true,
      value: { input: { query: { string: "cats" }, limit: num(10), tags: [] }, ctx: num(42) },
    });
  });
});

describe("dispatch never throws or rejects", () => {
  const cases: { name: string; call: () => Promise<any>; code: string; mentions: string[] }[] = [
    { name: "unknown tool suggests the nearest name", call: () => dispatch("forcast", "{}"), code: "unknown_tool", mentions: ["Unknown tool `forcast`. Did you mean `forecast`? Available tools: "] },
    { name: "a name from Object.prototype", call: () => dispatch("__proto__", "{}"), code: "unknown_tool", mentions: ["__proto__"] },
    { name: "constructor as a name", call: () => dispatch("constructor", {}), code: "unknown_tool", mentions: ["constructor"] },
    { name: "non-string name", call: () => dispatch(42, "{}"), code: "unknown_tool", mentions: ["must be a string"] },
    { name: "undefined name", call: () => dispatch(undefined), code: "unknown_tool", mentions: ["received nothing"] },
    { name: "array args", call: () => dispatch("forecast", [1, 2]), code: "invalid_arguments", mentions: ["JSON object", "an array"] },
    { name: "number args", call: () => dispatch("forecast", 5), code: "invalid_arguments", mentions: ["received 5"] },
    { name: "null args", call: () => dispatch("forecast", null), code: "invalid_arguments", mentions: ["received null"] },
    { name: "undefined args are no arguments", call: () => dispatch("forecast", undefined), code: "invalid_arguments", mentions: ["- city: required, but missing"] },
    { name: "JSON text of an array", call: () => dispatch("forecast", "[1]"), code: "invalid_arguments", mentions: ["an array"] },
    { name: "Promise args", call: () => dispatch("forecast", Promise.resolve({ city: "x" })), code: "invalid_arguments", mentions: ["Promise"] },
    { name: "Map args", call: () => dispatch("forecast", new Map()), code: "invalid_arguments", mentions: ["Map"] },
    { name: "invalid JSON names the position", call: () => dispatch("forecast", '{"city": "Oslo",'), code: "invalid_json", mentions: ["position 16"] },
    { name: "empty text is no arguments", call: () => dispatch("forecast", " "), code: "invalid_arguments", mentions: ["- city: required, but missing"] },
    { name: "text that is only a quote", call: () => dispatch("forecast", '"'), code: "invalid_json", mentions: ["position 1"] },
    { name: "a throwing getter in object args", call: () => dispatch("forecast", { get city() { throw new Error("getter!"); } }), code: "invalid_arguments", mentions: ["getter!"] },
    { name: "cyclic object args", call: () => { const to: Record<string, unknown> = { street: "x" }; to.self = to; return dispatch("ship", { to }); }, code: "invalid_arguments", mentions: ["to.self: expected plain JSON data, found a cycle"] },
    { name: "cyclic object args, flat tool", call: () => { const a: Record<string, unknown> = { city: "x" }; a.self = a; return dispatch("forecast", a); }, code: "invalid_arguments", mentions: ["self: expected plain JSON data, found a cycle"] },
    { name: "function throws an Error", call: () => dispatch("fail", '{"how": "error"}'), code: "tool_failed", mentions: ["boiler pressure too high"] },
    { name: "function throws a string", call: () => dispatch("fail", '{"how": "string"}'), code: "tool_failed", mentions: ["plain string thrown"] },
    { name: "function throws an object", call: () => dispatch("fail", '{"how": "object"}'), code: "tool_failed", mentions: ["an object thrown"] },
    { name: "function throws undefined", call: () => dispatch("fail", '{"how": "undefined"}'), code: "tool_failed", mentions: ["undefined"] },
    { name: "function rejects", call: () => dispatch("fail", '{"how": "reject"}'), code: "tool_failed", mentions: ["rejected later"] },
  ];
  it.each(cases)("$name", async ({ call, code, mentions }) => {
    const result = await call();
    expect(result.ok).toBe(false);
    expect(result.error.code).toBe(code);
    for (const m of mentions) expect(result.error.message).toContain(m);
  });

  it.each([["forcast"], [42]])("an unknown tool name (%j) gets every tool listed, sorted by name", async (name) => {
    const result = await dispatch(name, "{}");
    const listed = /Available tools: (.*)\.$/.exec(result.error.message)?.[1]?.split(", ");
    const sorted = models.map((m) => m.name).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(sorted[0]).not.toBe("forecast");
    expect(listed).toEqual(sorted);
  });

  // Blank text of any length is no arguments (docs/decisions.md), 64 characters and more too.
  it.each([undefined, "", "  ", " \n\t".repeat(40), " ".repeat(64), "{}", {}])("calls a tool without parameters given %j", async (args) => {
    expect(await dispatch("ping", args)).toEqual({ ok: true, value: "pong" });
  });

  it("awaits a returned Promise", async () => {
    expect(await dispatch("fail", '{"how": "later"}')).toEqual({ ok: true, value: "fine, eventually" });
  });
});

describe("prototype safety", () => {
  it("keeps __proto__ and constructor as unknown own properties", async () => {
    const before = Object.getOwnPropertyNames(Object.prototype).length;
    for (const args of ['{"value": 1, "__proto__": {"polluted": true}}', '{"value": 1, "constructor": {"prototype": {"polluted": true}}}']) {
      const result = await dispatch("int_echo", args);
      expect(result.error.issues[0].message).toMatch(/unknown property `(__proto__|constructor)`/);
    }
    const parsed = JSON.parse('{"value": 1, "__proto__": {"polluted": true}}');
    expect((await dispatch("int_echo", parsed)).error.issues[0].path).toBe('__proto__');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype).length).toBe(before);
  });

  it("passes __proto__ through an untyped parameter as an own property", async () => {
    const result = await dispatch("anything", '{"value": {"__proto__": {"x": 1}, "e": 1e2}}');
    expect(Object.getPrototypeOf(result.value.value)).toBe(Object.prototype);
    expect(Object.keys(result.value.value)).toEqual(["__proto__", "e"]);
  });
});

describe("emitted text", () => {
  const text = moduleText(models);
  it("needs no eval, new Function or require", () => {
    expect(text).not.toContain("new Function");
    expect(text).not.toContain("eval(");
    expect(text).not.toMatch(/\brequire\(/);
    expect(text).not.toContain("ajv/dist");
  });
  it("declares only __tc_ names and its exports at the top level of the index and the parts", () => {
    // The shared shapes modules (`// Generated by toolcall: a tool's validator and schemas ...`), one per
    // validator and schemas, declare the validator and export it as `validate`, and the schemas as `s0`, `s1`, ...
    const modules = text.split(/(?=^\/\/ Generated by toolcall)/m);
    const shapes = modules.filter((m) => m.startsWith("// Generated by toolcall: a tool's validator and schemas"));
    const rest = modules.filter((m) => !shapes.includes(m)).join("\n");
    for (const module of shapes) {
      const names = [...module.matchAll(/^(export )?const (\w+) = /gm)].map(([, exported, n]) => (exported ? "export " : "") + n);
      expect(names.every((n) => /^(export s\d+|__tc_validate)$/.test(n))).toBe(true);
    }
    const topLevel = [...rest.matchAll(/^(export )?(?:const|let|var|function) ([\w$]+)/gm)];
    expect(topLevel.filter(([, exported, n]) => !exported && !n!.startsWith("__tc_"))).toEqual([]);
    expect(topLevel.filter(([, exported]) => exported).map(([, , n]) => n)).toEqual(expect.arrayContaining(["dispatch", "tools", "__tc_part"]));
    expect(shapes.length).toBeGreaterThan(0);
    for (const module of shapes) expect([...module.matchAll(/^export \{.*$/gm)].map((m) => m[0])).toEqual([expect.stringMatching(/^export \{ \w+ as validate \};$/)]);
  });
  it("is the same text every time", () => {
    expect(moduleText(models)).toBe(text);
  });
  it("handles a project without tools", async () => {
    const empty = await loadDispatch([]);
    expect(await empty("anything", "{}")).toEqual({ ok: false, error: { code: "unknown_tool", message: "Unknown tool `anything`. Available tools: (none)." } });
  });
});

describe("build errors", () => {
  it("names the tool whose schema ajv cannot compile", () => {
    const broken = { ...models[0], name: "broken", inputSchema: { type: "object", properties: { x: { $ref: "#/$defs/Missing" } } } };
    expect(() => moduleText([broken])).toThrow(/tool `broken` \(\/project\/src\/tools\.ts:1:1\)/);
  });
});
