/**
 * The README's test command is what CI runs. Text against text, so it is a
 * unit test; the README's examples need the built plugin and a bundler and are
 * run by test/docs/readme.test.ts (e2e).
 */
import { expect, it } from "vitest";
import { docSection, readPage, REPO_DIR } from "./pages.js";

it("the README gives the test command that CI runs", () => {
  const command = /\| run every test \| `([^`]+)` \|/.exec(docSection("README.md", "The two commands"))?.[1];
  expect(command).toBeTruthy();
  expect(readPage(".ci/run", REPO_DIR).split("\n")).toContain(command);
});
