/**
 * The real `tsc` over a generated declaration file and the usage and misuse
 * files of test/types, for the type tests there (types.test.ts,
 * ui-types.test.ts): a tsconfig per case, and the errors it reports.
 */
import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { TEST_DIR } from "./paths.js";

const TSC = path.resolve(TEST_DIR, "../node_modules/.bin/tsc");
/** test/types: the usage and misuse files, and the tsconfig whose options every case extends. */
export const TYPES_DIR = path.join(TEST_DIR, "types");

export interface TscRun {
  exitCode: number;
  /** `file(line,col): error TSxxxx: text` lines, with `file` relative to test/types. */
  errors: { file: string; line: number; text: string }[];
  output: string;
}

/** Compiles the tsconfig `project` from test/types; never throws for type errors. */
export async function tsc(project: string): Promise<TscRun> {
  const run = await promisify(execFile)(TSC, ["-p", project, "--pretty", "false"], { cwd: TYPES_DIR }).then(
    (r) => ({ exitCode: 0, output: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ exitCode: e.code, output: e.stdout + e.stderr }),
  );
  const errors = [...run.output.matchAll(/^(.+?)\((\d+),\d+\): error (TS\d+: .*)$/gm)].map((m) => ({
    file: path.relative(TYPES_DIR, path.resolve(TYPES_DIR, m[1]!)),
    line: Number(m[2]),
    text: m[3]!,
  }));
  return { ...run, errors };
}

/**
 * A tsconfig `dir/name` over `files`, with test/types/tsconfig.json's options
 * and `compilerOptions` on top; it sits next to the generated declaration file,
 * so the paths it names are relative to `dir`.
 */
export function writeProject(dir: string, name: string, files: string[], compilerOptions?: Record<string, unknown>): string {
  const file = path.join(dir, name);
  const extendsPath = path.relative(dir, path.join(TYPES_DIR, "tsconfig.json"));
  writeFileSync(file, JSON.stringify({ extends: extendsPath, compilerOptions, files: files.map((f) => path.relative(dir, f)) }, null, 2));
  return file;
}

/** The 1-based lines of a test/types file that carry a `// error:` mark after code: where a misuse must fail. */
export function markedErrorLines(file: string): number[] {
  const source = readFileSync(path.join(TYPES_DIR, file), "utf8").split("\n");
  return source.flatMap((text, i) => (/\S.*\/\/ error:/.test(text) ? [i + 1] : []));
}
