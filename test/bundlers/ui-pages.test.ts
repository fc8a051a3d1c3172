/**
 * A tool's page (`@ui`; docs/mcp.md, "A tool's UI") in a build: Vite builds
 * it into one HTML document, prints its size and warns at the `@ui` tag past
 * `uiBudget`; a missing page fails the build at the tag with its code frame;
 * the other bundlers refuse a page at the tag, naming Vite.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildFixture, toolsProject, type Bundler } from "../helpers/build-basic.js";
import { tempDir } from "../helpers/temp-dir.js";

const TOOLS = `/**
 * The weather in a city.
 * @tool
 * @ui ./weather.html
 * @uiCsp connect https://api.example.com
 */
export function weather(city: string): { city: string; celsius: number } {
  return { city, celsius: 21 };
}
`;

/** A project whose tool has a page: an HTML document with a script that imports `virtual:tools/ui` and a stylesheet. */
function pageProject(name: string, tools = TOOLS) {
  const project = toolsProject(tempDir(`ui-pages-${name}`), tools);
  writeFileSync(path.join(project.root, "src/weather.html"), `<!doctype html><html><head><link rel="stylesheet" href="./weather.css"></head><body><p id="out">no weather yet</p><script type="module" src="./weather-page.ts"></script></body></html>\n`);
  writeFileSync(path.join(project.root, "src/weather.css"), "#out { --weather-marker: page-css; }\n");
  writeFileSync(
    path.join(project.root, "src/weather-page.ts"),
    `import { toolApp } from "virtual:tools/ui";\nconst page = toolApp("weather");\npage.onResult((r) => { document.getElementById("out")!.textContent = r.ok ? \`\${r.value.celsius} in \${r.value.city}\` : r.message; });\nawait page.connect();\n`,
  );
  return project;
}

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (e) {
    const err = e as Error & { errors?: { text: string }[] };
    return [err.message, ...(err.errors ?? []).map((m) => m.text)].join("\n");
  }
  throw new Error("the build succeeded but should have failed");
}

describe("a tool's page in a Vite build", () => {
  it("is one HTML document, in a chunk of its own, with a located warning past uiBudget", async () => {
    const project = pageProject("vite");
    const out = await buildFixture("vite", { ...project, options: { include: ["src/tools.ts"], dts: false, uiBudget: 1000 } });
    // The page is not in the server's entry: a chunk it imports on read.
    expect(out.code).not.toContain("no weather yet");
    expect(out.code).toContain('"ui://toolcall/weather"');
    const chunks = readdirSync(project.outDir, { recursive: true, withFileTypes: true })
      .filter((f) => f.isFile() && /\.m?js$/.test(f.name))
      .map((f) => readFileSync(path.join(f.parentPath, f.name), "utf8"))
      .filter((text) => text.includes("no weather yet"));
    expect(chunks).toHaveLength(1);
    const html = JSON.parse(/var \w+ = ("(?:[^"\\]|\\.)*");/.exec(chunks[0]!)![1]!) as string;
    // (Booleans: the document is some 200 kB, too long for a failure's diff.)
    expect(/<style>[^<]*--weather-marker:\s*page-css/.test(html), "the stylesheet is inlined").toBe(true);
    expect(/<script[^>]*\ssrc=|<link[^>]*stylesheet/.test(html), "no script or stylesheet is fetched").toBe(false);
    // ext-apps' App is in the page, and the page's own code.
    expect(html.includes("ui/initialize"), "ext-apps' App is bundled").toBe(true);
    expect(html.includes("no weather yet"), "the page's markup is kept").toBe(true);

    const warning = out.warnings.find((w) => w.includes("uiBudget"));
    expect(warning).toMatch(/src\/tools\.ts:4:4: warning TC_INVALID_UI The page of `weather` is \d+\.\d kB, past the `uiBudget` of 1000 B/);
    expect(warning).toContain("> 4 |  * @ui ./weather.html");
  });

  it("wraps a script entry (`@ui ./page.ts`) in a document of its own", async () => {
    const project = pageProject("script", TOOLS.replace("./weather.html", "./weather-page.ts"));
    writeFileSync(path.join(project.root, "src/weather-page.ts"), `import "./weather.css";\n${readFileSync(path.join(project.root, "src/weather-page.ts"), "utf8")}`);
    const out = await buildFixture("vite", { ...project, options: { include: ["src/tools.ts"], dts: false } });
    const chunk = readdirSync(project.outDir, { recursive: true, withFileTypes: true })
      .filter((f) => f.isFile() && /\.m?js$/.test(f.name))
      .map((f) => readFileSync(path.join(f.parentPath, f.name), "utf8"))
      .find((text) => text.includes("<!doctype html>"));
    expect(out.code).not.toContain("ui/initialize");
    const html = JSON.parse(/var \w+ = ("(?:[^"\\]|\\.)*");/.exec(chunk!)![1]!) as string;
    expect(html.startsWith("<!doctype html>"), "a document").toBe(true);
    expect(html.includes('<div id="app"></div>'), "the mount point").toBe(true);
    expect(/<style>[^<]*--weather-marker:\s*page-css/.test(html), "the script's stylesheet is inlined").toBe(true);
    expect(/<script type="module">[\s\S]*ui\/initialize/.test(html), "the script, with ext-apps' App, is inlined").toBe(true);
  });

  it("fails at the tag, with its code frame, when the page does not exist", async () => {
    const project = pageProject("missing", TOOLS.replace("./weather.html", "./gone.html"));
    const text = await failure(buildFixture("vite", { ...project, options: { include: ["src/tools.ts"], dts: false } }));
    expect(text).toMatch(/src\/tools\.ts:4:4: error TC_INVALID_UI `@ui \.\/gone\.html`: no such page/);
    expect(text).toContain("> 4 |  * @ui ./gone.html");
  });
});

describe.each(["rollup", "esbuild"] as Bundler[])("a tool's page in a %s build", (bundler) => {
  it("is refused at the tag: pages are built by Vite only", async () => {
    const project = pageProject(bundler);
    const text = await failure(buildFixture(bundler, { ...project, options: { include: ["src/tools.ts"], dts: false } }));
    expect(text).toMatch(new RegExp(`src/tools\\.ts:4:4: error TC_INVALID_UI \`@ui\` pages are built by Vite only for now \\(\`unplugin-toolcall/vite\`\\); this is ${bundler}`));
    expect(text).toContain("> 4 |  * @ui ./weather.html");
  });
});
