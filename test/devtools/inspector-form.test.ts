/**
 * The inspector's try-it form in Chromium, end to end: what is typed into
 * the form reaches the real `dispatch`, and the tool function records the
 * arguments it received (the dev server's SSR module runs in this process,
 * so the record is read here). An array of objects, a bigint beyond 2^53,
 * an optional nested object left untouched, raw JSON edits kept when the
 * form is touched after them, and focus kept after Call and after a live
 * update.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { poll } from "../helpers/poll.js";
import { activeId, launchChromium, openInspector, renders } from "./chromium.js";
import { startPlaygroundDevServer, type PlaygroundDevServer } from "./dev-server.js";

/** A tool with an array of objects, a bigint and an optional object holding a required boolean; it records each call. */
const ORDERS = `"use tools";
/** One line of an order. */
export interface LineItem { sku: string; qty: number }
/** How an order is delivered. */
export interface Delivery { address: string; signature: boolean }

/**
 * Place an order.
 * @param items What to order.
 * @param customer The customer's id, a 64-bit integer.
 * @param delivery How to deliver it; picked up in store when left out.
 */
export function placeOrder(items: LineItem[], customer: bigint, delivery?: Delivery): string {
  ((globalThis as { placeOrderCalls?: unknown[] }).placeOrderCalls ??= []).push({ items, customer, delivery });
  return "placed";
}
`;

const received = () => (globalThis as { placeOrderCalls?: unknown[] }).placeOrderCalls ?? [];

describe("the inspector's form reaches dispatch with the arguments typed", () => {
  let dev: PlaygroundDevServer;
  let browser: Browser;
  let page: Page;
  const card = () => page.locator('section[data-tool="placeOrder"]');
  const field = (name: string) => card().locator(`[data-field="${name}"]`);
  /** Clicks Call and waits for the answer, whatever it is (a refusal is shown too, after dispatch ran). */
  async function callAndWait(): Promise<void> {
    await card().locator("button.call").click();
    await card().locator("pre.result").waitFor();
  }

  beforeAll(async () => {
    dev = await startPlaygroundDevServer("inspector-form", { files: { "src/tools/orders.ts": ORDERS } });
    browser = await launchChromium();
  });

  beforeEach(async () => {
    (globalThis as { placeOrderCalls?: unknown[] }).placeOrderCalls = [];
    await page?.close();
    page = await openInspector(browser, dev.origin, 1280);
  });

  afterAll(async () => {
    await browser?.close();
    await dev?.close();
  });

  it("an array of objects typed into its field is received as an array of objects", async () => {
    await field("items").fill('[{"sku": "A-1", "qty": 2}, {"sku": "B-2", "qty": 1}]');
    await callAndWait();
    expect(received()).toEqual([{ items: [{ sku: "A-1", qty: 2 }, { sku: "B-2", qty: 1 }], customer: 0n, delivery: undefined }]);
  });

  it("a bigint beyond 2^53 is received with every digit", async () => {
    await field("customer").fill("9007199254740993");
    expect(await card().locator("textarea.args").inputValue()).toContain('"customer": 9007199254740993');
    await callAndWait();
    expect(received()).toEqual([{ items: [], customer: 9007199254740993n, delivery: undefined }]);
    // A text input: a number input's value is a double to the browser (its arrows and range checks round).
    expect(await field("customer").getAttribute("type")).toBe("text");
  });

  it("an optional nested object left untouched is not sent", async () => {
    await field("customer").fill("7");
    expect(JSON.parse(await card().locator("textarea.args").inputValue())).toEqual({ items: [], customer: 7 });
    // Touched and emptied again: the object it made leaves with its last field.
    await field("delivery.address").fill("1 Main St");
    expect(JSON.parse(await card().locator("textarea.args").inputValue())).toEqual({ items: [], customer: 7, delivery: { address: "1 Main St" } });
    await field("delivery.address").fill("");
    expect(JSON.parse(await card().locator("textarea.args").inputValue())).toEqual({ items: [], customer: 7 });
    await callAndWait();
    expect(received()).toEqual([{ items: [], customer: 7n, delivery: undefined }]);
  });

  it("raw JSON edits are kept when the form is touched after them, and the form shows them", async () => {
    await card().locator("textarea.args").fill('{"items": [{"sku": "C-3", "qty": 5}], "customer": 1, "delivery": {"address": "1 Main St", "signature": true}}');
    expect(await field("delivery.address").inputValue()).toBe("1 Main St");
    expect(await field("delivery.signature").isChecked()).toBe(true);
    await field("customer").fill("42");
    await callAndWait();
    expect(received()).toEqual([{ items: [{ sku: "C-3", qty: 5 }], customer: 42n, delivery: { address: "1 Main St", signature: true } }]);
  });

  const focusedIs = (selector: string) => page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

  it("Enter and Space on Call call the tool and leave focus on Call", async () => {
    const call = card().locator("button.call");
    await call.focus();
    await page.keyboard.press("Enter");
    await poll("the first call", async () => (received().length === 1 ? true : undefined));
    await card().locator("pre.result.ok").waitFor();
    expect(await focusedIs('section[data-tool="placeOrder"] button.call')).toBe(true);
    await page.keyboard.press("Space");
    await poll("the second call", async () => (received().length === 2 ? true : undefined));
    await poll("the second answer rendered", async () => ((await page.locator(".history li").count()) === 2 ? true : undefined));
    expect(await focusedIs('section[data-tool="placeOrder"] button.call')).toBe(true);
    expect(received()).toEqual([
      { items: [], customer: 0n, delivery: undefined },
      { items: [], customer: 0n, delivery: undefined },
    ]);
  });

  let edits = 0;
  /** An edit of another file, and the render it brings. */
  async function liveUpdate(): Promise<void> {
    const before = await renders(page);
    edits++;
    dev.edit("src/tools/weather.ts", (text) => text.replace(/Get the daily weather forecast( \(\d+\))?/, `Get the daily weather forecast (${edits})`));
    await poll("the live update", async () => ((await renders(page)) > before ? true : undefined));
  }

  it("a live update keeps focus on a button, a section's summary and a link", async () => {
    for (const selector of ["button.call", 'button.copy[data-copy="input"]', "summary", "a.source"]) {
      await card().locator(selector).first().focus();
      await liveUpdate();
      expect({ selector, focused: await focusedIs(`section[data-tool="placeOrder"] ${selector}`), id: await activeId(page) }).toMatchObject({ selector, focused: true });
    }
    await card().locator("button.call").press("Enter");
    await poll("the call", async () => (received().length === 1 ? true : undefined));
    expect(received()).toEqual([{ items: [], customer: 0n, delivery: undefined }]);
  });
});
