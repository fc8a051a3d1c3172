import { describe, expect, it } from "vitest";
import { runBurstWalk } from "./burst.js";
import { viteDevServer } from "./modes.js";

/** Bursts per run: a short walk in CI; `pnpm soak` runs test/watch/vite-dev-burst.soak.ts. */
const BURSTS = Number(process.env.TOOLCALL_BURSTS ?? 40);

describe("Vite dev server under bursts of writes", () => {
  it(`serves what is on disk once the watcher is quiet, after each of ${BURSTS} bursts`, async () => {
    const history = await runBurstWalk("vite-dev-burst", viteDevServer(), { seed: 7, bursts: BURSTS });
    // The walk wrote the same file twice within a burst, renamed and deleted files (the seed is chosen for it).
    for (const kind of ["rewrite src/tools/", "rewrite src/types/", "rename tool file", "delete type file"])
      expect(history.some((h) => h.includes(kind)), kind).toBe(true);
  });
});
