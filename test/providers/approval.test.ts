/**
 * `@needsApproval` is one tag for every surface (docs/declaring-tools.md,
 * "Approval"): the AI SDK's and the OpenAI Agents SDK's `needsApproval`, and
 * visible in the MCP view (an annotation, and `_meta`, which the official
 * SDK's client keeps). Real SDKs over the real extractor and dispatch: the
 * AI SDK's mock model, and the Agents SDK's `run` with a scripted `Model`
 * (its own interface; no network).
 */
import { Agent, run, setTracingDisabled, tool as agentsTool, Usage, type Model, type ModelRequest, type ModelResponse } from "@openai/agents";
import { ListToolsResultSchema } from "@modelcontextprotocol/sdk/types.js";
import { generateText, jsonSchema, stepCountIs, tool } from "ai";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { Extractor } from "../../packages/core/src/extract/index.js";
import { loadToolsModule } from "./harness.js";
import { toolCallingModel } from "./ai-sdk-model.js";
import { tempDir } from "../helpers/temp-dir.js";

const TOOLS = `"use tools";
import type { ToolCall, ToolContext } from "unplugin-toolcall/types";

export interface Ledger { deleted: string[] }

/**
 * Deletes a file for good.
 * @needsApproval
 * @destructive
 */
export function deleteFile(path: string, ledger: ToolContext<Ledger>): string {
  ledger.deleted.push(path);
  return "deleted " + path;
}

/**
 * Lists files; destructive by MCP's default, which asks for no approval.
 * @needsApproval false
 */
export function listFiles(dir: string): string[] {
  return [dir + "/a.txt"];
}

/** Waits until stopped, then says how it ended. */
export async function waitForStop(trace: ToolContext<{ fired: string[] }>, call: ToolCall): Promise<string> {
  await new Promise<void>((resolve) => call.signal.addEventListener("abort", () => (trace.fired.push(call.id), resolve())));
  return "stopped";
}

/** Its call's id. */
export function whoCalls(call: ToolCall): string {
  return call.id;
}

/**
 * Longer than its deadline.
 * @timeout 50ms
 */
export async function tooSlow(call: ToolCall): Promise<string> {
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 5_000);
    call.signal.addEventListener("abort", () => (clearTimeout(timer), resolve()));
  });
  return "late";
}
`;

const { extracted, mod } = await loadToolsModule("approval", TOOLS);
setTracingDisabled(true);

describe("@needsApproval in the model", () => {
  it("is a boolean on the tool model; @destructive alone implies nothing", () => {
    expect(extracted.diagnostics).toEqual([]);
    const byName = Object.fromEntries(extracted.tools.map((t) => [t.name, t]));
    expect(byName.deleteFile!.needsApproval).toBe(true);
    expect(byName.deleteFile!.annotations.destructiveHint).toBe(true);
    expect(byName.listFiles!.needsApproval).toBe(false);
    expect(byName.whoCalls!.needsApproval).toBeUndefined();
  });

  it("a value that is not true or false is a located warning", () => {
    const dir = tempDir("approval-bad");
    mkdirSync(path.join(dir, "src"));
    writeFileSync(path.join(dir, "src/tools.ts"), `"use tools";\n/**\n * Asks.\n * @needsApproval sometimes\n */\nexport function ask(): string { return ""; }\n`);
    const { tools, diagnostics } = new Extractor({ root: dir }).extract([path.join(dir, "src/tools.ts")]);
    expect(tools[0]!.needsApproval).toBeUndefined();
    expect(diagnostics.map((d) => [d.code, d.loc?.line])).toEqual([["TC_INVALID_TAG", 4]]);
  });
});

describe("@needsApproval in MCP", () => {
  it("is an annotation and _meta of the tool; the official SDK's client parse keeps _meta", () => {
    const tools = mod.mcpTools() as { name: string; annotations?: Record<string, unknown>; _meta?: Record<string, unknown> }[];
    const deleteFile = tools.find((t) => t.name === "deleteFile")!;
    expect(deleteFile.annotations).toEqual({ destructiveHint: true, needsApproval: true });
    expect(deleteFile._meta).toEqual({ "toolcall/needsApproval": true });
    for (const name of ["listFiles", "whoCalls"]) {
      const other = tools.find((t) => t.name === name)!;
      expect(other.annotations?.needsApproval).toBeUndefined();
      expect(other._meta).toBeUndefined();
    }
    const parsed = ListToolsResultSchema.parse({ tools });
    expect(parsed.tools.find((t) => t.name === "deleteFile")!._meta).toEqual({ "toolcall/needsApproval": true });
  });
});

describe("@needsApproval in the AI SDK", () => {
  it("stops before execute with an approval request; an untagged tool runs", async () => {
    const ledger = { deleted: [] as string[] };
    const tools = mod.aiSdkTools({ tool, jsonSchema }, { context: () => ledger });
    const asked = await generateText({ model: toolCallingModel("deleteFile", '{"path":"/etc/x"}'), prompt: "clean", tools, stopWhen: stepCountIs(2) });
    expect(asked.steps[0]!.content.filter((p) => p.type === "tool-approval-request").map((p) => p.type === "tool-approval-request" && p.toolCall.toolName)).toEqual(["deleteFile"]);
    expect(asked.steps[0]!.toolResults).toEqual([]);
    expect(ledger.deleted).toEqual([]);
    const listed = await generateText({ model: toolCallingModel("listFiles", '{"dir":"/tmp"}'), prompt: "list", tools, stopWhen: stepCountIs(2) });
    expect(listed.steps[0]!.toolResults.map((r) => r.output)).toEqual([["/tmp/a.txt"]]);
  });
});

/** The Agents SDK's `Model`, scripted: each call answers with the next list of output items. */
class ScriptedModel implements Model {
  readonly requests: ModelRequest[] = [];
  constructor(private readonly steps: ModelResponse["output"][]) {}
  async getResponse(request: ModelRequest): Promise<ModelResponse> {
    this.requests.push(request);
    const output = this.steps.shift() ?? [message("done")];
    return { usage: new Usage(), output };
  }
  // biome-ignore lint/correctness/useYield: run() without streaming never asks for a stream.
  async *getStreamedResponse(): AsyncIterable<never> {
    throw new Error("not streamed in these tests");
  }
}
const call = (name: string, args: string, callId = "call-7"): ModelResponse["output"][number] => ({ type: "function_call", callId, name, arguments: args, status: "completed" });
const message = (text: string): ModelResponse["output"][number] => ({
  type: "message",
  role: "assistant",
  status: "completed",
  content: [{ type: "output_text", text }],
});
/** What the model was sent back as the output of its call (second request). */
function outputSeen(model: ScriptedModel): unknown {
  const input = model.requests[1]?.input;
  const items = Array.isArray(input) ? input : [];
  const out = items.find((item) => (item as { type?: string }).type === "function_call_result") as { output?: unknown } | undefined;
  return out?.output;
}

describe("openaiAgentsTools with the OpenAI Agents SDK", () => {
  it("offers every tool with OpenAI's schema and runs one through dispatch, the call id reaching it", async () => {
    const model = new ScriptedModel([[call("whoCalls", "{}", "call-42")]]);
    const agent = new Agent({ name: "files", model, tools: mod.openaiAgentsTools({ tool: agentsTool }) });
    const result = await run(agent, "who?");
    expect(model.requests[0]!.tools.map((t) => t.name).sort()).toEqual(["deleteFile", "listFiles", "tooSlow", "waitForStop", "whoCalls"]);
    const offered = model.requests[0]!.tools.find((t) => t.name === "listFiles") as { parameters?: unknown; strict?: boolean };
    const listFiles = mod.openaiTools().find((t: { function: { name: string } }) => t.function.name === "listFiles");
    expect(offered).toMatchObject({ parameters: listFiles.function.parameters, strict: false });
    expect(outputSeen(model)).toMatchObject({ text: "call-42" });
    expect(result.finalOutput).toBe("done");
  });

  it("stops a tagged tool with an interruption until approved, then runs it", async () => {
    const ledger = { deleted: [] as string[] };
    const model = new ScriptedModel([[call("deleteFile", '{"path":"/etc/x"}')]]);
    const agent = new Agent({ name: "files", model, tools: mod.openaiAgentsTools({ tool: agentsTool }, { context: () => ledger }) });
    const first = await run(agent, "clean");
    expect(first.interruptions.map((i) => i.name)).toEqual(["deleteFile"]);
    expect(ledger.deleted).toEqual([]);
    first.state.approve(first.interruptions[0]!);
    const second = await run(agent, first.state);
    expect(ledger.deleted).toEqual(["/etc/x"]);
    expect(second.finalOutput).toBe("done");
  });

  it("sends the model dispatch's error text, and the tool's @timeout as a timeout", async () => {
    const bad = new ScriptedModel([[call("listFiles", '{"dir":3}')]]);
    await run(new Agent({ name: "files", model: bad, tools: mod.openaiAgentsTools({ tool: agentsTool }) }), "list");
    expect(outputSeen(bad)).toMatchObject({ text: "Error (invalid_arguments): Invalid arguments for tool `listFiles`:\n- dir: expected a string, received 3" });
    const slow = new ScriptedModel([[call("tooSlow", "{}")]]);
    await run(new Agent({ name: "files", model: slow, tools: mod.openaiAgentsTools({ tool: agentsTool }) }), "wait");
    expect(String((outputSeen(slow) as { text?: string }).text)).toMatch(/^Error \(timeout\): /);
  });

  it("the run's signal stops the call: the function's signal fires and the run ends", async () => {
    const model = new ScriptedModel([[call("waitForStop", "{}", "call-9")]]);
    const controller = new AbortController();
    const trace = { fired: [] as string[] };
    const agent = new Agent({ name: "files", model, tools: mod.openaiAgentsTools({ tool: agentsTool }, { context: () => trace }) });
    const running = run(agent, "wait", { signal: controller.signal }).then(
      (result) => `finished: ${String(result.finalOutput)}`,
      (error: unknown) => `rejected: ${(error as Error).name}`,
    );
    setTimeout(() => controller.abort(), 100);
    const outcome = await running;
    // The function's signal fired with the function call's id, the run rejected as aborted, and the model was not asked again.
    expect(trace.fired).toEqual(["call-9"]);
    expect(outcome).toBe("rejected: AbortError");
    expect(model.requests).toHaveLength(1);
  });
});
