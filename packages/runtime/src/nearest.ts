/**
 * Edit distance for "did you mean" suggestions: insertions, deletions,
 * substitutions and swaps of two neighbours (`nmae` -> `name` is 1), ignoring
 * case (optimal string alignment distance). Names from a model can be any
 * length, so only their first `MAX_NAME + 3` characters are ever compared:
 * a name longer than that is more than 3 edits from every valid name anyway.
 */
import { MAX_NAME } from "./limits.js";

const COMPARED = MAX_NAME + 3;

export function editDistance(a: string, b: string): number {
  a = a.slice(0, COMPARED).toLowerCase();
  b = b.slice(0, COMPARED).toLowerCase();
  if (a === b) return 0;
  // Three rows of the table: two back (for a transposition), the last one and this one.
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(cell(prev, j) + 1, cell(row, j - 1) + 1, cell(prev, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, cell(before, j - 2) + 1);
      row.push(best);
    }
    before = prev;
    prev = row;
  }
  return cell(prev, b.length);
}

/** A cell the loops above have filled (every read is of one, so a miss is a bug, not a distance). */
function cell(row: readonly number[], j: number): number {
  const value = row[j];
  if (value === undefined) throw new RangeError(`editDistance read cell ${j} of a row of ${row.length}`);
  return value;
}

/** `candidates` sorted by edit distance to `name`, nearest first (stable for ties). */
export function byNearest(name: string, candidates: readonly string[]): string[] {
  return candidates
    .map((c, i) => ({ c, i, d: editDistance(name, c) }))
    .sort((x, y) => x.d - y.d || x.i - y.i)
    .map((x) => x.c);
}

/**
 * What "did you mean" may still spend in one call: candidates compared (a
 * checker's call shares one across its unknown properties). A name costs
 * at most `COMPARED` x 7 cells against each candidate it is compared with.
 */
export interface NearestBudget {
  left: number;
}

/** Candidates compared per call at most: 300 declared names for each of 30 unknown properties. */
export const NEAREST_PER_CALL = 10_000;

/**
 * Candidates made ready once for many names (a checker's object compares
 * each unknown key with the same declared names): each cut and lowercased
 * as compared, and sorted, so that neighbours share their prefixes and the
 * rows of the distance table for a shared prefix are filled once.
 */
export interface PreparedNames {
  /** The candidates as given. */
  readonly names: readonly string[];
  /** The compared texts (cut to `COMPARED`, lowercased), sorted. */
  readonly texts: readonly string[];
  /** For each sorted text: where its candidate stands in `names`. */
  readonly at: readonly number[];
  /** For each sorted text: how many characters it shares with the one before. */
  readonly shared: readonly number[];
  readonly longest: number;
  /** For containment, the candidates longer than one character: each whole and lowercased, sorted by length. */
  readonly wholes: readonly string[];
  /** Where each of `wholes` stands in `names`. */
  readonly wholeAt: readonly number[];
  /** The first candidate of each lowercased text in `wholes` (one of equal length contains another only when equal). */
  readonly firstWhole: ReadonlyMap<string, number>;
}

export function prepareNames(names: readonly string[]): PreparedNames {
  const cutLower = names.map((c) => c.slice(0, COMPARED).toLowerCase());
  const at = names.map((_, i) => i).sort((x, y) => (cutLower[x]! < cutLower[y]! ? -1 : cutLower[x]! > cutLower[y]! ? 1 : x - y));
  const texts = at.map((i) => cutLower[i]!);
  const shared = texts.map((t, k) => {
    const prev = k === 0 ? "" : texts[k - 1]!;
    let s = 0;
    while (s < t.length && s < prev.length && t.charCodeAt(s) === prev.charCodeAt(s)) s++;
    return s;
  });
  const lower = names.map((c) => c.toLowerCase());
  const wholeAt = names.map((_, i) => i).filter((i) => names[i]!.length > 1).sort((x, y) => lower[x]!.length - lower[y]!.length || x - y);
  const firstWhole = new Map<string, number>();
  for (const i of wholeAt) if (!firstWhole.has(lower[i]!)) firstWhole.set(lower[i]!, i);
  return { names, texts, at, shared, longest: texts.reduce((most, t) => Math.max(most, t.length), 0), wholes: wholeAt.map((i) => lower[i]!), wholeAt, firstWhole };
}

/**
 * The candidate a typo most likely meant, or `undefined` when none is close:
 * within a third of the name's length (at least 1, at most 3 edits), or one
 * containing the other (`zip` for `zipcode`); the nearest, the first listed
 * of equally near ones. Only candidates whose length is within that many
 * edits of the name's are compared, each no further than the limit; past
 * `budget` nothing more is compared (no suggestion).
 */
export function nearestName(name: string, candidates: readonly string[], budget?: NearestBudget): string | undefined {
  return nearestAmong(name, prepareNames(candidates), budget);
}

/** The distance table's cells, one row per character of a candidate, reused from call to call. */
let table = new Int32Array(0);

/**
 * `nearestName` among prepared candidates. The candidates are walked in
 * sorted order, as a trie would be: a candidate's rows reuse those of the
 * prefix it shares with the one before, and once a prefix is further than
 * the limit from every prefix of the name, every candidate starting with it
 * is passed over uncompared (300 names sharing a stem cost the stem's rows
 * once). Only cells within `limit` of the diagonal can be on a path that
 * short, so a row costs at most 2 x `limit` + 1 cells.
 */
export function nearestAmong(name: string, list: PreparedNames, budget?: NearestBudget): string | undefined {
  const limit = Math.min(3, Math.max(1, Math.floor(name.length / 3)));
  const length = Math.min(name.length, COMPARED);
  const a = name.slice(0, COMPARED).toLowerCase();
  const n = a.length;
  const over = limit + 1;
  const width = n + 1;
  const { texts, at, shared, names } = list;
  if (table.length < (list.longest + 1) * width) table = new Int32Array((list.longest + 1) * width);
  const m = table;
  // Row 0: the empty prefix against each prefix of the name.
  for (let j = 0; j <= n; j++) m[j] = j <= limit ? j : over;
  // Rows 0..valid hold the prefix of this length of the last candidate compared.
  let valid = 0;
  let best = -1;
  let bestDistance = over;
  for (let k = 0; k < texts.length; k++) {
    const common = shared[k]!;
    if (common < valid) valid = common;
    if (Math.abs(Math.min(names[at[k]!]!.length, COMPARED) - length) > limit) continue;
    if (budget !== undefined && budget.left-- <= 0) return undefined;
    const b = texts[k]!;
    let i = valid + 1;
    for (; i <= b.length; i++) {
      const row = i * width;
      const prev = row - width;
      const before = prev - width;
      const lo = Math.max(1, i - limit);
      const hi = Math.min(n, i + limit);
      // A cell just outside the band stands at `over` for the row after it.
      m[row] = i <= limit ? i : over;
      if (lo > 1) m[row + lo - 1] = over;
      if (hi < n) m[row + hi + 1] = over;
      let smallest = m[row]!;
      const bc = b.charCodeAt(i - 1);
      for (let j = lo; j <= hi; j++) {
        const ac = a.charCodeAt(j - 1);
        let d = Math.min(m[prev + j]! + 1, m[row + j - 1]! + 1, m[prev + j - 1]! + (ac === bc ? 0 : 1));
        // Two neighbours swapped.
        if (i > 1 && j > 1 && ac === b.charCodeAt(i - 2) && a.charCodeAt(j - 2) === bc) d = Math.min(d, m[before + j - 2]! + 1);
        if (d > over) d = over;
        m[row + j] = d;
        if (d < smallest) smallest = d;
      }
      // Every path to the end passes this row (a swap from the row before costs one more): none is short enough.
      if (smallest >= over) break;
    }
    if (i <= b.length) {
      // The candidates starting with this prefix follow this one, sorted: the search goes on after them.
      valid = i;
      k = afterPrefix(texts, k, b.slice(0, i)) - 1;
      continue;
    }
    valid = b.length;
    if (Math.abs(b.length - n) > limit) continue;
    const d = m[b.length * width + n]!;
    if (d <= limit && (best < 0 || d < bestDistance || (d === bestDistance && at[k]! < at[best]!))) (best = k), (bestDistance = d);
  }
  if (best >= 0) return names[at[best]!];
  if (name.length > COMPARED) return undefined;
  const lower = name.toLowerCase();
  if (budget !== undefined && (budget.left -= names.length) < 0) return undefined;
  const found = containing(lower, list);
  return found < 0 ? undefined : names[found];
}

/** The index of the first text from `k` on that does not start with `prefix` (those that do follow `k`). */
function afterPrefix(texts: readonly string[], k: number, prefix: string): number {
  let lo = k + 1;
  let hi = texts.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (texts[mid]!.startsWith(prefix)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The first candidate (in the order given, longer than one character) that
 * contains `lower` or that `lower` contains, or -1. Only a shorter one can
 * be inside the other; one of the same length only when they are equal, a
 * lookup (300 names of one length are not compared one by one).
 */
function containing(lower: string, list: PreparedNames): number {
  const { wholes, wholeAt } = list;
  let first = list.firstWhole.get(lower) ?? -1;
  const shorter = lengthIndex(wholes, lower.length);
  for (let w = 0; w < shorter; w++) if ((first < 0 || wholeAt[w]! < first) && lower.includes(wholes[w]!)) first = wholeAt[w]!;
  for (let w = lengthIndex(wholes, lower.length + 1); w < wholes.length; w++) if ((first < 0 || wholeAt[w]! < first) && wholes[w]!.includes(lower)) first = wholeAt[w]!;
  return first;
}

/** How many of `texts` (sorted by length) are shorter than `length`. */
function lengthIndex(texts: readonly string[], length: number): number {
  let lo = 0;
  let hi = texts.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (texts[mid]!.length < length) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
