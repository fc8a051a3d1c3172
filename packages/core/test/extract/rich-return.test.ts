import { describe, expect, it } from "vitest";
import { viewSource } from "../../src/providers/views.js";
import { extractSources, located, toolNamed } from "./helpers.js";

// docs/declaring-tools.md, "Rich results": which return types name rich
// parts, and what is left of them for the outputSchema.
const source = `
import type { ImageContent, AudioContent, ResourceLink, EmbeddedResource, RichContent as Rich } from "unplugin-toolcall/types";
export interface Chart { title: string; points: number[] }
/** @tool */ export async function photo(): Promise<ImageContent> { return null!; }
/** @tool */ export function either(): AudioContent | string { return null!; }
/** @tool */ export function mixed(): (ImageContent | string | Chart)[] { return null!; }
/** @tool */ export function several(): Array<Rich | string | Chart | number> { return null!; }
/** @tool */ export function texts(): readonly (ResourceLink | EmbeddedResource | string)[] { return null!; }
/** @tool */ export function plain(): (string | Chart)[] { return null!; }
type Hidden = { picture: ImageContent };
/** @tool */ export function nested(): Hidden { return null!; }
`;

describe("rich result parts in a return type", () => {
  const result = extractSources({ "tools.ts": source });

  it.each([
    ["photo", ["image"], undefined],
    ["either", ["audio"], undefined],
    ["texts", ["resource_link", "resource"], undefined],
  ])("%s names %j and has no outputSchema (rich parts and text are not structured data)", (name, kinds, schema) => {
    const tool = toolNamed(result, name);
    expect(tool.richResult?.kinds).toEqual(kinds);
    expect(tool.outputSchema).toEqual(schema);
    expect(viewSource(tool).view?.rich).toBe(true);
  });

  it("keeps the structured items of a mixed array as the outputSchema", () => {
    const mixed = toolNamed(result, "mixed");
    expect(mixed.richResult?.kinds).toEqual(["image"]);
    expect(mixed.outputSchema).toMatchObject({ type: "object", required: ["title", "points"] });
    const several = toolNamed(result, "several");
    expect(several.richResult?.kinds).toEqual(["image", "audio", "resource_link", "resource"]);
    expect(several.outputSchema).toMatchObject({ anyOf: [{ type: "object" }, { type: "number" }] });
  });

  it("leaves a return type without parts as it was", () => {
    const plain = toolNamed(result, "plain");
    expect(plain.richResult).toBeUndefined();
    expect(plain.outputSchema).toMatchObject({ type: "array" });
    expect(viewSource(plain).view?.rich).toBeUndefined();
  });

  it("refuses a part behind an alias or inside an object, where no provider could send it", () => {
    const errors = result.diagnostics.filter((d) => d.message.includes("rich result part"));
    expect(located(errors)).toEqual(["TC_UNSUPPORTED_TYPE tools.ts:10:26"]);
    expect(errors[0]?.message).toContain("`ImageContent` is a rich result part");
  });
});
