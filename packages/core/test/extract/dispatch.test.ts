import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { runtimeEntry } from "../dispatch/load.js";
import { virtualToolsText, writeVirtualTools } from "../virtual-tools.js";
import { extractFixture } from "./helpers.js";

type Dispatch = (name: string, args: unknown, ctx?: unknown) => Promise<{ ok: boolean; value?: unknown; error?: { code: string } }>;

// The extractor's models, run through the real generated dispatcher: the
// x-toolcall annotations, defaults and call plans mean what docs/virtual-module.md, "The coercion pass" says.
describe("extracted models through the real dispatcher", () => {
  let dispatch: Dispatch;
  beforeAll(async () => {
    const result = extractFixture("dispatch");
    expect(result.diagnostics).toEqual([]);
    const url = writeVirtualTools(mkdtempSync(join(tmpdir(), "toolcall-extract-dispatch-")), virtualToolsText(result.tools, runtimeEntry));
    dispatch = (await import(/* @vite-ignore */ url)).dispatch;
  });

  it.each([
    // [tool, raw JSON arguments, expected value or error code]
    ["counts", `{"n": 3}`, [3, 2, "undefined"]],
    ["counts", `{"n": 3.0, "step": 4, "scale": null}`, [3, 4, null]],
    ["counts", `{"n": 11}`, "invalid_arguments"],
    ["counts", `{"n": 1.5}`, "invalid_arguments"],
    ["ids", `{"big": 9007199254740993, "wire": "12345678901234567890"}`, ["bigint:9007199254740993", "bigint:12345678901234567890", 5]],
    ["ids", `{"big": -1, "wire": "1"}`, "invalid_arguments"],
    ["ids", `{"big": 1, "wire": "1", "small": "42"}`, ["bigint:1", "bigint:1", 42]],
    ["ids", `{"big": 1, "wire": "1", "small": 7}`, ["bigint:1", "bigint:1", 7]],
    ["ids", `{"big": 1, "wire": "1", "small": "0"}`, "invalid_arguments"],
    ["ids", `{"big": 1, "wire": "1", "small": "9007199254740993"}`, "invalid_arguments"],
    ["ids", `{"big": 1, "wire": "x1"}`, "invalid_arguments"],
    ["search", `{"query": "x"}`, ["x", 3, "ada"]],
    ["search", `{"query": "x", "ctx": {"user": "eve"}}`, "invalid_arguments"],
    ["plan", `{"at": "2026-01-31T09:30:00Z"}`, ["date:2026-01-31T09:30:00.000Z", "c"]],
    ["plan", `{"at": "tomorrow"}`, "invalid_arguments"],
    ["plan", `{"at": "2026-01-31T09:30:00Z", "unit": "k"}`, "invalid_arguments"],
  ])("%s(%s)", async (tool, args, expected) => {
    const result = await dispatch(tool, args, { user: "ada" });
    if (typeof expected === "string") expect(result.error?.code).toBe(expected);
    else expect(result).toEqual({ ok: true, value: expected });
  });
});
