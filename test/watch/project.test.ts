/**
 * The differential test without a bundler: one long-lived ToolProject told
 * about each change through `notify` must give, after every step, exactly
 * what a cold ToolProject of the same files gives (module text, diagnostics).
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ToolProject, formatDiagnostic } from "@toolcall/core";
import { applyChanges, initialState, random, step } from "./scenario.js";
import { STEPS, coldBuild, composeModule, copyFixture, projectModule, projectOptions } from "./helpers.js";

describe.each([
  { seed: 1, allowErrors: true },
  { seed: 2, allowErrors: false },
])("ToolProject.notify vs a cold build (seed $seed)", ({ seed, allowErrors }) => {
  it(`stays equal over ${STEPS} random steps`, () => {
    const root = copyFixture(`project-${seed}`);
    const state = initialState();
    const rand = random(seed);
    const project = new ToolProject(projectOptions(root));
    let previous = coldBuild(root);
    expect(projectModule(project)).toBe(previous.code);
    const history: string[] = [];
    // What a dev server holds: parts load once and are dropped only when `takeChangedParts` names them.
    const cache = new Map<string, string | undefined>();
    const served = () =>
      composeModule(project.moduleCode(), (id) => {
        if (!cache.has(id)) cache.set(id, project.partCode(id));
        return cache.get(id);
      });
    expect(served()).toBe(previous.code);

    for (let i = 0; i < STEPS; i++) {
      const { label, changes } = step(state, rand, { allowErrors });
      history.push(`${i}: ${label}`);
      applyChanges(root, state, changes);
      const flagged = changes.map((c) => project.notify(path.join(root, c.file), c.event));
      const cold = coldBuild(root);
      const context = history.slice(-5).join("\n");

      for (const id of project.takeChangedParts()) cache.delete(id);
      expect(served(), context).toBe(cold.code);
      expect(projectModule(project), context).toBe(cold.code);
      expect(project.diagnostics().map(formatDiagnostic), context).toEqual(cold.diagnostics);
      // No false negative: whenever the output changed, some notify said it may have.
      if (cold.code !== previous.code || cold.diagnostics.join() !== previous.diagnostics.join()) {
        expect(flagged.some(Boolean), context).toBe(true);
      }
      previous = cold;
    }
    // The walk must have exercised something: tools came and went.
    expect(history.some((h) => h.includes("delete tool file"))).toBe(true);
    expect(history.some((h) => h.includes("rename type file"))).toBe(true);
    // ...and what comes from outside the project's files: a tsconfig in the extends chain, a linked package.
    expect(history.some((h) => h.includes("in tsconfig.paths.json"))).toBe(true);
    expect(history.some((h) => h.includes("geo-kit's package.json"))).toBe(true);
    expect(history.some((h) => /edit geo-kit's types\/v\d\.d\.ts$/.test(h))).toBe(true);
    expect(history.some((h) => h.endsWith("(not the one exports names)"))).toBe(true);
  });
});

describe("the differential comparison", () => {
  it("can fail: a project that is never told about changes soon differs from a cold build", () => {
    const root = copyFixture("project-control");
    const state = initialState();
    const rand = random(3);
    const deaf = new ToolProject(projectOptions(root));
    deaf.moduleCode();
    let differed = false;
    for (let i = 0; i < 20 && !differed; i++) {
      applyChanges(root, state, step(state, rand, { allowErrors: false }).changes);
      differed = projectModule(deaf) !== coldBuild(root).code;
    }
    expect(differed).toBe(true);
  });
});
