/**
 * The AI SDK's own cancellation reaches a tool through `aiSdkTools` with no
 * option: its `abortSignal` is the call's signal, its `toolCallId` the
 * call's id, and its timeout a `timeout` error. A real `generateText` loop
 * with the SDK's mock model, over the real extractor and dispatch.
 */
import { generateText, jsonSchema, stepCountIs, tool } from "ai";
import { describe, expect, it } from "vitest";
import { loadToolsModule } from "./harness.js";
import { toolCallingModel } from "./ai-sdk-model.js";

const TOOLS = `"use tools";
import type { ToolCall, ToolContext } from "unplugin-toolcall/types";

export interface Trace { events: string[]; firedAt?: number }

/** Writes after \`ms\`, unless stopped first. */
export async function slowWrite(ms: number, trace: ToolContext<Trace>, call: ToolCall): Promise<string> {
  call.signal.addEventListener("abort", () => (trace.firedAt = performance.now()));
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    call.signal.addEventListener("abort", () => (clearTimeout(timer), resolve()));
  });
  if (call.signal.aborted) return "stopped";
  trace.events.push("wrote");
  return "written";
}

/**
 * The same, with a deadline of its own.
 * @timeout 200ms
 */
export async function boundedWrite(ms: number, trace: ToolContext<Trace>, call: ToolCall): Promise<string> {
  return slowWrite(ms, trace, call);
}

/** Its call's id. */
export function whoCalls(call: ToolCall): string {
  return call.id;
}
`;

const { extracted, mod } = await loadToolsModule("ai-sdk-lifecycle", TOOLS);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("aiSdkTools and the AI SDK's cancellation", () => {
  it("the SDK's toolCallId is the call's id, with no option", async () => {
    expect(extracted.diagnostics).toEqual([]);
    const result = await generateText({ model: toolCallingModel("whoCalls", "{}"), prompt: "who?", tools: mod.aiSdkTools({ tool, jsonSchema }), stopWhen: stepCountIs(2) });
    expect(result.steps[0]!.toolResults.map((r) => r.output)).toEqual(["k"]);
  });

  it("an abort at 300 ms fires the function's signal within 50 ms, generateText ends then, and the write never happens", async () => {
    const trace: { events: string[]; firedAt?: number } = { events: [] };
    const controller = new AbortController();
    const tools = mod.aiSdkTools({ tool, jsonSchema }, { context: () => trace });
    const started = performance.now();
    const running = generateText({ model: toolCallingModel("slowWrite", '{"ms": 1500}'), prompt: "write", tools, stopWhen: stepCountIs(2), abortSignal: controller.signal }).then(
      (result) => ({ result, endedAt: performance.now() }),
      (error: unknown) => ({ error, endedAt: performance.now() }),
    );
    await sleep(300);
    const abortedAt = performance.now();
    controller.abort();
    const outcome = await running;
    expect(trace.firedAt! - abortedAt).toBeLessThan(50);
    // Before: generateText waited for the tool's whole 1.5 s.
    expect(outcome.endedAt - started).toBeLessThan(1000);
    expect("error" in outcome ? (outcome.error as Error).name : "returned").toBe("AbortError");
    // Past the moment the tool would have written.
    await sleep(1500 - (performance.now() - started) + 100);
    expect(trace.events).toEqual([]);
  });

  it("the SDK's timeout is a timeout error for the tool, not a success, and generateText ends then", async () => {
    const trace: { events: string[]; firedAt?: number } = { events: [] };
    const finished: { success: boolean; error?: unknown }[] = [];
    const started = performance.now();
    const outcome = await generateText({
      model: toolCallingModel("slowWrite", '{"ms": 1500}'),
      prompt: "write",
      tools: mod.aiSdkTools({ tool, jsonSchema }, { context: () => trace }),
      stopWhen: stepCountIs(2),
      timeout: { totalMs: 300 },
      experimental_onToolCallFinish: (event) => void finished.push(event as never),
    }).then(
      () => "returned",
      (error: Error) => error.name,
    );
    expect(outcome).toBe("TimeoutError");
    expect(performance.now() - started).toBeLessThan(1000);
    expect(finished).toHaveLength(1);
    expect(finished[0]!.success).toBe(false);
    expect((finished[0]!.error as Error).message).toMatch(/^Error \(timeout\): Tool `slowWrite` did not finish before the caller's deadline and was stopped/);
    expect(trace.firedAt).toBeDefined();
    await sleep(1500 - (performance.now() - started) + 100);
    expect(trace.events).toEqual([]);
  });

  it("a tool's own @timeout reaches the model as a timeout error", async () => {
    const trace: { events: string[]; firedAt?: number } = { events: [] };
    const model = toolCallingModel("boundedWrite", '{"ms": 1500}');
    const result = await generateText({ model, prompt: "write", tools: mod.aiSdkTools({ tool, jsonSchema }, { context: () => trace }), stopWhen: stepCountIs(2) });
    const errors = result.steps[0]!.content.filter((part) => part.type === "tool-error");
    expect(errors).toHaveLength(1);
    const seen = JSON.stringify(model.doGenerateCalls[1]!.prompt.find((m) => m.role === "tool"));
    expect(seen).toContain("Error (timeout): Tool `boundedWrite` did not finish within 200 ms and was stopped");
    expect(trace.events).toEqual([]);
  });
});
