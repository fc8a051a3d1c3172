import { fileURLToPath } from "node:url";

/**
 * Absolute path of @toolcall/runtime's entry, resolved from this plugin. The
 * generated module imports it by this path, so it resolves the same way from
 * every importer and in every bundler, whatever the user's project installed.
 */
export function resolveRuntimeImport(): string {
  return fileURLToPath(import.meta.resolve("@toolcall/runtime")).replace(/\\/g, "/");
}
