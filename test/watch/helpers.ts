/** Shared set-up of the differential watch tests: a fresh copy of the fixture and a cold build to compare with. */
import { cpSync, mkdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ToolProject, formatDiagnostic, type ProjectOptions } from "@toolcall/core";

export const fixtureDir = fileURLToPath(new URL("./fixture/", import.meta.url));
const tmpRoot = fileURLToPath(new URL("../.tmp/", import.meta.url));

/** Steps per run: 200 by default (CI), more with TOOLCALL_DIFF_STEPS. */
export const STEPS = Number(process.env.TOOLCALL_DIFF_STEPS ?? 200);

/** The runtime entry the generated module imports, as the plugin resolves it. */
export const runtimeImport = createRequire(import.meta.url).resolve("@toolcall/runtime").split(path.sep).join("/");

/** A fresh copy of the fixture under test/.tmp (inside the workspace, so bundlers resolve packages from it). */
export function copyFixture(name: string): string {
  const root = path.join(tmpRoot, `${name}-${process.pid}-${Date.now().toString(36)}`);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(tmpRoot, { recursive: true });
  cpSync(fixtureDir, root, { recursive: true });
  return root;
}

export function projectOptions(root: string): ProjectOptions {
  return { root, runtimeImport, pluginVersion: "watch-test", dts: false };
}

/** What a cold build of the files now on disk gives: the reference every incremental result must equal. */
export function coldBuild(root: string): { code: string; diagnostics: string[]; toolNames: string[] } {
  const project = new ToolProject(projectOptions(root));
  return {
    code: project.moduleCode(),
    diagnostics: project.diagnostics().map(formatDiagnostic),
    toolNames: project.tools().map((t) => t.name),
  };
}
