import { describe, expect, it } from "vitest";
import { applyStrict } from "../../src/project/diagnostics.js";
import { checkProviders } from "../../src/providers/check.js";
import { extractSources, located } from "../extract/helpers.js";

// A rich part a provider's tool result has no place for is a warning at the
// tool's return type, naming the provider and what the model gets instead.
const { tools } = extractSources({
  "tools.ts": `
import type { AudioContent, ImageContent, ResourceLink } from "unplugin-toolcall/types";
/** @tool */ export function snap(): ImageContent { return null!; }
/** @tool */ export function both(): (AudioContent | ResourceLink | string)[] { return null!; }
/** @tool */ export function plain(): string { return ""; }
`,
});
const rich = checkProviders(tools).filter((d) => d.code.endsWith("_RICH_RESULT"));

describe("rich parts a provider cannot carry", () => {
  it("warn per provider at the return type, and never for a tool without parts", () => {
    expect(located(rich)).toEqual([
      "TC_PROVIDER_OPENAI_RICH_RESULT tools.ts:4:38",
      "TC_PROVIDER_ANTHROPIC_RICH_RESULT tools.ts:4:38",
      "TC_PROVIDER_GEMINI_RICH_RESULT tools.ts:4:38",
      "TC_PROVIDER_AI_SDK_RICH_RESULT tools.ts:4:38",
      "TC_PROVIDER_OPENAI_RICH_RESULT tools.ts:3:38",
    ]);
  });

  it("say which API gets a note in place of which kind", () => {
    const [openaiBoth, anthropic, , aiSdk, openaiSnap] = rich;
    expect(openaiBoth!.message).toBe(
      'Tool "both": it may return rich parts; Chat Completions gets a text note in place of audio, a resource link; Responses gets a text note in place of audio, a resource link. (OpenAI: a Chat tool message holds text only, a Responses function output text, images and files; another rich part is sent as a text note.)',
    );
    expect(anthropic!.message).toContain("Anthropic gets a text note in place of audio, a resource link.");
    expect(aiSdk!.message).toContain("The AI SDK gets a text note in place of a resource link.");
    expect(openaiSnap!.message).toContain("Chat Completions gets a text note in place of an image.");
    // Responses takes images: only Chat is named.
    expect(openaiSnap!.message.split(" (OpenAI:")[0]).not.toContain("Responses");
  });

  it("stay warnings under strict: the tool works there, with the note", () => {
    expect(applyStrict(rich, true).every((d) => d.severity === "warning")).toBe(true);
  });
});
