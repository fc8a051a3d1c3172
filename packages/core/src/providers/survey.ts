import { RUNTIME_KIND_KEY, type JsonSchema } from "../model/index.js";
import { forEachSchemaNode, isObjectNode, isSchemaObject, localDefName, typeList } from "./schema-walk.js";

/** A place in a schema that accepts any value or any object, which strict providers cannot take. */
export interface AnyValuePath {
  path: string;
  /** No type at all (`unknown`, `any`), as opposed to an object without properties. */
  typeless: boolean;
}

/** Counts over every node of a schema, `$defs` included. */
export interface SchemaSizes {
  properties: number;
  /** Properties not listed in their object's `required`. */
  optionalProperties: number;
  /** Characters of all property names. */
  propertyNameText: number;
  enumValues: number;
  /** Characters of the enums' string values. */
  enumStringText: number;
  /** String values of the enum that has the most. */
  mostEnumStrings: number;
  consts: number;
  /** Characters of the string `const`s. */
  constStringText: number;
  /** Object levels on the deepest way down (`properties` keywords on the path to an object node, plus one). */
  objectNesting: number;
}

/** What the rules read of the input schema, gathered in one walk. */
export interface Survey {
  openRecords: string[];
  anyValues: AnyValuePath[];
  /** Paths of `bigint` nodes a model sends as a JSON number (not `Wire<"string">`). */
  numericBigints: string[];
  /** The `$ref` targets of each root `$defs` entry, in `$defs` order. */
  defRefs: Map<string, Set<string>>;
  sizes: SchemaSizes;
}

/**
 * One walk of the model's input schema for every rule that reads it. Its
 * nodes and paths are the public schema's (`publicSchema` only drops the
 * `x-toolcall` annotation, which the any-value check reads).
 */
export function survey(schema: JsonSchema): Survey {
  const openRecords: string[] = [];
  const anyValues: AnyValuePath[] = [];
  const numericBigints: string[] = [];
  const defRefs = new Map<string, Set<string>>();
  for (const name of Object.keys(schema.$defs ?? {})) defRefs.set(name, new Set());
  const sizes: SchemaSizes = {
    properties: 0,
    optionalProperties: 0,
    propertyNameText: 0,
    enumValues: 0,
    enumStringText: 0,
    mostEnumStrings: 0,
    consts: 0,
    constStringText: 0,
    objectNesting: 0,
  };
  forEachSchemaNode(schema, (node, { path, pointer }) => {
    const extra = node.additionalProperties;
    const objectNode = isObjectNode(node);
    if (objectNode && (isSchemaObject(extra) || extra === true)) openRecords.push(pointer());
    const kind = node[RUNTIME_KIND_KEY];
    if (kind?.kind === "bigint" && kind.wire !== "string") numericBigints.push(pointer());
    if (kind?.kind === "unknown") anyValues.push({ path: pointer(), typeless: true });
    // An open record (`additionalProperties`) is reported as one already.
    else if (typeList(node).includes("object") && !isSchemaObject(node.properties) && extra === undefined) anyValues.push({ path: pointer(), typeless: false });
    if (path[0] === "$defs" && path.length >= 2) {
      const target = localDefName(node.$ref);
      if (target !== undefined) defRefs.get(path[1]!)?.add(target);
    }
    countSizes(node, sizes);
    if (objectNode) sizes.objectNesting = Math.max(sizes.objectNesting, 1 + occurrences(path, "properties"));
  });
  return { openRecords, anyValues, numericBigints, defRefs, sizes };
}

function countSizes(node: JsonSchema, sizes: SchemaSizes): void {
  if (isSchemaObject(node.properties)) {
    const required = new Set(Array.isArray(node.required) ? node.required : []);
    for (const name of Object.keys(node.properties)) {
      sizes.properties++;
      sizes.propertyNameText += name.length;
      if (!required.has(name)) sizes.optionalProperties++;
    }
  }
  if (Array.isArray(node.enum)) {
    sizes.enumValues += node.enum.length;
    let strings = 0;
    for (const value of node.enum) {
      if (typeof value !== "string") continue;
      strings++;
      sizes.enumStringText += value.length;
    }
    sizes.mostEnumStrings = Math.max(sizes.mostEnumStrings, strings);
  }
  if ("const" in node) {
    sizes.consts++;
    if (typeof node.const === "string") sizes.constStringText += node.const.length;
  }
}

/** How many of `path`'s segments are `segment` (no array made: this runs at every object node). */
export function occurrences(path: readonly string[], segment: string): number {
  let count = 0;
  for (const key of path) if (key === segment) count++;
  return count;
}
