import path from "node:path";
import { describe, expect, it } from "vitest";
import { Extractor, publicSchema, type JsonSchema } from "@toolcall/core";
import { tempDir } from "../helpers/temp-dir.js";
import { layout, type Entry } from "../helpers/layout.js";
import { pkg, tool } from "./layout.js";

/** `export type T = "<id>"`: a literal that says which file was reached. */
const lit = (id: string): string => `export type T = "${id}";\n`;
const constOf = (id: string): JsonSchema => ({ type: "string", const: id });

interface Case {
  /** One tiny project: paths relative to its root (`{ link }` makes a directory symlink). */
  files: Record<string, Entry>;
  /** The tool module (default `src/tool.ts`). */
  toolFile?: string;
  /** The schema of the tool's parameter `x`. */
  expected: JsonSchema;
}

const TSCONFIG = `{ "compilerOptions": { "strict": true } }`;

/** A case whose tool (at TOOL_FILE) imports `T` from SPECIFIER and must reach the file that says ID. */
const reaching = (id: string, specifier: string, files: Record<string, Entry>, toolFile?: string): Case => ({
  files: { ...files, [toolFile ?? "src/tool.ts"]: tool(`import type { T } from "${specifier}";`, "T") },
  toolFile,
  expected: constOf(id),
});

// One project per way `tsc` finds a type (docs/types.md, "Where types are found").
const CASES: Record<string, Case> = {
  // Packages in node_modules
  "package.json types": reaching("types", "a", { "node_modules/a/package.json": pkg({ name: "a", types: "./lib/main.d.ts" }), "node_modules/a/lib/main.d.ts": lit("types") }),
  "package.json typings": reaching("typings", "a", { "node_modules/a/package.json": pkg({ name: "a", typings: "main.d.ts" }), "node_modules/a/main.d.ts": lit("typings") }),
  "main .js beside its .d.ts": reaching("main", "a", { "node_modules/a/package.json": pkg({ name: "a", main: "./lib/a.js" }), "node_modules/a/lib/a.js": "", "node_modules/a/lib/a.d.ts": lit("main") }),
  "exports with the types condition": reaching("exports-types", "a", {
    "node_modules/a/package.json": pkg({ name: "a", types: "./wrong.d.ts", exports: { ".": { types: "./dist/index.d.ts", import: "./dist/index.js" } } }),
    "node_modules/a/wrong.d.ts": lit("wrong"),
    "node_modules/a/dist/index.d.ts": lit("exports-types"),
  }),
  "exports import condition with .d.mts": reaching("import", "a", {
    "node_modules/a/package.json": pkg({ name: "a", exports: { ".": { import: { types: "./esm/index.d.mts", default: "./esm/index.mjs" }, require: { types: "./cjs/index.d.cts", default: "./cjs/index.cjs" } } } }),
    "node_modules/a/esm/index.d.mts": lit("import"),
    "node_modules/a/cjs/index.d.cts": lit("require"),
  }),
  "exports require condition with .d.cts (nodenext, a .cts tool)": reaching("require", "a", {
    "tsconfig.json": `{ "compilerOptions": { "module": "nodenext", "moduleResolution": "nodenext" } }`,
    "node_modules/a/package.json": pkg({ name: "a", exports: { ".": { import: { types: "./esm/index.d.mts" }, require: { types: "./cjs/index.d.cts" } } } }),
    "node_modules/a/esm/index.d.mts": lit("import"),
    "node_modules/a/cjs/index.d.cts": lit("require"),
  }, "src/tool.cts"),
  "exports target .js read as its .d.ts": reaching("js-target", "a", {
    "node_modules/a/package.json": pkg({ name: "a", exports: { ".": "./dist/index.js" } }),
    "node_modules/a/dist/index.d.ts": lit("js-target"),
  }),
  "subpath exports": reaching("subpath", "a/money", {
    "node_modules/a/package.json": pkg({ name: "a", exports: { ".": { types: "./index.d.ts" }, "./money": { types: "./lib/money.d.ts" } } }),
    "node_modules/a/index.d.ts": lit("root"),
    "node_modules/a/lib/money.d.ts": lit("subpath"),
  }),
  "subpath patterns": reaching("pattern", "a/features/geo", {
    "node_modules/a/package.json": pkg({ name: "a", exports: { "./features/*": { types: "./types/features/*.d.ts" } } }),
    "node_modules/a/types/features/geo.d.ts": lit("pattern"),
  }),
  typesVersions: reaching("typesVersions", "a", {
    "node_modules/a/package.json": pkg({ name: "a", types: "./index.d.ts", typesVersions: { "<4.0": { "*": ["ts3/*"] }, ">=4.1": { "*": ["ts4/*"] } } }),
    "node_modules/a/index.d.ts": lit("legacy"),
    "node_modules/a/ts3/index.d.ts": lit("ts3"),
    "node_modules/a/ts4/index.d.ts": lit("typesVersions"),
  }),
  "@types/name": reaching("at-types", "plain", {
    "node_modules/plain/package.json": pkg({ name: "plain", main: "index.js" }),
    "node_modules/plain/index.js": "",
    "node_modules/@types/plain/package.json": pkg({ name: "@types/plain", types: "" }),
    "node_modules/@types/plain/index.d.ts": lit("at-types"),
  }),
  "@types/scope__name": reaching("scoped-at-types", "@maps/geo", {
    "node_modules/@maps/geo/package.json": pkg({ name: "@maps/geo", main: "index.js" }),
    "node_modules/@types/maps__geo/index.d.ts": lit("scoped-at-types"),
  }),
  "index.d.ts fallback": reaching("index", "a", { "node_modules/a/package.json": pkg({ name: "a" }), "node_modules/a/index.d.ts": lit("index") }),
  "re-export chain across packages": {
    files: {
      "node_modules/sdk/package.json": pkg({ name: "sdk", types: "index.d.ts" }),
      "node_modules/sdk/index.d.ts": `export type { Money as Price } from "money";\nexport * from "./more";\n`,
      "node_modules/sdk/more.d.ts": `export {};\n`,
      "node_modules/sdk/node_modules/money/package.json": pkg({ name: "money", exports: { ".": { types: "./money.d.ts" } } }),
      "node_modules/sdk/node_modules/money/money.d.ts": `export type { Money } from "currency";\n`,
      "node_modules/currency/package.json": pkg({ name: "currency", types: "index.d.ts" }),
      "node_modules/currency/index.d.ts": `/** An amount in a currency. */\nexport interface Money { amount: number; currency: "EUR" | "USD" }\n`,
      "src/tool.ts": tool(`import type { Price } from "sdk";`, "Price"),
    },
    expected: {
      description: "An amount in a currency.",
      type: "object",
      properties: { amount: { type: "number" }, currency: { type: "string", enum: ["EUR", "USD"] } },
      required: ["amount", "currency"],
      additionalProperties: false,
    },
  },
  // Linked workspace packages
  "workspace package linked, TypeScript sources through exports": {
    files: {
      "packages/geo/package.json": pkg({ name: "@ws/geo", type: "module", exports: { ".": "./src/index.ts" } }),
      "packages/geo/src/index.ts": `export type { Point } from "./point.js";\n`,
      "packages/geo/src/point.ts": `export interface Point { x: number; y: number }\n`,
      "apps/web/tsconfig.json": TSCONFIG,
      "apps/web/node_modules/@ws/geo": { link: "../../../../packages/geo" },
      "apps/web/src/tool.ts": tool(`import type { Point } from "@ws/geo";`, "Point"),
    },
    toolFile: "apps/web/src/tool.ts",
    expected: { type: "object", properties: { x: { type: "number" }, y: { type: "number" } }, required: ["x", "y"], additionalProperties: false },
  },
  "workspace package linked, built .d.ts through exports": reaching("built", "@ws/geo", {
    "packages/geo/package.json": pkg({ name: "@ws/geo", exports: { ".": { types: "./dist/index.d.ts", default: "./dist/index.js" } } }),
    "packages/geo/dist/index.d.ts": lit("built"),
    "apps/web/tsconfig.json": TSCONFIG,
    "apps/web/node_modules/@ws/geo": { link: "../../../../packages/geo" },
  }, "apps/web/src/tool.ts"),
  // tsconfig
  "extends, relative": reaching("extends-relative", "@t", {
    "config/base.json": `{ "compilerOptions": { "paths": { "@t": ["../src/types/t.ts"] } } }`,
    "tsconfig.json": `{ "extends": "./config/base.json" }`,
    "src/types/t.ts": lit("extends-relative"),
  }),
  "extends from a package": reaching("extends-package", "shared/t", {
    "node_modules/@org/tsconfig/package.json": pkg({ name: "@org/tsconfig" }),
    "node_modules/@org/tsconfig/base.json": `{ "compilerOptions": { "baseUrl": "\${configDir}/src" } }`,
    "tsconfig.json": `{ "extends": "@org/tsconfig/base.json" }`,
    "src/shared/t.ts": lit("extends-package"),
  }),
  "extends, an array (later wins)": reaching("extends-array", "@t", {
    "a.json": `{ "compilerOptions": { "paths": { "@t": ["./src/a.ts"] } } }`,
    "b.json": `{ "compilerOptions": { "paths": { "@t": ["./src/b.ts"] } } }`,
    "tsconfig.json": `{ "extends": ["./a.json", "./b.json"] }`,
    "src/a.ts": lit("first"),
    "src/b.ts": lit("extends-array"),
  }),
  "${configDir} in a shared config": reaching("config-dir", "~/t", {
    "shared/tsconfig.json": `{ "compilerOptions": { "paths": { "~/*": ["\${configDir}/src/*"] } } }`,
    "app/tsconfig.json": `{ "extends": "../shared/tsconfig.json" }`,
    "app/src/t.ts": lit("config-dir"),
  }, "app/src/tool.ts"),
  "paths: the longest prefix wins": reaching("longest-prefix", "@lib/special/x", {
    "tsconfig.json": `{ "compilerOptions": { "paths": { "@lib/*": ["./lib/*"], "@lib/special/*": ["./special/*"] } } }`,
    "lib/special/x.ts": lit("first-pattern"),
    "special/x.ts": lit("longest-prefix"),
  }),
  baseUrl: reaching("base-url", "models/t", { "tsconfig.json": `{ "compilerOptions": { "baseUrl": "./src" } }`, "src/models/t.ts": lit("base-url") }),
  "solution-style config: the referenced project that includes the tool": reaching("app-project", "@/t", {
    "tsconfig.json": `{ "files": [], "references": [{ "path": "./tsconfig.node.json" }, { "path": "./tsconfig.app.json" }] }`,
    "tsconfig.node.json": `{ "include": ["vite.config.ts"], "compilerOptions": { "paths": { "@/*": ["./node/*"] } } }`,
    "tsconfig.app.json": `{ "include": ["src"], "compilerOptions": { "paths": { "@/*": ["./src/*"] } } }`,
    "node/t.ts": lit("node-project"),
    "src/t.ts": lit("app-project"),
  }),
  "monorepo: the nearest tsconfig of the tool file": reaching("nearest-config", "#t", {
    "tsconfig.json": `{ "compilerOptions": { "paths": { "#t": ["./root-t.ts"] } } }`,
    "root-t.ts": lit("root-config"),
    "packages/api/tsconfig.json": `{ "compilerOptions": { "paths": { "#t": ["./own-t.ts"] } } }`,
    "packages/api/own-t.ts": lit("nearest-config"),
  }, "packages/api/src/tool.ts"),
  ".js, .mjs, .cjs specifiers for .ts, .mts, .cts files": {
    files: {
      "tsconfig.json": TSCONFIG,
      "src/a.ts": `export type A = "ts";\n`,
      "src/b.mts": `export type B = "mts";\n`,
      "src/c.cts": `export type C = "cts";\n`,
      "src/tool.ts": tool(`import type { A } from "./a.js";\nimport type { B } from "./b.mjs";\nimport type { C } from "./c.cjs";`, "[A, B, C]"),
    },
    expected: { type: "array", prefixItems: [{ type: "string", const: "ts" }, { type: "string", const: "mts" }, { type: "string", const: "cts" }], items: false, minItems: 3, maxItems: 3 },
  },
  allowImportingTsExtensions: reaching("ts-extension", "./t.ts", { "tsconfig.json": `{ "compilerOptions": { "allowImportingTsExtensions": true, "noEmit": true } }`, "src/t.ts": lit("ts-extension") }),
  "tsconfig with comments, trailing commas and `,}` inside a string": reaching("jsonc", "@odd,}", {
    "tsconfig.json": `// the app\n{\n  /* options */\n  "compilerOptions": {\n    "paths": { "@odd,}": ["./src/odd.ts",], },\n  },\n}\n`,
    "src/odd.ts": lit("jsonc"),
  }),
  // Declaration-file syntax as packages ship it
  "declare interface, type and enum; export declare": {
    files: {
      "node_modules/a/package.json": pkg({ name: "a", types: "index.d.ts" }),
      "node_modules/a/index.d.ts": `declare type Unit = "c" | "f";\ndeclare interface Reading { unit: Unit; level: Level }\nexport declare enum Level { Low = "low", High = "high" }\nexport { Reading };\n`,
      "src/tool.ts": tool(`import type { Reading } from "a";`, "Reading"),
    },
    expected: {
      type: "object",
      properties: { unit: { type: "string", enum: ["c", "f"] }, level: { type: "string", enum: ["low", "high"] } },
      required: ["unit", "level"],
      additionalProperties: false,
    },
  },
  "declare namespace N with N.T": {
    files: {
      "node_modules/a/package.json": pkg({ name: "a", types: "index.d.ts" }),
      "node_modules/a/index.d.ts": `export declare namespace Geo {\n  interface Point { x: number }\n  namespace Units { type Unit = "m" | "km" }\n}\n`,
      "src/tool.ts": tool(`import type { Geo } from "a";`, "[Geo.Point, Geo.Units.Unit]"),
    },
    expected: {
      type: "array",
      prefixItems: [{ type: "object", properties: { x: { type: "number" } }, required: ["x"], additionalProperties: false }, { type: "string", enum: ["m", "km"] }],
      items: false,
      minItems: 2,
      maxItems: 2,
    },
  },
  "export = with a namespace": {
    files: {
      "node_modules/a/package.json": pkg({ name: "a", types: "index.d.ts" }),
      "node_modules/a/index.d.ts": `declare function a(): void;\ndeclare namespace a {\n  interface Options { retries: number }\n}\nexport = a;\n`,
      "src/tool.ts": tool(`import type { Options } from "a";\nimport type A from "a";`, "[Options, A.Options]"),
    },
    expected: {
      type: "array",
      prefixItems: [
        { type: "object", properties: { retries: { type: "number" } }, required: ["retries"], additionalProperties: false },
        { type: "object", properties: { retries: { type: "number" } }, required: ["retries"], additionalProperties: false },
      ],
      items: false,
      minItems: 2,
      maxItems: 2,
    },
  },
  "export as namespace (UMD)": {
    files: {
      "node_modules/a/package.json": pkg({ name: "a", types: "index.d.ts" }),
      "node_modules/a/index.d.ts": `export as namespace Umd;\nexport type Mode = "fast" | "safe";\n`,
      "src/tool.ts": tool(`import type { Mode } from "a";`, "Mode"),
    },
    expected: { type: "string", enum: ["fast", "safe"] },
  },
  'import("pkg").T': {
    files: {
      "node_modules/a/package.json": pkg({ name: "a", exports: { "./shapes": { types: "./shapes.d.ts" } } }),
      "node_modules/a/shapes.d.ts": `export declare namespace Shapes { type Kind = "circle" | "square" }\n`,
      "src/tool.ts": tool("", `import("a/shapes").Shapes.Kind`),
    },
    expected: { type: "string", enum: ["circle", "square"] },
  },
  "export type * from": reaching("type-star", "a", {
    "node_modules/a/package.json": pkg({ name: "a", types: "index.d.ts" }),
    "node_modules/a/index.d.ts": `export type * from "./types";\n`,
    "node_modules/a/types.d.ts": lit("type-star"),
  }),
  "a namespace that re-exports imported types (SDK style)": {
    files: {
      "node_modules/sdk/package.json": pkg({ name: "sdk", types: "index.d.ts" }),
      "node_modules/sdk/index.d.ts": `import { type Model as M } from "./models";\ndeclare class Client {}\ndeclare namespace Client {\n  export { type M as Model };\n}\nexport default Client;\n`,
      "node_modules/sdk/models.d.ts": lit("sdk-namespace").replace("type T", "type Model"),
      "src/tool.ts": tool(`import type Client from "sdk";`, "Client.Model"),
    },
    expected: constOf("sdk-namespace"),
  },
};

describe("types from anywhere tsc finds them", () => {
  const base = tempDir("resolution");
  it.each(Object.entries(CASES))("%s", (name, c) => {
    const root = path.join(base, name.replace(/[^a-z0-9]+/gi, "-"));
    layout(root, { "tsconfig.json": TSCONFIG, ...c.files });
    const result = new Extractor({ root }).extract([path.join(root, c.toolFile ?? "src/tool.ts")]);
    expect(result.diagnostics.map((d) => d.message)).toEqual([]);
    expect((publicSchema(result.tools[0].inputSchema).properties as Record<string, JsonSchema>).x).toEqual(c.expected);
  });

  it("reads a linked workspace package where its symlink leads, so watchers see its files", () => {
    const root = path.join(base, "linked-dependencies");
    layout(root, { "tsconfig.json": TSCONFIG, ...CASES["workspace package linked, TypeScript sources through exports"].files });
    const { dependencies } = new Extractor({ root }).extract([path.join(root, "apps/web/src/tool.ts")]);
    expect(dependencies).toEqual(expect.arrayContaining([path.join(root, "packages/geo/package.json"), path.join(root, "packages/geo/src/index.ts"), path.join(root, "packages/geo/src/point.ts")]));
    expect(dependencies.filter((d) => d.includes("node_modules"))).toEqual([]);
  });

  it("an unresolved import names the specifier, where it was looked for and the tsconfig in force, with a code frame", () => {
    const root = path.join(base, "unresolved");
    layout(root, {
      "tsconfig.json": `{ "compilerOptions": { "moduleResolution": "bundler", "paths": { "@lib/*": ["./lib/*"] } } }`,
      "node_modules/a/package.json": pkg({ name: "a", exports: { ".": { types: "./index.d.ts" } } }),
      "node_modules/a/index.d.ts": lit("a"),
      "src/tool.ts": tool(`import type { A } from "@lib/nowhere";\nimport type { B } from "a/internal";\nimport type { C } from "missing-pkg";`, "[A, B, C]"),
    });
    const { diagnostics } = new Extractor({ root }).extract([path.join(root, "src/tool.ts")]);
    expect(diagnostics.map((d) => [d.code, d.loc.line, d.loc.column])).toEqual([
      ["TC_UNRESOLVED_IMPORT", 5, 23],
      ["TC_UNRESOLVED_IMPORT", 5, 26],
      ["TC_UNRESOLVED_IMPORT", 5, 29],
    ]);
    const [paths, exported, missing] = diagnostics.map((d) => d.message);
    const config = `tsconfig in force: ${path.join(root, "tsconfig.json")} (moduleResolution bundler)`;
    expect(paths).toContain(`"@lib/nowhere"`);
    expect(paths).toContain(`${path.join(root, "lib/nowhere")} (tsconfig paths/baseUrl)`);
    expect(paths).toContain(config);
    expect(exported).toContain(`${path.join(root, "node_modules/a/package.json")}: exports has no "./internal" for conditions types, import`);
    expect(missing).toContain(`node_modules/missing-pkg and node_modules/@types/missing-pkg in ${path.join(root, "src")} and its`);
    expect(missing).toContain(config);
    expect(diagnostics[2].frame).toContain("> 5 |");
  });
});
