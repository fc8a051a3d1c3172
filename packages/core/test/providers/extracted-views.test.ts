import { describe, expect, it } from "vitest";
import { buildProviderViews } from "../../src/providers/views.js";
import { extractFixture } from "../extract/helpers.js";
import { checkAnthropicStrict, checkAnthropicTool } from "./checkers/anthropic.js";
import { checkGeminiDeclaration } from "./checkers/gemini.js";
import { checkMcpTool } from "./checkers/mcp.js";
import { checkOpenAIFunction, checkOpenAIStrict } from "./checkers/openai.js";
import { recursiveDefNames } from "./checkers/walk.js";

// Beyond the hand-written fixtures: every schema the real extractor derives
// from its own fixture projects must give views each provider accepts.
const projects = ["types", "params", "markers", "descriptions", "discovery", "resolution"];

describe.each(projects)("views of the extractor's %s fixture", (project) => {
  const { tools } = extractFixture(project);
  const views = buildProviderViews(tools);

  it("has tools", () => {
    expect(tools.length).toBeGreaterThan(0);
  });

  it.each(tools.map((t, i) => [t.name, i] as const))("%s passes every provider's checker", (_, i) => {
    expect(checkOpenAIFunction(views.openai[i])).toEqual([]);
    expect(checkOpenAIStrict(views.openaiStrict[i].parameters)).toEqual([]);
    expect(checkAnthropicTool(views.anthropic[i])).toEqual([]);
    const strict = checkAnthropicStrict(views.anthropicStrict[i].input_schema);
    if (recursiveDefNames(views.anthropic[i].input_schema).length === 0) expect(strict).toEqual([]);
    else expect(strict.every((e) => e.includes("recursion"))).toBe(true);
    // Gemini refuses recursion through required properties; checkProviders warns about exactly those.
    expect(checkGeminiDeclaration(views.gemini[i]).filter((e) => !e.includes("recursive"))).toEqual([]);
    expect(checkMcpTool(views.mcp[i])).toEqual([]);
  });
});
