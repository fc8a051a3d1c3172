/**
 * What the inspector page shows, in Chromium: every MCP annotation (the
 * title, hints stated true or false, MCP's defaults for the absent ones),
 * copy buttons named for what they copy, table cells that wrap between
 * words and never inside one at 390 px, and one error told once on a card
 * when it is the same for six names.
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

/** Six types from a file that does not exist: six errors that say the same about it. */
const SHAPES = `"use tools";
import type { Circle, Square, Line, Arc, Dot, Star } from "./shapes.js";

/** Draw one of each shape. */
export function drawAll(a: Circle, b: Square, c: Line, d: Arc, e: Dot, f: Star): string {
  return "drawn";
}
`;

describe("the inspector page in Chromium", () => {
  let dev: PlaygroundDevServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    dev = await startPlaygroundDevServer("inspector-page", { files: { "src/tools/orders.ts": ORDERS, "src/tools/draw.ts": SHAPES } });
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

  it("names every copy button for what it copies, each name once", async () => {
    const names = await page.locator("button.copy").evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label") ?? b.textContent!));
    expect(names.length).toBeGreaterThan(12);
    expect(new Set(names).size).toBe(names.length);
    // The names above are what the accessibility tree gives: Chromium finds each button by it.
    for (const name of ["Copy cancelOrder input schema (canonical view)", "Copy forecast output schema (canonical view)", "Copy curl of the forecast call", "Copy forecast as OpenAI call"])
      expect(await page.getByRole("button", { name, exact: true }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Copy", exact: true }).count()).toBe(0);
  });

  it("at 390 px a table cell wraps between words, never inside one", async () => {
    const broken = await page.locator("table.params td").evaluateAll((cells) =>
      cells.flatMap((cell) => {
        const words: string[] = [];
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          // A break after a hyphen (64-|bit) is a break between words; inside a word (stri|ng) it is not.
          for (const match of node.textContent!.matchAll(/[^\s-]+-?/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            // A word on two lines has a box on each.
            if (new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size > 1) words.push(match[0]);
          }
        }
        return words;
      }),
    );
    expect(broken).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it("tells an error once on a card when six names meet the same missing file", async () => {
    const cards = await page.locator("main section.tool").allInnerTexts();
    const told = cards.map((text) => text.split('"./shapes.js", which was not found').length - 1).filter((n) => n > 0);
    expect(told).toEqual([1]);
    const card = cards.find((text) => text.includes('"./shapes.js"'))!;
    for (const name of ["Circle", "Square", "Line", "Arc", "Dot", "Star"]) expect(card).toContain(name);
  });
});
