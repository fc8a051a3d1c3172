/**
 * The documentation is one front door (README.md) and pages under docs/ that
 * link to each other: every relative link must reach a file, and every
 * `#anchor` a heading of the page it names, so moving a section can never
 * leave a dead link behind. The checker itself is tested on a small page.
 */
import { describe, expect, it } from "vitest";
import { anchorsOf, brokenLinks, DOC_PAGES, examplesIn, linksOf, readPage, slug } from "./pages.js";

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

  it("reports a missing file and a missing heading", () => {
    expect(brokenLinks("docs/contributing.md").length).toBe(0);
    // README.md really has a Quick start heading and no such page as docs/missing.md.
    expect(anchorsOf(readPage("README.md")).has("quick-start")).toBe(true);
    expect(anchorsOf(readPage("README.md")).has("no-such-heading")).toBe(false);
  });
});
