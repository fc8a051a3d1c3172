import { setOwn } from "../plain-data.js";
import { isSchemaObject, type SchemaNode } from "./walk.js";

/** The dialect MCP schemas are written in (MCP 2025-11-25, SEP-1613), said in each `inputSchema`. */
export const JSON_SCHEMA_2020_12 = "https://json-schema.org/draft/2020-12/schema";

/** A place in a schema: the keys and list indices from its root. */
export type SchemaPath = readonly (string | number)[];

/**
 * The MCP `inputSchema`: `$schema` first, then the schema with each named
 * object type the build found (`named`, per `$defs` name the places it is
 * used) written once under `$defs` and referenced there, as 2020-12 schemas
 * write named types. A place keeps its own `description` beside the `$ref`,
 * so what the model reads at each property does not change (see docs/mcp.md).
 * The other views keep the types inline (docs/decisions.md). `schema` is a
 * fresh copy (the views' rewrites copy), changed here in place.
 */
export function mcpInputSchema(schema: SchemaNode, named: Readonly<Record<string, readonly SchemaPath[]>> | undefined): SchemaNode {
  const out: SchemaNode = { $schema: JSON_SCHEMA_2020_12, ...schema };
  if (named === undefined) return out;
  const uses = Object.entries(named).flatMap(([name, paths]) => paths.map((path) => ({ name, path })));
  // Deepest first: a named type inside another is a `$ref` before the outer one becomes its entry.
  uses.sort((a, b) => b.path.length - a.path.length);
  const defs: { [name: string]: SchemaNode } = {};
  for (const { name, path } of uses) {
    const parent = nodeAt(out, path.slice(0, -1));
    const key = path[path.length - 1]!;
    const node = parent?.[key as keyof typeof parent];
    // A path the schema no longer has (the build and this runtime disagree) leaves the type inline.
    if (!isSchemaObject(node)) continue;
    const { description, ...structure } = node;
    if (!(name in defs)) setOwn(defs, name, structure);
    const ref: SchemaNode = { $ref: `#/$defs/${encodeToken(name)}` };
    if (description !== undefined) ref.description = description;
    (parent as Record<string | number, unknown>)[key] = ref;
  }
  if (Object.keys(defs).length > 0) out.$defs = { ...out.$defs, ...defs };
  return out;
}

/** The node at `path`, copying each object and list on the way so no shared node of the input is changed. */
function nodeAt(root: SchemaNode, path: SchemaPath): Record<string | number, unknown> | undefined {
  let node: unknown = root;
  for (const key of path) {
    if (node === null || typeof node !== "object" || !Object.prototype.hasOwnProperty.call(node, key)) return undefined;
    const holder = node as Record<string | number, unknown>;
    const child = holder[key];
    if (child === null || typeof child !== "object") return undefined;
    const copy = Array.isArray(child) ? [...child] : { ...child };
    holder[key] = copy;
    node = copy;
  }
  return node as Record<string | number, unknown>;
}

/** A `$defs` name as a JSON Pointer token in a URI fragment (RFC 6901, RFC 3986). */
function encodeToken(name: string): string {
  return encodeURIComponent(name.replace(/~/g, "~0").replace(/\//g, "~1"));
}
