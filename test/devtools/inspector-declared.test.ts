/**
 * The inspector's resources, resource templates and prompts, in Chromium:
 * each listed with its description, URI or template and arguments; a
 * resource read and a prompt got through the real `mcpHandler` of
 * `virtual:tools`, shown as a client would (text as text, a PNG blob as the
 * image, another blob as its size and type, messages with their roles),
 * with MCP's own errors; fields suggest what `completion/complete` gives.
 * A tool's image result is shown as the image too.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poll } from "../helpers/poll.js";
import { launchChromium, openInspector } from "./chromium.js";
import { startPlaygroundDevServer, type PlaygroundDevServer } from "./dev-server.js";

/** A 1x1 PNG. */
const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

const CONTENT = `"use tools";
import { image, type ImageContent, type Int, type PromptMessage } from "unplugin-toolcall/types";

/**
 * The app's settings.
 * @resource config://app
 * @mimeType application/json
 */
export function appSettings(): string {
  return JSON.stringify({ theme: "dark" });
}

/**
 * The app's logo.
 * @resource assets://logo
 * @mimeType image/png
 */
export function logo(): Uint8Array {
  return Uint8Array.from(atob("${PNG}"), (c) => c.charCodeAt(0));
}

/**
 * Last night's backup.
 * @resource backups://latest
 * @mimeType application/zip
 */
export function backup(): Uint8Array {
  return new Uint8Array(1234);
}

/**
 * One order of a customer's plan.
 * @resource orders://{plan}/{number}
 */
export function order(plan: "free" | "pro", number: Int): string {
  return \`Order \${number} on the \${plan} plan.\`;
}

/**
 * Asks for a code review.
 * @prompt
 * @param code The code to review.
 * @complete language languages
 */
export function review_code(code: string, language: string, depth: "quick" | "thorough" = "quick"): PromptMessage[] {
  return [
    { role: "user", content: { type: "text", text: \`Give a \${depth} review of this \${language} code: \${code}\` } },
    { role: "assistant", content: { type: "text", text: "Paste it and I will." } },
    { role: "user", content: image(logo(), "image/png") },
  ];
}

/** The week's sales chart, with a caption. */
export function salesChart(): (string | ImageContent)[] {
  return ["Sales, week 1", image(logo(), "image/png")];
}

/**
 * What review_code's language completes to.
 * @tool false
 */
export function languages(typed: string): string[] {
  return ["go", "python", "rust", "typescript"].filter((name) => name.startsWith(typed));
}
`;

describe("resources and prompts in the inspector", () => {
  let dev: PlaygroundDevServer;
  let browser: Browser;
  let page: Page;
  const card = (id: string) => page.locator(`section#${id}`);

  beforeAll(async () => {
    dev = await startPlaygroundDevServer("inspector-declared", { files: { "src/tools/content.ts": CONTENT } });
    browser = await launchChromium();
    page = await openInspector(browser, dev.origin, 1280);
  });

  afterAll(async () => {
    await browser?.close();
    await dev?.close();
  });

  it("lists each with its kind, description, URI or template, and arguments", async () => {
    expect(await card("resource-appSettings").locator("h2").innerText()).toBe("resource appSettings");
    expect(await card("resource-appSettings").locator("code.uri").innerText()).toBe("config://app");
    expect(await card("resource-appSettings").locator(".description").innerText()).toBe("The app's settings.");
    expect(await card("resource-order").locator("h2").innerText()).toBe("resource template order");
    expect(await card("resource-order").locator("code.uri").innerText()).toBe("orders://{plan}/{number}");
    expect(await card("resource-order").locator("table.params tbody tr").allInnerTexts()).toEqual(['plan\t"free" | "pro"\tyes\t', "number\tinteger\tyes\t"]);
    expect(await card("prompt-review_code").locator("h2").innerText()).toBe("prompt review_code");
    expect((await card("prompt-review_code").locator("table.params tbody tr").allInnerTexts()).map((r) => r.split("\t").slice(0, 3))).toEqual([
      ["code", "string", "yes"],
      ["language", "string", "yes"],
      ["depth", '"quick" | "thorough"', ""],
    ]);
    expect(await page.getByRole("navigation", { name: "Resources and prompts" }).getByRole("link").allInnerTexts()).toEqual(["appSettings", "backup", "logo", "order", "review_code"]);
    // The completion function is neither a tool nor a prompt.
    expect(await page.locator('section[data-tool="languages"], section#prompt-languages').count()).toBe(0);
  });

  it("reads a text resource", async () => {
    await card("resource-appSettings").getByRole("button", { name: "Read resource" }).click();
    expect(await card("resource-appSettings").locator("pre.result.ok").innerText()).toBe('{"theme":"dark"}');
    expect(await card("resource-appSettings").locator(".answer p.muted").innerText()).toBe("config://app application/json");
  });

  it("shows an image blob as the image, and another blob as its size and type", async () => {
    await card("resource-logo").getByRole("button", { name: "Read resource" }).click();
    const image = card("resource-logo").locator("img.blob");
    await image.waitFor();
    expect(await image.evaluate((img) => [(img as HTMLImageElement).complete, (img as HTMLImageElement).naturalWidth, (img as HTMLImageElement).naturalHeight])).toEqual([true, 1, 1]);
    expect(await card("resource-logo").locator("p.blob").innerText()).toBe("70 bytes of image/png");

    await card("resource-backup").getByRole("button", { name: "Read resource" }).click();
    expect(await card("resource-backup").locator("p.blob").innerText()).toBe("1234 bytes of application/zip");
    expect(await card("resource-backup").locator("img").count()).toBe(0);
  });

  it("reads a template with the URI its fields make, and shows MCP's checking error for a bad variable", async () => {
    const order = card("resource-order");
    await order.getByLabel("plan").fill("pro");
    await order.getByLabel("number").fill("42");
    expect(await order.locator("code.read-uri").innerText()).toBe("orders://pro/42");
    await order.getByRole("button", { name: "Read resource" }).click();
    expect(await order.locator("pre.result.ok").innerText()).toBe("Order 42 on the pro plan.");

    await order.getByLabel("number").fill("4x");
    await order.getByRole("button", { name: "Read resource" }).click();
    await order.locator("pre.result.error").waitFor();
    expect(await order.locator("pre.result.error").innerText()).toBe("MCP error -32602: Invalid arguments for resource `order`:\n- number: expected an integer, received \"4x\"");
  });

  it("gets a prompt: its messages with their roles; a missing argument is MCP's error", async () => {
    const prompt = card("prompt-review_code");
    await prompt.getByRole("button", { name: "Get prompt" }).click();
    await prompt.locator("pre.result.error").waitFor();
    expect(await prompt.locator("pre.result.error").innerText()).toMatch(/^MCP error -32602: Invalid arguments for prompt `review_code`:\n- code: .*missing/);

    await prompt.getByLabel("code", { exact: true }).fill("let x = 1");
    await prompt.getByLabel("language").fill("rust");
    await prompt.getByLabel("depth").fill("thorough");
    await prompt.getByRole("button", { name: "Get prompt" }).click();
    await prompt.locator("ol.messages").waitFor();
    const messages = await prompt
      .locator("ol.messages li")
      .evaluateAll((items) => items.map((li) => [li.querySelector(".role")!.textContent, li.querySelector("pre")?.textContent ?? li.querySelector("p.blob")?.textContent]));
    expect(messages).toEqual([
      ["user", "Give a thorough review of this rust code: let x = 1"],
      ["assistant", "Paste it and I will."],
      ["user", "70 bytes of image/png"],
    ]);
    expect(await prompt.locator("ol.messages img.blob").evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
  });

  it("suggests values from completion/complete: a literal union's, and a @complete function's", async () => {
    const suggestions = (id: string, field: string) =>
      card(id)
        .getByLabel(field, { exact: true })
        .evaluate((input) => Array.from((input as HTMLInputElement).list?.options ?? []).map((o) => o.value));
    await card("resource-order").getByLabel("plan").fill("");
    await poll("the plan's values", async () => ((await suggestions("resource-order", "plan")).length === 2 ? true : undefined));
    expect(await suggestions("resource-order", "plan")).toEqual(["free", "pro"]);
    await card("prompt-review_code").getByLabel("language").fill("py");
    await poll("the languages", async () => ((await suggestions("prompt-review_code", "language")).length === 1 ? true : undefined));
    expect(await suggestions("prompt-review_code", "language")).toEqual(["python"]);
  });

  it("shows a tool's image result as the image, above the ToolResult", async () => {
    const chart = page.locator('section[data-tool="salesChart"]');
    await chart.locator("button.call").click();
    await chart.locator("pre.result.ok").waitFor();
    expect(await chart.locator(".rich img.blob").evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
    expect(await chart.locator(".rich p.blob").innerText()).toBe("70 bytes of image/png");
    expect(JSON.parse(await chart.locator("pre.result.ok").innerText()).value[0]).toBe("Sales, week 1");
  });

  it("fits a 390 px screen with every answer shown", async () => {
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await page.locator("section.declared .answer, section.declared pre.result").count()).toBeGreaterThan(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("relays only reading, getting and completing to MCP", async () => {
    const response = await fetch(`${dev.origin}/__toolcall/api/mcp`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ method: "tools/call", params: { name: "forecast", arguments: { city: "Lisbon" } } }),
    });
    expect(response.status).toBe(400);
    const read = await fetch(`${dev.origin}/__toolcall/api/mcp`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ method: "resources/read", params: { uri: "nothing://here" } }) });
    expect(await read.json()).toMatchObject({ jsonrpc: "2.0", error: { code: -32002, message: "Resource not found: nothing://here" } });
    const other = await fetch(`${dev.origin}/__toolcall/api/mcp`, { method: "POST", headers: { "Content-Type": "application/json", Origin: "http://evil.example" }, body: "{}" });
    expect(other.status).toBe(403);
  });
});
