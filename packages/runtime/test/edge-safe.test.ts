// The runtime ships into edge bundles: a guard against a Node API or a
// run-time compiler slipping into its sources.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const srcDir = new URL("../src/", import.meta.url);
// Every source, in subfolders too (providers/, mcp/).
const files = (readdirSync(srcDir, { recursive: true }) as string[]).filter((f) => f.endsWith(".ts")).map((f) => f.replace(/\\/g, "/"));

describe("runtime sources are edge-safe", () => {
  it("has sources to check", () => {
    expect(files).toContain("dispatch.ts");
    expect(files).toContain("mcp/handler.ts");
  });
  it.each(files)("%s uses no Node API, eval or new Function", (file) => {
    // Comments may name what the code avoids.
    const text = readFileSync(new URL(file, srcDir), "utf8").replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
    expect(text).not.toMatch(/from\s+["']node:|\brequire\(|\bprocess\.|\bBuffer\b/);
    expect(text).not.toMatch(/\beval\(|new Function\b/);
    const imports = [...text.matchAll(/^(?:import|export)\b[^;()]*?\bfrom\s+["']([^"']+)["']/gm)].map((m) => m[1]);
    expect(imports.every((i) => i.startsWith("./") || i.startsWith("../"))).toBe(true);
  });
});
