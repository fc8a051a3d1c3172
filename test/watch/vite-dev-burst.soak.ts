// `pnpm soak` (not in CI): the burst walk of vite-dev-burst.test.ts for
// 10,000 bursts (TOOLCALL_SOAK_BURSTS to change, TOOLCALL_SOAK_SEED for
// another walk) against a real Vite dev server; the first stale result
// fails it. Progress every 100 bursts. `pnpm soak burst` runs this file alone.
import { expect, it } from "vitest";
import { runBurstWalk } from "./burst.js";
import { viteDevServer } from "./modes.js";

const BURSTS = Number(process.env.TOOLCALL_SOAK_BURSTS ?? 10_000);
const SEED = Number(process.env.TOOLCALL_SOAK_SEED ?? 1);

it(`burst walk: ${BURSTS} bursts under Vite dev, seed ${SEED}`, async () => {
  const start = performance.now();
  const history = await runBurstWalk("vite-dev-burst-soak", viteDevServer(), {
    seed: SEED,
    bursts: BURSTS,
    onBurst: (done) => {
      if (done % 100 === 0) console.log(`${done} bursts settled, none stale, after ${((performance.now() - start) / 1000).toFixed(0)} s`);
    },
  });
  const rewrites = history.filter((h) => h.includes(": rewrite ")).length;
  console.log(`${BURSTS} bursts, ${history.length} writes (${rewrites} a second write of the file just written), 0 stale, in ${((performance.now() - start) / 1000).toFixed(0)} s`);
  expect(history.length).toBeGreaterThanOrEqual(2 * BURSTS);
});
