#!/usr/bin/env node
/**
 * `npx toolcall clean`: removes what toolcall cached or generated in the
 * current project, so the next build starts cold.
 */
import { rmSync } from "node:fs";
import path from "node:path";

const CACHE_DIR = ".toolcall-cache";

const [command] = process.argv.slice(2);
if (command === "clean") {
  const dir = path.resolve(process.cwd(), CACHE_DIR);
  rmSync(dir, { recursive: true, force: true });
  console.log(`toolcall: removed ${dir}`);
} else {
  console.log("usage: toolcall clean   remove .toolcall-cache in the current directory");
  process.exitCode = command === undefined || command === "--help" || command === "-h" ? 0 : 1;
}
