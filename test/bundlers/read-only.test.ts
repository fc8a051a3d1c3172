/**
 * `tools` is read-only all the way down (docs/virtual-module.md): its schemas are the
 * objects the provider views are copied from, so mutating one must fail
 * rather than leak into what later `openaiTools()`/`mcpTools()` calls return.
 * The views themselves are fresh copies the caller may change.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { buildBasic } from "../helpers/build-basic.js";
import { tempDir } from "../helpers/temp-dir.js";

type Schema = { properties: Record<string, Record<string, unknown>> };
interface Built {
  tools: readonly { name: string; inputSchema: Schema }[];
  openaiTools(): { function: { name: string; parameters: Schema } }[];
  mcpTools(): { name: string; inputSchema: Schema }[];
}

describe("tools is deeply read-only; views are copies", () => {
  let mod: Built;
  beforeAll(async () => {
    const tmp = tempDir("read-only");
    const out = await buildBasic("esbuild", path.join(tmp, "dist"), { dts: false });
    mod = await import(pathToFileURL(out.file).href);
  });

  it("refuses changes to a tool's schema at any depth", () => {
    const forecast = mod.tools.find((t) => t.name === "forecast")!;
    expect(Object.isFrozen(mod.tools)).toBe(true);
    expect(() => {
      forecast.inputSchema.properties.city.description = "changed";
    }).toThrow(TypeError);
    expect(forecast.inputSchema.properties.city.description).not.toBe("changed");
  });

  it("hands out views the caller may change without touching tools or later views", () => {
    const first = mod.openaiTools().find((t) => t.function.name === "forecast")!;
    const canonical = mod.tools.find((t) => t.name === "forecast")!.inputSchema;
    expect(first.function.parameters).toEqual(canonical);
    first.function.parameters.properties.city.description = "changed";
    const again = mod.openaiTools().find((t) => t.function.name === "forecast")!;
    expect(again.function.parameters).toEqual(canonical);
    expect(mod.mcpTools().find((t) => t.name === "forecast")!.inputSchema.properties.city).toEqual(canonical.properties.city);
  });
});
