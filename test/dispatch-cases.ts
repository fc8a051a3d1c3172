/**
 * The one table of `dispatch` cases that every end-to-end test (each bundler,
 * the edge runtime) runs against a build of test/fixtures/basic. Expected
 * values are what the fixture functions return: they echo their arguments
 * with a type tag (`{ bigint: "..." }`, `{ number: 1 }`...), so every
 * expectation is plain JSON and can cross a process or HTTP boundary.
 *
 * The `spec7` cases are the coercion table (docs/virtual-module.md, "The coercion pass"), row by row and column by column.
 */

export type ErrorCode = "unknown_tool" | "invalid_json" | "invalid_arguments" | "tool_failed";

export type Expected =
  /** `result.value` must deep-equal `value`. */
  | { ok: true; value: unknown }
  /** `result.error.code` must be `code`; `error.message` must contain every `mentions` text. */
  | { ok: false; code: ErrorCode; mentions?: string[] };

export interface DispatchCase {
  /** Unique, readable test name. */
  name: string;
  tool: string;
  /** Raw JSON text (as OpenAI sends it) or an already-parsed object (as Anthropic/Gemini send it). */
  args: string | Record<string, unknown>;
  /** Third argument of `dispatch`. */
  ctx?: unknown;
  expect: Expected;
}

type Tagged = Record<string, unknown>;
const num = (n: number): Tagged => ({ number: n });
const big = (digits: string): Tagged => ({ bigint: digits });
const NULL: Tagged = { null: true };
const UNDEFINED: Tagged = { undefined: true };

/** The result of one of the four echo tools of fixtures/basic/src/numbers.ts. */
function echoed(value: Tagged, tool: EchoTool, nullable: Tagged = UNDEFINED): Expected {
  return { ok: true, value: { value, nullable, fallback: FALLBACK[tool] } };
}

type EchoTool = "int_echo" | "number_echo" | "bigint_echo" | "wire_echo";
/** The literal defaults of the `fallback` parameters in the fixture. */
const FALLBACK: Record<EchoTool, Tagged> = {
  int_echo: num(7),
  number_echo: num(2.5),
  bigint_echo: big("10"),
  wire_echo: big("42"),
};

const invalid = (...mentions: string[]): Expected => ({ ok: false, code: "invalid_arguments", mentions });

const TEN_TO_309 = "1" + "0".repeat(309);

/**
 * The coercion table (docs/virtual-module.md, "The coercion pass") as data: one row per incoming JSON text, one column per type.
 * `null` means "a validation error".
 */
const SPEC7_ROWS: { incoming: string; int: Tagged | null; number: Tagged | null; bigint: Tagged | null; wire: Tagged | null }[] = [
  { incoming: "1", int: num(1), number: num(1), bigint: big("1"), wire: big("1") },
  { incoming: "1.0", int: num(1), number: num(1), bigint: big("1"), wire: big("1") },
  { incoming: "1.5", int: null, number: num(1.5), bigint: null, wire: null },
  { incoming: '"42"', int: null, number: null, bigint: null, wire: big("42") },
  {
    incoming: "9007199254740993",
    int: null,
    number: num(9007199254740992),
    bigint: big("9007199254740993"),
    wire: big("9007199254740993"),
  },
  { incoming: "1e309", int: null, number: null, bigint: big(TEN_TO_309), wire: big(TEN_TO_309) },
];

const COLUMNS: { key: "int" | "number" | "bigint" | "wire"; tool: EchoTool }[] = [
  { key: "int", tool: "int_echo" },
  { key: "number", tool: "number_echo" },
  { key: "bigint", tool: "bigint_echo" },
  { key: "wire", tool: "wire_echo" },
];

const spec7: DispatchCase[] = [
  ...SPEC7_ROWS.flatMap((row) =>
    COLUMNS.map(({ key, tool }): DispatchCase => {
      const want = row[key];
      return {
        name: `spec7 ${row.incoming} -> ${key}`,
        tool,
        args: `{"value": ${row.incoming}}`,
        expect: want ? echoed(want, tool) : invalid("value"),
      };
    }),
  ),
  // Row `null`: accepted only where the type says `| null`.
  ...COLUMNS.flatMap(({ key, tool }): DispatchCase[] => [
    { name: `spec7 null -> ${key} (not nullable)`, tool, args: '{"value": null}', expect: invalid("value") },
    {
      name: `spec7 null -> ${key} | null`,
      tool,
      args: '{"value": 1, "nullable": null}',
      expect: echoed(key === "int" || key === "number" ? num(1) : big("1"), tool, NULL),
    },
  ]),
  // Row `absent`: accepted only when optional; a literal default is applied.
  ...COLUMNS.flatMap(({ key, tool }): DispatchCase[] => [
    { name: `spec7 absent -> ${key} (required)`, tool, args: "{}", expect: invalid("value") },
    {
      name: `spec7 absent -> ${key} (optional, default applied)`,
      tool,
      args: '{"value": 2}',
      expect: echoed(key === "int" || key === "number" ? num(2) : big("2"), tool),
    },
  ]),
];

/** Beyond the table: the rest of what dispatch decides (docs/declaring-tools.md, docs/types.md, docs/virtual-module.md). */
const more: DispatchCase[] = [
  // Already-parsed objects cannot carry more precision than a JS number.
  { name: "object arg: safe integer -> bigint", tool: "bigint_echo", args: { value: 12 }, expect: echoed(big("12"), "bigint_echo") },
  { name: "object arg: unsafe integer -> bigint is an error", tool: "bigint_echo", args: { value: 2 ** 53 }, expect: invalid("value") },
  { name: "object arg: number", tool: "number_echo", args: { value: 0.25 }, expect: echoed(num(0.25), "number_echo") },
  { name: "wire: negative big string", tool: "wire_echo", args: '{"value": "-12345678901234567890"}', expect: echoed(big("-12345678901234567890"), "wire_echo") },
  { name: "wire: decimal string is an error", tool: "wire_echo", args: '{"value": "4.2"}', expect: invalid("value") },

  // Int & Min<1> & Max<100>
  { name: "bounds: 0 below minimum", tool: "bounded", args: '{"n": 0}', expect: invalid("n") },
  { name: "bounds: 1 at minimum", tool: "bounded", args: '{"n": 1}', expect: { ok: true, value: { n: 1 } } },
  { name: "bounds: 100 at maximum", tool: "bounded", args: '{"n": 100}', expect: { ok: true, value: { n: 100 } } },
  { name: "bounds: 101 above maximum", tool: "bounded", args: '{"n": 101}', expect: invalid("n") },
  { name: "bounds: 50.5 not an integer", tool: "bounded", args: '{"n": 50.5}', expect: invalid("n") },

  // Positional parameters with literal defaults.
  { name: "defaults: filled in", tool: "forecast", args: '{"city": "Oslo"}', expect: { ok: true, value: { city: "Oslo", days: 3, unit: "c" } } },
  { name: "defaults: overridden", tool: "forecast", args: { city: "Oslo", days: 5, unit: "f" }, expect: { ok: true, value: { city: "Oslo", days: 5, unit: "f" } } },
  { name: "literal union: bad member", tool: "forecast", args: '{"city": "Oslo", "unit": "k"}', expect: invalid("unit") },
  { name: "unknown property with did-you-mean", tool: "forecast", args: '{"city": "Oslo", "dayz": 2}', expect: invalid("dayz", "days") },

  // A destructured object parameter: its properties are the arguments.
  { name: "destructured: pattern defaults", tool: "search", args: '{"query": "cats"}', expect: { ok: true, value: { query: "cats", limit: 10, exact: false } } },
  { name: "destructured: all given", tool: "search", args: { query: "cats", limit: 3, exact: true }, expect: { ok: true, value: { query: "cats", limit: 3, exact: true } } },
  { name: "destructured: required missing", tool: "search", args: "{}", expect: invalid("query") },
  { name: "destructured: wrong type", tool: "search", args: '{"query": "cats", "limit": "5"}', expect: invalid("limit") },

  // A named object parameter of a type imported with `import type`.
  {
    name: "imported type: nested object",
    tool: "ship",
    args: '{"to": {"street": "1 Main St", "city": "Oslo", "geo": {"lat": 59.9, "lon": 10.7}}}',
    expect: { ok: true, value: { to: { street: "1 Main St", city: "Oslo", geo: { lat: 59.9, lon: 10.7 } } } },
  },
  { name: "imported type: nested error", tool: "ship", args: '{"to": {"street": "x", "city": "y", "geo": {"lat": "north", "lon": 1}}}', expect: invalid("lat") },
  { name: "imported type: missing property", tool: "ship", args: '{"to": {"street": "x"}}', expect: invalid("city") },

  // Date: RFC 3339 date-time in, a Date to the function.
  { name: "date: UTC", tool: "schedule", args: '{"at": "2026-11-29T23:40:00Z"}', expect: { ok: true, value: { at: "2026-11-29T23:40:00.000Z", isDate: true } } },
  { name: "date: offset", tool: "schedule", args: '{"at": "2026-11-29T23:40:00+01:00"}', expect: { ok: true, value: { at: "2026-11-29T22:40:00.000Z", isDate: true } } },
  { name: "date: not RFC 3339", tool: "schedule", args: '{"at": "yesterday"}', expect: invalid("at") },

  // Context: from the third argument, never from the model.
  { name: "context: passed through", tool: "whoami", args: '{"greeting": "Hello"}', ctx: { user: "ada" }, expect: { ok: true, value: "Hello, ada" } },
  { name: "context: model cannot set it", tool: "whoami", args: '{"greeting": "Hello", "ctx": {"user": "mallory"}}', ctx: { user: "ada" }, expect: invalid("ctx") },

  // Errors that are not about one argument.
  { name: "unknown tool", tool: "no_such_tool", args: "{}", expect: { ok: false, code: "unknown_tool", mentions: ["no_such_tool"] } },
  { name: "@tool false is not a tool", tool: "helper", args: "{}", expect: { ok: false, code: "unknown_tool" } },
  { name: "untagged export is not a tool", tool: "notATool", args: "{}", expect: { ok: false, code: "unknown_tool" } },
  { name: "invalid JSON", tool: "int_echo", args: '{"value": 1,', expect: { ok: false, code: "invalid_json" } },
  { name: "tool_failed carries the message", tool: "explode", args: '{"reason": "boiler pressure too high"}', expect: { ok: false, code: "tool_failed", mentions: ["boiler pressure too high"] } },

  // Async functions and @tool-tagged modules.
  { name: "async function", tool: "slow_sum", args: '{"a": 2, "b": 3}', expect: { ok: true, value: 5 } },
  { name: "@tool-tagged export", tool: "reset_counter", args: '{"name": "visits"}', expect: { ok: true, value: { name: "visits", count: 0 } } },
];

/** Every case, the coercion table first. Names are unique. */
export const dispatchCases: DispatchCase[] = [...spec7, ...more];

/** The tool names fixtures/basic declares, sorted. */
export const basicToolNames = [
  "bigint_echo",
  "bounded",
  "explode",
  "forecast",
  "int_echo",
  "number_echo",
  "reset_counter",
  "schedule",
  "search",
  "ship",
  "slow_sum",
  "whoami",
  "wire_echo",
];

/**
 * Why a result does not match, or `undefined` when it does. Plain code, no
 * test framework, so it also runs where vitest's `expect` is not available.
 */
export function mismatch(result: unknown, expected: Expected): string | undefined {
  const r = result as { ok?: unknown; value?: unknown; error?: { code?: unknown; message?: unknown } };
  const seen = () => safeJson(result);
  if (!r || typeof r !== "object") return `not a ToolResult: ${seen()}`;
  if (expected.ok) {
    if (r.ok !== true) return `expected ok, got ${seen()}`;
    return deepEqual(r.value, expected.value) ? undefined : `expected value ${safeJson(expected.value)}, got ${seen()}`;
  }
  if (r.ok !== false || !r.error) return `expected error ${expected.code}, got ${seen()}`;
  if (r.error.code !== expected.code) return `expected error ${expected.code}, got ${seen()}`;
  if (typeof r.error.message !== "string" || r.error.message.length === 0) return `error without a message: ${seen()}`;
  const missing = (expected.mentions ?? []).filter((m) => !(r.error!.message as string).includes(m));
  return missing.length ? `error message does not mention ${missing.join(", ")}: ${seen()}` : undefined;
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).sort();
  const kb = Object.keys(b).sort();
  if (ka.length !== kb.length || ka.some((k, i) => k !== kb[i])) return false;
  return ka.every((k) => deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

function safeJson(v: unknown): string {
  return JSON.stringify(v, (_k, x) => (typeof x === "bigint" ? `${x}n` : x));
}
