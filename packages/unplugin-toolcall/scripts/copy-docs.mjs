// prepack: the tarball carries the repository's README, LICENSE and the
// docs/*.md pages. The package page shows the README, and the README's links
// are relative (`docs/options.md`): the package has no repository URL for the
// registry to resolve them against, so the pages travel with it and the links
// work wherever the package's files are browsed. Each file is written to a
// temporary name and renamed, so packs running in parallel (the tests pack in
// several workers) never read a half-written file. A page no longer in docs/
// is removed, or the tarball would still ship it.
import { copyFileSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";

const repository = new URL("../../../", import.meta.url);
const pages = readdirSync(new URL("docs/", repository)).filter((name) => name.endsWith(".md"));
const copies = new URL("../docs/", import.meta.url);
mkdirSync(copies, { recursive: true });
// (Only pages: another pack's temporary files are its own.)
for (const name of readdirSync(copies)) if (name.endsWith(".md") && !pages.includes(name)) rmSync(new URL(name, copies), { force: true });

for (const name of ["README.md", "LICENSE", ...pages.map((page) => `docs/${page}`)]) {
  const target = new URL(`../${name}`, import.meta.url);
  const temporary = new URL(`../${name}.${process.pid}.tmp`, import.meta.url);
  copyFileSync(new URL(name, repository), temporary);
  renameSync(temporary, target);
}
