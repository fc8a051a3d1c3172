import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Extractor, type ExtractorOptions } from "../../src/extract/index.js";
import { located } from "./helpers.js";

const ROOT = "/project";

/** Extracts in-memory files with extractor options. */
function extract(files: Record<string, string>, options: Partial<ExtractorOptions>) {
  const byPath = new Map(Object.entries(files).map(([p, text]) => [join(ROOT, p), text]));
  return new Extractor({ root: ROOT, readFile: (p) => byPath.get(p), ...options }).extract([...byPath.keys()]);
}

const FILES = {
  "src/files.ts": [
    `"use tools";`,
    `export function readFile(path: string) {}`,
    `export function listDirectoryEntries(path: string) {}`,
    `export function getHTTPResponse(url: string) {}`,
    `export function base64Encode(text: string) {}`,
    `export function already_snake(x: string) {}`,
    `/** @tool search_files */`,
    `export function searchFiles(pattern: string) {}`,
  ].join("\n"),
  "src/weather-report.ts": `"use tools";\nexport default function (city: string) {}\n`,
};

// The `toolName` option: names derived from export names, `@tool name` still first.
describe("toolName", () => {
  it.each([
    ["as written (default)", undefined, ["already_snake", "base64Encode", "getHTTPResponse", "listDirectoryEntries", "readFile", "search_files", "weather-report"]],
    ["snake_case", "snake_case", ["already_snake", "base64_encode", "get_http_response", "list_directory_entries", "read_file", "search_files", "weather_report"]],
    ["kebab-case", "kebab-case", ["already-snake", "base64-encode", "get-http-response", "list-directory-entries", "read-file", "search_files", "weather-report"]],
  ] as const)("%s", (_, toolName, names) => {
    const result = extract(FILES, { toolName });
    expect(result.diagnostics).toEqual([]);
    expect(result.tools.map((t) => t.name)).toEqual(names);
  });

  it("calls a function with the export name and the file relative to the root", () => {
    const seen: string[] = [];
    const result = extract(FILES, {
      toolName: (exportName, file) => {
        seen.push(`${file}#${exportName}`);
        return `${file.split("/").pop()!.replace(/\.ts$/, "")}_${exportName}`.replace(/-/g, "_");
      },
    });
    expect(seen).toContain("src/files.ts#readFile");
    expect(seen).toContain("src/weather-report.ts#weather-report");
    expect(seen).not.toContain("src/files.ts#searchFiles");
    expect(result.tools.map((t) => t.name)).toContain("files_readFile");
    expect(result.tools.map((t) => t.name)).toContain("search_files");
  });

  it("still checks what it makes for validity and duplicates", () => {
    const result = extract(
      {
        "src/a.ts": `"use tools";\nexport function readFile(p: string) {}\nexport function read_file(p: string) {}\n`,
        "src/b.ts": `"use tools";\nexport function ok(p: string) {}\n`,
      },
      { toolName: (name) => (name === "ok" ? "not ok!" : "read_file") },
    );
    expect(located(result.diagnostics)).toEqual(["TC_DUPLICATE_NAME a.ts:2:17", "TC_INVALID_NAME b.ts:2:17"]);
    expect(extract(FILES, { toolName: "snake_case" }).diagnostics).toEqual([]);
    const clash = extract({ "src/a.ts": `"use tools";\nexport function readFile(p: string) {}\nexport function read_file(p: string) {}\n` }, { toolName: "snake_case" });
    expect(clash.diagnostics.map((d) => d.code)).toEqual(["TC_DUPLICATE_NAME"]);
    expect(clash.diagnostics[0].message).toContain("`read_file`");
  });

  it("reports a naming function that throws or returns no string, at the tool", () => {
    const result = extract({ "src/a.ts": `"use tools";\nexport function one(p: string) {}\nexport function two(p: string) {}\n` }, {
      toolName: ((name: string) => {
        if (name === "one") throw new Error("no names today");
        return 2;
      }) as unknown as (name: string) => string,
    });
    expect(located(result.diagnostics)).toEqual(["TC_INVALID_NAME a.ts:2:17", "TC_INVALID_NAME a.ts:3:17"]);
    expect(result.diagnostics[0].message).toContain("threw: no names today");
    expect(result.diagnostics[1].message).toContain("returned number");
  });
});
