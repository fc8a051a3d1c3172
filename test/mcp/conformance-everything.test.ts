/**
 * Every server scenario of the official MCP conformance suite (the pinned
 * `@modelcontextprotocol/conformance`, `--suite all`) against
 * examples/mcp-everything, the suite's everything-server written as plain
 * toolcall functions, built and started as its README says. The scenarios it
 * cannot pass yet are in its conformance-expected-failures.yml, each with its
 * reason; the CLI exits 1 on a failure not listed there and on a listed
 * scenario that passes, and this test also compares the two sets itself, so
 * the message names what to change in the list.
 *
 * The suite's CLI needs Node 22 or newer; CI's Node 24 leg runs this file.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exec } from "../helpers/packed.js";
import { TEST_DIR } from "../helpers/paths.js";
import { startExampleServer } from "./example-server.js";
import { tempDir } from "../helpers/temp-dir.js";
import { checksByScenario, conformanceSkip as skip, runConformance } from "./conformance-cli.js";

if (skip) console.warn(`skipped: ${skip}`);

const EXAMPLE = path.join(TEST_DIR, "..", "examples", "mcp-everything");
const EXPECTED_FAILURES = path.join(EXAMPLE, "conformance-expected-failures.yml");

/** The scenario names under `server:` in the expected-failures file (a flat YAML list; comments are the reasons). */
function expectedFailures(): string[] {
  const text = readFileSync(EXPECTED_FAILURES, "utf8");
  return [...text.slice(text.indexOf("\nserver:")).matchAll(/^ {2}- ([\w/-]+)/gm)].map((m) => m[1]!).sort();
}


describe.skipIf(skip !== undefined)("conformance suite: every server scenario against examples/mcp-everything", () => {
  let server: Awaited<ReturnType<typeof startExampleServer>> | undefined;

  beforeAll(async () => {
    await exec(path.join(EXAMPLE, "node_modules", ".bin", "vite"), ["build", "--ssr", "src/server.ts"], EXAMPLE);
    server = await startExampleServer(EXAMPLE);
  }, 180_000);
  afterAll(() => {
    server?.child.kill();
  });

  it("passes every scenario but the listed expected failures, and fails each of those", { timeout: 300_000 }, async () => {
    // The suite's own list, so a run that skipped scenarios cannot look green.
    const listed = await runConformance(["list", "--server"]);
    const all = [...listed.output.matchAll(/^ {2}- (\S+) \[/gm)].map((m) => m[1]!).sort();
    expect(all.length, listed.output).toBeGreaterThan(0);
    expect(expectedFailures().filter((name) => !all.includes(name)), "expected failures the suite does not have").toEqual([]);

    const outDir = tempDir("conformance-everything");
    const run = await runConformance(["server", "--url", server!.url, "--suite", "all", "--expected-failures", EXPECTED_FAILURES, "--output-dir", outDir]);
    const checks = checksByScenario(outDir);
    expect([...checks.keys()].sort(), run.output).toEqual(all);
    // A scenario fails when any of its checks does (warnings and infos do not), as the CLI counts.
    const failed = all.filter((name) => checks.get(name)!.some((c) => c.status === "FAILURE"));
    console.log(`conformance: ${all.length - failed.length} of ${all.length} server scenarios pass`);
    expect(failed, `the scenarios that fail now (write these in ${path.relative(process.cwd(), EXPECTED_FAILURES)}, each with its reason)`).toEqual(expectedFailures());
    expect(run.code, run.output).toBe(0);
  });
});
