// Tools from TypeScript source text, through everything a build does: the
// source is written to a temporary project, extracted, generated as
// `virtual:tools` and imported, so its `dispatch` runs the real validators
// against the real functions.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Extractor } from "../../src/extract/index.js";
import type { ExtractResult } from "../../src/model/index.js";
import type { CheckerShape } from "../../src/model/options.js";
import { virtualToolsText, writeVirtualTools } from "../virtual-tools.js";
import { runtimeEntry, type Dispatch } from "./load.js";

export interface SourceTools extends ExtractResult {
  dispatch: Dispatch;
  /** The folder the project and its `virtual:tools` were written to. */
  dir: string;
}

/** Extracts `tools.ts` (the given text) in a fresh project and imports its generated dispatch. */
export async function loadSourceTools(source: string, checker: CheckerShape = "compact"): Promise<SourceTools> {
  const dir = mkdtempSync(join(tmpdir(), "toolcall-source-tools-"));
  const file = join(dir, "src", "tools.ts");
  mkdirSync(join(dir, "src"));
  writeFileSync(file, source);
  const result = new Extractor({ root: dir }).extract([file]);
  const url = writeVirtualTools(join(dir, "virtual-tools"), virtualToolsText(result.tools, runtimeEntry, checker));
  const dispatch = (await import(/* @vite-ignore */ url)).dispatch as Dispatch;
  return { ...result, dispatch, dir };
}
