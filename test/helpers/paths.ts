import path from "node:path";
import { fileURLToPath } from "node:url";

/** test/ */
export const TEST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** The fixture every bundler builds. */
export const BASIC_FIXTURE = path.join(TEST_DIR, "fixtures/basic");
/** Its entry: re-exports everything `virtual:tools` has. */
export const BASIC_ENTRY = path.join(BASIC_FIXTURE, "src/entry.ts");
