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
 * The candidate a typo most likely meant, or `undefined` when none is close:
 * within a third of the name's length (at least 1, at most 3 edits), or one
 * containing the other (`zip` for `zipcode`). Only candidates whose length
 * is within that many edits of the name's are compared, each no further
 * than the limit; past `budget` nothing more is compared (no suggestion).
 */
export function nearestName(name: string, candidates: readonly string[], budget?: NearestBudget): string | undefined {
  const limit = Math.min(3, Math.max(1, Math.floor(name.length / 3)));
  const length = Math.min(name.length, COMPARED);
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const c of candidates) {
    if (Math.abs(Math.min(c.length, COMPARED) - length) > limit) continue;
    if (budget !== undefined && budget.left-- <= 0) return undefined;
    const d = boundedDistance(name, c, bestDistance - 1);
    if (d < bestDistance) (best = c), (bestDistance = d);
  }
  if (best !== undefined) return best;
  if (name.length > COMPARED) return undefined;
  const lower = name.toLowerCase();
  if (budget !== undefined && (budget.left -= candidates.length) < 0) return undefined;
  return candidates.find((c) => c.length > 1 && (lower.includes(c.toLowerCase()) || c.toLowerCase().includes(lower)));
}

/**
 * `editDistance` when it is at most `most`, else `most + 1`: only the cells
 * within `most` of the diagonal can be on a path that short, so a row costs
 * at most 2 x `most` + 1 cells.
 */
function boundedDistance(a: string, b: string, most: number): number {
  a = a.slice(0, COMPARED).toLowerCase();
  b = b.slice(0, COMPARED).toLowerCase();
  if (a === b) return 0;
  const over = most + 1;
  if (Math.abs(a.length - b.length) > most) return over;
  // Rows as in `editDistance`, reused; a cell outside the band stands at `over`.
  let before = new Array<number>(b.length + 1).fill(over);
  let prev = new Array<number>(b.length + 1).fill(over);
  let row = new Array<number>(b.length + 1).fill(over);
  for (let j = 0; j <= Math.min(b.length, most); j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const lo = Math.max(1, i - most);
    const hi = Math.min(b.length, i + most);
    row[0] = i <= most ? i : over;
    if (lo > 1) row[lo - 1] = over;
    if (hi < b.length) row[hi + 1] = over;
    let smallest = row[0]!;
    for (let j = lo; j <= hi; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row[j] = Math.min(d, over);
      if (d < smallest) smallest = d;
    }
    // Every path to the end passes this row (a swap from the row before costs one more): none is short enough.
    if (smallest >= over) return over;
    [before, prev, row] = [prev, row, before];
  }
  return prev[b.length]!;
}
