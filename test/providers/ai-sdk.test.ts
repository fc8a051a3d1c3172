import { generateText, jsonSchema, stepCountIs, tool } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import { allTools } from "../../packages/core/test/providers/fixtures.js";
import { writeProvidersModule } from "./harness.js";

// A real generateText loop with the AI SDK's mock model: step 1 the model
// calls a tool, the SDK runs it through aiSdkTools' execute (dispatch), step 2
// the model receives the tool result in its prompt.
const mod = await import(writeProvidersModule("ai-sdk", allTools));

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
};
const toolCallStep = (toolName: string, input: string) => ({
  content: [{ type: "tool-call" as const, toolCallId: "call-1", toolName, input }],
  finishReason: { unified: "tool-calls" as const, raw: "tool_calls" },
  usage,
  warnings: [],
});
const textStep = {
  content: [{ type: "text" as const, text: "Done." }],
  finishReason: { unified: "stop" as const, raw: "stop" },
  usage,
  warnings: [],
};

/** Runs two steps; returns the result and the tool message the model saw in step 2. */
async function run(toolName: string, input: string) {
  const model = new MockLanguageModelV3({ doGenerate: [toolCallStep(toolName, input), textStep] });
  const result = await generateText({
    model,
    prompt: "What is the weather?",
    tools: mod.aiSdkTools({ tool, jsonSchema }, { context: (options: { toolCallId: string }) => ({ user: options.toolCallId }) }),
    stopWhen: stepCountIs(2),
  });
  const secondPrompt = model.doGenerateCalls[1]?.prompt ?? [];
  const toolMessage = secondPrompt.find((m) => m.role === "tool");
  return { result, toolMessage };
}

describe("Vercel AI SDK generateText with aiSdkTools", () => {
  it("offers every tool with its precomputed schema", async () => {
    const model = new MockLanguageModelV3({ doGenerate: [textStep] });
    await generateText({ model, prompt: "hi", tools: mod.aiSdkTools({ tool, jsonSchema }) });
    const offered = model.doGenerateCalls[0].tools ?? [];
    expect(offered.map((t) => t.name).sort()).toEqual(allTools.map((t) => t.name).sort());
    const forecast = offered.find((t) => t.name === "forecast");
    expect(forecast).toMatchObject({ type: "function", inputSchema: mod.openaiTools()[0].function.parameters });
  });

  it("runs the tool through dispatch and hands its result back to the model", async () => {
    const { result, toolMessage } = await run("forecast", '{"city":"Paris"}');
    expect(result.steps[0].toolResults).toHaveLength(1);
    expect(result.steps[0].toolResults[0].output).toEqual({ temperature: 21.5, summary: "Sunny in Paris for call-1" });
    expect(JSON.stringify(toolMessage)).toContain("Sunny in Paris for call-1");
    expect(result.text).toBe("Done.");
  });

  it("turns a failed call into a tool error the model reads", async () => {
    const { result, toolMessage } = await run("forecast", '{"city":3}');
    const errors = result.steps[0].content.filter((part) => part.type === "tool-error");
    expect(errors).toHaveLength(1);
    expect(JSON.stringify(toolMessage)).toContain("Error (invalid_arguments): city: expected a string, received 3.");
    // ai 7 sends the model `error.toString()` where ai 6 sends `error.message`
    // (their getErrorMessage): both must be the text once, never "Error: Error (...)".
    const sent = "Error (invalid_arguments): city: expected a string, received 3.";
    const thrown = errors[0].type === "tool-error" ? errors[0].error : undefined;
    expect(thrown).toBeInstanceOf(Error);
    expect([(thrown as Error).message, String(thrown)]).toEqual([sent, sent]);
  });

  it("returns plain JSON data for values JSON cannot hold", async () => {
    const { result } = await run("set_status", '{"status":"active","note":null}');
    expect(result.steps[0].toolResults[0].output).toEqual({ at: "2026-01-02T00:00:00.000Z", big: 12 });
  });
});
