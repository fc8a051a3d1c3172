import { defineConfig } from "vitest/config";

// `pnpm soak`, kept out of `pnpm test`: the 10^6-case property run of
// `dispatch`, and the 10,000-burst watch walk under a real Vite dev server
// (which needs the build `pnpm soak` makes first).
export default defineConfig({
  test: {
    include: ["packages/core/test/dispatch/soak.run.ts", "test/watch/vite-dev-burst.soak.ts"],
    setupFiles: ["test/helpers/temp-dir-cleanup.ts"],
    testTimeout: 24 * 3600_000,
  },
});
