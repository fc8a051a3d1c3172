/**
 * A JSON parser that loses nothing a tool may need: a number whose text a
 * double cannot hold exactly stays a `LosslessNumber` (its text kept) until
 * the coercion pass decides what the parameter wants, and `__proto__` is an
 * own data property like any other key.
 */
import { decimalToBigInt } from "./decimal.js";
import { MAX_DEPTH } from "./limits.js";

/**
 * A JSON number whose exact value a double may not hold: an integer beyond
 * 2^53-1, an exponent form, a long decimal. `value` is the nearest double
 * (`Infinity` for `1e309`); `text` is the number exactly as sent.
 */
export class LosslessNumber {
  constructor(
    readonly text: string,
    readonly value: number,
  ) {}
}

/** Where and why a JSON text is not valid JSON. */
export interface JsonSyntaxError {
  /** 0-based offset in the text. */
  position: number;
  message: string;
}

/** `lossless` is set when the value holds at least one `LosslessNumber`. */
export type ParseResult = { ok: true; value: unknown; lossless?: true } | { ok: false; error: JsonSyntaxError };

/**
 * Text in which every number JSON.parse would read exactly and no number
 * could hide more precision: no exponent, and no run of 16+ digits, counted
 * across a decimal point (`562949953421312.01` rounds to an integer a double
 * holds; 15 significant digits never do). For that text the native parser is
 * lossless (it also makes `__proto__` an own property), so it is used;
 * anything else goes through the lossless parser.
 */
const LONG_DIGIT_RUN = /\d(?:\.?\d){15}/;
// Two plain patterns scan faster than one alternation (measured: ~80 ns vs ~120 ns on 75 characters).
const EXPONENT = /[eE][-+\d]/;

/**
 * Parses JSON text losslessly. Numbers a double holds exactly are numbers;
 * others are `LosslessNumber`s. Never throws.
 */
export function parseJsonLossless(text: string): ParseResult {
  if (nestedTooDeeply(text)) return { ok: false, error: { position: 0, message: `the text is nested more than ${MAX_DEPTH} levels deep` } };
  return parseNestingChecked(text);
}

/** `parseJsonLossless` for a text whose nesting the caller has checked (`nestedTooDeeply`). */
export function parseNestingChecked(text: string): ParseResult {
  if (!LONG_DIGIT_RUN.test(text) && !EXPONENT.test(text)) {
    try {
      return { ok: true, value: JSON.parse(text) };
    } catch {
      // Fall through: the lossless parser names the position the same way in every runtime.
    }
  }
  return new Parser(text).parseDocument();
}

/**
 * True when the arrays and objects of a JSON text nest more than `MAX_DEPTH`
 * deep: one pass over the text (strings skipped), before anything is parsed,
 * so the native and the lossless parser are held to the same limit.
 */
export function nestedTooDeeply(text: string): boolean {
  if (text.length <= MAX_DEPTH) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 92) i++;
        else if (d === 34) break;
      }
    } else if (c === 123 || c === 91) {
      if (++depth > MAX_DEPTH) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}

const MAX_SAFE = Number.MAX_SAFE_INTEGER;
const ESCAPES: Record<string, string> = { '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" };

class SyntaxFailure {
  constructor(readonly error: JsonSyntaxError) {}
}

class Parser {
  private pos = 0;
  private sawLossless = false;
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
    const c = this.text[this.pos];
    // `depth` containers enclose this value; opening one more may not pass the limit.
    if (depth >= MAX_DEPTH && (c === "{" || c === "[")) this.fail("nesting too deep");
    if (c === "{") return this.parseObject(depth);
    if (c === "[") return this.parseArray(depth);
    if (c === '"') return this.parseString();
    if (c === "-" || (c >= "0" && c <= "9")) return this.parseNumber();
    if (this.text.startsWith("true", this.pos)) return (this.pos += 4), true;
    if (this.text.startsWith("false", this.pos)) return (this.pos += 5), false;
    if (this.text.startsWith("null", this.pos)) return (this.pos += 4), null;
    return this.fail("expected a JSON value");
  }

  private parseObject(depth: number): Record<string, unknown> {
    const obj: Record<string, unknown> = {};
    this.pos++;
    this.skipSpace();
    if (this.text[this.pos] === "}") return this.pos++, obj;
    for (;;) {
      if (this.text[this.pos] !== '"') this.fail("expected a property name in double quotes");
      const key = this.parseString();
      this.skipSpace();
      if (this.text[this.pos] !== ":") this.fail("expected ':' after a property name");
      this.pos++;
      this.skipSpace();
      const value = this.parseValue(depth + 1);
      // `obj[key] = value` with key `__proto__` would replace the prototype.
      if (key === "__proto__") Object.defineProperty(obj, key, { value, writable: true, enumerable: true, configurable: true });
      else obj[key] = value;
      this.skipSpace();
      const sep = this.text[this.pos];
      if (sep === "}") return this.pos++, obj;
      if (sep !== ",") this.fail("expected ',' or '}' in an object");
      this.pos++;
      this.skipSpace();
    }
  }

  private parseArray(depth: number): unknown[] {
    const arr: unknown[] = [];
    this.pos++;
    this.skipSpace();
    if (this.text[this.pos] === "]") return this.pos++, arr;
    for (;;) {
      arr.push(this.parseValue(depth + 1));
      this.skipSpace();
      const sep = this.text[this.pos];
      if (sep === "]") return this.pos++, arr;
      if (sep !== ",") this.fail("expected ',' or ']' in an array");
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
    const t = this.text;
    const start = this.pos;
    let simple = true;
    if (t[this.pos] === "-") this.pos++;
    if (t[this.pos] === "0") this.pos++;
    else if (t[this.pos] >= "1" && t[this.pos] <= "9") while (t[this.pos] >= "0" && t[this.pos] <= "9") this.pos++;
    else this.fail("expected a digit");
    if (t[this.pos] === ".") {
      simple = false;
      this.pos++;
      if (!(t[this.pos] >= "0" && t[this.pos] <= "9")) this.fail("expected a digit after '.'");
      while (t[this.pos] >= "0" && t[this.pos] <= "9") this.pos++;
    }
    if (t[this.pos] === "e" || t[this.pos] === "E") {
      simple = false;
      this.pos++;
      if (t[this.pos] === "+" || t[this.pos] === "-") this.pos++;
      if (!(t[this.pos] >= "0" && t[this.pos] <= "9")) this.fail("expected a digit in the exponent");
      while (t[this.pos] >= "0" && t[this.pos] <= "9") this.pos++;
    }
    const text = t.slice(start, this.pos);
    const value = Number(text);
    if (isExact(text, value, simple)) return value;
    this.sawLossless = true;
    return new LosslessNumber(text, value);
  }
}

/**
 * True when `value` says all a tool can ask of `text`. A plain integer is
 * exact when safe. Otherwise a finite non-integral double is fine (the true
 * value is then not an integer either, and `number` rounds anyway); an
 * integral double is trusted only when the text denotes exactly that integer
 * (`1.0`, `25e1`; not `1.0000000000000000001`, not an underflowing `1e-400`).
 */
function isExact(text: string, value: number, simpleInteger: boolean): boolean {
  if (simpleInteger) return value >= -MAX_SAFE && value <= MAX_SAFE;
  if (!Number.isFinite(value)) return false;
  if (!Number.isInteger(value)) return true;
  if (value < -MAX_SAFE || value > MAX_SAFE) return false;
  return decimalToBigInt(text) === BigInt(value);
}
