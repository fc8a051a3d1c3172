/**
 * What the inspector page shows, in Chromium: every MCP annotation (the
 * title, hints stated true or false, MCP's defaults for the absent ones).
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, openInspector } from "./chromium.js";
import { startPlaygroundDevServer, type PlaygroundDevServer } from "./dev-server.js";

const ORDERS = `"use tools";
/**
 * Cancel an order that has not shipped yet.
 * @title Cancel an order
 * @destructive
 * @openWorld false
 * @param id The order's id, as the order list gives it.
 */
export function cancelOrder(id: string): string {
  return "cancelled " + id;
}
`;

describe("the inspector page in Chromium", () => {
  let dev: PlaygroundDevServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    dev = await startPlaygroundDevServer("inspector-page", { "src/tools/orders.ts": ORDERS });
    browser = await launchChromium();
    page = await openInspector(browser, dev.origin, 390);
  });

  afterAll(async () => {
    await browser?.close();
    await dev?.close();
  });

  it("shows the title and every hint: stated ones, and MCP's defaults for the absent ones", async () => {
    const hints = (tool: string) => page.locator(`section[data-tool="${tool}"] .annotations li`).allInnerTexts();
    expect(await hints("cancelOrder")).toEqual([
      "title: Cancel an order",
      "read-only: false (MCP's default)",
      "destructive: true",
      "idempotent: false (MCP's default)",
      "open world: false",
    ]);
    expect(await hints("forecast")).toEqual([
      "read-only: false (MCP's default)",
      "destructive: true (MCP's default)",
      "idempotent: false (MCP's default)",
      "open world: true (MCP's default)",
    ]);
  });
});
