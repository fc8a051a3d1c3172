/**
 * A tool's page (`@ui`) beside its try-it result in the inspector, in real
 * Chromium (Debian's, headless): a copy of examples/mcp-app in `vite dev`,
 * the tool called from the try-it form, its page rendered in an iframe
 * sandboxed to scripts through ext-apps' own `AppBridge`, showing the call's
 * input and result; the page's own calls go back through the inspector's
 * call route to `dispatch`, which refuses a bad argument with the checker's
 * message.
 *
 * A project without ext-apps installed gets a note saying so instead.
 *
 * With TOOLCALL_UPDATE_SCREENSHOT=1 it also writes docs/inspector-app.png.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import type { ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIR } from "../helpers/paths.js";
import { tempDir } from "../helpers/temp-dir.js";
import { launchChromium, openInspector } from "./chromium.js";
import { startMcpAppDevServer } from "./dev-server.js";

const IMAGE = path.resolve(TEST_DIR, "../docs/inspector-app.png");

describe("the inspector renders a tool's page beside its try-it result", () => {
  let server: ViteDevServer;
  let browser: Browser;
  let page: Page;
  let root: string;

  beforeAll(async () => {
    let origin: string;
    root = path.join(tempDir("inspector-app-preview"), "project");
    ({ server, origin } = await startMcpAppDevServer(root));
    browser = await launchChromium();
    page = await openInspector(browser, origin, 1280);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** What MCP's `tools/call` answers for these arguments, from the dev server's own `virtual:tools`. */
  async function mcpAnswer(args: Record<string, unknown>): Promise<{ isError?: boolean; content: { text: string }[]; structuredContent?: { days: { high: number }[] } }> {
    const tools = (await server.ssrLoadModule("virtual:tools")) as { mcpToolResult(params: unknown): Promise<never> };
    return tools.mcpToolResult({ name: "forecast", arguments: args });
  }

  it("calls the tool from the form and shows its page, which calls back through dispatch", { timeout: 180_000 }, async () => {
    const card = page.locator('section[data-tool="forecast"]');
    await card.locator("textarea.args").fill('{ "city": "Paris", "days": 2 }');
    await card.getByRole("button", { name: "Call forecast" }).click();

    const frame = card.locator(".app-preview iframe");
    await frame.waitFor({ timeout: 120_000 });
    expect(await frame.getAttribute("sandbox")).toBe("allow-scripts");
    const app = card.frameLocator(".app-preview iframe");
    await expect.poll(() => app.locator("#city").textContent(), { timeout: 60_000 }).toBe("Paris: 2 days");
    const expected = (await mcpAnswer({ city: "Paris", days: 2 })).structuredContent!.days.map((d) => String(d.high));
    expect(await app.locator("#rows tr td:nth-child(2)").allTextContents()).toEqual(expected);
    // The input arrived too: the page's field holds the days the form sent.
    expect(await app.locator("#days").inputValue()).toBe("2");

    // The page's own call, through the bridge to the inspector's call route.
    await app.locator("#days").fill("4");
    await app.locator("#again").click();
    await expect.poll(() => app.locator("#rows tr").count(), { timeout: 30_000 }).toBe(4);

    // A bad argument is refused by dispatch's checker, whose message the page shows.
    const refused = await mcpAnswer({ city: "Paris", days: 99 });
    expect(refused.isError).toBe(true);
    expect(refused.content[0]!.text).toMatch(/days/);
    await app.locator("#days").fill("99");
    await app.locator("#again").click();
    await expect.poll(() => app.locator("#error").textContent(), { timeout: 30_000 }).toBe(refused.content[0]!.text);
    expect(await app.locator("#rows tr").count()).toBe(4);

    // A render of the inspector (a filter typed) keeps the page as it is, bridge and all.
    await page.locator("#filter").fill("fore");
    expect(await app.locator("#rows tr").count()).toBe(4);
    expect(await app.locator("#error").textContent()).toBe(refused.content[0]!.text);
    await page.locator("#filter").fill("");

    if (process.env.TOOLCALL_UPDATE_SCREENSHOT === "1") {
      await app.locator("#days").fill("4");
      await app.locator("#again").click();
      await expect.poll(() => app.locator("#error").textContent(), { timeout: 30_000 }).toBe("");
      await card.locator(".app-page").scrollIntoViewIfNeeded();
      writeFileSync(IMAGE, await page.screenshot({ animations: "disabled", caret: "hide" }));
    }
  });


  it("reloads the page in place when its source is edited, with the call's input and result sent again", { timeout: 180_000 }, async () => {
    const card = page.locator('section[data-tool="forecast"]');
    const app = card.frameLocator(".app-preview iframe");
    // The page's own call left four rows; the form's call had two.
    await app.locator("#days").fill("4");
    await app.locator("#again").click();
    await expect.poll(() => app.locator("#rows tr").count(), { timeout: 30_000 }).toBe(4);
    expect(await app.locator("#edited").count()).toBe(0);

    const html = path.join(root, "src", "forecast.html");
    writeFileSync(html, readFileSync(html, "utf8").replace('<p id="error"', '<p id="edited">edited page</p>\n    <p id="error"'));

    // No new call: the edit alone brings the new page, which is handed the form's call again.
    await expect.poll(() => app.locator("#edited").count(), { timeout: 60_000 }).toBe(1);
    expect(await app.locator("#edited").textContent()).toBe("edited page");
    await expect.poll(() => app.locator("#city").textContent(), { timeout: 30_000 }).toBe("Paris: 2 days");
    expect(await app.locator("#rows tr").count()).toBe(2);
    expect(await app.locator("#days").inputValue()).toBe("2");
    expect(await card.locator(".app-preview iframe").count()).toBe(1);

    // The page's script is one of its sources too.
    const script = path.join(root, "src", "forecast-page.ts");
    writeFileSync(script, readFileSync(script, "utf8").replace("`${result.value.city}: ${result.value.days.length} days`", "`${result.value.city}, ${result.value.days.length} days`"));
    await expect.poll(() => app.locator("#city").textContent(), { timeout: 60_000 }).toBe("Paris, 2 days");
    expect(await app.locator("#edited").textContent()).toBe("edited page");
  });
});

describe("the inspector in a project without ext-apps", () => {
  let server: ViteDevServer;
  let origin: string;
  let browser: Browser;

  beforeAll(async () => {
    // Outside the workspace: no node_modules above it holds ext-apps.
    ({ server, origin } = await startMcpAppDevServer(path.join(tempDir("inspector-app-missing", { outside: true }), "project")));
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("says the preview needs @modelcontextprotocol/ext-apps, and the call's result is shown", { timeout: 180_000 }, async () => {
    const page = await openInspector(browser, origin, 1280);
    const card = page.locator('section[data-tool="forecast"]');
    await card.getByRole("button", { name: "Call forecast" }).click();
    await expect.poll(() => card.locator(".app-preview .app-note").textContent(), { timeout: 120_000 }).toMatch(/install @modelcontextprotocol\/ext-apps in this project/);
    expect(await card.locator("pre.result.ok").textContent()).toContain('"structuredContent"');
    expect(await card.locator(".app-preview iframe").count()).toBe(0);
  });
});
