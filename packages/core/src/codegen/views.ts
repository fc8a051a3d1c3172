import type { ViewSource } from "@toolcall/runtime";
import { PROVIDER_EXPORTS } from "../providers/index.js";
import { jsonParseExpression } from "./json-text.js";
import { runtimeExport } from "./runtime-exports.js";
import { bareId, type ImportOf } from "./shared-modules.js";

const PREFIX = "__tc_providers_";

/** How the constants a part's records name (schemas, names, descriptions, view extras) begin. */
export const VIEW_CONSTANT_PREFIX = PREFIX;
/** How those of them that hold a name or a description begin. */
export const VIEW_STRING_PREFIX = `${PREFIX}t`;
const SCHEMA_KEYS = ["inputSchema", "outputSchema"];

/**
 * What the records of one part of the split `virtual:tools` hold for the
 * `tools` export and the provider views: per tool its `tools` entry (its
 * public schemas, name and description) and, for the few tools that have
 * any, the `ViewExtras` the views need beside it (a deprecation notice,
 * examples, MCP annotations). No view is written: the runtime derives each
 * from the entry the first time it is asked for (its `viewTable`). A tool's
 * schemas are imported from its shapes module (`modules`, one per source:
 * tool-shapes.ts), so tools of the same shape in any file import one copy.
 * Returns the declarations (imports of the schemas, the names, descriptions
 * and extras as constants) and per tool the expressions of its entry and
 * its extras (undefined when it has none).
 */
export function toolRecordsSource(
  sources: readonly ViewSource[],
  modules: readonly { id: string; schemaTexts: readonly string[] }[],
  importOf: ImportOf = bareId,
): { declarations: string; entries: string[]; extras: (string | undefined)[] } {
  const declarations: string[] = [];
  const localsById = new Map<string, string[]>();
  const entries: string[] = [];
  const extras: (string | undefined)[] = [];
  sources.forEach((source, i) => {
    const { id, schemaTexts: texts } = modules[i]!;
    let locals: string[] = [];
    if (texts.length) {
      const known = localsById.get(id);
      if (known) locals = known;
      else {
        const n = localsById.size;
        locals = texts.map((_, j) => `${PREFIX}s${n}_${j}`);
        localsById.set(id, locals);
        declarations.push(`import { ${locals.map((local, j) => `s${j} as ${local}`).join(", ")} } from ${JSON.stringify(importOf(id))};`);
      }
    }
    let text = "{";
    entryParts(source.tool).forEach((part, j) => {
      if (typeof part === "string") text += part;
      else if (!("text" in part)) text += part.key + locals[texts.indexOf(jsonOf(part.schema))];
      else {
        const ref = `${PREFIX}t${i}_${j}`;
        declarations.push(`const ${ref} = ${part.text};`);
        text += part.key + ref;
      }
    });
    entries.push(text + "}");
    if (source.view === undefined) extras.push(undefined);
    else {
      // A constant, so the record's shape does not depend on what the extras say
      // (JSON.parse keeps a `__proto__` key of an example an own property).
      const ref = `${PREFIX}v${i}`;
      declarations.push(`const ${ref} = ${jsonParseExpression(JSON.stringify(source.view))};`);
      extras.push(ref);
    }
  });
  return { declarations: declarations.join("\n"), entries, extras };
}

/** The distinct schemas of a `tools` entry, in the order it uses them, with their JSON text. */
export function uniqueEntrySchemas(entry: object): { texts: string[]; schemas: unknown[] } {
  const texts: string[] = [];
  const schemas: unknown[] = [];
  for (const part of entryParts(entry)) {
    if (typeof part === "string" || "text" in part || texts.includes(jsonOf(part.schema))) continue;
    texts.push(jsonOf(part.schema));
    schemas.push(part.schema);
  }
  return { texts, schemas };
}

/**
 * The exports of a tool's schemas in its shapes module: `s0`, `s1`, ...,
 * each parsed from JSON text (see json-text.ts: the text is larger than an
 * object literal with shared subtrees, but a fresh process starts faster
 * with it).
 */
export function schemaExports(schemas: readonly unknown[]): string[] {
  return schemas.map((schema, j) => `export const s${j} = ${jsonParseExpression(jsonOf(schema))};`);
}

/**
 * A `tools` entry's text around its schemas and its strings: `"key":value`
 * strings, schema slots, and the name and description (constants, so that
 * they are parameters of the record's shape).
 */
type EntryPart = string | { key: string; schema: unknown } | { key: string; text: string };
const entryPartsCache = new WeakMap<object, EntryPart[]>();
const REPEATED_KEYS = ["name", "description"];

/** Cached per entry object, like `jsonOf`: only the references depend on the whole module. */
function entryParts(tool: object): EntryPart[] {
  let parts = entryPartsCache.get(tool);
  if (parts === undefined) {
    parts = Object.entries(tool).map(([key, value], i): EntryPart => {
      const prefix = `${i > 0 ? "," : ""}${JSON.stringify(key)}:`;
      if (SCHEMA_KEYS.includes(key)) return { key: prefix, schema: value };
      if (REPEATED_KEYS.includes(key) && typeof value === "string") return { key: prefix, text: JSON.stringify(value) };
      return prefix + jsLiteral(value);
    });
    entryPartsCache.set(tool, parts);
  }
  return parts;
}

/**
 * A JSON value as a JavaScript expression. JSON text is one, but for a key
 * `__proto__`, which an object literal reads as the prototype; written
 * `["__proto__"]:` it stays a property. (In valid JSON, `"__proto__":` with
 * no backslash before it is always a key.)
 */
function jsLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/(?<!\\)"__proto__":/g, '["__proto__"]:');
}

/**
 * JSON text by schema object: the entry of an unchanged tool is the same
 * object from one build to the next (see `viewSource`), so a watch rebuild
 * serializes only the schemas of the tools that changed.
 */
const jsonCache = new WeakMap<object, string>();

function jsonOf(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  let text = jsonCache.get(value);
  if (text === undefined) jsonCache.set(value, (text = JSON.stringify(value)));
  return text;
}

/**
 * The provider exports of the index of the split `virtual:tools`: one view
 * table over the records `recordsRef` names (each `{ tool, view? }` is the
 * `ViewSource` of its tool), which derives the views when first asked.
 */
export function providersIndexSource(recordsRef: string, runtimeImport: string, refs: { dispatch: string; declared: string }): string {
  return providersExports(`const ${PREFIX}views = ${PREFIX}viewTable(${recordsRef});`, runtimeImport, refs);
}

/** The runtime import, `viewsDeclaration` (which declares `__tc_providers_views`), each provider's exports (`PROVIDERS`). */
function providersExports(viewsDeclaration: string, runtimeImport: string, refs: { dispatch: string; declared: string }): string {
  const exports = PROVIDER_EXPORTS;
  const helpers = [...new Set([...exports.map((e) => e.runtime), runtimeExport("viewTable")])];
  const passed = { views: `${PREFIX}views`, ...refs };
  return [
    `import { ${helpers.map((name) => `${name} as ${PREFIX}${name}`).join(", ")} } from ${JSON.stringify(runtimeImport)};`,
    viewsDeclaration,
    ...exports.flatMap((e) => [
      `/** ${e.doc} */`,
      `export function ${e.name}(${e.params.join(", ")}) { return ${PREFIX}${e.runtime}(${[...e.reads.map((read) => passed[read]), ...e.params].join(", ")}); }`,
    ]),
    "",
  ].join("\n");
}
