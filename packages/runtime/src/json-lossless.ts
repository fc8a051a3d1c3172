/**
 * A JSON parser that loses nothing a tool may need: a number whose text a
 * double cannot hold exactly stays a `LosslessNumber` (its text kept) until
 * the coercion pass decides what the parameter wants, and `__proto__` is an
 * own data property like any other key.
 */
import { isIntegral, type NumberParts, quickValue, readNumber } from "./decimal.js";
import { MAX_DEPTH } from "./limits.js";

/**
 * A JSON number whose exact value a double may not hold: an integer beyond
 * 2^53-1, an exponent form, a long decimal. `value` is the nearest double
 * (`Infinity` for `1e309`); `text` is the number exactly as sent.
 */
export class LosslessNumber {
  #value: number | undefined;
  // Private, as `#value` is: `text` stays the one own property (JSON.stringify and the checker's equality read own properties).
  #plain: boolean;
  /** Without `value`, the nearest double is found from the text when first read. */
  constructor(
    readonly text: string,
    value?: number,
    plainInteger = false,
  ) {
    this.#value = value;
    this.#plain = plainInteger;
  }

  /** The text is a JSON integer with no point and no exponent, as the parser found: `BigInt` reads it as it is. */
  get plainInteger(): boolean {
    return this.#plain;
  }

  /**
   * Made on first read: `Number` of a 300-digit text costs microseconds, and
   * a bigint parameter never asks for it (3,500 such numbers in a megabyte
   * spent more time here than in parsing).
   */
  get value(): number {
    return (this.#value ??= Number(this.text));
  }

  /** Keeps the instances' hidden class alive between calls (see `Parser.kept`). */
  static readonly kept = new LosslessNumber("0", 0);
}

/** Where and why a JSON text is not valid JSON. */
export interface JsonSyntaxError {
  /** 0-based offset in the text. */
  position: number;
  message: string;
}

/** `lossless` is set when the value holds at least one `LosslessNumber`; `tooDeep` when the text nests past `MAX_DEPTH`. */
export type ParseResult = { ok: true; value: unknown; lossless?: true } | { ok: false; error: JsonSyntaxError; tooDeep?: true };

/** What one pass over a JSON text found (`scanText`). */
export const TEXT_TOO_DEEP = 0;
/** Every number in it is one JSON.parse reads exactly. */
export const TEXT_NATIVE = 1;
/**
 * Some number may hold more than a double: the lossless parser reads it.
 * The scan stops there, since that parser keeps to the depth limit itself.
 */
export const TEXT_LOSSLESS = 2;

/**
 * One pass over a JSON text, before anything is parsed: whether its arrays
 * and objects nest more than `MAX_DEPTH` deep (so the native and the
 * lossless parser are held to the same limit), and whether the native
 * parser may read it. It may when no number could hide more precision than
 * a double holds: no exponent and no run of 16+ digits, counted across a
 * decimal point (`562949953421312.01` rounds to an integer a double holds;
 * 15 significant digits never do). The native parser also makes
 * `__proto__` an own property. Strings are skipped with `indexOf`, which
 * runs at memory speed: a 1 MB string costs almost nothing here, and digits
 * or an `e` inside one never send the text to the slow parser. A regex with
 * a 16-digit repetition backtracks at every digit (18 ms on 1 MB of 6-digit
 * numbers, against 2 ms for this loop). It stops at the first number that
 * may be inexact: the lossless parser reads the rest anyway.
 */
export function scanText(text: string): number {
  // A text this short cannot nest too deep, and the regex engine finds a
  // long digit run faster than this loop does (250 ns against 460 on a
  // 206-character call); on 1 MB of numbers it is 3 times slower than the loop.
  if (text.length <= MAX_DEPTH) return MAYBE_INEXACT.test(text) ? TEXT_LOSSLESS : TEXT_NATIVE;
  let depth = 0;
  let run = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    // Character codes as literals: this loop is on every call's path.
    if (c === 34) {
      i = stringEnd(text, i);
      run = 0;
    } else if (c >= 48 && c <= 57) {
      if (++run >= 16) return TEXT_LOSSLESS;
    } else if (c === 46 && run > 0) {
      // A point continues a digit run; a second point in a row ends it.
      if (text.charCodeAt(i - 1) === 46) run = 0;
    } else {
      if (c === 123 || c === 91) {
        if (++depth > MAX_DEPTH) return TEXT_TOO_DEEP;
      } else if (c === 125 || c === 93) depth--;
      else if (c === 101 || c === 69) {
        const next = text.charCodeAt(i + 1);
        if (next === 43 || next === 45 || (next >= 48 && next <= 57)) return TEXT_LOSSLESS;
      }
      run = 0;
    }
  }
  return TEXT_NATIVE;
}

/** Whether the arrays and objects of a JSON text nest past `MAX_DEPTH` (strings skipped). */
function nestedTooDeeply(text: string): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) i = stringEnd(text, i);
    else if (c === 123 || c === 91) {
      if (++depth > MAX_DEPTH) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}

/** An exponent, or 16 digits with single points between any of them: the loop's rule, strings included. */
const MAYBE_INEXACT = /\d(?:\.?\d){15}|[eE][-+\d]/;

/**
 * The index of the quote closing the string opened at `open` (the text's
 * length when none does). A quote is escaped when an odd run of backslashes
 * precedes it; each run is counted once, before the one quote it precedes.
 */
function stringEnd(text: string, open: number): number {
  for (let q = text.indexOf('"', open + 1); q > 0; q = text.indexOf('"', q + 1)) {
    let b = q - 1;
    while (text.charCodeAt(b) === 92) b--;
    if ((q - 1 - b) % 2 === 0) return q;
  }
  return text.length;
}

/**
 * Parses JSON text losslessly. Numbers a double holds exactly are numbers;
 * others are `LosslessNumber`s. Never throws.
 */
export function parseJsonLossless(text: string): ParseResult {
  return parseScanned(text, scanText(text));
}

const TOO_DEEP: ParseResult = { ok: false, error: { position: 0, message: `the text is nested more than ${MAX_DEPTH} levels deep` }, tooDeep: true };

/** `parseJsonLossless` for a text `scanText` has read. The depth limit wins over any syntax error. */
function parseScanned(text: string, scan: number): ParseResult {
  if (scan === TEXT_TOO_DEEP) return TOO_DEEP;
  if (scan === TEXT_NATIVE) {
    try {
      return { ok: true, value: JSON.parse(text) };
    } catch {
      // Fall through: the lossless parser names the position the same way in every runtime.
    }
  }
  const parsed = new Parser(text).parseDocument();
  // The scan stopped early: a text that failed may still nest too deep past where it stopped.
  return parsed.ok || scan === TEXT_NATIVE || !nestedTooDeeply(text) ? parsed : TOO_DEEP;
}

const MAX_SAFE = Number.MAX_SAFE_INTEGER;
const ESCAPES: Record<string, string> = { '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" };

const [QUOTE, COMMA, MINUS, COLON, OPEN_BRACKET, CLOSE_BRACKET, OPEN_BRACE, CLOSE_BRACE] = [...'",-:[]{}'].map((c) => c.charCodeAt(0));

class SyntaxFailure {
  constructor(readonly error: JsonSyntaxError) {}
}

class Parser {
  /**
   * One parser alive for good, as `Context.kept` is for the checker: the
   * hidden class of an instance is reached from the class only through
   * transitions a full collection drops while no parse runs, and with it
   * goes every parser function optimized against it (V8: "dead weak
   * objects"). The next call, a 1 MB one perhaps, then runs unoptimized:
   * 300-digit runs into `bigint[]` took 15 ms after a full collection
   * instead of 5.
   */
  static readonly kept = new Parser("");

  private pos = 0;
  private sawLossless = false;
  /**
   * Items of the arrays being read, stacked: each array is sliced off at its
   * exact length when it closes. Pushing into a fresh array instead leaves
   * spare capacity in every small array, and 250,000 of them made the
   * collector, not the parser, take most of the time.
   */
  private readonly items: unknown[] = [];
  private itemCount = 0;
  constructor(private readonly text: string) {}

  parseDocument(): ParseResult {
    try {
      this.skipSpace();
      const value = this.parseValue(0);
      this.skipSpace();
      if (this.pos < this.text.length) this.fail("unexpected text after the JSON value");
      return this.sawLossless ? { ok: true, value, lossless: true } : { ok: true, value };
    } catch (e) {
      if (e instanceof SyntaxFailure) return { ok: false, error: e.error };
      // A stack overflow on absurd nesting, or anything unforeseen, is still a syntax error here.
      return { ok: false, error: { position: this.pos, message: "the JSON text could not be parsed" } };
    }
  }

  private fail(what: string): never {
    const found = this.pos < this.text.length ? JSON.stringify(this.text[this.pos]) : "end of input";
    throw new SyntaxFailure({ position: this.pos, message: `${what} at position ${this.pos} (found ${found})` });
  }

  private skipSpace(): void {
    const t = this.text;
    let c = t.charCodeAt(this.pos);
    while (c === 32 || c === 10 || c === 13 || c === 9) c = t.charCodeAt(++this.pos);
  }

  private parseValue(depth: number): unknown {
    const c = this.text.charCodeAt(this.pos);
    // `depth` containers enclose this value; opening one more may not pass the limit.
    if (depth >= MAX_DEPTH && (c === OPEN_BRACE || c === OPEN_BRACKET)) this.fail("nesting too deep");
    if (c === OPEN_BRACE) return this.parseObject(depth);
    if (c === OPEN_BRACKET) return this.parseArray(depth);
    if (c === QUOTE) return this.parseString();
    if (c === MINUS || (c >= 48 && c <= 57)) return this.parseNumber();
    if (this.text.startsWith("true", this.pos)) return (this.pos += 4), true;
    if (this.text.startsWith("false", this.pos)) return (this.pos += 5), false;
    if (this.text.startsWith("null", this.pos)) return (this.pos += 4), null;
    return this.fail("expected a JSON value");
  }

  private parseObject(depth: number): Record<string, unknown> {
    const obj: Record<string, unknown> = {};
    this.pos++;
    this.skipSpace();
    if (this.text.charCodeAt(this.pos) === CLOSE_BRACE) return this.pos++, obj;
    for (;;) {
      if (this.text.charCodeAt(this.pos) !== QUOTE) this.fail("expected a property name in double quotes");
      const key = this.parseString();
      this.skipSpace();
      if (this.text.charCodeAt(this.pos) !== COLON) this.fail("expected ':' after a property name");
      this.pos++;
      this.skipSpace();
      const value = this.parseValue(depth + 1);
      // `obj[key] = value` with key `__proto__` would replace the prototype.
      if (key === "__proto__") Object.defineProperty(obj, key, { value, writable: true, enumerable: true, configurable: true });
      else obj[key] = value;
      this.skipSpace();
      const sep = this.text.charCodeAt(this.pos);
      if (sep === CLOSE_BRACE) return this.pos++, obj;
      if (sep !== COMMA) this.fail("expected ',' or '}' in an object");
      this.pos++;
      this.skipSpace();
    }
  }

  private parseArray(depth: number): unknown[] {
    this.pos++;
    this.skipSpace();
    if (this.text.charCodeAt(this.pos) === CLOSE_BRACKET) return this.pos++, [];
    const base = this.itemCount;
    for (;;) {
      const item = this.parseValue(depth + 1);
      this.items[this.itemCount++] = item;
      this.skipSpace();
      const sep = this.text.charCodeAt(this.pos);
      if (sep === CLOSE_BRACKET) {
        this.pos++;
        const arr = this.items.slice(base, this.itemCount);
        this.itemCount = base;
        return arr;
      }
      if (sep !== COMMA) this.fail("expected ',' or ']' in an array");
      this.pos++;
      this.skipSpace();
    }
  }

  private parseString(): string {
    const t = this.text;
    let out = "";
    let start = ++this.pos;
    for (;;) {
      if (this.pos >= t.length) this.fail("unterminated string");
      const c = t.charCodeAt(this.pos);
      if (c === 34) break;
      if (c < 32) this.fail("control character in a string");
      if (c === 92) {
        out += t.slice(start, this.pos);
        const e = t[++this.pos];
        if (e === "u") {
          const hex = t.slice(this.pos + 1, this.pos + 5);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) this.fail("invalid \\u escape");
          out += String.fromCharCode(parseInt(hex, 16));
          this.pos += 5;
        } else {
          const ch = e === undefined ? undefined : ESCAPES[e];
          if (ch === undefined) this.fail("invalid escape");
          out += ch;
          this.pos++;
        }
        start = this.pos;
        continue;
      }
      this.pos++;
    }
    out += t.slice(start, this.pos);
    this.pos++;
    return out;
  }

  private parseNumber(): number | LosslessNumber {
    const start = this.pos;
    const n = readNumber(this.text, start);
    this.pos = n.end;
    if (n.error) this.fail(n.error);
    const quick = quickValue(this.text, n);
    if (isExact(n, quick)) return quick;
    const text = this.text.slice(start, n.end);
    // An integer of 17 or more digits is past 2^53: inexact whatever its double, found when a tool asks.
    if (isIntegral(n) && n.digits > 0 && n.power + n.digits > 16) {
      this.sawLossless = true;
      return new LosslessNumber(text, undefined, n.plain);
    }
    const value = Number.isNaN(quick) ? Number(text) : quick;
    if (isExact(n, value)) return value;
    this.sawLossless = true;
    return new LosslessNumber(text, value);
  }
}

/**
 * True when `value`, the double nearest the number `n`, says all a tool can
 * ask of it, decided from the digits and exponent, nothing built. An integer
 * is exact when within ±(2^53-1) (the double then is that integer: `1.0`,
 * `25e1`). A non-integer is fine as a finite non-integral double (`number`
 * rounds anyway), but not when it rounds to an integer: `562949953421312.01`,
 * `1.0000000000000000001`, an underflowing `1e-400`, which an `Int` or
 * `bigint` would otherwise accept.
 */
function isExact(n: NumberParts, value: number): boolean {
  if (isIntegral(n)) return value >= -MAX_SAFE && value <= MAX_SAFE;
  return Number.isFinite(value) && !Number.isInteger(value);
}
