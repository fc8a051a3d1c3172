/**
 * A reader of the ECMAScript regular expressions a `Pattern<>` or `@pattern`
 * holds (JSON Schema patterns run with the `u` flag), into a syntax tree
 * small enough to reason about backtracking (see pattern-risk.ts). Character
 * sets are kept as their source text and tested one character at a time by
 * the platform's own engine, so `\p{L}`, ranges and escapes mean exactly
 * what they mean at run time. What the tree cannot model (back-references,
 * lookbehind) makes the reader give up: no verdict rather than a wrong one.
 */
import { soleItem } from "../../model/lists.js";

export type RegexNode =
  /** One character from a set: `a`, `.`, `[a-z]`, `\d`, `\p{L}`. */
  | { t: "char"; source: string; test: (ch: string) => boolean }
  | { t: "seq"; items: RegexNode[] }
  | { t: "alt"; options: RegexNode[] }
  | { t: "repeat"; body: RegexNode; min: number; max: number; lazy: boolean }
  | { t: "start" }
  | { t: "end" }
  | { t: "boundary"; negated: boolean }
  | { t: "lookahead"; body: RegexNode; negated: boolean };

class Unsupported extends Error {}

/** The tree of `pattern`, or undefined when it does not parse or uses what the tree does not model. */
export function parseRegex(pattern: string): RegexNode | undefined {
  try {
    new RegExp(pattern, "u");
  } catch {
    return undefined;
  }
  try {
    const reader = new Reader(pattern);
    const node = reader.disjunction();
    if (reader.at < pattern.length) return undefined;
    return node;
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}

/** One character set, tested by the platform's engine on one code point (no backtracking is possible). */
function charSet(source: string): RegexNode {
  const re = new RegExp(`^(?:${source})$`, "u");
  return { t: "char", source, test: (ch) => re.test(ch) };
}

class Reader {
  at = 0;
  constructor(private readonly text: string) {}

  private peek(offset = 0): string {
    return this.text[this.at + offset] ?? "";
  }

  disjunction(): RegexNode {
    const options = [this.alternative()];
    while (this.peek() === "|") {
      this.at++;
      options.push(this.alternative());
    }
    return soleItem(options) ?? { t: "alt", options };
  }

  private alternative(): RegexNode {
    const items: RegexNode[] = [];
    while (this.at < this.text.length && this.peek() !== "|" && this.peek() !== ")") items.push(this.term());
    return soleItem(items) ?? { t: "seq", items };
  }

  private term(): RegexNode {
    const c = this.peek();
    if (c === "^") return this.at++, { t: "start" };
    if (c === "$") return this.at++, { t: "end" };
    if (c === "\\" && (this.peek(1) === "b" || this.peek(1) === "B")) {
      this.at += 2;
      return { t: "boundary", negated: this.text[this.at - 1] === "B" };
    }
    if (this.text.startsWith("(?=", this.at) || this.text.startsWith("(?!", this.at)) {
      const negated = this.peek(2) === "!";
      this.at += 3;
      const body = this.disjunction();
      this.expect(")");
      // A lookahead can be quantified in annex B only; the `u` flag forbids it.
      return { t: "lookahead", body, negated };
    }
    if (this.text.startsWith("(?<=", this.at) || this.text.startsWith("(?<!", this.at)) throw new Unsupported();
    return this.quantified(this.atom());
  }

  private atom(): RegexNode {
    const c = this.peek();
    if (c === "(") {
      this.at++;
      if (this.text.startsWith("?:", this.at)) this.at += 2;
      else if (this.text.startsWith("?<", this.at)) this.at = this.text.indexOf(">", this.at) + 1;
      else if (this.peek() === "?") throw new Unsupported(); // modifiers `(?i:...)`
      const body = this.disjunction();
      this.expect(")");
      return body;
    }
    if (c === "[") return charSet(this.classText());
    if (c === ".") return this.at++, charSet(".");
    if (c === "\\") return this.escape();
    const point = this.text.codePointAt(this.at) as number;
    const ch = String.fromCodePoint(point);
    this.at += ch.length;
    return charSet(ch.replace(/[\\^$.*+?()[\]{}|/]/g, "\\$&"));
  }

  private escape(): RegexNode {
    const next = this.peek(1);
    if (/[1-9]/.test(next) || next === "k") throw new Unsupported(); // back-references
    let end = this.at + 2;
    if (next === "p" || next === "P" || (next === "u" && this.peek(2) === "{")) end = this.text.indexOf("}", this.at) + 1;
    else if (next === "u") end = this.at + 6;
    else if (next === "x") end = this.at + 4;
    else if (next === "c") end = this.at + 3;
    const source = this.text.slice(this.at, end);
    this.at = end;
    return charSet(source);
  }

  private classText(): string {
    const start = this.at;
    this.at++;
    if (this.peek() === "^") this.at++;
    while (this.at < this.text.length && this.peek() !== "]") this.at += this.peek() === "\\" ? 2 : 1;
    this.expect("]");
    return this.text.slice(start, this.at);
  }

  private quantified(body: RegexNode): RegexNode {
    let min: number;
    let max: number;
    const c = this.peek();
    if (c === "*") [min, max] = [0, Infinity];
    else if (c === "+") [min, max] = [1, Infinity];
    else if (c === "?") [min, max] = [0, 1];
    else if (c === "{" && /^\{\d+(,\d*)?\}/.test(this.text.slice(this.at))) {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(this.text.slice(this.at)) as RegExpExecArray;
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === "" ? Infinity : Number(m[3]);
      this.at += m[0].length - 1;
    } else return body;
    this.at++;
    const lazy = this.peek() === "?";
    if (lazy) this.at++;
    return { t: "repeat", body, min, max, lazy };
  }

  private expect(ch: string): void {
    if (this.peek() !== ch) throw new Unsupported();
    this.at++;
  }
}
