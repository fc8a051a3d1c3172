import { defineConfig } from "vitest/config";

// `pnpm soak`: the 10^6-case property run, kept out of `pnpm test`.
export default defineConfig({
  test: {
    include: ["packages/core/test/dispatch/soak.run.ts"],
    testTimeout: 24 * 3600_000,
  },
});
