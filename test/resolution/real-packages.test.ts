import { readFileSync, realpathSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { Extractor, publicSchema, type JsonSchema } from "@toolcall/core";
import { TEST_DIR } from "../helpers/paths.js";
import { tempDir } from "../helpers/temp-dir.js";
import { layout } from "../helpers/layout.js";

/** The string literals of `export type <name> = 'a' | 'b' ...;` in a published declaration file. */
function literalsOf(file: string, name: string): string[] {
  const text = readFileSync(file, "utf8");
  const declaration = new RegExp(`export type ${name} = ([^;]+);`).exec(text);
  if (!declaration) throw new Error(`${name} not found in ${file}`);
  return [...declaration[1].matchAll(/'([^']*)'/g)].map((m) => m[1]);
}

// Provider SDKs of the test workspace, as published: their own package.json `exports`, `.d.mts` twins, `declare enum`.
describe("types from published packages", () => {
  const root = tempDir("real-packages");
  // Where tsc reads them: the workspace's node_modules links resolved.
  const packageDir = (name: string) => realpathSync(path.join(TEST_DIR, "node_modules", name));

  it("give tool parameters their types", () => {
    layout(root, {
      "tsconfig.json": `{ "compilerOptions": { "module": "esnext", "moduleResolution": "bundler" } }`,
      "src/tool.ts": [
        `"use tools";`,
        `import type { ReasoningEffort } from "openai/resources/shared";`,
        `import type { CacheControlEphemeral } from "@anthropic-ai/sdk/resources/messages";`,
        `import type { HarmBlockThreshold } from "@google/genai";`,
        `export function t(effort: ReasoningEffort, cache: CacheControlEphemeral, threshold: HarmBlockThreshold) {}`,
        ``,
      ].join("\n"),
    });
    // test/.tmp/toolcall-real-packages-XXXXXX/src -> test/node_modules, as tsc walks up.
    const result = new Extractor({ root }).extract([path.join(root, "src/tool.ts")]);
    expect(result.diagnostics).toEqual([]);
    const props = publicSchema(result.tools[0].inputSchema).properties as Record<string, JsonSchema>;

    const efforts = literalsOf(path.join(packageDir("openai"), "resources/shared.d.mts"), "ReasoningEffort");
    expect(efforts).toContain("high");
    expect(props.effort).toMatchObject({ type: ["string", "null"], enum: [...efforts, null], description: expect.stringMatching(/^Constrains effort on reasoning/) });

    expect(props.cache).toMatchObject({
      type: "object",
      properties: { type: { type: "string", const: "ephemeral" }, ttl: { type: "string", enum: ["5m", "1h"] } },
      required: ["type"],
      additionalProperties: false,
    });
    expect((props.cache.properties as Record<string, JsonSchema>).ttl.description).toMatch(/time-to-live/);

    expect(props.threshold).toMatchObject({ type: "string", enum: expect.arrayContaining(["BLOCK_LOW_AND_ABOVE", "BLOCK_NONE", "OFF"]) });
    expect(result.dependencies).toEqual(
      expect.arrayContaining([
        path.join(packageDir("openai"), "package.json"),
        path.join(packageDir("openai"), "resources/shared.d.mts"),
        path.join(packageDir("@google/genai"), "dist/genai.d.ts"),
      ]),
    );
  });
});
