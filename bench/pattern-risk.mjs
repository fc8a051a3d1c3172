// TC_SLOW_PATTERN's inputs on V8's own regex engine: for each pattern the
// build reports, the input it names at two sizes, timed (median of 3) and
// the ratio printed. Linear work would double; the build's step counts
// (pattern-risk.test.ts) predict 4x for quadratic and far more for
// exponential. A linear pattern at the same sizes is the baseline.
//   node bench/pattern-risk.mjs   (after `pnpm build`)
import { patternRisk } from "../packages/core/dist/extract/pattern-risk.js";

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const time = (re, s) => {
  const runs = [];
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    re.test(s);
    runs.push(performance.now() - t);
  }
  return median(runs);
};

console.log("pattern                          growth        input at n        ms(n)   ms(2n)  ratio (linear: 2x)");
for (const pattern of ["^(a+)+$", "(.*)*x", "^(\\w+\\s?)*$", "^\\d+\\d+$", "\\s+$", "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$", "^[a-z0-9]+(-[a-z0-9]+)*$"]) {
  const risk = patternRisk(pattern);
  const re = new RegExp(pattern, "u");
  const exponential = risk?.growth === "exponential";
  const n = exponential ? 20 : 5_000;
  const make = (m) => (risk ? risk.prefix + risk.pump.repeat(m) + risk.suffix : "a-".repeat(m) + "!");
  time(re, make(8)); // warm up the regex's compiled code
  // Exponential inputs grow by two pumps (each doubles the work), polynomial ones by doubling.
  const [a, b] = [time(re, make(n)), time(re, make(exponential ? n + 2 : 2 * n))];
  const label = risk ? (exponential ? "exponential" : `degree ${risk.degree}`) : "not reported";
  console.log(`${pattern.padEnd(32)} ${label.padEnd(13)} ${`${n} pumps`.padEnd(16)} ${a.toFixed(2).padStart(7)} ${b.toFixed(2).padStart(8)} ${(b / a).toFixed(1).padStart(5)}x${exponential ? "  (n + 2 pumps, not 2n: 4x expected)" : ""}`);
}
