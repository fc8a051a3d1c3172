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
 * The candidate a typo most likely meant, or `undefined` when none is close:
 * within a third of the name's length (at least 1, at most 3 edits), or one
 * containing the other (`zip` for `zipcode`).
 */
export function nearestName(name: string, candidates: readonly string[]): string | undefined {
  const best = byNearest(name, candidates)[0];
  if (best === undefined) return undefined;
  const limit = Math.min(3, Math.max(1, Math.floor(name.length / 3)));
  if (editDistance(name, best) <= limit) return best;
  if (name.length > COMPARED) return undefined;
  const lower = name.toLowerCase();
  return candidates.find((c) => c.length > 1 && (lower.includes(c.toLowerCase()) || c.toLowerCase().includes(lower)));
}
