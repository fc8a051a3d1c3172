import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["packages/*/test/**/*.test.ts", "test/**/*.test.ts"],
    exclude: ["**/node_modules/**", "**/dist/**", "test/.tmp/**"],
    // Real bundlers and workerd run in these tests; the machine has 2 cores.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
