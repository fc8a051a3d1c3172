/**
 * `toolcall snapshot` writes the same bytes for the same tools wherever the
 * project lives: the fixture copied to two paths of different depth (and
 * snapshotted from different working directories) gives identical lock files,
 * sorted, with no path in them.
 */
import { cpSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { BASIC_FIXTURE } from "../helpers/paths.js";
import { tempDir } from "../helpers/temp-dir.js";
import { toolcall } from "./run-cli.js";

it("is byte-identical when the same project is copied to another path", () => {
  const tmp = tempDir("cli-snapshot");
  const first = path.join(tmp, "a");
  const second = path.join(tmp, "somewhere/else/entirely/b");
  for (const dir of [first, second]) cpSync(BASIC_FIXTURE, dir, { recursive: true });

  expect(toolcall(["snapshot"], first).code).toBe(0);
  expect(toolcall(["snapshot", "--root", path.relative(tmp, second)], tmp).code).toBe(0);
  const a = readFileSync(path.join(first, "toolcall.lock.json"));
  const b = readFileSync(path.join(second, "toolcall.lock.json"));
  expect(a.equals(b)).toBe(true);

  const text = a.toString("utf8");
  expect(text.endsWith("}\n")).toBe(true);
  expect(text).not.toContain(tmp);
  expect(text).not.toContain("x-toolcall");
  const lock = JSON.parse(text) as { lockfileVersion: number; tools: Record<string, { inputSchema: { type: string } }> };
  const names = Object.keys(lock.tools);
  expect(names.length).toBeGreaterThan(3);
  expect(names).toEqual([...names].sort());
  for (const name of names) expect(lock.tools[name]!.inputSchema.type).toBe("object");
  // Written again, unchanged: a snapshot is a pure function of the tools.
  expect(toolcall(["snapshot"], first).code).toBe(0);
  expect(readFileSync(path.join(first, "toolcall.lock.json")).equals(a)).toBe(true);
});
