/**
 * The README's test command is what CI runs. Text against text, so it is a
 * unit test; the README's examples need the built plugin and a bundler and are
 * run by test/docs/readme.test.ts (e2e).
 */
import { expect, it } from "vitest";
import { docExample, docSection, readPage, REPO_DIR } from "./pages.js";

it("the README gives the test command that CI runs", () => {
  const command = /\| run every test \| `([^`]+)` \|/.exec(docSection("README.md", "The two commands"))?.[1];
  expect(command).toBeTruthy();
  expect(readPage(".ci/run", REPO_DIR).split("\n")).toContain(command);
});

/** The README's `npm i` lines -> the packages they install. */
function installed(): string[] {
  return docExample("README.md", "install")
    .trim()
    .split("\n")
    .flatMap((line) => {
      const words = line.trim().split(/\s+/);
      expect(words.slice(0, 2), line).toEqual(["npm", "i"]);
      return words.slice(2).filter((word) => !word.startsWith("-"));
    });
}

it("the README's install lines install every package its TypeScript examples import", () => {
  const code = [...readPage("README.md").matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!).join("\n");
  const imported = [...code.matchAll(/\bfrom\s+["']([^"'.][^"']*)["']/g)]
    .map((m) => m[1]!)
    .filter((spec) => spec !== "virtual:tools" && !spec.startsWith("node:"))
    // A subpath (`unplugin-toolcall/vite`) is its package's.
    .map((spec) => spec.split("/").slice(0, spec.startsWith("@") ? 2 : 1).join("/"));
  expect(imported).toEqual(expect.arrayContaining(["unplugin-toolcall", "vite", "openai"]));
  expect([...new Set(imported)].filter((name) => !installed().includes(name))).toEqual([]);
});

it("the README's quick start starts from an empty folder: it creates an ES module package and gives the type-check command", () => {
  const create = docExample("README.md", "create");
  expect(create).toMatch(/^mkdir (\S+) && cd \1$/m);
  expect(create).toContain("npm init -y");
  expect(create).toContain("npm pkg set type=module");
  // tsc from the install line, with the README's tsconfig.
  expect(installed()).toContain("typescript");
  expect(docExample("README.md", "typecheck").trim()).toBe("npx tsc -p tsconfig.json");
});
