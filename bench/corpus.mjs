// The 1,000-tool corpus of the size, cold-start, build and dev benches: 200
// "use tools" files of 5 tools each. Two shapes:
//  - "shared": each file declares its named argument types (an address with
//    a string array, options with an enum, a bounded Int with a string
//    record, a literal-union unit, a nullable note, an optional Int) and its
//    5 tools take them, so many tools across the project validate the same
//    shapes under different type names;
//  - "distinct": every tool's argument types have property names of their
//    own, so no two tools share a validation schema.
// Each corpus is an app with two entries: `with-toolcall.ts` imports
// `virtual:tools`, `plain.ts` imports the same tool modules directly (the app
// without toolcall). Deterministic.
//   node bench/corpus.mjs [shared|distinct] [dir]   -> prints the directory
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The named argument types, called `<Name><id>`, with `s` appended to every property name. */
function typesOf(f, s) {
  return [
    `/** How a parcel is sent. */`,
    `export enum Mode${f} { Ground = "ground", Air = "air", Sea = "sea" }`,
    `/** A unit of weight. */`,
    `export type Unit${f} = "kg" | "lb" | "oz";`,
    `/** A postal address. */`,
    `export interface Address${f} {`,
    `  /** Street lines, first to last. */`,
    `  lines${s}: string[];`,
    `  /** City, in full. */`,
    `  city${s}: string;`,
    `  /** Postal code. */`,
    `  zip${s}: string;`,
    `}`,
    `/** How to run the operation. */`,
    `export interface Options${f} {`,
    `  /** Transport. */`,
    `  mode${s}: Mode${f};`,
    `  /** Say more in the result. */`,
    `  verbose${s}?: boolean;`,
    `}`,
    `/** How many, with labels. */`,
    `export interface Batch${f} {`,
    `  /** Items in the batch. */`,
    `  count${s}: Int & Min<1> & Max<500>;`,
    `  /** Free labels by key. */`,
    `  labels${s}: Record<string, string>;`,
    `}`,
    ``,
  ];
}

function toolOf(f, k, id) {
  const name = `tool_${f}_${k}`;
  const sigs = [
    `export function ${name}(to: Address${id}, options: Options${id}, unit: Unit${id}, note: string | null, limit?: Int): string {`,
    `export function ${name}(batch: Batch${id}, to: Address${id}, note: string | null): string {`,
    `export async function ${name}(options: Options${id}, batch: Batch${id}, limit?: Int): Promise<string> {`,
    `export function ${name}(to: Address${id}, unit: Unit${id}, limit?: Int): string {`,
    `export function ${name}(from: Address${id}, to: Address${id}, options: Options${id}, batch: Batch${id}, note: string | null): string {`,
  ];
  const sig = sigs[k % 5];
  // Documents only the parameters this signature has: a stale @param is a build warning.
  const params = [...(sig.includes(" to: ") ? [` * @param to where the parcel goes`] : []), ...(sig.includes(" note: ") ? [` * @param note free text for the carrier`] : [])];
  const doc = [`/**`, ` * Operation ${k} of file ${f}: plans a shipment and says what it costs.`, ...params, ` */`];
  return [...doc, sig, `  return JSON.stringify(arguments).slice(0, 64) + "${name}";`, `}`, ``];
}

function toolFile(f, perFile, distinct) {
  const lines = [`"use tools";`, `import type { Int, Min, Max } from "unplugin-toolcall/types";`, ``];
  if (!distinct) lines.push(...typesOf(f, ""));
  for (let k = 0; k < perFile; k++) {
    // Distinct: each tool gets its own types, whose property names carry the tool's number.
    if (distinct) lines.push(...typesOf(`${f}_${k}`, `_${f}_${k}`));
    lines.push(...toolOf(f, k, distinct ? `${f}_${k}` : f));
  }
  return lines.join("\n");
}

/**
 * Writes the corpus under `dir`: `src/tools/m<i>.ts`, the two entries, a
 * tsconfig. Returns the tool files and the entries' paths.
 */
export function generateCorpus(dir, { shape = "shared", tools = 1000, files = 200 } = {}) {
  const distinct = shape === "distinct";
  mkdirSync(join(dir, "src", "tools"), { recursive: true });
  const perFile = Math.ceil(tools / files);
  const toolFiles = [];
  for (let f = 0; f < files; f++) {
    const path = join(dir, "src", "tools", `m${f}.ts`);
    writeFileSync(path, toolFile(f, Math.min(perFile, tools - f * perFile), distinct));
    toolFiles.push(path);
  }
  const plain = join(dir, "src", "plain.ts");
  writeFileSync(plain, [...toolFiles.map((_, f) => `import * as m${f} from "./tools/m${f}";`), `export const modules = [${toolFiles.map((_, f) => `m${f}`).join(", ")}];`, ""].join("\n"));
  const withToolcall = join(dir, "src", "with-toolcall.ts");
  writeFileSync(withToolcall, `export { tools, dispatch, openaiTools } from "virtual:tools";\n`);
  writeFileSync(join(dir, "tsconfig.json"), `{ "compilerOptions": { "strict": true, "module": "esnext", "moduleResolution": "bundler" } }\n`);
  writeFileSync(join(dir, "package.json"), `{ "name": "toolcall-corpus", "private": true, "type": "module" }\n`);
  return { toolFiles, plain, withToolcall };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const shape = process.argv[2] ?? "shared";
  const dir = process.argv[3] ?? mkdtempSync(join(tmpdir(), `toolcall-corpus-${shape}-`));
  const { toolFiles } = generateCorpus(dir, { shape });
  console.log(`${dir}: ${toolFiles.length} tool files (${shape})`);
}
