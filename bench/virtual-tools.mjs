// `virtual:tools` for these tools written to real files in `dir`, as the
// plugin serves it (the index, the part, and the shared shapes and record
// modules the part imports), so a bench imports exactly what a bundle holds.
// All tools go into one part, their checkers in the `checker` option's shape.
// Returns the index's file URL and the part text.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { generateIndex, generatePart } from "@toolcall/core";

export function writeVirtualTools(dir, tools, runtimeImport, checker = "compact") {
  const shared = new Map();
  const importOf = (id) => `./${id.replace(/^virtual:tools\//, "").replace(/\//g, "-")}.mjs`;
  const part = generatePart(tools, { runtimeImport, shared, importOf, checker });
  writeFileSync(join(dir, "part.mjs"), part);
  for (const [id, code] of shared) writeFileSync(join(dir, importOf(id).slice(2)), code());
  writeFileSync(join(dir, "tools.mjs"), generateIndex(tools, () => "./part.mjs", { runtimeImport }));
  return { url: pathToFileURL(join(dir, "tools.mjs")).href, part, shared };
}
