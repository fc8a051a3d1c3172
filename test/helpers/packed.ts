/**
 * The published artifact as a user gets it: `packTarball()` packs
 * `unplugin-toolcall` (run `pnpm build` first), `installTarball()` installs
 * that tarball, with whatever else the app needs from the npm registry, into
 * a fresh project outside this workspace (under the OS temp directory, so no
 * `node_modules` of the repository can stand in for a missing dependency).
 *
 * Installs reach the registry: a test should install once per package
 * manager (in `beforeAll`) and reuse the project across its assertions. npm
 * and pnpm use their ordinary caches (npm's cache, pnpm's store), so the
 * packages the workspace already has are not downloaded twice.
 */
import { execFile } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { TEST_DIR } from "./paths.js";
import { tempDir } from "./temp-dir.js";
import { userEnv } from "./user-env.js";

const run = promisify(execFile);

export type PackageManager = "npm" | "pnpm";

export const PLUGIN_DIR = path.join(TEST_DIR, "..", "packages", "unplugin-toolcall");

/**
 * pnpm as the test run's own pnpm (`pnpm test` sets `npm_execpath`: a script,
 * or pnpm's standalone executable), else the one on PATH.
 */
const PNPM: [string, string[]] = ((execPath = process.env.npm_execpath) =>
  !execPath || !/pnpm/.test(path.basename(execPath))
    ? ["pnpm", []]
    : /\.[cm]?js$/.test(execPath)
      ? [process.execPath, [execPath]]
      : [execPath, []])();

export interface CommandResult {
  stdout: string;
  stderr: string;
}

/** Runs a command in `cwd`; a failure is an error that carries the command's whole output. */
export async function exec(command: string, args: string[], cwd: string, timeout = 300_000): Promise<CommandResult> {
  try {
    return await run(command, args, { cwd, env: userEnv(), timeout, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const e = error as Error & { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(" ")} failed in ${cwd}: ${e.message}\n${e.stdout ?? ""}\n${e.stderr ?? ""}`);
  }
}

let packed: Promise<string> | undefined;

/**
 * Absolute path of `unplugin-toolcall-<version>.tgz`, packed by pnpm (which
 * runs `prepack` and rewrites `workspace:` versions as publishing does). Once
 * per test worker.
 */
export function packTarball(): Promise<string> {
  packed ??= (async () => {
    const dir = tempDir("pack", { outside: true });
    await exec(PNPM[0], [...PNPM[1], "pack", "--pack-destination", dir], PLUGIN_DIR);
    const file = readdirSync(dir).find((name) => name.endsWith(".tgz"));
    if (!file) throw new Error(`pnpm pack wrote no tarball into ${dir}`);
    return path.join(dir, file);
  })();
  return packed;
}

export interface InstallOptions {
  /**
   * pnpm only: make the project a pnpm workspace whose package at this
   * relative path (e.g. `packages/app`) is the app that installs the
   * plugin, the layout of a monorepo where one package uses it.
   */
  workspacePackage?: string;
  /** Fields merged into the app's package.json (`"type": "module"` is there already). */
  packageJson?: Record<string, unknown>;
}

export interface InstalledProject {
  /** The project's root: where the package manager ran. */
  root: string;
  /** The app's directory: `root`, or `root/<workspacePackage>`. */
  app: string;
  packageManager: PackageManager;
  /** The tarball that was installed. */
  tarball: string;
  /** Runs a binary the app installed (`node_modules/.bin/<name>`) in the app's directory. */
  bin(name: string, args: string[]): Promise<CommandResult>;
  /** Runs `node` in the app's directory. */
  node(args: string[]): Promise<CommandResult>;
  /** Deletes the project. */
  remove(): void;
}

/**
 * Creates `<os tmp>/toolcall-<pm>-XXXXXX` (see temp-dir.ts) with a package.json and installs, as
 * devDependencies, the packed plugin and `deps` (name -> exact version),
 * as a user would: `npm i -D ./unplugin-toolcall-x.tgz vite@...` or `pnpm add -D ...`.
 */
export async function installTarball(
  pm: PackageManager,
  deps: Record<string, string>,
  options: InstallOptions = {},
): Promise<InstalledProject> {
  const tarball = await packTarball();
  const root = tempDir(pm, { outside: true });
  const app = options.workspacePackage ? path.join(root, options.workspacePackage) : root;
  mkdirSync(app, { recursive: true });
  const name = "toolcall-user-app";
  writeFileSync(path.join(app, "package.json"), JSON.stringify({ name, private: true, type: "module", ...options.packageJson }, null, 2));
  const specs = [tarball, ...Object.entries(deps).map(([dep, version]) => `${dep}@${version}`)];
  if (pm === "npm") {
    await exec("npm", ["install", "--save-dev", "--no-audit", "--no-fund", "--loglevel=error", ...specs], app);
  } else {
    // pnpm refuses dependencies' build scripts it was not told about (esbuild's and workerd's postinstall).
    const workspace = [
      ...(options.workspacePackage ? ["packages:", `  - ${JSON.stringify(options.workspacePackage)}`] : []),
      "allowBuilds:",
      "  esbuild: true",
      "  workerd: true",
      "  sharp: false",
    ];
    writeFileSync(path.join(root, "pnpm-workspace.yaml"), workspace.join("\n") + "\n");
    if (options.workspacePackage) writeFileSync(path.join(root, "package.json"), JSON.stringify({ name: "toolcall-user-monorepo", private: true }));
    const filter = options.workspacePackage ? ["--filter", name] : [];
    await exec(PNPM[0], [...PNPM[1], "add", "--save-dev", ...filter, ...specs], root);
  }
  return {
    root,
    app,
    packageManager: pm,
    tarball,
    bin: (binName, args) => exec(path.join(app, "node_modules", ".bin", binName), args, app),
    node: (args) => exec(process.execPath, args, app),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
