/** Shared set-up of the differential watch tests: a fresh copy of the fixture and a cold build to compare with. */
import { cpSync, mkdirSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ToolProject, formatDiagnostic, type ProjectOptions } from "@toolcall/core";
import { tempDir } from "../helpers/temp-dir.js";

export const fixtureDir = fileURLToPath(new URL("./fixture/", import.meta.url));

/** Steps per run: 200 by default (CI), more with TOOLCALL_DIFF_STEPS. */
export const STEPS = Number(process.env.TOOLCALL_DIFF_STEPS ?? 200);

/** The runtime entry the generated module imports, as the plugin resolves it (its own `unplugin-toolcall/runtime`). */
export const runtimeImport = createRequire(import.meta.url).resolve("unplugin-toolcall/runtime").split(path.sep).join("/");

/** A fresh copy of the fixture in its own temp folder (inside the workspace, so bundlers resolve packages from it). */
export function copyFixture(name: string): string {
  const root = tempDir(`watch-${name}`);
  cpSync(fixtureDir, root, { recursive: true });
  // A workspace package linked as pnpm, npm and yarn link them (git keeps no node_modules).
  mkdirSync(path.join(root, "node_modules"));
  symlinkSync("../packages/geo-kit", path.join(root, "node_modules/geo-kit"), "dir");
  return root;
}

export function projectOptions(root: string, more: Partial<ProjectOptions> = {}): ProjectOptions {
  return { root, runtimeImport, dts: false, ...more };
}

/**
 * `virtual:tools` is an index that imports one part per tool source file:
 * the index text, then each part it imports (in import order) under a
 * `//// <id>` line, so one string compares the index AND every part.
 * `partText` gives a part's text by bare id (undefined when never served).
 */
export function composeModule(index: string, partText: (id: string) => string | undefined): string {
  const ids = [...index.matchAll(/^import \{ __tc_part as __tc_part_\d+ \} from "(virtual:tools\/part\/[0-9a-f]+)";$/gm)].map((m) => m[1]!);
  return [index, ...ids.map((id) => `//// ${id}\n${partText(id) ?? "<never served>"}`)].join("\n");
}

/** The whole `virtual:tools` of a project: its index and every part (see `composeModule`). */
export function projectModule(project: ToolProject): string {
  const text = composeModule(project.moduleCode(), (id) => project.partCode(id));
  // Every part the project has is imported by the index, and no other.
  const imported = [...text.matchAll(/^\/\/\/\/ (.*)$/gm)].map((m) => m[1]).sort();
  if (imported.join() !== project.partIds().join()) throw new Error(`index imports ${imported.join()} but the parts are ${project.partIds().join()}`);
  return text;
}

/**
 * What a cold build of the files now on disk gives: the reference every
 * incremental result must equal. A dev server's (`isolateToolFiles`) parts
 * load their tool files with `import()`.
 */
export function coldBuild(root: string, { isolateToolFiles = false }: { isolateToolFiles?: boolean } = {}): { code: string; diagnostics: string[]; toolNames: string[] } {
  const project = new ToolProject(projectOptions(root, { isolateToolFiles }));
  return {
    code: projectModule(project),
    diagnostics: project.diagnostics().map(formatDiagnostic),
    toolNames: project.tools().map((t) => t.name),
  };
}
