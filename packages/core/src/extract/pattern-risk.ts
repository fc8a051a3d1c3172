/**
 * Finds the user patterns (`Pattern<>`, `@pattern`) a backtracking regular
 * expression engine can spend super-linear time on, and an input that shows
 * it. Dispatch, ajv and most providers run patterns on such an engine, so a
 * model could stall a server with one string.
 *
 * Two shapes cause it: a quantified part inside another whose iterations can
 * split the same text in several ways (`(a+)+`, `(a|a)*`, `(.*)*x`:
 * exponential), and quantified parts in sequence that can match the same
 * characters (`\d+\d+$`, `.*a.*a`, and an unanchored `\s+$`, where the
 * search restarts at every position: polynomial). The analysis proposes
 * inputs from the pattern's tree (a repeated "pump" drawn from what the
 * overlapping parts share, between a prefix that reaches them and a suffix
 * that makes the match fail), then runs a step-counting backtracking matcher
 * on each at three sizes: only an input whose cost grows faster than its
 * length is reported, so a safe pattern is never blamed for a guess.
 */
import type { SourceLocation } from "../model/index.js";
import type { DiagnosticSink } from "./diagnostic-sink.js";
import { backtrackSteps } from "./regex/backtrack.js";
import { parseRegex, type RegexNode } from "./regex/parse.js";

export interface PatternRisk {
  growth: "exponential" | "polynomial";
  /** For polynomial growth, the degree the step counts show (2: doubling the input quadruples the work). */
  degree?: number;
  /** The slow input: `prefix + pump.repeat(n) + suffix`. */
  prefix: string;
  pump: string;
  suffix: string;
  /** The step counts of the backtracking matcher at 10, 20 and 40 pumps (`Infinity` past the budget). */
  steps: [number, number, number];
}

/** Pumps per size of the three inputs tried. */
const SIZES = [10, 20, 40] as const;
/** Steps one input may take before it counts as super-linear. */
const RUN_BUDGET = 200_000;
/** Steps the whole analysis of one pattern may take; past it, no verdict. */
const TOTAL_BUDGET = 5_000_000;
/** Doubling the input at least this many times over multiplies the work: not linear. */
const GROWTH = 2.8;
const MAX_PUMPS = 24;

/** Characters the proposals are drawn from: printable ASCII first, then a few others. */
const CANDIDATES = [
  ..."a0 _-.@/:!zZ9",
  ...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)),
  "\t",
  "\n",
  "\u0000",
  "é",
  "😀",
];
const SUFFIXES = ["!", "\u0000", "\n", " ", "a", "0", "-", "_", "😀", ""];

interface Loop {
  node: Extract<RegexNode, { t: "repeat" }>;
  /** A short text that leads from the start of the pattern to this loop. */
  prefix: string;
  /** The characters the loop's body can read (from CANDIDATES). */
  alphabet: string[];
}

const cache = new Map<string, PatternRisk | undefined>();

/** The risk of `pattern`, or undefined when it is linear, does not parse, or cannot be decided. */
export function patternRisk(pattern: string): PatternRisk | undefined {
  if (cache.has(pattern)) return cache.get(pattern);
  const tree = parseRegex(pattern);
  const risk = tree ? analyse(tree) : undefined;
  if (cache.size > 1000) cache.clear();
  cache.set(pattern, risk);
  return risk;
}

function analyse(tree: RegexNode): PatternRisk | undefined {
  const loops: Loop[] = [];
  collectLoops(tree, "", loops);
  if (!loops.length) return undefined;
  // [prefix, pump] proposals, most telling first.
  const proposals: [string, string][] = [];
  const propose = (prefix: string, pump: string) => {
    if (pump && proposals.length < MAX_PUMPS && !proposals.some(([p, q]) => p === prefix && q === pump)) proposals.push([prefix, pump]);
  };
  for (const loop of loops) {
    propose(loop.prefix, sample(loop.node.body));
    for (const ch of loop.alphabet.slice(0, 2)) propose(loop.prefix, ch);
  }
  for (const a of loops)
    for (const b of loops) {
      if (a === b) continue;
      const shared = a.alphabet.find((ch) => b.alphabet.includes(ch));
      if (!shared) continue;
      propose(a.prefix, shared);
      // What separates the two in a sequence (`\.` in `[^@]+\.[^@]+`), pumped along with what both read.
      const reached = a.prefix + sample(a.node);
      const between = b.prefix.startsWith(reached) ? b.prefix.slice(reached.length) : "";
      if (between && a.alphabet.includes(between.charAt(0))) propose(a.prefix, shared + between);
    }

  let spent = 0;
  for (const [prefix, pump] of proposals)
    for (const suffix of SUFFIXES) {
      // (Whether the input matches in the end does not matter: the work done before deciding does.)
      const steps: number[] = [];
      for (const size of SIZES) {
        const run = backtrackSteps(tree, prefix + pump.repeat(size) + suffix, RUN_BUDGET);
        spent += Number.isFinite(run.steps) ? run.steps : RUN_BUDGET;
        steps.push(run.steps);
        const previous = steps[steps.length - 2];
        // Stop as soon as this input looks linear, or is past counting.
        if (!Number.isFinite(run.steps) || (previous !== undefined && run.steps < GROWTH * previous)) break;
      }
      if (spent > TOTAL_BUDGET) return undefined;
      if (!superLinear(steps)) continue;
      // A size not run was skipped for being past counting.
      const full: [number, number, number] = [steps[0] ?? Infinity, steps[1] ?? Infinity, steps[2] ?? Infinity];
      const exponential = full.some((s) => s === Infinity) || full[2] > 20 * full[1];
      if (exponential) return { growth: "exponential", prefix, pump, suffix, steps: full };
      return { growth: "polynomial", degree: Math.max(2, Math.round(Math.log2(full[2] / full[1]))), prefix, pump, suffix, steps: full };
    }
  return undefined;
}

/** Each doubling of the input multiplied the work by more than GROWTH (or ran out of budget). */
function superLinear(steps: number[]): boolean {
  if (steps.some((s) => Number.isNaN(s))) return false;
  if (steps.length < 2) return false;
  let previous: number | undefined;
  for (const s of steps) {
    if (s === Infinity) return true;
    if (previous !== undefined && s < GROWTH * previous) return false;
    previous = s;
  }
  return steps.length === SIZES.length;
}

/** Every quantified part that may repeat many times, with a text that reaches it. */
function collectLoops(node: RegexNode, prefix: string, out: Loop[]): void {
  switch (node.t) {
    case "seq": {
      let before = prefix;
      for (const item of node.items) {
        collectLoops(item, before, out);
        before += sample(item);
      }
      return;
    }
    case "alt":
      for (const option of node.options) collectLoops(option, prefix, out);
      return;
    case "lookahead":
      collectLoops(node.body, prefix, out);
      return;
    case "repeat":
      if (node.max > 16) out.push({ node, prefix, alphabet: alphabetOf(node.body) });
      collectLoops(node.body, prefix, out);
      return;
    default:
      return;
  }
}

function alphabetOf(node: RegexNode): string[] {
  const sets: Extract<RegexNode, { t: "char" }>[] = [];
  const walk = (n: RegexNode) => {
    if (n.t === "char") sets.push(n);
    else if (n.t === "seq") n.items.forEach(walk);
    else if (n.t === "alt") n.options.forEach(walk);
    else if (n.t === "repeat") walk(n.body);
  };
  walk(node);
  return [...new Set(CANDIDATES)].filter((ch) => sets.some((s) => s.test(ch)));
}

/** A shortest text the node matches (assertions ignored), from CANDIDATES. */
function sample(node: RegexNode): string {
  switch (node.t) {
    case "char":
      return CANDIDATES.find((ch) => node.test(ch)) ?? "";
    case "seq":
      return node.items.map(sample).join("");
    case "alt":
      return node.options.map(sample).reduce((a, b) => (b.length < a.length ? b : a));
    case "repeat":
      return sample(node.body).repeat(node.min);
    default:
      return "";
  }
}

/** An example input as JavaScript, e.g. `"x" + "a".repeat(20000) + "!"`. */
export function riskExample(risk: PatternRisk): string {
  const times = risk.growth === "exponential" ? 40 : 20_000;
  const parts = [risk.prefix && JSON.stringify(risk.prefix), `${JSON.stringify(risk.pump)}.repeat(${times})`, risk.suffix && JSON.stringify(risk.suffix)];
  return parts.filter(Boolean).join(" + ");
}

/**
 * Warns (an error under `strict`) when a user pattern can backtrack
 * super-linearly, showing an input that makes it so.
 */
export function checkPatternRisk(pattern: string, written: string, loc: SourceLocation, sink: DiagnosticSink): void {
  const risk = patternRisk(pattern);
  if (!risk) return;
  const growth = risk.growth === "exponential" ? "exponential" : risk.degree === 2 ? "quadratic" : `polynomial (degree ${risk.degree})`;
  sink.warn(
    "TC_SLOW_PATTERN",
    `${written}: a backtracking regular expression engine (dispatch's validator, and most providers) takes ${growth} time in the string's length on this pattern, for example on ${riskExample(risk)}, so one argument can stall the server. Its quantified parts can match the same text in more than one way; rewrite it so they cannot (\`(a+)+\` -> \`a+\`, \`\\d+\\d+\` -> \`\\d{2,}\`, \`\\s+$\` -> \`\\s$\`).`,
    loc,
  );
}
