/**
 * An edit to a tsconfig in an extends chain, to a linked package's
 * package.json or to a declaration file it reaches re-extracts exactly the
 * tool modules whose types depend on it (the fixture's weather.ts imports
 * `Level` through tsconfig paths and `Coordinates` from geo-kit; users.ts
 * neither).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { Extractor, publicSchema, type JsonSchema } from "@toolcall/core";
import { copyFixture } from "./helpers.js";
import { listFiles } from "./scenario.js";

const root = copyFixture("dependencies");

const edit = (file: string, change: (text: string) => string) => {
  const full = path.join(root, file);
  writeFileSync(full, change(readFileSync(full, "utf8")));
};

describe("what an edit outside the project's files re-extracts", () => {
  const extractor = new Extractor({ root });
  const files = listFiles(path.join(root, "src")).map((f) => path.join(root, "src", f));
  const alertsParam = (name: string): JsonSchema => {
    const alerts = extractor.extract(files).tools.find((t) => t.name === "alerts")!;
    return (publicSchema(alerts.inputSchema).properties as Record<string, JsonSchema>)[name];
  };

  it("starts from the fixture's types", () => {
    expect(alertsParam("level")).toEqual({ type: "string", enum: ["low", "lower"] });
    expect(Object.keys(alertsParam("at").properties as object)).toEqual(["lat", "lon"]);
    expect(extractor.extract(files).dependencies).toEqual(
      expect.arrayContaining([path.join(root, "tsconfig.json"), path.join(root, "tsconfig.paths.json"), path.join(root, "packages/geo-kit/package.json"), path.join(root, "packages/geo-kit/types/v1.d.ts")]),
    );
    expect(extractor.lastModuleCount).toBe(0);
  });

  it.each([
    ["a tsconfig in the extends chain", "tsconfig.paths.json", (t: string) => t.replace("levels/low.ts", "levels/high.ts"), 1],
    ["the linked package's package.json", "packages/geo-kit/package.json", (t: string) => t.replace("v1.d.ts", "v2.d.ts"), 1],
    ["the declaration file exports names", "packages/geo-kit/types/v2.d.ts", (t: string) => t.replace("alt?: number;", "alt?: number;\n  label: string;"), 1],
    ["a declaration file nothing reaches", "packages/geo-kit/types/v1.d.ts", (t: string) => t.replace("lon: number;", "lon: string;"), 0],
    ["the root tsconfig, no import resolving otherwise", "tsconfig.json", (t: string) => t.replace('"strict": true', '"strict": false'), 0],
    ["the root tsconfig, a path mapping added", "tsconfig.json", (t: string) => t.replace('"types": []', '"types": [],\n    "paths": { "geo-kit": ["./nowhere.ts"] }'), 1],
  ])("%s: %s", (_what, file, change, modules) => {
    edit(file, change);
    extractor.extract(files);
    expect(extractor.lastModuleCount).toBe(modules);
  });

  it("ends with the types the edits named", () => {
    // The root's own `paths` replaces the extended one, so `@level` is no longer mapped; a `paths`
    // target that is not there falls back to node_modules, as in tsc, so geo-kit still resolves.
    expect(extractor.extract(files).diagnostics.map((d) => d.message)).toEqual([expect.stringContaining('imported from "@level", which was not found')]);
    edit("tsconfig.json", (t) => t.replace('"geo-kit": ["./nowhere.ts"]', '"geo-kit": ["./packages/geo-kit/types/v2.d.ts"], "@level": ["./levels/high.ts"]'));
    expect(alertsParam("level")).toEqual({ type: "string", enum: ["high", "higher"] });
    expect(Object.keys(alertsParam("at").properties as object)).toEqual(["lat", "lon", "alt", "label"]);
  });
});
