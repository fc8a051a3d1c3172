/**
 * Matching a string against a template literal type (`${string}@${string}.${string}`)
 * in time linear in the string's length, without a regular expression.
 *
 * The build records a template as a list of parts (docs/limits.md): literal
 * text, open slots (`${string}`, `${number}`, `${bigint}`) and alternatives
 * (`${"a" | "b"}`, nested templates). The public schema keeps the equivalent
 * `pattern` for providers, but a backtracking engine can take quadratic or
 * worse time on it (0.3 to 0.9 s for 20,000 characters of
 * `${string}@${string}.${string}`). Here the parts become a small
 * nondeterministic automaton, run over the string one code point at a time
 * with the set of states it can be in (no backtracking): at most
 * (states x length) steps, states being about the size of the template.
 * The sets met are remembered as they are built (a lazy deterministic
 * automaton), so most characters cost one table read; where only one
 * character can leave the set (a `${string}` waiting for the literal after
 * it), `indexOf` finds that character, at memory speed.
 * Code points, not UTF-16 units, as a `u`-flag regular expression reads them.
 */

/** One part of a template literal type: literal text, or a slot. */
export type TemplatePart = string | TemplateSlot;

/**
 * A `${...}` slot: an open type (`string` is any text, `number` and `bigint`
 * their decimal notation as the schema's pattern states it), or alternatives,
 * each a sequence of parts (literal members and nested templates).
 */
export type TemplateSlot = { open: "string" | "number" | "bigint" } | { anyOf: TemplatePart[][] };

/** A compiled template: the automaton's states as parallel arrays. */
export interface TemplateMatcher {
  /** What each state does: a code point it reads, a class of code points, a fork, or the end. */
  readonly op: Int8Array;
  /** The code point (`Op.Read`) or class (`Op.Class`) of each state. */
  readonly arg: Int32Array;
  /** The next state; a fork's first branch. */
  readonly next: Int32Array;
  /** A fork's second branch. */
  readonly alt: Int32Array;
  readonly start: number;
  /** Per state, the step that last added it (so a state is added once per step). */
  readonly seen: Uint32Array;
  /** The current step number; kept across calls so `seen` never needs clearing. */
  stamp: number;
  /** The sets of states met so far and their transitions, built as strings need them. */
  cache?: SetCache;
}

/** What a state does (`TemplateMatcher.op`). */
enum Op {
  /** Reads the code point in `arg`. */
  Read = 0,
  /** Reads a code point of the class in `arg`. */
  Class = 1,
  /** Goes on to both `next` and `alt` without reading. */
  Fork = 2,
  /** The string may end here. */
  End = 3,
}

/** The classes of code points a `Class` state reads. */
enum CharClass {
  Any = 0,
  Digit = 1,
  NonZero = 2,
  /** `e` or `E`. */
  Exponent = 3,
  Hex = 4,
  Octal = 5,
  Binary = 6,
  /** JavaScript's `\s`: the white space `+s` skips around a number. */
  Space = 7,
}

/** The small regular grammar the parts compile through. */
type Node =
  | { t: "text"; s: string }
  | { t: "class"; c: number }
  | { t: "seq"; of: Node[] }
  | { t: "or"; of: Node[] }
  | { t: "star"; of: Node }
  | { t: "opt"; of: Node };

const text = (s: string): Node => ({ t: "text", s });
const cls = (c: number): Node => ({ t: "class", c });
const seq = (...of: Node[]): Node => ({ t: "seq", of });
const or = (...of: Node[]): Node => ({ t: "or", of });
const star = (of: Node): Node => ({ t: "star", of });
const opt = (of: Node): Node => ({ t: "opt", of });
const plus = (of: Node): Node => seq(of, star(of));

/** `node` at most `n` times in a row: `node{0,n}`. */
const upTo = (n: number, node: Node): Node => (n === 0 ? seq() : opt(seq(node, upTo(n - 1, node))));
/** `node{1,n}`. */
const oneTo = (n: number, node: Node): Node => seq(node, upTo(n - 1, node));
const either = (a: string, b: string): Node => or(text(a), text(b));
const EXPONENT_PART = seq(cls(CharClass.Exponent), or(seq(text("-"), plus(cls(CharClass.Digit))), seq(opt(text("+")), cls(CharClass.Digit), opt(cls(CharClass.Digit)))));
const DECIMAL = seq(
  opt(either("+", "-")),
  or(seq(oneTo(200, cls(CharClass.Digit)), opt(seq(text("."), star(cls(CharClass.Digit))))), seq(text("."), plus(cls(CharClass.Digit)))),
  opt(EXPONENT_PART),
);
/** `0x`, `0o` or `0b` and a run of that base's digits, `run` saying how long. */
const nonDecimal = (run: (digit: Node) => Node): Node =>
  seq(text("0"), or(seq(either("x", "X"), run(cls(CharClass.Hex))), seq(either("o", "O"), run(cls(CharClass.Octal))), seq(either("b", "B"), run(cls(CharClass.Binary)))));
/**
 * The pattern core writes for `${number}` (extract/types/template.ts): the
 * texts `+s` reads as a finite number, bounded to 200 digits and a positive
 * exponent of two so that none reads as Infinity.
 */
const NUMBER = or(seq(star(cls(CharClass.Space)), or(DECIMAL, nonDecimal((digit) => oneTo(200, digit))), star(cls(CharClass.Space))), plus(cls(CharClass.Space)));
/** `-?(?:0|[1-9][0-9]*|0[xX][0-9a-fA-F]+|0[oO][0-7]+|0[bB][01]+)`, the pattern core writes for `${bigint}` (any length). */
const BIGINT = seq(
  opt(text("-")),
  or(
    text("0"),
    seq(cls(CharClass.NonZero), star(cls(CharClass.Digit))),
    nonDecimal(plus),
  ),
);
const OPEN: Record<"string" | "number" | "bigint", Node> = { string: star(cls(CharClass.Any)), number: NUMBER, bigint: BIGINT };

function grammarOf(parts: readonly TemplatePart[]): Node {
  return seq(
    ...parts.map((part): Node => {
      if (typeof part === "string") return text(part);
      if ("open" in part) return OPEN[part.open];
      return or(...part.anyOf.map(grammarOf));
    }),
  );
}

/** Compiles the parts once (per schema node, when the validators load); matching then allocates nothing. */
export function compileTemplate(parts: readonly TemplatePart[]): TemplateMatcher {
  const op: number[] = [];
  const arg: number[] = [];
  const next: number[] = [];
  const alt: number[] = [];
  const add = (o: number, a: number, n: number, b = -1) => {
    op.push(o);
    arg.push(a);
    next.push(n);
    alt.push(b);
    return op.length - 1;
  };
  // Built from the end backwards: each node is compiled knowing the state that follows it.
  const build = (node: Node, then: number): number => {
    switch (node.t) {
      case "text": {
        const points = Array.from(node.s, (ch) => ch.codePointAt(0) as number);
        return points.reduceRight((at, point) => add(Op.Read, point, at), then);
      }
      case "class":
        return add(Op.Class, node.c, then);
      case "seq":
        return node.of.reduceRight((at, child) => build(child, at), then);
      case "or": {
        const last = node.of.at(-1);
        if (last === undefined) return add(Op.Class, -1, then); // no alternative: reads nothing, matches nothing
        return node.of.slice(0, -1).reduceRight((at, alternative) => add(Op.Fork, 0, build(alternative, then), at), build(last, then));
      }
      case "opt":
        return add(Op.Fork, 0, build(node.of, then), then);
      case "star": {
        const loop = add(Op.Fork, 0, -1, then);
        next[loop] = build(node.of, loop);
        return loop;
      }
    }
  };
  const start = build(grammarOf(parts), add(Op.End, 0, -1));
  return {
    op: Int8Array.from(op),
    arg: Int32Array.from(arg),
    next: Int32Array.from(next),
    alt: Int32Array.from(alt),
    start,
    seen: new Uint32Array(op.length),
    stamp: 0,
  };
}

function inClass(c: number, point: number): boolean {
  switch (c) {
    case CharClass.Any:
      return true;
    case CharClass.Digit:
      return point >= 48 && point <= 57;
    case CharClass.NonZero:
      return point >= 49 && point <= 57;
    case CharClass.Exponent:
      return point === 69 || point === 101;
    case CharClass.Hex:
      return (point >= 48 && point <= 57) || (point >= 65 && point <= 70) || (point >= 97 && point <= 102);
    case CharClass.Octal:
      return point >= 48 && point <= 55;
    case CharClass.Binary:
      return point === 48 || point === 49;
    case CharClass.Space:
      return (point >= 9 && point <= 13) || point === 32 || point === 0xa0 || point === 0x1680 || (point >= 0x2000 && point <= 0x200a) || point === 0x2028 || point === 0x2029 || point === 0x202f || point === 0x205f || point === 0x3000 || point === 0xfeff;
    default:
      return false;
  }
}

/** Counts the automaton's work, for tests that prove the bound (never timing). */
export interface TemplateSteps {
  steps: number;
}

/** At most this many sets of states are remembered per template (the sets a string can reach are few in practice). */
const MAX_SETS = 256;
/** At most this many transitions on non-ASCII code points are remembered per template. */
const MAX_OTHER = 4096;
const UNKNOWN = -1;
const DEAD = -2;

/**
 * Whether the whole string matches the template, in at most
 * (states x code points) steps. Each set of states the automaton reaches is
 * remembered with its transitions as they are first taken, so a template
 * seen again costs one table read per character; past MAX_SETS sets
 * (a template with many open slots), it simulates the sets step by step.
 */
export function matchTemplate(m: TemplateMatcher, s: string, counter?: TemplateSteps): boolean {
  const cache = m.cache ?? (m.cache = { sets: [], index: new Map(), other: new Map() });
  // Work of building sets, counted apart: a variable the callback writes is
  // kept on the heap, and the per-character loop below should not touch one.
  let built = 0;
  const count = (n: number) => {
    built += n;
  };
  let state = cache.sets.length ? 0 : setIndex(m, cache, closure(m, [m.start], count));
  // The start set is never empty (it holds the end, at least) and the cache has room for it.
  let set = knownSet(cache, state);
  let row = set.ascii;
  let skip = skipOf(m, cache, set, state, count);
  const length = s.length;
  let points = 0;
  let matched = false;
  for (let i = 0; ; ) {
    if (skip !== null) {
      // Nothing but `skip` leaves this set: jump to it (native `indexOf`, still one read per character).
      const found = skip === "" ? -1 : s.indexOf(skip, i);
      const to = found < 0 ? length : found;
      points += to - i;
      i = to;
      skip = null;
    }
    if (i >= length) {
      matched = set.accepting;
      break;
    }
    // The code point at `i`, as a `u`-flag regex reads it (a lone surrogate is itself).
    let point = s.charCodeAt(i);
    let width = 1;
    if (point >= 0xd800 && point <= 0xdbff && i + 1 < length) {
      const low = s.charCodeAt(i + 1);
      if ((low & 0xfc00) === 0xdc00) (point = (point - 0xd800) * 0x400 + low - 0xdc00 + 0x10000), (width = 2);
    }
    i += width;
    points++;
    let next: number;
    if (point < 128) {
      next = row[point] ?? UNKNOWN;
      if (next === UNKNOWN) next = row[point] = transition(m, cache, set, point, count);
    } else {
      const key = state * 0x110000 + point;
      next = cache.other.get(key) ?? UNKNOWN;
      if (next === UNKNOWN) {
        next = transition(m, cache, set, point, count);
        if (cache.other.size < MAX_OTHER) cache.other.set(key, next);
      }
    }
    if (next === DEAD) break;
    if (next === UNKNOWN) {
      // Too many sets to remember: the rest of the string by plain simulation.
      matched = simulate(m, set.states, s, i - width, count);
      break;
    }
    if (next !== state) {
      state = next;
      set = cache.sets[state] ?? knownSet(cache, state);
      row = set.ascii;
      skip = skipOf(m, cache, set, state, count);
    }
  }
  if (counter) counter.steps += points + built;
  return matched;
}

/** One remembered set of states and what is known of its transitions. */
interface KnownSet {
  /** Reading states and the end, sorted. */
  states: number[];
  /** Its transition on each ASCII code point (UNKNOWN until taken). */
  ascii: Int32Array;
  accepting: boolean;
  /** See `skipOf`; undefined until first asked. */
  skip?: string | null;
}

interface SetCache {
  sets: KnownSet[];
  /** A set's index by its states joined with commas. */
  index: Map<string, number>;
  /** Transitions on other code points, by set x 0x110000 + code point. */
  other: Map<number, number>;
}

/** The set a state of the cached automaton stands for: only indexes `setIndex` gave (not UNKNOWN or DEAD) reach here. */
function knownSet(cache: SetCache, state: number): KnownSet {
  const set = cache.sets[state];
  if (set === undefined) throw new RangeError(`template matcher: no remembered set ${state}`);
  return set;
}

/** The index of a set, remembered now if new; UNKNOWN when the cache is full, DEAD for the empty set. */
function setIndex(m: TemplateMatcher, cache: SetCache, set: number[]): number {
  if (!set.length) return DEAD;
  const key = set.join(",");
  const known = cache.index.get(key);
  if (known !== undefined) return known;
  if (cache.sets.length >= MAX_SETS) return UNKNOWN;
  cache.index.set(key, cache.sets.length);
  cache.sets.push({ states: set, ascii: new Int32Array(128).fill(UNKNOWN), accepting: set.some((at) => m.op[at] === Op.End) });
  return cache.sets.length - 1;
}

/**
 * The one ASCII character that leaves `set` (whose index is `index`), when
 * every other code point leads back to it: a `${string}` waiting for the
 * literal after it, as in `${string}@${string}.${string}` after the `@`.
 * "" when nothing leaves it; null when more than one character, a class
 * other than any character, or a non-ASCII literal may. Worked out once per
 * set, from the transitions the automaton takes anyway.
 */
function skipOf(m: TemplateMatcher, cache: SetCache, set: KnownSet, index: number, count: (n: number) => void): string | null {
  if (set.skip !== undefined) return set.skip;
  set.skip = null;
  const any: number[] = [];
  const literals: number[] = [];
  for (const at of set.states) {
    const arg = m.arg[at] as number;
    if (m.op[at] === Op.Read) literals.push(arg);
    else if (m.op[at] === Op.Class) {
      if (arg !== CharClass.Any) return null;
      any.push(m.next[at] as number);
    }
  }
  // A code point no literal here reads goes where the any-character states lead: it must be back here.
  if (!any.length || setIndex(m, cache, closure(m, any, count)) !== index) return null;
  let exit = "";
  for (const point of literals) {
    const to = point < 128 ? (set.ascii[point] === UNKNOWN ? (set.ascii[point] = transition(m, cache, set, point, count)) : set.ascii[point]) : transition(m, cache, set, point, count);
    if (to === index) continue;
    const char = String.fromCodePoint(point);
    if (point >= 128 || (exit !== "" && exit !== char)) return null;
    exit = char;
  }
  set.skip = exit;
  return exit;
}

function transition(m: TemplateMatcher, cache: SetCache, from: KnownSet, point: number, count: (n: number) => void): number {
  return setIndex(m, cache, step(m, from.states, point, count));
}

/** The states reached from `set` by reading `point`, closed over forks, sorted. */
function step(m: TemplateMatcher, set: readonly number[], point: number, count: (n: number) => void): number[] {
  const targets: number[] = [];
  for (const at of set) {
    const arg = m.arg[at];
    const reads = m.op[at] === Op.Read ? arg === point : m.op[at] === Op.Class && arg !== undefined && inClass(arg, point);
    const target = m.next[at];
    if (reads && target !== undefined) targets.push(target);
  }
  count(set.length);
  return closure(m, targets, count);
}

/** `from` and every state their forks reach without reading, as a sorted list of reading states and the end. */
function closure(m: TemplateMatcher, from: number[], count: (n: number) => void): number[] {
  const { op, next, alt, seen } = m;
  const stamp = nextStamp(m);
  const out: number[] = [];
  const stack = [...from];
  let steps = 0;
  for (let at = stack.pop(); at !== undefined; at = stack.pop()) {
    if (seen[at] === stamp) continue;
    seen[at] = stamp;
    steps++;
    if (op[at] !== Op.Fork) {
      out.push(at);
      continue;
    }
    // Both branches of a fork are states the compiler added.
    const second = alt[at];
    const first = next[at];
    if (second !== undefined) stack.push(second);
    if (first !== undefined) stack.push(first);
  }
  count(steps);
  return out.sort((a, b) => a - b);
}

/** The rest of `s` from `i`, by stepping the set of states once per code point. */
function simulate(m: TemplateMatcher, set: number[], s: string, i: number, count: (n: number) => void): boolean {
  let current = set;
  while (i < s.length && current.length) {
    const point = s.codePointAt(i) as number;
    i += point > 0xffff ? 2 : 1;
    current = step(m, current, point, count);
  }
  return current.some((at) => m.op[at] === Op.End);
}

function nextStamp(m: TemplateMatcher): number {
  if (m.stamp >= 0xfffffff0) {
    m.seen.fill(0);
    m.stamp = 0;
  }
  return ++m.stamp;
}
