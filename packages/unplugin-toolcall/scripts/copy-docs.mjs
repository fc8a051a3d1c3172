// prepack: the tarball carries the repository's README and LICENSE (the
// package page shows the README). Written to a temporary name and renamed,
// so packs running in parallel (the tests pack in several workers) never read
// a half-written file.
import { copyFileSync, renameSync } from "node:fs";

for (const name of ["README.md", "LICENSE"]) {
  const target = new URL(`../${name}`, import.meta.url);
  const temporary = new URL(`../${name}.${process.pid}.tmp`, import.meta.url);
  copyFileSync(new URL(`../../../${name}`, import.meta.url), temporary);
  renameSync(temporary, target);
}
