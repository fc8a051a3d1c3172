import { generateText, jsonSchema, stepCountIs, tool } from "ai";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { Extractor } from "../../packages/core/src/extract/index.js";
import { virtualToolsText, writeVirtualTools } from "../../packages/core/test/virtual-tools.js";
import { runtimeEntry } from "./harness.js";
import { toolCallingModel } from "./ai-sdk-model.js";
import { tempDir } from "../helpers/temp-dir.js";

// The AI SDK parses a tool call's input with JSON.parse before aiSdkTools sees
// it, so a bigint beyond 2^53 has lost digits already. The model reads the
// refusal (the real ai package, its mock model, the real extractor and
// dispatch): it must be told the value was rounded on the way, not given
// advice only the developer can follow.
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, "bigint-fixture");
const extracted = new Extractor({ root }).extract([path.join(root, "src/tools.ts")]);
const mod = await import(writeVirtualTools(tempDir("providers-ai-sdk-bigint"), virtualToolsText(extracted.tools, runtimeEntry)));

/** What the model reads back after calling get_order with INPUT (JSON text). */
async function toolText(input: string): Promise<string> {
  const model = toolCallingModel("get_order", input);
  await generateText({ model, prompt: "order?", tools: mod.aiSdkTools({ tool, jsonSchema }), stopWhen: stepCountIs(2) });
  const message = model.doGenerateCalls[1]!.prompt.find((m) => m.role === "tool");
  return JSON.stringify(message?.content);
}

describe("AI SDK: a bigint beyond 2^53 that the SDK parsed first", () => {
  it("tells the model the value was rounded on the way and that retrying will not help", async () => {
    const text = await toolText('{"id": 9007199254740993}');
    expect(text).toContain("id: expected an integer, received 9007199254740992");
    expect(text).toContain("rounded on its way to the tool, so this is not the value that was sent and sending it again will not help");
    expect(text).not.toMatch(/raw JSON/);
  });

  it("tells the model to send a Wire<\"string\"> one as a decimal string, which then keeps every digit", async () => {
    expect(await toolText('{"id": 1, "ref": 9007199254740993}')).toContain("send this integer as a decimal string instead");
    expect(await toolText('{"id": 1, "ref": "9007199254740993"}')).toContain('"ref":"9007199254740993"');
  });
});
