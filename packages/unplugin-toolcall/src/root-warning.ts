/**
 * Rollup has no root of its own, so the plugin falls back to the current
 * directory (docs/options.md, `root`). A build started from another folder
 * (`rollup -c app/rollup.config.mjs`, Nitro run from a parent folder) then
 * finds no tools and writes the declaration file in the wrong place: said
 * once, at the start of the build, when the folder of the config that
 * created the plugin is not the current directory.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The folder of the file that called the plugin's factory (the bundler's
 * config), read from the call stack; undefined when it cannot be told.
 */
export function callerDirectory(): string | undefined {
  const stack = new Error().stack?.split("\n").slice(1) ?? [];
  // The package's own folder (dist/, or src/ when source maps rewrite the stack).
  const here = path.dirname(path.dirname(fileURLToPath(import.meta.url))) + path.sep;
  for (const line of stack) {
    const match = /\(?((?:file:\/\/)?\/[^():]+|[A-Za-z]:\\[^():]+):\d+:\d+\)?$/.exec(line.trim());
    if (!match) continue;
    const file = match[1]!.startsWith("file://") ? fileURLToPath(match[1]!) : match[1]!;
    if (file.startsWith(here) || file.includes("/node_modules/") || file.startsWith("node:")) continue;
    return path.dirname(file);
  }
  return undefined;
}

/** The warning text when `configDir` is not the current directory, else undefined. */
export function rollupRootWarning(configDir: string | undefined, cwd = process.cwd()): string | undefined {
  if (!configDir || path.resolve(configDir) === path.resolve(cwd)) return undefined;
  return (
    `toolcall: Rollup has no root, so \`include\` and \`dts\` are read from the current directory (${cwd}), ` +
    `but the config that added the plugin is in ${configDir}. Pass \`root\` to toolcall(), ` +
    `e.g. toolcall({ root: fileURLToPath(new URL(".", import.meta.url)) }).`
  );
}
