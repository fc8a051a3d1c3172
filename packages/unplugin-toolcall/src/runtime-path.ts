import { fileURLToPath } from "node:url";

/**
 * Absolute path of the run time the generated module imports: this package's
 * own `unplugin-toolcall/runtime`, resolved by the package's self-reference,
 * so it is found from the plugin in any layout (npm's flat node_modules,
 * pnpm's isolated store, a plugin installed for one workspace package only)
 * and bundled into the user's output whatever the user's project installed.
 */
export function resolveRuntimeImport(): string {
  return fileURLToPath(import.meta.resolve("unplugin-toolcall/runtime")).replace(/\\/g, "/");
}
