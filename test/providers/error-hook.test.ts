/**
 * What a model reads of a thrown error (docs/limits.md, "What reaches the
 * model"): by default the error's message and nothing more (no stack); with
 * `onToolError` of `virtual:tools`, what its hook says, for every surface,
 * since each calls the module's `dispatch`. Real extractor, real dispatch,
 * the real AI SDK with its mock model.
 */
import { generateText, jsonSchema, stepCountIs, tool } from "ai";
import { afterEach, describe, expect, it } from "vitest";
import { loadToolsModule } from "./harness.js";
import { toolCallingModel } from "./ai-sdk-model.js";

const TOOLS = `"use tools";
import type { ToolCall } from "unplugin-toolcall/types";

/** Connects to the database, and fails saying too much. */
export async function connect(db: string): Promise<string> {
  throw new Error("db " + db + " password=hunter2 failed");
}

/** Fails at once, before any await, with the call's id at hand. */
export function connectNow(call: ToolCall): string {
  throw new Error("token=sk-secret-" + call.id.length + " refused");
}
`;

const { extracted, mod } = await loadToolsModule("error-hook", TOOLS);
const redact = (text: string) => text.replace(/(password|token)=\S+/g, "$1=[redacted]");

let off: (() => void) | undefined;
afterEach(() => {
  off?.();
  off = undefined;
});

describe("a thrown error, by default", () => {
  it("reaches the model as its message only: no stack, no error name", async () => {
    expect(extracted.diagnostics).toEqual([]);
    const result = await mod.dispatch("connect", { db: "main" });
    expect(result).toEqual({ ok: false, error: { code: "tool_failed", message: "db main password=hunter2 failed" } });
    expect(JSON.stringify(result)).not.toMatch(/\bat \S+ \(|tools\.ts/);
  });
});

describe("onToolError", () => {
  it("sees each thrown error with the tool and the call id, and its text is what every surface sends", async () => {
    const seen: unknown[] = [];
    off = mod.onToolError((error: unknown, call: { tool: string; callId?: string }) => {
      seen.push([call.tool, call.callId, error instanceof Error]);
      return redact((error as Error).message);
    });
    const direct = await mod.dispatch("connect", { db: "main" }, undefined, { callId: "c-1" });
    expect(direct.error.message).toBe("db main password=[redacted] failed");
    // Synchronous throw, and the id the function's ToolCall had.
    const sync = await mod.dispatch("connectNow", {});
    expect(sync.error.message).toBe("token=[redacted] refused");
    // OpenAI, Anthropic and MCP helpers.
    const chat = await mod.openaiToolResult({ id: "o-1", type: "function", function: { name: "connect", arguments: '{"db":"x"}' } });
    expect(chat.content).toBe("Error (tool_failed): db x password=[redacted] failed");
    const anthropic = await mod.anthropicToolResult({ type: "tool_use", id: "a-1", name: "connect", input: { db: "y" } });
    expect(JSON.stringify(anthropic)).not.toContain("hunter2");
    const mcp = await mod.mcpToolResult({ name: "connect", arguments: { db: "z" } });
    expect(mcp).toMatchObject({ isError: true, content: [{ type: "text", text: "Error (tool_failed): db z password=[redacted] failed" }] });
    // The AI SDK, whose toolCallId is the call id.
    const model = toolCallingModel("connect", '{"db":"ai"}');
    await generateText({ model, prompt: "go", tools: mod.aiSdkTools({ tool, jsonSchema }), stopWhen: stepCountIs(2) });
    const prompt = JSON.stringify(model.doGenerateCalls[1]?.prompt);
    expect(prompt).toContain("db ai password=[redacted] failed");
    expect(prompt).not.toContain("hunter2");
    expect(seen[0]).toEqual(["connect", "c-1", true]);
    expect(seen[1]).toEqual(["connectNow", expect.stringMatching(/^[0-9a-f-]{36}$/), true]);
    expect(seen.at(-1)).toEqual(["connect", "k", true]);
  });

  it("undefined keeps the message; a hook that throws or gives no text says nothing of the error", async () => {
    off = mod.onToolError(() => undefined);
    expect((await mod.dispatch("connect", { db: "a" })).error.message).toBe("db a password=hunter2 failed");
    off = mod.onToolError(() => {
      throw new Error("hook broke on password=hunter2");
    });
    const broken = await mod.dispatch("connect", { db: "a" });
    expect(broken.error.code).toBe("tool_failed");
    expect(broken.error.message).toBe("Tool `connect` failed (its error hook failed too, so nothing more is said).");
    off = mod.onToolError(() => 42 as unknown as string);
    expect((await mod.dispatch("connect", { db: "a" })).error.message).not.toContain("hunter2");
  });

  it("the function it returns takes the hook off again", async () => {
    const remove = mod.onToolError(() => "hidden");
    expect((await mod.dispatch("connect", { db: "a" })).error.message).toBe("hidden");
    remove();
    expect((await mod.dispatch("connect", { db: "a" })).error.message).toBe("db a password=hunter2 failed");
  });

  it("only sees thrown errors: a refused argument is dispatch's own message", async () => {
    const seen: string[] = [];
    off = mod.onToolError((_error: unknown, call: { tool: string }) => (seen.push(call.tool), "x"));
    const bad = await mod.dispatch("connect", { db: 3 });
    expect(bad.error.code).toBe("invalid_arguments");
    expect(seen).toEqual([]);
  });
});
