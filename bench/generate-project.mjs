// Generates a synthetic toolcall project: `tools` tools over `files` "use tools"
// modules, each importing documented types (interfaces, enums, aliases, generics,
// markers) from shared type modules, with realistic function bodies. Deterministic.
//   node bench/generate-project.mjs [dir]   -> prints the directory
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const TYPE_FILES = 40;

function typeModule(i) {
  const lines = [`import type { Int, Min, Max, MaxLength, Pattern } from "unplugin-toolcall/types";`, ``];
  lines.push(`/** Status of record family ${i}. */`, `export enum Status${i} {`, `  Active = "active",`, `  Paused = "paused",`, `  Closed = "closed",`, `}`, ``);
  lines.push(`/** A short label, at most 80 characters. */`, `export type Label${i} = string & MaxLength<80>;`, ``);
  lines.push(`/** A page of results. */`, `export interface Page${i}<T> {`, `  /** The items on this page. */`, `  items: T[];`, `  /** Cursor of the next page, absent on the last one. */`, `  next?: string;`, `}`, ``);
  lines.push(
    `/** A postal address in family ${i}. */`,
    `export interface Address${i} {`,
    `  /** Street and number. */`,
    `  street: string;`,
    `  /** City name, in full. */`,
    `  city: string;`,
    `  /** Postal code. */`,
    `  zip: string & Pattern<"^[0-9A-Z -]{3,10}$">;`,
    `  country?: "fr" | "de" | "us" | "jp";`,
    `}`,
    ``,
  );
  lines.push(
    `/** A customer record. */`,
    `export interface Customer${i} extends Named${i} {`,
    `  /** Stable identifier. */`,
    `  id: Int & Min<1>;`,
    `  status: Status${i};`,
    `  addresses: Address${i}[];`,
    `  tags: Record<string, string>;`,
    `  score?: number & Min<0> & Max<100>;`,
    `}`,
    ``,
    `/** Something with a name. */`,
    `export interface Named${i} {`,
    `  /** Display name. */`,
    `  name: Label${i};`,
    `}`,
    ``,
  );
  lines.push(`/** Filters of a search in family ${i}. */`, `export type Filters${i} = Partial<Pick<Customer${i}, "status" | "score">> & { since?: Date };`, ``);
  // Padding that a real type module has: helpers and constants the extractor skips.
  for (let k = 0; k < 10; k++) {
    lines.push(`export function normalize${i}_${k}(value: string): string {`, `  return value.trim().toLowerCase().replace(/\\s+/g, " ");`, `}`, ``);
  }
  return lines.join("\n");
}

function toolFunction(fileIndex, k, t) {
  const n = fileIndex * 1000 + k;
  const name = `tool_${fileIndex}_${k}`;
  const kind = n % 5;
  const doc = [
    `/**`,
    ` * Operation ${k} of module ${fileIndex}: looks records up, applies the filters and`,
    ` * returns a page of customers. Used by the assistant when the user asks about`,
    ` * family ${t} records.`,
    ` * @param query free text to look for`,
    ` * @param limit how many records at most`,
    ` * @example {"query": "paris", "limit": 5}`,
    ` */`,
  ];
  const body = [
    `  // Records are fetched in pages of ten; the cursor is opaque to the caller.`,
    `  const started = Date.now();`,
    `  const results: unknown[] = [];`,
    `  for (let i = 0; i < 10; i++) {`,
    `    if (i % 2 === 0) results.push({ i, at: started + i, label: String(i).padStart(4, "0") });`,
    `    else results.push(null);`,
    `  }`,
    `  const byLabel = new Map<string, number>();`,
    `  for (const r of results) {`,
    `    if (r && typeof r === "object" && "label" in r) byLabel.set(String((r as { label: string }).label), Date.now() - started);`,
    `  }`,
    `  const summary = [...byLabel.entries()].sort((a, b) => a[1] - b[1]).map(([label, ms]) => \`\${label}:\${ms}\`).join(";");`,
    `  if (summary.length > 4096) console.warn("${name}: summary truncated", summary.slice(0, 64));`,
    `  const filtered = results.filter((r) => r !== null).map((r) => JSON.stringify(r));`,
    `  if (filtered.length > 100) throw new Error("too many results for ${name}");`,
    `  return { items: [], next: filtered.join(",").slice(0, 10) } as never;`,
  ];
  const sigs = [
    `export async function ${name}(query: string, limit: Int & Min<1> & Max<50> = 10, status?: Status${t}): Promise<Page${t}<Customer${t}>> {`,
    `export function ${name}({ query, limit = 10 }: { query: Label${t}; limit?: Int }, ctx: ToolContext<{ user: string }>): Page${t}<Named${t}> {`,
    `export const ${name} = async (query: string, limit: number, to: Address${t}, filters?: Filters${t}): Promise<Customer${t} | null> => {`,
    `export function ${name}(query: string, limit: Int, ids: (bigint & Wire<"string">)[], mode: "fast" | "exact" = "fast"): void {`,
    `export function ${name}(query: string, limit: Int, customer: Customer${t}, when: Date | null): Address${t}[] {`,
  ];
  const close = kind === 2 ? `};` : `}`;
  return [...doc, sigs[kind], ...body, close, ``].join("\n");
}

function toolModule(fileIndex, perFile) {
  const t = fileIndex % TYPE_FILES;
  const lines = [
    `"use tools";`,
    `import type { Int, Min, Max, ToolContext, Wire } from "unplugin-toolcall/types";`,
    `import type { Address${t}, Customer${t}, Filters${t}, Label${t}, Named${t}, Page${t} } from "../types/t${t}";`,
    `import { Status${t} } from "../types/t${t}";`,
    ``,
  ];
  for (let k = 0; k < perFile; k++) lines.push(toolFunction(fileIndex, k, t));
  // Not tools: a private helper and constants, as real modules have.
  lines.push(`function audit(event: string): void {`, `  if (event.length > 1000) console.warn("long event");`, `}`, `audit("loaded");`, `export const VERSION_${fileIndex} = "1.0.${fileIndex}";`, ``);
  return lines.join("\n");
}

/** Writes the project under `dir`; returns its candidate files and total size in bytes. */
export function generateProject(dir, { tools = 1000, files = 200 } = {}) {
  mkdirSync(join(dir, "src", "tools"), { recursive: true });
  mkdirSync(join(dir, "src", "types"), { recursive: true });
  const written = [];
  let bytes = 0;
  const write = (path, text) => {
    writeFileSync(path, text);
    written.push(path);
    bytes += Buffer.byteLength(text);
  };
  for (let i = 0; i < TYPE_FILES; i++) write(join(dir, "src", "types", `t${i}.ts`), typeModule(i));
  const perFile = Math.ceil(tools / files);
  for (let f = 0; f < files; f++) write(join(dir, "src", "tools", `m${f}.ts`), toolModule(f, Math.min(perFile, tools - f * perFile)));
  writeFileSync(join(dir, "tsconfig.json"), `{ "compilerOptions": { "strict": true } }\n`);
  return { files: written, bytes };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? mkdtempSync(join(tmpdir(), "toolcall-bench-"));
  const { files, bytes } = generateProject(dir);
  console.log(`${dir}: ${files.length} files, ${(bytes / 1e6).toFixed(2)} MB`);
}
