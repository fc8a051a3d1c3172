/**
 * A try-it call in flight, in Chromium and over HTTP: the tool's progress
 * and log reach the page while it runs (streamed as JSON lines), Cancel
 * aborts it (the tool's own signal fires, the result is `cancelled`) and
 * the page stays usable; a closed connection stops the call too; a tool's
 * `@timeout` is on its card. The tool waits for its signal instead of a
 * clock, so nothing here depends on timing: it reports, then blocks until
 * the test cancels it, then writes a marker file saying why it stopped.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poll } from "../helpers/poll.js";
import { activeId, launchChromium, openInspector } from "./chromium.js";
import { startPlaygroundDevServer, type PlaygroundDevServer } from "./dev-server.js";

const ROWS = `"use tools";
import { writeFileSync } from "node:fs";
import type { Int, ToolCall } from "unplugin-toolcall/types";

/**
 * Copies a table's rows in batches.
 * @timeout 10m
 * @param marker A file it writes when its signal fires, saying why.
 */
export async function copyRows(batches: Int, marker: string, call: ToolCall): Promise<string> {
  call.progress(1, batches, "copied the first batch");
  call.log.info("connected", { host: "db" });
  call.log.warning("the table is large");
  // Blocks until cancelled: the test cancels once it has seen the reports above.
  await new Promise<void>((resolve) => call.signal.addEventListener("abort", () => resolve()));
  writeFileSync(marker, String(call.signal.reason));
  return "copied";
}
`;

describe("a try-it call in flight", () => {
  let dev: PlaygroundDevServer;
  let browser: Browser;
  let page: Page;
  const marker = (name: string) => path.join(dev.root, `${name}.marker`);
  const args = (name: string) => JSON.stringify({ batches: 3, marker: marker(name) });

  beforeAll(async () => {
    dev = await startPlaygroundDevServer("inspector-live-call", { files: { "src/tools/rows.ts": ROWS } });
    browser = await launchChromium();
    page = await openInspector(browser, dev.origin, 1280);
  });

  afterAll(async () => {
    await browser?.close();
    await dev?.close();
  });

  it("shows a tool's @timeout on its card, and none on a tool without one", async () => {
    expect(await page.locator('section[data-tool="copyRows"] .badge.timeout').innerText()).toBe("timeout 10m");
    expect(await page.locator('section[data-tool="forecast"] .badge.timeout').count()).toBe(0);
  });

  it("shows progress and log entries as they arrive; Cancel aborts the tool and the result says cancelled", async () => {
    const card = page.locator('section[data-tool="copyRows"]');
    await card.locator("textarea.args").fill(args("page"));
    await card.locator("button.call").click();
    // Shown while the tool is still blocked: the stream brought them before any result.
    await card.locator(".running .progress-message").waitFor();
    expect(await card.locator(".running .done").innerText()).toBe("1 of 3");
    expect(await card.locator(".running .progress-message").innerText()).toBe("copied the first batch");
    expect(await card.locator(".running progress").evaluate((bar) => [(bar as HTMLProgressElement).value, (bar as HTMLProgressElement).max])).toEqual([1, 3]);
    await poll("both log entries", async () => ((await card.locator(".running .call-log li").count()) === 2 ? true : undefined));
    expect(await card.locator(".running .call-log li").allInnerTexts()).toEqual(['info connected {"host":"db"}', "warning the table is large"]);
    // Not `disabled`, which would take the keyboard focus away from it.
    expect(await card.locator("button.call").getAttribute("aria-disabled")).toBe("true");
    expect(existsSync(marker("page"))).toBe(false);

    await card.getByRole("button", { name: "Cancel", exact: true }).click();
    const result = JSON.parse(await card.locator("pre.result.error").innerText());
    expect(result).toMatchObject({ ok: false, error: { code: "cancelled" } });
    // The tool's own signal fired, with the reason the inspector gave.
    expect(await poll("the tool's marker", () => (existsSync(marker("page")) ? readFileSync(marker("page"), "utf8") : undefined))).toBe("cancelled in the inspector");
    // The log stays with the result; the bar is gone.
    expect(await card.locator(".call-log li").count()).toBe(2);
    expect(await card.locator(".running").count()).toBe(0);
    expect(await page.locator(".history li").first().innerText()).toContain("copyRows");
  });

  it("stays usable after a cancel: another call of the same tool and of another tool run, cancelled by keyboard", async () => {
    const forecast = page.locator('section[data-tool="forecast"]');
    await forecast.locator("textarea.args").fill('{"city": "Lisbon", "days": 1}');
    await forecast.locator("button.call").click();
    expect(JSON.parse(await forecast.locator("pre.result.ok").innerText())).toMatchObject({ ok: true, value: { city: "Lisbon" } });

    const card = page.locator('section[data-tool="copyRows"]');
    expect(await card.locator("button.call").getAttribute("aria-disabled")).toBeNull();
    await card.locator("textarea.args").fill(args("again"));
    await card.locator("button.call").click();
    await card.locator(".running .progress-message").waitFor();
    // By keyboard this time: the focus on Cancel moves to Call when the call ends.
    await card.getByRole("button", { name: "Cancel", exact: true }).focus();
    await page.keyboard.press("Enter");
    await card.locator("pre.result.error").waitFor();
    expect(await activeId(page)).toBe("t-copyRows-call");
    expect(await poll("the second marker", () => (existsSync(marker("again")) ? true : undefined))).toBe(true);
  });

  it("streams the reports over HTTP as JSON lines, the result last, and cancels by the call's id", async () => {
    const response = await fetch(`${dev.origin}/__toolcall/api/call`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/x-ndjson" },
      body: JSON.stringify({ name: "copyRows", args: args("http"), callId: "http-call" }),
    });
    expect(response.headers.get("content-type")).toBe("application/x-ndjson");
    const lines = readLines(response);
    expect(await lines.next()).toEqual({ progress: { done: 1, total: 3, message: "copied the first batch" } });
    expect(await lines.next()).toEqual({ log: { level: "info", message: "connected", data: { host: "db" } } });
    expect(await lines.next()).toEqual({ log: { level: "warning", message: "the table is large" } });
    const cancel = await fetch(`${dev.origin}/__toolcall/api/cancel`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ callId: "http-call" }) });
    expect(await cancel.json()).toEqual({ cancelled: true });
    expect(await lines.next()).toMatchObject({ result: { ok: false, error: { code: "cancelled" } }, outputIssues: [] });
    expect(await lines.next()).toBeUndefined();
    // Cancelling it again finds nothing running.
    const again = await fetch(`${dev.origin}/__toolcall/api/cancel`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ callId: "http-call" }) });
    expect(await again.json()).toEqual({ cancelled: false });
  });

  it("stops the tool when the page closes the call's connection", async () => {
    const abort = new AbortController();
    const response = await fetch(`${dev.origin}/__toolcall/api/call`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/x-ndjson" },
      body: JSON.stringify({ name: "copyRows", args: args("closed") }),
      signal: abort.signal,
    });
    const lines = readLines(response);
    expect(await lines.next()).toMatchObject({ progress: { done: 1 } });
    abort.abort();
    expect(await poll("the tool's marker", () => (existsSync(marker("closed")) ? readFileSync(marker("closed"), "utf8") : undefined))).toBe(
      "the inspector page closed the call's connection",
    );
  });

  it("answers a caller that does not ask for a stream (curl) with the result alone, as JSON", async () => {
    const response = await fetch(`${dev.origin}/__toolcall/api/call`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "forecast", args: '{"city": "Porto", "days": 1}' }),
    });
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(await response.json()).toMatchObject({ result: { ok: true, value: { city: "Porto" } }, outputIssues: [] });
  });
});

/** The JSON lines of a streamed body, one per `next()` as they arrive; undefined after the last. */
function readLines(response: Response): { next(): Promise<unknown> } {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  return {
    async next() {
      for (;;) {
        const end = buffered.indexOf("\n");
        if (end >= 0) {
          const line = buffered.slice(0, end);
          buffered = buffered.slice(end + 1);
          return JSON.parse(line);
        }
        const { value, done } = await reader.read();
        if (done) return undefined;
        buffered += value;
      }
    },
  };
}
