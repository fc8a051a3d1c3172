// `prepack` (copy) and `postpack` (remove): the tarball carries the
// repository's README, LICENSE and the docs/*.md pages. The package page shows
// the README, and the README's links are relative (`docs/options.md`): the
// package has no repository URL for the registry to resolve them against, so
// the pages travel with it and the links work wherever the package's files
// are browsed.
//
// A pack must leave the source tree as it found it, so `remove` deletes what
// `copy` wrote (and only that). Packs running at once (the tests pack in
// several workers) would delete each other's copies mid-pack, so a pack holds
// a lock directory from `copy` to `remove`; the next one waits. A lock older
// than LOCK_STALE_MS is a pack that failed before its `postpack` and is taken
// over, so a failed pack never blocks the next for good.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";

const LOCK_STALE_MS = 120_000;
const repository = new URL("../../../", import.meta.url);
const pkg = new URL("../", import.meta.url);
const lock = new URL(".pack-docs.lock/", pkg);
const written = new URL("written.json", lock);

function acquire() {
  const deadline = Date.now() + 2 * LOCK_STALE_MS;
  for (;;) {
    try {
      mkdirSync(lock);
      return;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      if (Date.now() - statSync(lock).mtimeMs > LOCK_STALE_MS) remove();
      else if (Date.now() > deadline) throw new Error(`another pack holds ${lock.pathname}; delete it if none is running`);
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    }
  }
}

function copy() {
  acquire();
  const pages = readdirSync(new URL("docs/", repository)).filter((name) => name.endsWith(".md"));
  const names = ["README.md", "LICENSE", "docs", ...pages.map((page) => `docs/${page}`)];
  // What did not exist before is what `remove` deletes; recorded before the first copy.
  writeFileSync(written, JSON.stringify(names.filter((name) => !existsSync(new URL(name, pkg)))));
  mkdirSync(new URL("docs/", pkg), { recursive: true });
  // A docs/ left by an earlier pack (before packs cleaned up) may hold a page no longer in docs/: the tarball must not ship it.
  for (const name of readdirSync(new URL("docs/", pkg))) if (name.endsWith(".md") && !pages.includes(name)) rmSync(new URL(`docs/${name}`, pkg), { force: true });
  for (const name of names) if (name !== "docs") copyFileSync(new URL(name, repository), new URL(name, pkg));
}

function remove() {
  const names = existsSync(written) ? JSON.parse(readFileSync(written, "utf8")) : [];
  for (const name of names) rmSync(new URL(name, pkg), { recursive: true, force: true });
  rmSync(lock, { recursive: true, force: true });
}

const step = process.argv[2];
if (step === "copy") copy();
else if (step === "remove") remove();
else throw new Error("usage: pack-docs.mjs copy|remove");
