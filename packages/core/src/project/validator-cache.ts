/**
 * The on-disk cache of compiled validators (README, Options: `cache`): ajv's
 * standalone compilation is most of a cold build, and a validator depends on
 * nothing but its validation schema, ajv and toolcall's own code. So an entry
 * is addressed by a hash of exactly those; an entry can never be stale, only
 * present or absent. An entry is written whole (temporary file, then rename),
 * so a concurrent build never reads half of one; one that fails its checksum
 * or cannot be read is ignored, compiled again and rewritten.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ValidatorStore } from "../codegen/dispatch.js";

/** What an entry's key covers besides its schema: the compiler's versions. */
export interface CompilerVersions {
  ajv: string;
  toolcall: string;
}

/** First line of an entry; the rest of the line is the sha256 of the text after it. */
const HEADER = "// toolcall validator ";

let temporaries = 0;

export class ValidatorCache implements ValidatorStore {
  private readonly salt: string;
  private dirReady = false;

  constructor(
    /** The folder holding the entries (created on first write). */
    readonly dir: string,
    versions: CompilerVersions = compilerVersions(),
  ) {
    this.salt = JSON.stringify([versions.ajv, versions.toolcall]);
  }

  /** Path of the entry for a validation schema's text. */
  fileOf(schemaText: string): string {
    const key = createHash("sha256").update(this.salt).update("\0").update(schemaText).digest("hex");
    return path.join(this.dir, `${key}.js`);
  }

  get(schemaText: string): string | undefined {
    let text: string;
    try {
      text = readFileSync(this.fileOf(schemaText), "utf8");
    } catch {
      return undefined;
    }
    const newline = text.indexOf("\n");
    if (!text.startsWith(HEADER) || newline < 0) return undefined;
    const body = text.slice(newline + 1);
    // A truncated or garbled entry (a crash mid-copy, a disk error, a hand edit) is a miss.
    return text.slice(HEADER.length, newline) === sha256(body) ? body : undefined;
  }

  set(schemaText: string, validatorExpression: string): void {
    const file = this.fileOf(schemaText);
    const temporary = `${file}.${process.pid}.${temporaries++}.tmp`;
    try {
      if (!this.dirReady) mkdirSync(this.dir, { recursive: true });
      this.dirReady = true;
      writeFileSync(temporary, `${HEADER}${sha256(validatorExpression)}\n${validatorExpression}`);
      // Atomic on POSIX: a reader sees the old entry or the whole new one.
      renameSync(temporary, file);
    } catch {
      // A read-only or full disk, or Windows refusing to replace a file being
      // read: the build goes on, only the next one compiles this validator again.
      rmSync(temporary, { force: true });
    }
  }
}

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/**
 * Where the cache of a project lives by default: `node_modules/.cache/toolcall`
 * in the root, or, when the root has no node_modules (a workspace package
 * whose dependencies are hoisted), in the nearest folder above that has one.
 * Undefined when none has: toolcall then writes nothing outside the project's
 * own output.
 */
export function defaultCacheDir(root: string): string | undefined {
  for (let dir = path.resolve(root); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "node_modules"))) return path.join(dir, "node_modules", ".cache", "toolcall");
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** The modules whose code writes validator text, beside this one when core is not bundled (its tests, the workspace). */
const COMPILER_MODULES = ["../codegen/dispatch", "../codegen/validators", "../codegen/validator-keywords", "../codegen/runtime-exports", "../model/formats"];

let versions: CompilerVersions | undefined;

/**
 * ajv's version, and toolcall's: the version of the package this code ships
 * in plus a hash of the code that writes validators, so that a change to
 * toolcall's code that keeps the version number (a workspace, a patch) still
 * changes every key. In the published package that code is one bundled file,
 * this one; unbundled, it is the codegen modules beside it.
 */
export function compilerVersions(): CompilerVersions {
  if (versions) return versions;
  const self = fileURLToPath(import.meta.url);
  const extension = path.extname(self);
  const code = createHash("sha256");
  for (const file of [self, ...COMPILER_MODULES.map((m) => path.join(path.dirname(self), m + extension))]) {
    if (existsSync(file)) code.update(readFileSync(file));
  }
  const require = createRequire(import.meta.url);
  const ajv = (require("ajv/package.json") as { version: string }).version;
  versions = { ajv, toolcall: `${packageVersion(path.dirname(self))}+${code.digest("hex").slice(0, 16)}` };
  return versions;
}

/** The version in the nearest package.json above `dir`. */
function packageVersion(dir: string): string {
  for (; ; dir = path.dirname(dir)) {
    const file = path.join(dir, "package.json");
    if (existsSync(file)) return (JSON.parse(readFileSync(file, "utf8")) as { version?: string }).version ?? "0.0.0";
    if (path.dirname(dir) === dir) return "0.0.0";
  }
}
