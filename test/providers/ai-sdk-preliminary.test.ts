/**
 * A tool's progress reaches the AI SDK as preliminary results
 * (docs/virtual-module.md): `aiSdkTools` answers through an async iterable
 * for a tool that receives a `ToolCall`, so `streamText` shows each report
 * while the tool runs, in order and before the result, and the model gets
 * the result only. The real AI SDK with its mock model, over the real
 * extractor and dispatch.
 */
import { jsonSchema, stepCountIs, streamText, tool } from "ai";
import { convertArrayToReadableStream, MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import { loadToolsModule } from "./harness.js";

const TOOLS = `"use tools";
import type { ToolCall } from "unplugin-toolcall/types";

/** Copies three batches, saying how far it is. */
export async function copy(table: string, call: ToolCall): Promise<{ table: string; batches: number }> {
  for (let i = 1; i <= 3; i++) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    call.progress(i, 3, "batch " + i);
  }
  return { table, batches: 3 };
}

/** Reports once, then fails. */
export async function copyThenFail(call: ToolCall): Promise<string> {
  call.progress(1, 2);
  await new Promise((resolve) => setTimeout(resolve, 5));
  throw new Error("disk full");
}

/** No ToolCall: answers as before, no preliminary result. */
export function plain(table: string): string {
  return table;
}
`;

const { extracted, mod } = await loadToolsModule("ai-sdk-preliminary", TOOLS);

const usage = { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };
/** The SDK's mock model, streaming: step 1 calls the tool, step 2 says "ok". */
function streamingModel(toolName: string, input: string): MockLanguageModelV3 {
  const steps = [
    [
      { type: "stream-start", warnings: [] },
      { type: "tool-call", toolCallId: "k", toolName, input },
      { type: "finish", finishReason: { unified: "tool-calls", raw: undefined }, usage },
    ],
    [
      { type: "stream-start", warnings: [] },
      { type: "text-start", id: "t" },
      { type: "text-delta", id: "t", delta: "ok" },
      { type: "text-end", id: "t" },
      { type: "finish", finishReason: { unified: "stop", raw: undefined }, usage },
    ],
  ];
  let step = 0;
  return new MockLanguageModelV3({ doStream: async () => ({ stream: convertArrayToReadableStream(steps[step++]! as never[]) }) });
}

async function toolEvents(toolName: string, input: string) {
  const model = streamingModel(toolName, input);
  const result = streamText({ model, prompt: "go", tools: mod.aiSdkTools({ tool, jsonSchema }), stopWhen: stepCountIs(2) });
  const events: unknown[] = [];
  for await (const part of result.fullStream) {
    if (part.type === "tool-result") events.push({ result: part.output, preliminary: part.preliminary === true });
    if (part.type === "tool-error") events.push({ error: String((part.error as Error).message) });
  }
  return { events, model };
}

describe("aiSdkTools: progress as preliminary results", () => {
  it("streams each report in order before the result; the model reads the result only", async () => {
    expect(extracted.diagnostics).toEqual([]);
    const { events, model } = await toolEvents("copy", '{"table":"users"}');
    expect(events).toEqual([
      { result: { progress: { done: 1, total: 3, message: "batch 1" } }, preliminary: true },
      { result: { progress: { done: 2, total: 3, message: "batch 2" } }, preliminary: true },
      { result: { progress: { done: 3, total: 3, message: "batch 3" } }, preliminary: true },
      // The SDK streams every value the iterable yields as preliminary, then the last one again as the result.
      { result: { table: "users", batches: 3 }, preliminary: true },
      { result: { table: "users", batches: 3 }, preliminary: false },
    ]);
    const sent = JSON.stringify(model.doStreamCalls[1]?.prompt);
    expect(sent).toContain('"batches":3');
    expect(sent).not.toContain("progress");
  });

  it("a failure after a report is the tool error", async () => {
    const { events } = await toolEvents("copyThenFail", "{}");
    expect(events).toEqual([{ result: { progress: { done: 1, total: 2 } }, preliminary: true }, { error: "Error (tool_failed): disk full" }]);
  });

  it("a tool without a ToolCall gives its result alone", async () => {
    const { events } = await toolEvents("plain", '{"table":"t"}');
    expect(events).toEqual([{ result: "t", preliminary: false }]);
  });
});
