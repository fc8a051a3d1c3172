/**
 * A backtracking matcher over the regex tree (parse.ts) that counts its
 * steps: it explores alternatives and quantifiers in the order ECMAScript's
 * engines do (leftmost alternative first, greedy quantifiers longest first,
 * an empty iteration past the minimum ends the loop, every start position
 * tried in turn), so its step count grows the way theirs does on an input.
 * The build uses it to confirm that an input really makes a pattern
 * backtrack, and tests to prove it, without timing anything.
 */
import type { RegexNode } from "./parse.js";

/** Thrown when the step budget runs out: the input is at least that costly. */
class StepBudgetExceeded extends Error {}

/**
 * The steps a backtracking engine spends to decide whether `pattern` matches
 * somewhere in `input`: `Infinity` past `budget` steps, `NaN` when the
 * input is too deep to follow.
 */
export function backtrackSteps(node: RegexNode, input: string, budget: number): { steps: number; matched: boolean } {
  const chars = Array.from(input);
  const n = chars.length;
  let steps = 0;
  const step = () => {
    if (++steps > budget) throw new StepBudgetExceeded();
  };
  // Outside the input (before its start, past its end) there is no character, so no word character.
  const isWord = (i: number) => {
    const c = chars[i];
    return c !== undefined && /\w/.test(c);
  };

  const match = (node: RegexNode, i: number, k: (j: number) => boolean): boolean => {
    step();
    switch (node.t) {
      case "char": {
        const c = chars[i];
        return c !== undefined && node.test(c) && k(i + 1);
      }
      case "seq": {
        // Past the last item the sequence has matched, and the rest of the pattern goes on.
        const go = (index: number, j: number): boolean => {
          const item = node.items[index];
          return item === undefined ? k(j) : match(item, j, (next) => go(index + 1, next));
        };
        return go(0, i);
      }
      case "alt":
        for (const option of node.options) if (match(option, i, k)) return true;
        return false;
      case "start":
        return i === 0 && k(i);
      case "end":
        return i === n && k(i);
      case "boundary":
        return isWord(i - 1) !== isWord(i) !== node.negated && k(i);
      case "lookahead":
        return match(node.body, i, () => true) !== node.negated && k(i);
      case "repeat":
        return repeat(node, i, k, 0);
    }
  };

  const repeat = (node: Extract<RegexNode, { t: "repeat" }>, i: number, k: (j: number) => boolean, count: number): boolean => {
    step();
    const more = () =>
      count < node.max &&
      match(node.body, i, (j) => {
        // An iteration that matched nothing ends the loop, once the minimum is met.
        if (j === i && count >= node.min) return false;
        return repeat(node, j, k, count + 1);
      });
    const stop = () => count >= node.min && k(i);
    return node.lazy ? stop() || more() : more() || stop();
  };

  try {
    for (let start = 0; start <= n; start++) if (match(node, start, () => true)) return { steps, matched: true };
    return { steps, matched: false };
  } catch (error) {
    if (error instanceof StepBudgetExceeded) return { steps: Infinity, matched: false };
    // Too deep to follow (a large counted repeat): no figure at all, rather than a wrong one.
    if (error instanceof RangeError) return { steps: Number.NaN, matched: false };
    throw error;
  }
}
