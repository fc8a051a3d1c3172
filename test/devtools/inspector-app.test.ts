/**
 * The inspector as an app in real Chromium (Debian's, headless) at 1280 and
 * 390 px: no horizontal scroll and the sidebar above the tools on a phone,
 * keyboard-only use (filter, tabs with arrow keys, Ctrl+Enter), focus and
 * typed text kept across a live update, a form generated from the input
 * schema, issues shown at their fields, copy snippets, history and
 * notifications, and no request for /favicon.ico.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poll } from "../helpers/poll.js";
import { launchChromium, openInspector } from "./chromium.js";
import { startPlaygroundDevServer, type PlaygroundDevServer } from "./dev-server.js";

describe("inspector app in Chromium", () => {
  let dev: PlaygroundDevServer;
  let browser: Browser;
  const requests: string[] = [];

  /** The inspector at WIDTH, every request of the page logged from its first. */
  const open = (width: number) => openInspector(browser, dev.origin, width, { beforeLoad: (opened) => void opened.on("request", (request) => requests.push(request.url())) });
  const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");
  const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  /** The page at WIDTH, which must not scroll sideways, with the boxes of its sidebar and its tools. */
  async function layoutAt(width: number) {
    const page = await open(width);
    expect(await noSidewaysScroll(page)).toBe(true);
    const aside = (await page.locator("aside").boundingBox())!;
    const main = (await page.locator("main").boundingBox())!;
    return { page, aside, main };
  }

  beforeAll(async () => {
    dev = await startPlaygroundDevServer("inspector-app");
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await dev?.close();
  });

  it("at 390 px: one column, the sidebar above the tools, no sideways scroll, a full-width try-it box", async () => {
    const { page, aside, main } = await layoutAt(390);
    expect(aside.y + aside.height).toBeLessThanOrEqual(main.y + 1);
    const textarea = (await page.locator('section[data-tool="forecast"] textarea.args').boundingBox())!;
    expect(textarea.width).toBeGreaterThan(300);
    await page.close();
  });

  it("at 1280 px: the sidebar beside the tools, no sideways scroll, a favicon that needs no request", async () => {
    const { page, aside, main } = await layoutAt(1280);
    expect(aside.x + aside.width).toBeLessThanOrEqual(main.x + 1);
    expect(requests.filter((url) => url.endsWith("/favicon.ico"))).toEqual([]);
    expect(await page.locator(".status .live").innerText()).toBe("live: updates as you edit");
    await page.close();
  });

  it("keyboard only: filter the tools, move between tabs with the arrows, call with Ctrl+Enter", async () => {
    const page = await open(1280);
    await page.keyboard.press("Tab");
    expect(await activeId(page)).toBe("filter");
    await page.keyboard.type("forec");
    // The page re-rendered under the typing: focus and text stayed.
    expect(await activeId(page)).toBe("filter");
    expect(await page.locator("#filter").inputValue()).toBe("forec");
    expect(await page.locator("section[data-tool]").evaluateAll((s) => s.map((x) => (x as HTMLElement).dataset.tool))).toEqual(["forecast"]);

    const forecast = page.locator('section[data-tool="forecast"]');
    const tabs = forecast.locator('[role="tablist"] [role="tab"]');
    await tabs.first().focus();
    await page.keyboard.press("ArrowRight");
    expect(await activeId(page)).toBe("t-forecast-tab-openai");
    expect(await forecast.locator('[role="tab"][aria-selected="true"]').innerText()).toBe("openai");

    const args = forecast.locator("textarea.args");
    expect(await forecast.locator('label[for="t-forecast-args"]').innerText()).toBe("Arguments (JSON)");
    await args.focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type('{"city": "Porto", "days": 30}');
    await page.keyboard.press("Control+Enter");
    const region = forecast.locator('[role="status"][aria-live="polite"]');
    await region.locator("pre.result.error").waitFor();
    expect(await activeId(page)).toBe("t-forecast-args");
    // The issue is listed and shown at its field of the generated form.
    expect(await region.locator("ul.issues").innerText()).toContain("days");
    expect(await forecast.locator('[data-field="days"]').getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator(".history li").count()).toBe(1);
    await page.close();
  });

  it("the generated form: an enum is a select, a bounded integer a number input, and both write the raw JSON", async () => {
    const page = await open(1280);
    const forecast = page.locator('section[data-tool="forecast"]');
    expect(await forecast.locator('select[data-field="unit"] option').allInnerTexts()).toEqual(["(none)", "c", "f"]);
    expect(await forecast.locator('input[data-field="days"]').getAttribute("min")).toBe("1");
    expect(await forecast.locator('input[data-field="days"]').getAttribute("max")).toBe("14");
    await forecast.locator('input[data-field="city"]').fill("Faro");
    await forecast.locator('select[data-field="unit"]').selectOption({ label: "f" });
    expect(JSON.parse(await forecast.locator("textarea.args").inputValue())).toEqual({ city: "Faro", days: 3, unit: "f" });
    await forecast.locator("button.call").click();
    await forecast.locator("pre.result.ok").waitFor();

    await forecast.locator('button.copy[data-copy="openai"]').click();
    const openai = JSON.parse(await page.evaluate(() => (window as unknown as { lastCopied: string }).lastCopied));
    expect(openai).toMatchObject({ type: "function", function: { name: "forecast" } });
    expect(JSON.parse(openai.function.arguments)).toEqual({ city: "Faro", days: 3, unit: "f" });
    await forecast.locator('button.copy[data-copy="curl"]').click();
    expect(await page.evaluate(() => (window as unknown as { lastCopied: string }).lastCopied)).toContain(`curl -s ${dev.origin}/__toolcall/api/call`);
    await page.close();
  });

  it("a live update keeps the focus and the caret: keystrokes typed before and after it all land", async () => {
    const page = await open(390);
    const forecast = page.locator('section[data-tool="forecast"]');
    const args = forecast.locator("textarea.args");
    await args.focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type('{"city": "Li');
    const renders = Number(await page.locator("body").getAttribute("data-renders"));
    dev.edit("src/tools/weather.ts", (source) => source.replace("days: Int & Min<1> & Max<14> = 3", "days: Int & Min<1> & Max<7> = 3"));
    await poll("the live update", async () => (Number(await page.locator("body").getAttribute("data-renders")) > renders ? true : undefined));
    expect(await activeId(page)).toBe("t-forecast-args");
    await page.keyboard.type('sbon"}');
    expect(await args.inputValue()).toBe('{"city": "Lisbon"}');
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await page.locator(".notes").innerText()).toContain("tools list changed: ~forecast");
    await page.close();
  });
});
