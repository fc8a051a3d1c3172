/**
 * mulberry32: a small deterministic PRNG for the seeded random tests
 * (dispatch/fuzz.test.ts, check/branch-filter.test.ts), so a failing seed
 * replays exactly.
 */
export function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
