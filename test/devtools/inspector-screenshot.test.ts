/**
 * The picture of the inspector in docs/developer-tools.md (docs/inspector.png) is the page as
 * it is: a fresh Chromium screenshot of the same scene is compared with the
 * committed image pixel by pixel, and the test fails when more than a few
 * pixels differ. The scene is made deterministic (fixed clock, UTC, en-US,
 * no caret, no animations). After a deliberate visible change of the page,
 * the same comparison must fail, so the check is known to bite.
 *
 * Regenerate the image after an intended change of the page:
 *   pnpm screenshot
 * (builds, then runs this file with TOOLCALL_UPDATE_SCREENSHOT=1, which
 * writes docs/inspector.png instead of comparing).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIR } from "../helpers/paths.js";
import { launchChromium, openInspector } from "./chromium.js";
import { startPlaygroundDevServer, type PlaygroundDevServer } from "./dev-server.js";
import { compareScreenshots } from "./screenshot-compare.js";

const IMAGE = path.resolve(TEST_DIR, "../docs/inspector.png");
const UPDATE = process.env.TOOLCALL_UPDATE_SCREENSHOT === "1";
/**
 * Differing pixels allowed out of 1280 x 900 (anti-aliased edges are not
 * counted). Two runs here differ in 0; one changed word of the 12 px status
 * line differs in about 110.
 */
const TOLERANCE = 40;

describe("docs/inspector.png matches the page", () => {
  let dev: PlaygroundDevServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    dev = await startPlaygroundDevServer("inspector-screenshot");
    browser = await launchChromium();
    page = await openInspector(browser, dev.origin, 1280, {
      page: { timezoneId: "UTC", locale: "en-US", deviceScaleFactor: 1 },
      // The history pane shows the time of each call.
      beforeLoad: (opened) => opened.clock.setFixedTime(new Date("2026-01-01T09:30:00Z")),
    });
    // The scene: the forecast tool's Gemini view and a successful try-it call.
    const forecast = page.locator('section[data-tool="forecast"]');
    await forecast.locator('button.tab[data-view="gemini"]').click();
    await forecast.locator("textarea.args").fill('{"city": "Lisbon", "days": 2}');
    await forecast.locator("button.call").click();
    await forecast.locator("pre.result.ok").waitFor();
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
  });

  afterAll(async () => {
    await browser?.close();
    await dev?.close();
  });

  const shoot = () => page.screenshot({ animations: "disabled", caret: "hide" });

  it("a fresh screenshot matches the committed image", async () => {
    const fresh = await shoot();
    if (UPDATE) {
      writeFileSync(IMAGE, fresh);
      return;
    }
    const { differing, diff } = compareScreenshots(readFileSync(IMAGE), fresh);
    if (differing > TOLERANCE) {
      const out = path.resolve(TEST_DIR, ".tmp/inspector-screenshot");
      mkdirSync(out, { recursive: true });
      writeFileSync(path.join(out, "actual.png"), fresh);
      writeFileSync(path.join(out, "diff.png"), diff);
      throw new Error(
        `docs/inspector.png differs from the page in ${differing} pixels (at most ${TOLERANCE} allowed); the fresh screenshot and the difference are in ${out}. ` +
          "If the change is intended, regenerate the image with `pnpm screenshot`.",
      );
    }
  });

  it.skipIf(UPDATE)("fails when the page changes visibly: one word of the status line, one hidden table row", async () => {
    const expected = readFileSync(IMAGE);
    await page.evaluate(() => {
      const status = document.querySelector(".status .live")!;
      status.textContent = status.textContent!.replace("edit", "save");
    });
    const word = compareScreenshots(expected, await shoot()).differing;
    expect(word).toBeGreaterThan(TOLERANCE);
    await page.addStyleTag({ content: 'section[data-tool="forecast"] table.params tbody tr:last-child { display: none }' });
    expect(compareScreenshots(expected, await shoot()).differing).toBeGreaterThan(word);
  });
});
