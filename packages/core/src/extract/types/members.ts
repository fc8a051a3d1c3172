import type * as t from "@babel/types";
import type { JsonSchema } from "../../model/index.js";
import { jsDocOf } from "../jsdoc.js";
import { applyDoc } from "./doc.js";
import { indexProperties, readIndexSignature, type IndexSignatures } from "./index-signatures.js";
import { objectSchema } from "./objects.js";
import type { Scope } from "./scope.js";
import { memberKey } from "./computed-keys.js";
import type { TypeHost } from "./type-host.js";
import { setOwn } from "../../model/own-keys.js";
import { NEVER } from "./schema-sets.js";

/**
 * An optional method (`m?(): void`) or an optional property of a function
 * type (`f?: () => void`): TypeScript takes a value without the key, and no
 * JSON value for it (a function is not JSON), so the key may only be absent.
 */
export function isOptionalFunction(optional: boolean | null | undefined, typeNode: t.Node | null | undefined): boolean {
  if (!optional) return false;
  let node = typeNode;
  while (node?.type === "TSParenthesizedType") node = node.typeAnnotation;
  return node?.type === "TSFunctionType" || node?.type === "TSConstructorType";
}

/**
 * Makes the keys `absent` (see `isOptionalFunction`) refuse every value:
 * a closed object refuses a key it does not name, so there they are left
 * out; an index signature would take any value, so there each is `never`.
 */
export function withAbsentKeys(properties: Record<string, JsonSchema>, absent: string[], additional: JsonSchema | false): Record<string, JsonSchema> {
  if (additional !== false) for (const name of absent) if (!Object.hasOwn(properties, name)) setOwn(properties, name, NEVER);
  return properties;
}

/**
 * An object type's members (a type literal, an interface body): properties
 * in source order, optional methods absent (`withAbsentKeys`), index
 * signatures as `additionalProperties` (a `number` one only for numeric
 * keys, see index-signatures.ts).
 */
export function membersType(c: TypeHost, members: t.TSTypeElement[], scope: Scope): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const index: IndexSignatures = {};
  const absent: string[] = [];
  for (const m of members) {
    if (m.type === "TSMethodSignature" && m.kind === "method" && m.optional) {
      const key = memberKey(c.session, scope.file, m);
      if ("refuse" in key) c.unsupported(m, scope, key.refuse);
      if ("name" in key) absent.push(key.name);
    } else if (m.type === "TSPropertySignature") {
      const key = memberKey(c.session, scope.file, m);
      if ("refuse" in key) c.unsupported(m, scope, key.refuse);
      if (!("name" in key)) continue;
      const name = key.name;
      const typeNode = m.typeAnnotation?.typeAnnotation;
      if (!typeNode) {
        c.unsupported(m, scope, `property \`${name}\` has no type; annotate it`);
        continue;
      }
      if (isOptionalFunction(m.optional, typeNode)) {
        absent.push(name);
        continue;
      }
      // Under `strict`, `a: T | undefined` is a required key (JSON has no `undefined`, so its value is a T); only `?` makes it optional.
      const { schema } = c.convertOptional(typeNode, scope);
      setOwn(properties, name, applyDoc(schema, jsDocOf(m), scope, c.diagnostics));
      if (!m.optional) required.push(name);
    } else if (m.type === "TSIndexSignature") {
      readIndexSignature(c, m, scope, index);
    } else {
      c.unsupported(m, scope, "methods, call and construct signatures cannot travel as JSON; keep data types to properties");
    }
  }
  const { additional, numeric } = indexProperties(c, index, scope);
  return objectSchema(withAbsentKeys(properties, absent, additional), required, additional, numeric);
}
