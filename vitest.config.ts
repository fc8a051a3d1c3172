import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Three tiers, chosen by folder (docs/contributing.md "The test tiers"):
 *
 * - unit: `packages/<name>/test/**`. No build: `@toolcall/*` resolve to their
 *   source here, so a change is tested the moment it is saved. Pure work on
 *   strings, files and generated code; a test that needs longer than the
 *   10 s timeout belongs in a later tier.
 * - e2e: `test/**` except the install folders. Real bundlers, watch modes,
 *   dev servers, workerd and Chromium run the built plugin (`pnpm build`
 *   first), from the test workspace's node_modules.
 * - install: `test/packed/**` and `test/frameworks/**`. The packed tarball
 *   installed with npm/pnpm from the registry, framework apps included.
 *
 * `pnpm test:unit`, `pnpm test:e2e` and `pnpm test:install` run one tier;
 * `pnpm test` runs lint, build, the type check and every tier.
 */

const source = (file: string) => fileURLToPath(new URL(file, import.meta.url));

const INSTALL = ["test/packed/*.test.ts", "test/frameworks/*.test.ts"];
// test/packed/<project> holds user projects those tests copy out and run with
// their own vitest (test/packed/vitest-5), not tests of this workspace.
const EXCLUDE = ["**/node_modules/**", "**/dist/**", "test/.tmp/**", "test/packed/*/**"];

export default defineConfig({
  test: {
    exclude: EXCLUDE,
    projects: [
      {
        extends: true,
        resolve: {
          alias: [
            { find: /^@toolcall\/runtime$/, replacement: source("./packages/runtime/src/index.ts") },
            { find: /^@toolcall\/core$/, replacement: source("./packages/core/src/index.ts") },
          ],
        },
        test: {
          name: "unit",
          include: ["packages/*/test/**/*.test.ts"],
          // In `pnpm test` the unit tier runs first, alone, so its 10 s
          // bound is not spent waiting for cores the bundlers hold.
          sequence: { groupOrder: 0 },
          testTimeout: 10_000,
          hookTimeout: 10_000,
          // One module graph per worker, not one per file: the unit files
          // import the same core and runtime source, whose evaluation took
          // about half the tier's time when each file got its own (87 s
          // against 39 s wall here). A unit test must then leave no module
          // state behind that another file would read.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          sequence: { groupOrder: 1 },
          include: ["test/**/*.test.ts"],
          exclude: [...EXCLUDE, ...INSTALL],
          setupFiles: ["test/helpers/temp-dir-cleanup.ts"],
          // Real bundlers, workerd and Chromium on 2 shared cores; the seeded
          // watch walks alone take up to two minutes under load. The timeout
          // guards against hangs, it measures nothing.
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: "install",
          // Beside e2e: most of its time is spent waiting for the registry.
          sequence: { groupOrder: 1 },
          include: INSTALL,
          setupFiles: ["test/helpers/temp-dir-cleanup.ts"],
          // Registry installs and framework builds; same reasoning as e2e.
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
