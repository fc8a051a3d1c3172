/**
 * The inspector page in real Chromium (Debian's, headless; nothing is
 * downloaded) against a Vite dev server over the playground's tools: it
 * lists the tools with their parameter tables and views, a try-it call runs
 * the real dispatch and shows the ToolResult, and an edit of a tool file
 * updates the page over Vite's HMR channel without a reload.
 */
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poll } from "../helpers/poll.js";
import { launchChromium, openInspector } from "./chromium.js";
import { startPlaygroundDevServer, type PlaygroundDevServer } from "./dev-server.js";

describe("inspector page in Chromium", () => {
  let dev: PlaygroundDevServer;
  let browser: Browser;
  let page: Page;

  const tool = (name: string) => page.locator(`section[data-tool="${name}"]`);
  const text = (selector: string) => page.locator(selector).innerText();

  beforeAll(async () => {
    dev = await startPlaygroundDevServer("inspector");
    browser = await launchChromium();
    page = await openInspector(browser, dev.origin, 1280);
  });

  afterAll(async () => {
    await browser?.close();
    await dev?.close();
  });

  it("lists the playground's tools, each with its parameter table", async () => {
    const names = await page.locator("section[data-tool]").evaluateAll((sections) => sections.map((s) => (s as HTMLElement).dataset.tool));
    expect(names).toEqual(["forecast", "get_user", "list_my_orders", "searchPlaces", "setReminder"]);
    const rows = await tool("forecast").locator("table.params tbody tr").allInnerTexts();
    expect(rows.map((row) => row.split("\t").slice(0, 4))).toEqual([
      ["city", "string", "yes", ""],
      ["days", "integer (1..14)", "", "3"],
      ["unit", '"c" | "f"', "", '"c"'],
    ]);
    expect(await tool("forecast").locator("a.source").innerText()).toBe("src/tools/weather.ts:17:17");
    expect(await tool("forecast").locator("a.source").getAttribute("href")).toBe(
      `/__open-in-editor?file=${encodeURIComponent(path.join(dev.root, "src/tools/weather.ts").replace(/\\/g, "/") + ":17:17")}`,
    );
  });

  it("shows each view's input and output schema", async () => {
    const forecast = tool("forecast");
    expect(await forecast.locator("button.tab").allInnerTexts()).toEqual(["canonical", "openai", "openai-strict", "anthropic", "anthropic-strict", "gemini", "mcp"]);
    const canonical = JSON.parse(await forecast.locator("pre.schema.input").innerText());
    expect(canonical.properties.days).toMatchObject({ type: "integer", minimum: 1, maximum: 14, default: 3 });
    await forecast.locator('button.tab[data-view="openai-strict"]').click();
    const strict = JSON.parse(await forecast.locator("pre.schema.input").innerText());
    expect(strict.properties.days.type).toEqual(["integer", "null"]);
    expect(strict.required).toEqual(["city", "days", "unit"]);
    await forecast.locator('button.tab[data-view="gemini"]').click();
    expect(JSON.parse(await forecast.locator("pre.schema.output").innerText())).toHaveProperty("properties.days.items");
  });

  it("runs a try-it call through the real dispatch and shows the ToolResult", async () => {
    const forecast = tool("forecast");
    // Prefilled from the defaults, with a placeholder for the required city.
    expect(JSON.parse(await forecast.locator("textarea.args").inputValue())).toEqual({ city: "", days: 3, unit: "c" });
    await forecast.locator("textarea.args").fill('{"city": "Lisbon", "days": 2}');
    await forecast.locator("button.call").click();
    const result = JSON.parse(await forecast.locator("pre.result.ok").innerText());
    expect(result).toMatchObject({ ok: true, value: { city: "Lisbon", unit: "c", days: [{ date: "2026-01-01" }, { date: "2026-01-02" }] } });

    const user = tool("get_user");
    await user.locator("textarea.args").fill('{"id": "u_1", "verbose": true}');
    await user.locator("button.call").click();
    const error = JSON.parse(await user.locator("pre.result.error").innerText());
    expect(error).toMatchObject({ ok: false, error: { code: "invalid_arguments" } });
    expect(error.error.message).toContain("unknown property `verbose`");
  });

  it("updates live when a tool file changes, without reloading the page", async () => {
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const renders = Number(await page.locator("body").getAttribute("data-renders"));
    dev.edit("src/tools/weather.ts", (source) => source.replace("days: Int & Min<1> & Max<14> = 3", "days: Int & Min<1> & Max<7> = 3"));
    await poll("the page to show the new bound", async () =>
      (await text('section[data-tool="forecast"] table.params')).includes("integer (1..7)") ? true : undefined,
    );
    expect(Number(await page.locator("body").getAttribute("data-renders"))).toBeGreaterThan(renders);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // What the user typed and got back survives the update.
    expect(await tool("forecast").locator("textarea.args").inputValue()).toBe('{"city": "Lisbon", "days": 2}');
    await expect(tool("forecast").locator("pre.result.ok").count()).resolves.toBe(1);

    dev.edit("src/tools/weather.ts", (source) => source + "\nexport function total(...values: number[]) {\n  return values.length;\n}\n");
    const diagnostic = page.locator(".diagnostic.error");
    await diagnostic.waitFor();
    expect(await diagnostic.innerText()).toContain("TC_REST_PARAMETER");
    expect(await diagnostic.locator("pre.frame").innerText()).toContain("export function total(...values: number[]) {");
    expect(await diagnostic.locator("a.source").getAttribute("href")).toMatch(/^\/__open-in-editor\?file=.*weather\.ts%3A\d+%3A\d+$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  it("lists a resource template and a prompt apart from the tools, with their URI and arguments", async () => {
    dev.edit(
      "src/tools/accounts.ts",
      (source) =>
        `${source}\n/**\n * A user's card.\n * @resource users://{id}/card\n */\nexport function card(id: string): string {\n  return id;\n}\n` +
        `\n/**\n * Greets a user.\n * @prompt\n * @param who Whom to greet.\n */\nexport function greet(who: string): string {\n  return who;\n}\n`,
    );
    const card = page.locator("section#resource-card");
    await card.waitFor();
    expect(await card.locator("code.uri").innerText()).toBe("users://{id}/card");
    expect(await page.locator("section#prompt-greet table tbody tr").allInnerTexts()).toEqual(["who\tstring\tyes\tWhom to greet."]);
    // No tool card: they are read and got through MCP (inspector-declared.test.ts), not called as tools.
    expect(await page.locator('section[data-tool="card"], section[data-tool="greet"]').count()).toBe(0);
  });

  it("refuses API calls from another origin", async () => {
    const response = await fetch(`${dev.origin}/__toolcall/api/state`, { headers: { Origin: "http://evil.example" } });
    expect(response.status).toBe(403);
  });
});
