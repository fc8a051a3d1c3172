// Extraction on the issue-13 corpus (bench/corpus.mjs, shared shape), this
// checkout's build against another checkout's, alternated in one process so
// that both see the same machine: the figure behind "extraction stays within
// N% of its time before the change". Each round runs both, in alternating
// order, on a fresh Extractor; CPU time, median of the rounds.
//
//   pnpm build && node bench/extract-against.mjs <other checkout, built> [rounds]
//   e.g. git worktree add /tmp/base <rev> && (cd /tmp/base && pnpm install && pnpm build)
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { generateCorpus } from "./corpus.mjs";

const [other, roundsArg = "15"] = process.argv.slice(2);
if (!other) {
  console.error("usage: node bench/extract-against.mjs <other checkout, built> [rounds]");
  process.exit(2);
}
const rounds = Number(roundsArg);
const core = (checkout) => import(pathToFileURL(join(resolve(checkout), "packages/core/dist/index.js")).href);
const builds = [
  { name: "this checkout", core: await core(new URL("..", import.meta.url).pathname) },
  { name: `baseline (${other})`, core: await core(other) },
];

const dir = mkdtempSync(join(tmpdir(), "extract-against-"));
try {
  const root = join(dir, "corpus");
  const corpus = generateCorpus(root, { shape: "shared" });
  const files = [...corpus.toolFiles, corpus.plain, corpus.withToolcall];
  const texts = new Map(files.map((f) => [f, readFileSync(f, "utf8")]));
  const extractOnce = ({ core }) => {
    const start = process.cpuUsage();
    const { tools } = new core.Extractor({ root, readFile: (p) => texts.get(p) }).extract(files);
    if (!tools.length) throw new Error("no tools extracted");
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000;
  };
  for (let i = 0; i < 4; i++) for (const build of builds) extractOnce(build);
  const times = builds.map(() => []);
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 ? [1, 0] : [0, 1];
    for (const i of order) times[i].push(extractOnce(builds[i]));
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  const [mine, base] = times.map(median);
  console.log(`extraction of bench/corpus.mjs (shared), CPU, median of ${rounds} alternating rounds (Node ${process.version}):`);
  builds.forEach((b, i) => console.log(`  ${b.name.padEnd(40)} ${median(times[i]).toFixed(1)} ms`));
  console.log(`  ratio ${(mine / base).toFixed(3)} (target: within 1.10 of the baseline)`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
