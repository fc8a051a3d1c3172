// docs/declaring-tools.md, "The call itself": its example, extracted, generated
// and called as written, finished and cancelled; and the approval example
// before it, whose two tags are two different things.
import { beforeAll, describe, expect, it } from "vitest";
import { docExample } from "../../../unplugin-toolcall/test/docs/pages.js";
import { loadSourceTools, type SourceTools } from "./source-tools.js";

let tools: SourceTools;
beforeAll(async () => {
  tools = await loadSourceTools(docExample("docs/declaring-tools.md", "tool-call.ts"));
});

describe("docs/declaring-tools.md, the call itself", () => {
  it("the ToolCall parameter is not in the schema; @timeout 2m is the tool's deadline", () => {
    expect(tools.diagnostics).toEqual([]);
    const [archive] = tools.tools;
    expect(archive!.inputSchema).toEqual({ type: "object", properties: { table: { type: "string" } }, required: ["table"], additionalProperties: false });
    expect(archive!.timeoutMs).toBe(120_000);
  });

  it("reports progress and logs while it runs, then answers", async () => {
    const events: unknown[] = [];
    const result = await tools.dispatch("archive", '{"table": "orders"}', undefined, {
      onProgress: (p: unknown) => events.push(p),
      onLog: (entry: unknown) => events.push(entry),
    });
    expect(events).toEqual([
      { done: 1, total: 3, message: "copied batch 1 of orders" },
      { done: 2, total: 3, message: "copied batch 2 of orders" },
      { done: 3, total: 3, message: "copied batch 3 of orders" },
      { level: "info", message: "archived", data: { table: "orders", batches: 3 } },
    ]);
    expect(result).toEqual({ ok: true, value: 3 });
  });

  it("stops when cancelled, and reports nothing after", async () => {
    const events: unknown[] = [];
    const result = await tools.dispatch("archive", { table: "orders" }, undefined, { signal: AbortSignal.timeout(75), onProgress: (p: unknown) => events.push(p) });
    expect(result.error.code).toBe("timeout");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events).toEqual([{ done: 1, total: 3, message: "copied batch 1 of orders" }]);
  });
});

describe("docs/declaring-tools.md, approval", () => {
  it("@needsApproval is the tool's needsApproval; @destructive stays MCP's hint and implies nothing more", async () => {
    const approval = await loadSourceTools(docExample("docs/declaring-tools.md", "approval.ts"));
    expect(approval.diagnostics).toEqual([]);
    const [dropTable] = approval.tools;
    expect(dropTable!.needsApproval).toBe(true);
    expect(dropTable!.annotations).toEqual({ destructiveHint: true });
    expect(await approval.dispatch("dropTable", { name: "orders" })).toEqual({ ok: true, value: "dropped orders" });
  });
});
