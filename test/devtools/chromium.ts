/**
 * Debian's Chromium, headless, for the inspector's browser tests, and the
 * small questions those tests ask a page.
 */
import { existsSync } from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";

const CHROMIUM = "/usr/bin/chromium";

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install Debian's chromium (apt-get install -y chromium), as .ci/run does`);
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ["--no-sandbox", "--disable-background-networking"] });
}

export interface InspectorPageOptions {
  /** More of Playwright's options for the new page (a time zone, a locale, a pixel ratio). */
  page?: Omit<NonNullable<Parameters<Browser["newPage"]>[0]>, "viewport">;
  /** Runs on the new page before it loads the inspector: for what must see the first request (a request log, a fixed clock). */
  beforeLoad?: (page: Page) => void | Promise<void>;
}

/** The inspector of the dev server at `origin`, in a new page WIDTH px wide, once its tools are shown. */
export async function openInspector(browser: Browser, origin: string, width: number, { page: pageOptions, beforeLoad }: InspectorPageOptions = {}): Promise<Page> {
  const page = await browser.newPage({ ...pageOptions, viewport: { width, height: 900 } });
  await beforeLoad?.(page);
  await page.goto(`${origin}/__toolcall/`);
  await page.locator("section[data-tool]").first().waitFor();
  return page;
}

/** The focused element's id ("" for one without, "BODY" when focus fell to the body). */
export const activeId = (page: Page) => page.evaluate(() => (document.activeElement === document.body ? "BODY" : (document.activeElement?.id ?? "")));

/** How many times the page has rendered: a live update renders once more. */
export const renders = async (page: Page) => Number(await page.locator("body").getAttribute("data-renders"));
