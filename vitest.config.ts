import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["packages/*/test/**/*.test.ts", "test/**/*.test.ts"],
    exclude: ["**/node_modules/**", "**/dist/**", "test/.tmp/**"],
    // Real bundlers, framework installs, workerd and Chromium run in these
    // tests on 2 cores; the seeded watch walks alone take up to two minutes
    // under load. The timeout guards against hangs, it measures nothing.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
