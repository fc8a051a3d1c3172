/**
 * docs/virtual-module.md, "A loop of one's own", and docs/limits.md, "What
 * reaches the model": their examples are built with the real plugin
 * (esbuild) beside a tool module and run. The loop's signal and deadline
 * stop the calls they should and every call gets its answer; the error
 * hook redacts what a thrown error would tell the model.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { buildFixture } from "../helpers/build-basic.js";
import { tempDir } from "../helpers/temp-dir.js";
import { docExample } from "../../packages/unplugin-toolcall/test/docs/pages.js";

const TOOLS = `"use tools";
import type { ToolCall } from "unplugin-toolcall/types";

export const stoppedIds: string[] = [];

/** Waits until stopped. */
export async function waitForStop(call: ToolCall): Promise<string> {
  await new Promise<void>((resolve) => call.signal.addEventListener("abort", () => (stoppedIds.push(call.id), resolve())));
  return "stopped";
}

/** Answers at once. */
export function quick(): string {
  return "quick";
}

/** Fails, saying too much. */
export function connect(): string {
  throw new Error("db password=hunter2 token=abc failed");
}
`;

const CHECK = `
import { answerAnthropic, answerOpenAI } from "./tool-call-answers";
import "./error-hook";
import { stoppedIds } from "./tools";

const chat = (id: string, name: string) => ({ id, type: "function" as const, function: { name, arguments: "{}" } });
export async function stopOpenAI() {
  const controller = new AbortController();
  setTimeout(() => controller.abort(), 50);
  const answers = await answerOpenAI([chat("c-1", "waitForStop"), chat("c-2", "quick")], controller.signal);
  return { answers, stoppedIds: [...stoppedIds] };
}
export async function stopAnthropic() {
  const controller = new AbortController();
  controller.abort();
  return answerAnthropic([{ type: "tool_use", id: "t-1", name: "quick", input: {} }], controller.signal);
}
export async function failing() {
  return answerOpenAI([chat("c-3", "connect")], new AbortController().signal);
}
`;

describe("docs: a loop of one's own, and the error hook", () => {
  let mod: { stopOpenAI: () => Promise<any>; stopAnthropic: () => Promise<any>; failing: () => Promise<any> };
  let warnings: string[];

  beforeAll(async () => {
    const root = tempDir("docs-loop");
    mkdirSync(path.join(root, "src"));
    writeFileSync(path.join(root, "src/tools.ts"), TOOLS);
    writeFileSync(path.join(root, "src/tool-call-answers.ts"), docExample("docs/virtual-module.md", "tool-call-answers.ts"));
    writeFileSync(path.join(root, "src/error-hook.ts"), docExample("docs/limits.md", "error-hook.ts"));
    writeFileSync(path.join(root, "src/check.ts"), CHECK);
    const out = await buildFixture("esbuild", { root, entry: path.join(root, "src/check.ts"), outDir: path.join(root, "dist"), options: { include: ["src/tools.ts"], dts: false } });
    warnings = out.warnings;
    mod = await import(pathToFileURL(out.file).href);
  });

  it("stops the running call with the turn's signal, answers every call, the call id the provider's", async () => {
    expect(warnings).toEqual([]);
    const { answers, stoppedIds } = await mod.stopOpenAI();
    expect(answers).toEqual([
      {
        role: "tool",
        tool_call_id: "c-1",
        content: "Error (cancelled): The call of tool `waitForStop` was cancelled while it ran and was stopped; what it did before that is not known. Do not retry unless the user asks.",
      },
      { role: "tool", tool_call_id: "c-2", content: "quick" },
    ]);
    expect(stoppedIds).toEqual(["c-1"]);
  });

  it("refuses Anthropic's calls under an aborted signal before they run", async () => {
    expect(await mod.stopAnthropic()).toEqual([
      { type: "tool_result", tool_use_id: "t-1", content: "Error (cancelled): The call of tool `quick` was cancelled before it started, so it did nothing. Do not retry unless the user asks.", is_error: true },
    ]);
  });

  it("sends the model the hook's text for a thrown error", async () => {
    expect(await mod.failing()).toEqual([{ role: "tool", tool_call_id: "c-3", content: "Error (tool_failed): db password=[redacted] token=[redacted] failed" }]);
  });
});
