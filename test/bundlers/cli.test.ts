/** `npx toolcall clean`, run through the installed bin. */
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { TEST_DIR, freshTmpDir } from "../helpers/paths.js";

const BIN = path.join(TEST_DIR, "node_modules/.bin/toolcall");
const run = (cwd: string, ...args: string[]) => promisify(execFile)(BIN, args, { cwd });

describe("toolcall CLI", () => {
  it("clean removes .toolcall-cache of the current directory, and only that", async () => {
    const project = freshTmpDir("cli-clean");
    mkdirSync(path.join(project, ".toolcall-cache/deep"), { recursive: true });
    writeFileSync(path.join(project, ".toolcall-cache/deep/entry.json"), "{}");
    writeFileSync(path.join(project, "keep.ts"), "export {};");
    await run(project, "clean");
    expect(existsSync(path.join(project, ".toolcall-cache"))).toBe(false);
    expect(existsSync(path.join(project, "keep.ts"))).toBe(true);
    await run(project, "clean"); // nothing to remove is fine
  });

  it("an unknown command fails with the usage", async () => {
    const failed = await run(freshTmpDir("cli-unknown"), "frobnicate").catch((e: { code: number; stdout: string }) => e);
    expect(failed).toMatchObject({ code: 1, stdout: expect.stringContaining("usage: toolcall clean") });
  });
});
