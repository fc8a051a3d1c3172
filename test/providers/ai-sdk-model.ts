import { MockLanguageModelV3 } from "ai/test";

/**
 * The AI SDK's scripted model (ai/test): its first step calls TOOL_NAME with
 * INPUT (JSON text), its second answers "ok", so `generateText` with
 * `stopWhen: stepCountIs(2)` runs the tool once, through `aiSdkTools`.
 */
export function toolCallingModel(toolName: string, input: string): MockLanguageModelV3 {
  const usage = { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };
  return new MockLanguageModelV3({
    doGenerate: [
      { content: [{ type: "tool-call", toolCallId: "k", toolName, input }], finishReason: { unified: "tool-calls", raw: undefined }, usage, warnings: [] },
      { content: [{ type: "text", text: "ok" }], finishReason: { unified: "stop", raw: undefined }, usage, warnings: [] },
    ],
  });
}
