// docs/virtual-module.md, "Cancellation and deadlines", through the emitted
// dispatch: real source extracted, generated and imported, real timers and
// real AbortSignals.
import { getEventListeners } from "node:events";
import { beforeAll, describe, expect, it } from "vitest";
import { loadSourceTools } from "./source-tools.js";
import type { Dispatch } from "./load.js";

const SOURCE = `"use tools";
import type { ToolCall, ToolContext } from "unplugin-toolcall/types";

interface Effects { effects: string[]; stopped?: (reason: unknown) => void }

/** Waits \`ms\`, or until its signal fires; records what it did. */
export async function wait(ms: number, effects: ToolContext<Effects>, call: ToolCall): Promise<string> {
  call.signal.addEventListener("abort", () => effects.stopped?.(call.signal.reason));
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    call.signal.addEventListener("abort", () => (clearTimeout(timer), resolve()));
  });
  if (call.signal.aborted) return "stopped";
  effects.effects.push("wrote");
  return "done";
}

/**
 * Ignores its signal and answers late.
 * @timeout 100ms
 */
export async function stubborn(ms: number, effects: ToolContext<Effects>): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, ms));
  effects.effects.push("late");
  return "late";
}

/** @timeout 2m */
export function quick(n: number): number {
  return n + 1;
}

/** Reports as it goes, from a destructured call in the first position. */
export async function report({ progress, log, id }: ToolCall, steps: number): Promise<string> {
  for (let i = 1; i <= steps; i++) {
    progress(i, steps, \`step \${i}\`);
    log.info(\`step \${i}\`, { i });
    await Promise.resolve();
  }
  log.warning("finished");
  return id;
}

/** Keeps reporting after its signal fires. */
export async function chatty({ n }: { n: number }, call: ToolCall): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, n));
  call.progress(1);
  call.log.error("after the end");
}

/** Throws when stopped. */
export async function thrower(call: ToolCall): Promise<void> {
  await new Promise((_, reject) => call.signal.addEventListener("abort", () => reject(new Error("aborted, says the tool"))));
}
`;

let dispatch: Dispatch;
beforeAll(async () => {
  const tools = await loadSourceTools(SOURCE);
  expect(tools.diagnostics).toEqual([]);
  dispatch = tools.dispatch;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const effects = () => ({ effects: [] as string[] });

describe("cancellation", () => {
  it("an already-aborted signal refuses the call before the function runs", async () => {
    const ctx = effects();
    const result = await dispatch("wait", { ms: 1 }, ctx, { signal: AbortSignal.abort() });
    expect(result).toEqual({ ok: false, error: { code: "cancelled", message: "The call of tool `wait` was cancelled before it started, so it did nothing. Do not retry unless the user asks." } });
    await sleep(20);
    expect(ctx.effects).toEqual([]);
  });

  it("an abort at 300 ms answers cancelled at once, fires the function's signal, and the side effect never happens", async () => {
    const controller = new AbortController();
    let firedAt = 0;
    const ctx = { effects: [] as string[], stopped: () => (firedAt = performance.now()) };
    const started = performance.now();
    const pending = dispatch("wait", { ms: 2000 }, ctx, { signal: controller.signal });
    await sleep(300);
    const abortedAt = performance.now();
    controller.abort();
    const result = await pending;
    const answeredAt = performance.now();
    expect(result.ok).toBe(false);
    expect(result.error.code).toBe("cancelled");
    expect(result.error.message).toBe("The call of tool `wait` was cancelled while it ran and was stopped; what it did before that is not known. Do not retry unless the user asks.");
    // Both happen in the abort's own turn of the event loop; 50 ms leaves a loaded machine room, and is far from the 1.7 s left to the function.
    expect(firedAt - abortedAt).toBeLessThan(50);
    expect(answeredAt - abortedAt).toBeLessThan(50);
    expect(abortedAt - started).toBeGreaterThanOrEqual(290);
    await sleep(50);
    expect(ctx.effects).toEqual([]);
    expect(getEventListeners(controller.signal, "abort")).toHaveLength(0);
  });

  it("the function's signal carries the caller's reason, and a tool that throws on abort still gives cancelled", async () => {
    const controller = new AbortController();
    let reason: unknown;
    const pending = dispatch("wait", { ms: 2000 }, { effects: [], stopped: (r: unknown) => (reason = r) }, { signal: controller.signal });
    controller.abort("user pressed stop");
    expect((await pending).error.code).toBe("cancelled");
    expect(reason).toBe("user pressed stop");

    const other = new AbortController();
    const thrown = dispatch("thrower", {}, undefined, { signal: other.signal });
    other.abort();
    expect((await thrown).error.code).toBe("cancelled");
  });

  it("a caller's own deadline (an AbortSignal.timeout) is a timeout, not a cancel", async () => {
    const result = await dispatch("wait", { ms: 2000 }, effects(), { signal: AbortSignal.timeout(50) });
    expect(result.error.code).toBe("timeout");
    expect(result.error.message).toContain("did not finish before the caller's deadline");
  });

  it("a finished call leaves no listener on a long-lived signal: 10^5 calls on one signal", async () => {
    const controller = new AbortController();
    const options = { signal: controller.signal, timeoutMs: 60_000 };
    for (let i = 0; i < 100_000; i++) {
      const result = await dispatch("quick", { n: i }, undefined, options);
      if (!result.ok || result.value !== i + 1) throw new Error(`call ${i}: ${JSON.stringify(result)}`);
    }
    expect(getEventListeners(controller.signal, "abort")).toHaveLength(0);
    // The same count sees a call in flight: the zero above is not a count that always reads zero.
    const pending = dispatch("wait", { ms: 10_000 }, effects(), options);
    expect(getEventListeners(controller.signal, "abort")).toHaveLength(1);
    controller.abort();
    await pending;
    expect(getEventListeners(controller.signal, "abort")).toHaveLength(0);
  }, 60_000);
});

describe("deadlines", () => {
  it("@timeout answers timeout when it passes, and a value the function returns later is dropped", async () => {
    const ctx = effects();
    const started = performance.now();
    const result = await dispatch("stubborn", { ms: 400 }, ctx);
    const elapsed = performance.now() - started;
    expect(result).toEqual({
      ok: false,
      error: { code: "timeout", message: "Tool `stubborn` did not finish within 100 ms and was stopped; what it did before that is not known. Retry with a smaller request, or tell the user it timed out." },
    });
    // A timer never fires early; 150 ms past it is slack for a loaded machine, and well before the function's 400 ms.
    expect(elapsed).toBeGreaterThanOrEqual(99);
    expect(elapsed).toBeLessThan(250);
    await sleep(400);
    expect(ctx.effects).toEqual(["late"]);
  });

  it("the function's signal fires with a TimeoutError; the earlier of the tool's and the caller's deadline applies", async () => {
    let reason: unknown;
    const started = performance.now();
    const result = await dispatch("wait", { ms: 2000 }, { effects: [], stopped: (r: unknown) => (reason = r) }, { timeoutMs: 80 });
    expect(result.error.code).toBe("timeout");
    expect(result.error.message).toContain("within 80 ms");
    expect(performance.now() - started).toBeLessThan(1000);
    expect(reason).toBeInstanceOf(DOMException);
    expect((reason as DOMException).name).toBe("TimeoutError");
    // `stubborn` says 100 ms: a caller's 5 s does not lengthen it.
    expect((await dispatch("stubborn", { ms: 300 }, effects(), { timeoutMs: 5000 })).error.message).toContain("within 100 ms");
  });

  it.each([0, -5, Number.NaN, 2 ** 31, "100"])("a timeoutMs of %j is no deadline", async (timeoutMs) => {
    expect(await dispatch("wait", { ms: 30 }, effects(), { timeoutMs })).toEqual({ ok: true, value: "done" });
  });
});

describe("what a ToolCall parameter receives", () => {
  it("progress and log reach the caller's sinks in order, before the result; the id is the caller's", async () => {
    const events: unknown[] = [];
    const result = await dispatch("report", { steps: 2 }, undefined, {
      callId: "call-7",
      onProgress: (p: unknown) => events.push(["progress", p]),
      onLog: (entry: unknown) => events.push(["log", entry]),
    });
    events.push(["result", result]);
    expect(events).toEqual([
      ["progress", { done: 1, total: 2, message: "step 1" }],
      ["log", { level: "info", message: "step 1", data: { i: 1 } }],
      ["progress", { done: 2, total: 2, message: "step 2" }],
      ["log", { level: "info", message: "step 2", data: { i: 2 } }],
      ["log", { level: "warning", message: "finished" }],
      ["result", { ok: true, value: "call-7" }],
    ]);
  });

  it("without sinks, progress and log do nothing; without a callId the id is a fresh UUID", async () => {
    const a = await dispatch("report", { steps: 3 });
    const b = await dispatch("report", { steps: 3 });
    expect(a.value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(b.value).not.toBe(a.value);
  });

  it("a sink that throws does not fail the call", async () => {
    const result = await dispatch("report", { steps: 1 }, undefined, {
      onProgress: () => {
        throw new Error("the client went away");
      },
      onLog: () => {
        throw new Error("the client went away");
      },
    });
    expect(result.ok).toBe(true);
  });

  it("nothing reaches the sinks once dispatch has answered", async () => {
    const events: unknown[] = [];
    const controller = new AbortController();
    const pending = dispatch("chatty", { n: 100 }, undefined, { signal: controller.signal, onProgress: (p: unknown) => events.push(p), onLog: (e: unknown) => events.push(e) });
    controller.abort();
    expect((await pending).error.code).toBe("cancelled");
    await sleep(200);
    expect(events).toEqual([]);
    // The same tool, not cancelled, does report: the empty list above is the cancel's doing.
    await dispatch("chatty", { n: 1 }, undefined, { onProgress: (p: unknown) => events.push(p) });
    expect(events).toEqual([{ done: 1 }]);
  });
});

describe("never throws", () => {
  it.each([
    ["a signal that is not one", { signal: 5 }],
    ["null options", null],
    ["a getter that throws", Object.defineProperty({}, "signal", { get: () => { throw new Error("no"); } })],
  ])("%s", async (_, options) => {
    const result = await dispatch("quick", { n: 1 }, undefined, options as never);
    expect(result.ok || result.error.code === "tool_failed").toBe(true);
  });
});
