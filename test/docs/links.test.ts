/**
 * The documentation is one front door (README.md) and pages under docs/ that
 * link to each other: every relative link must reach a file, and every
 * `#anchor` a heading of the page it names, so moving a section can never
 * leave a dead link behind. The checker itself is tested on a small page.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { anchorsOf, brokenLinks, DOC_PAGES, docExample, docSection, examplesIn, linksOf, readPage, slug } from "./pages.js";

describe("the documentation's links", () => {
  it("finds the front door and the docs pages", () => {
    expect(DOC_PAGES).toEqual(expect.arrayContaining(["README.md", "docs/contributing.md", "docs/types.md"]));
  });

  it("keeps the front door short: README.md is at most about 300 lines", () => {
    expect(readPage("README.md").split("\n").length).toBeLessThanOrEqual(320);
  });

  it.each(DOC_PAGES)("%s: every relative link and anchor resolves", (page) => {
    expect(brokenLinks(page)).toEqual([]);
  });

  // The other pages of the repository link into docs/ too.
  it.each(["playground/README.md", "examples/cloudflare-worker/README.md", "examples/node-mcp/README.md", "packages/core/src/providers/README.md"])(
    "%s: every relative link and anchor resolves",
    (page) => {
      expect(brokenLinks(page)).toEqual([]);
    },
  );

  it("marks each tested example once across all pages", () => {
    const keys = DOC_PAGES.flatMap((page) => [...examplesIn(readPage(page)).keys()]);
    expect(keys.length).toBeGreaterThan(10);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});

describe("the link checker", () => {
  it("makes GitHub's anchors", () => {
    expect(slug("Edge: a Cloudflare Worker")).toBe("edge-a-cloudflare-worker");
    expect(slug("The `toolcall` CLI")).toBe("the-toolcall-cli");
    expect(slug("`virtual:tools`")).toBe("virtualtools");
    expect(slug("Limits: arguments are untrusted")).toBe("limits-arguments-are-untrusted");
    expect(slug("The declaration file's place")).toBe("the-declaration-files-place");
    expect([...anchorsOf("# A\n## Node\n```\n# not a heading\n```\n## Node\n")]).toEqual(["a", "node", "node-1"]);
  });

  it("reads links and images in prose, not in code", () => {
    const page = "See [a](a.md#x), ![pic](p.png) and [`f()`](#f).\n`[no](code.md)`\n```\n[no](fence.md)\n```\n";
    expect(linksOf(page)).toEqual(["a.md#x", "p.png", "#f"]);
  });

  it("refuses a block or a section a page does not have, so a test cannot silently read nothing", () => {
    expect(() => docExample("README.md", "no-such-block.ts")).toThrow("README.md has no example no-such-block.ts");
    expect(() => docSection("docs/developer-tools.md", "No such heading")).toThrow('has no heading "No such heading"');
    expect(docSection("docs/developer-tools.md", "Diff rules")).toMatch(/^### Diff rules\n[\s\S]*`tool.removed`/);
  });

  it("reports a missing file and a missing heading, and passes what resolves", () => {
    const root = mkdtempSync(path.join(tmpdir(), "toolcall-links-"));
    mkdirSync(path.join(root, "docs"));
    writeFileSync(path.join(root, "docs/b.md"), "# Heading B\n");
    writeFileSync(path.join(root, "a.md"), "# A\n[ok](docs/b.md#heading-b), [self](#a), [file](missing.md), [anchor](#nope), [other](docs/b.md#nope)\n");
    expect(brokenLinks("a.md", root)).toEqual(["missing.md (no such file)", "#nope (no such heading)", "docs/b.md#nope (no such heading)"]);
    rmSync(root, { recursive: true });
  });
});
