/**
 * vitest 5 as a user has it (docs/frameworks.md, Vitest): a project whose
 * vitest.config.ts has the plugin, with a test that imports `virtual:tools`
 * and dispatches (test/packed/vitest-5), installed with npm from the packed
 * tarball and run with `vitest run`. vitest 5 needs Node 22 or newer: under
 * an older Node (the full suite's leg) it runs with Node 24 from the npm
 * `node` package, under Node 22+ with the running one.
 */
import { cpSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { installApp, run } from "../frameworks/harness.js";
import { pathWithNode } from "../helpers/node-binary.mjs";
import { packTarball } from "../helpers/packed.js";
import { TEST_DIR } from "../helpers/paths.js";
import { tempDir } from "../helpers/temp-dir.js";

const PROJECT = path.join(TEST_DIR, "packed", "vitest-5");
const RUNNING_MAJOR = Number(process.versions.node.split(".")[0]);

it("vitest 5.1 runs a test that imports virtual:tools and dispatches", async () => {
  const dir = path.join(tempDir("vitest-5"), "project");
  cpSync(PROJECT, dir, { recursive: true });
  const env = RUNNING_MAJOR < 22 ? { PATH: await pathWithNode("24") } : {};
  await installApp(dir, [await packTarball()], env);
  // `run` throws with the whole output when vitest exits non-zero.
  const output = await run(path.join("node_modules", ".bin", "vitest"), ["run", "--reporter=verbose"], dir, env);
  expect(output).toMatch(/vitest\/5\.1\.\d|v5\.1\.\d/);
  expect(output).toMatch(/Tests\s+3 passed \(3\)/);
  expect(output).toContain("dispatches a call, applying the default");
}, 600_000);
