/**
 * A look at an object's own properties that passes over the branches of an
 * untagged union it certainly fails, before they are tried: a required
 * property absent, a property a closed branch does not declare, a value of a
 * JSON kind, string length or literal the branch's property does not admit.
 * Each of these fails the branch's object check whatever else the object
 * holds, so the branch that passes, and the value it gives, are those of
 * trying every branch in turn. What a skipped branch would have counted
 * before failing is not counted, and the branch reported when none passes
 * is chosen by those counts: so a call whose check fails after a branch
 * was passed over is checked again without this look, and its issues are
 * those of that check (docs/performance.md, the hostile row).
 */
import type { Env } from "./compile.js";
import { kindsOf, target } from "./node-kinds.js";
import { K_BOOLEAN, K_NULL, K_STRING, KIND_NAMES, kindOf } from "./plain.js";
import type { Context } from "./context.js";
import type { CheckNode, CheckSchema } from "./schema.js";
import { codePointsUpTo } from "./string.js";

const hasOwn = Object.prototype.hasOwnProperty;
/** Every kind parsed text holds (the filter runs on parsed text only). */
const TEXT_KINDS = (1 << KIND_NAMES.length) - 1;

/** What one branch asks of one property; a value that misses it fails the branch. */
interface Rule {
  /** Absent, the branch fails. */
  required: boolean;
  /** `null` means absent (an optional property whose type has no `null`: docs/limits.md). */
  nullAbsent: boolean;
  /** Present, a bit per JSON kind it may be (0: a closed branch that does not declare it). */
  kinds: number;
  /** A string's bounds, in code points. */
  minLength: number;
  maxLength: number;
  /** The scalar literals it may be (for a string, boolean or null), or undefined for any. */
  literals: ReadonlySet<unknown> | undefined;
}

/**
 * What one property tells about the candidates, as sets of them (bits,
 * `words` 32-bit words each): which may pass with the property absent, with
 * a value of each JSON kind, with a string of each length, with each literal.
 * A look is then a few `&`s, however many candidates there are.
 */
interface PropertySets {
  name: string;
  absent: Int32Array;
  /** `[kind * words, (kind + 1) * words)`: the candidates a value of that kind may pass. */
  kinds: Int32Array;
  /**
   * Strings by length in code points: `lengths[i]` holds for lengths in
   * `[bounds[i - 1], bounds[i])` (from 0, and on past the last bound),
   * at `[i * words, (i + 1) * words)`; undefined when no candidate bounds a length.
   */
  bounds: number[] | undefined;
  lengths: Int32Array | undefined;
  /** Per string or boolean literal some candidate names, those it may pass; any other value: `otherLiteral`. */
  literals: Map<unknown, Int32Array> | undefined;
  otherLiteral: Int32Array | undefined;
}

export interface BranchFilter {
  properties: PropertySets[];
  /** How many candidates, and 32-bit words to hold one bit each. */
  count: number;
  words: number;
  /** A property's index in `properties`, or -1. */
  indexOf: (key: string) => number;
  /** The look's scratch: the candidates left (filled before any branch is tried, so never shared by two looks). */
  left: Int32Array;
}

function bits(kinds: boolean[]): number {
  let out = 0;
  for (let k = 0; k < kinds.length; k++) if (kinds[k]) out |= 1 << k;
  return out & TEXT_KINDS;
}

/** The scalar literals a node admits (`const` or an `enum` of scalars), or undefined. */
function literalSet(node: CheckNode): ReadonlySet<unknown> | undefined {
  if (typeof node !== "object") return undefined;
  const values = "const" in node ? [node.const] : node.enum;
  return values && values.every((v) => v === null || typeof v !== "object") ? new Set(values) : undefined;
}

/** `branch`'s rule for the property `name`, or undefined when it rules nothing out. */
function ruleOf(branch: CheckSchema, name: string, env: Env, kindsKnown: Map<unknown, number>): Rule | undefined {
  const required = branch.required?.includes(name) === true;
  const declared = branch.properties !== undefined && hasOwn.call(branch.properties, name) ? branch.properties[name]! : undefined;
  const rule: Rule = { required, nullAbsent: false, kinds: TEXT_KINDS, minLength: 0, maxLength: Infinity, literals: undefined };
  if (declared === undefined) {
    // Undeclared: only a closed branch without patterns (and not stripping) refuses it.
    if (branch.additionalProperties === false && branch.strip !== true && branch.patternProperties === undefined) rule.kinds = 0;
  } else {
    const node = target(declared, env);
    rule.nullAbsent = branch.nullAbsent?.includes(name) === true;
    // Many branches name one type (`next: U`): its kinds are worked out once.
    const key = typeof declared === "object" && declared.$ref !== undefined && Object.keys(declared).length === 1 ? declared.$ref : declared;
    let kinds = kindsKnown.get(key);
    if (kinds === undefined) kindsKnown.set(key, (kinds = bits(kindsOf(declared, env))));
    rule.kinds = kinds;
    if (typeof node === "object") {
      // A string's length is checked first by the string keywords of a node without a coercion.
      if (node.coerce === undefined) {
        rule.minLength = node.minLength ?? 0;
        rule.maxLength = node.maxLength ?? Infinity;
      }
      rule.literals = literalSet(node);
    }
  }
  const rulesOut = rule.required || rule.kinds !== TEXT_KINDS || rule.minLength > 0 || rule.maxLength !== Infinity || rule.literals !== undefined;
  return rulesOut ? rule : undefined;
}

function sameRule(a: Rule | undefined, b: Rule | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  if (a.required !== b.required || a.nullAbsent !== b.nullAbsent || a.kinds !== b.kinds || a.minLength !== b.minLength || a.maxLength !== b.maxLength) return false;
  if (a.literals === undefined || b.literals === undefined) return a.literals === b.literals;
  return a.literals.size === b.literals.size && [...a.literals].every((v) => b.literals!.has(v));
}

/** At most this many properties are looked at (the look costs per name and branch). */
const MAX_NAMES = 16;

/**
 * The filter of a union's object candidates, or undefined when it could
 * pass over none. `objects[c]` is candidate c's target when the union's
 * check of an object runs its object keywords (else undefined: always tried).
 */
export function branchFilter(objects: (CheckSchema | undefined)[], env: Env): BranchFilter | undefined {
  const all = new Set<string>();
  for (const o of objects) {
    if (o === undefined) continue;
    for (const name of Object.keys(o.properties ?? {})) all.add(name);
    for (const name of o.required ?? []) all.add(name);
  }
  const count = objects.length;
  const words = (count + 31) >>> 5;
  const properties: PropertySets[] = [];
  const kindsKnown = new Map<unknown, number>();
  for (const name of all) {
    if (properties.length === MAX_NAMES) break;
    const rules = objects.map((o) => (o === undefined ? undefined : ruleOf(o, name, env, kindsKnown)));
    // A property every branch asks the same of tells none apart: trying them finds what it would.
    if (rules.every((r) => sameRule(r, rules[0]))) continue;
    properties.push(setsOf(name, rules, words));
  }
  if (properties.length === 0) return undefined;
  const names = properties.map((p) => p.name);
  const index = new Map(names.map((n, i) => [n, i]));
  // A few names are compared in turn (parsed keys are internalized strings), more are hashed.
  const indexOf = names.length > 4 ? (key: string) => index.get(key) ?? -1 : (key: string) => names.indexOf(key);
  return { properties, count, words, indexOf, left: new Int32Array(words) };
}

/** The sets of candidates one property's rules leave, for each thing a look may find. */
function setsOf(name: string, rules: (Rule | undefined)[], words: number): PropertySets {
  const set = (admits: (r: Rule) => boolean): Int32Array => {
    const out = new Int32Array(words);
    rules.forEach((r, c) => {
      if (r === undefined || admits(r)) out[c >>> 5]! |= 1 << (c & 31);
    });
    return out;
  };
  const kinds = new Int32Array(KIND_NAMES.length * words);
  for (let k = 0; k < KIND_NAMES.length; k++) kinds.set(set((r) => (r.kinds & (1 << k)) !== 0 || (k === K_NULL && r.nullAbsent)), k * words);
  const lengthRules = rules.filter((r): r is Rule => r !== undefined && (r.minLength > 0 || r.maxLength !== Infinity));
  let bounds: number[] | undefined;
  let lengths: Int32Array | undefined;
  if (lengthRules.length > 0) {
    // Where some candidate's verdict on a length changes: at a minimum, and just past a maximum.
    bounds = [...new Set(lengthRules.flatMap((r) => [r.minLength, r.maxLength + 1]).filter((b) => b > 0 && b !== Infinity))].sort((a, b) => a - b);
    lengths = new Int32Array((bounds.length + 1) * words);
    for (let i = 0; i <= bounds.length; i++) {
      const length = i === 0 ? 0 : bounds[i - 1]!;
      lengths.set(set((r) => length >= r.minLength && length <= r.maxLength), i * words);
    }
  }
  let literals: Map<unknown, Int32Array> | undefined;
  let otherLiteral: Int32Array | undefined;
  if (rules.some((r) => r?.literals !== undefined)) {
    literals = new Map();
    for (const r of rules) for (const v of r?.literals ?? []) if (typeof v === "string" || typeof v === "boolean") literals.set(v, set((x) => x.literals === undefined || x.literals.has(v)));
    otherLiteral = set((x) => x.literals === undefined);
  }
  return { name, absent: set((r) => !r.required), kinds, bounds, lengths, literals, otherLiteral };
}

/**
 * The candidates (indexes into them) that `value` may pass, in order: all
 * but those a rule certainly fails. Parsed text only: own is present.
 */
export function survivors(filter: BranchFilter, value: Record<string, unknown>, ctx: Context, depth: number): number[] {
  const { properties, words, left } = filter;
  for (let w = 0; w < words; w++) left[w] = -1;
  // One bit per property found (at most MAX_NAMES).
  let found = 0;
  // `for...in` reads each value by its slot from the object's key cache:
  // `value[name]` was a keyed load that deoptimized whenever parsed objects
  // got new maps (after each full collection).
  for (const key in value) {
    const p = filter.indexOf(key);
    if (p < 0) continue;
    found |= 1 << p;
    const sets = properties[p]!;
    const item = value[key];
    const kind = kindOf(item, ctx, depth + 1);
    and(left, sets.kinds, kind * words, words);
    if (kind === K_STRING && sets.lengths !== undefined) {
      const bounds = sets.bounds!;
      // Counted no further than the last bound: a 1 MB string is not read through.
      const length = codePointsUpTo(item as string, bounds[bounds.length - 1]!);
      and(left, sets.lengths, boundIndex(bounds, length) * words, words);
    }
    if (sets.literals !== undefined && (kind === K_STRING || kind === K_BOOLEAN)) and(left, sets.literals.get(item) ?? sets.otherLiteral!, 0, words);
  }
  for (let p = 0; p < properties.length; p++) if ((found & (1 << p)) === 0) and(left, properties[p]!.absent, 0, words);
  const out: number[] = [];
  for (let w = 0; w < words; w++) {
    let bitsLeft = left[w]!;
    while (bitsLeft !== 0) {
      const low = bitsLeft & -bitsLeft;
      const c = (w << 5) + 31 - Math.clz32(low);
      if (c < filter.count) out.push(c);
      bitsLeft ^= low;
    }
  }
  return out;
}

/** How many of the ascending `bounds` are at most `length`. */
function boundIndex(bounds: number[], length: number): number {
  let low = 0;
  let high = bounds.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (bounds[mid]! <= length) low = mid + 1;
    else high = mid;
  }
  return low;
}

function and(into: Int32Array, from: Int32Array, at: number, words: number): void {
  for (let w = 0; w < words; w++) into[w]! &= from[at + w]!;
}
