/**
 * The MCP recipes of docs/frameworks.md for frameworks are the framework apps' routes
 * (test/frameworks/*), which frameworks.test.ts runs with the official MCP
 * client: the SvelteKit and Nuxt ones whole, the Hono one inside the app.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { docExample } from "../docs/pages.js";
import { FRAMEWORKS_DIR } from "./harness.js";

const app = (file: string) => readFileSync(path.join(FRAMEWORKS_DIR, file), "utf8");

describe("the MCP recipes of docs/frameworks.md", () => {
  it.each(["sveltekit/src/routes/mcp/+server.ts", "nuxt/server/routes/mcp.ts"])("%s is the app's route", (file) => {
    expect(app(file)).toBe(docExample("docs/frameworks.md", `test/frameworks/${file}`));
  });

  it("Hono: every line of the recipe is in the app", () => {
    const lines = app("hono/src/index.ts").split("\n");
    // The app imports more from virtual:tools than the recipe.
    for (const line of docExample("docs/frameworks.md", "mcp-hono").split("\n").filter((l) => l && !l.includes("virtual:tools"))) expect(lines, line).toContain(line);
    expect(lines).toContain('import { dispatch, mcpHandler, tools } from "virtual:tools";');
  });
});
