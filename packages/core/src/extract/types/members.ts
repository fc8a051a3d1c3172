import type * as t from "@babel/types";
import type { JsonSchema } from "../../model/index.js";
import { jsDocOf } from "../jsdoc.js";
import { Accessors } from "./accessors.js";
import { applyDoc } from "./doc.js";
import { indexProperties, readIndexSignature, type IndexSignatures } from "./index-signatures.js";
import { objectSchema } from "./objects.js";
import type { Scope } from "./scope.js";
import { memberKey } from "./computed-keys.js";
import type { TypeHost } from "./type-host.js";
import { setOwn } from "../../model/own-keys.js";

/**
 * An optional method (`m?(): void`) or an optional property of a function
 * type (`f?: () => void`): TypeScript takes a value without the key, and no
 * JSON value for it (a function is not JSON), so the key may only be absent
 * (key-facts.ts `absent`; objects.ts `objectSchema` says how).
 */
export function isOptionalFunction(optional: boolean | null | undefined, typeNode: t.Node | null | undefined): boolean {
  if (!optional) return false;
  let node = typeNode;
  while (node?.type === "TSParenthesizedType") node = node.typeAnnotation;
  return node?.type === "TSFunctionType" || node?.type === "TSConstructorType";
}

/**
 * An object type's members (a type literal, an interface body): properties
 * in source order, then accessors (properties to TypeScript, accessors.ts),
 * optional methods absent (`isOptionalFunction`), index signatures as
 * `additionalProperties` (a `number` one only for numeric keys, see
 * index-signatures.ts).
 */
export function membersType(c: TypeHost, members: t.TSTypeElement[], scope: Scope): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const index: IndexSignatures = {};
  const absent: string[] = [];
  const numberNames: string[] = [];
  const accessors = new Accessors();
  const add = (name: string, typeNode: t.TSType, optional: boolean, at: t.TSTypeElement) => {
    // Under `strict`, `a: T | undefined` is a required key (JSON has no `undefined`, so its value is a T); only `?` makes it optional.
    const { schema } = c.convertOptional(typeNode, scope);
    setOwn(properties, name, applyDoc(schema, jsDocOf(at), scope, c.diagnostics));
    if (!optional) required.push(name);
  };
  for (const m of members) {
    if (m.type === "TSMethodSignature" && (m.kind === "get" || m.kind === "set" || m.optional)) {
      const key = memberKey(c.session, scope.file, m);
      if ("refuse" in key) c.unsupported(m, scope, key.refuse);
      if (!("name" in key)) continue;
      if (key.numeric) numberNames.push(key.name);
      if (m.kind === "method") absent.push(key.name);
      else accessors.note(key.name, m.kind, m.kind === "get" ? m.typeAnnotation : (m.parameters[0] as { typeAnnotation?: t.Node | null } | undefined)?.typeAnnotation, m);
    } else if (m.type === "TSPropertySignature") {
      const key = memberKey(c.session, scope.file, m);
      if ("refuse" in key) c.unsupported(m, scope, key.refuse);
      if (!("name" in key)) continue;
      const name = key.name;
      if (key.numeric) numberNames.push(name);
      const typeNode = m.typeAnnotation?.typeAnnotation;
      if (!typeNode) {
        c.unsupported(m, scope, `property \`${name}\` has no type; annotate it`);
        continue;
      }
      if (isOptionalFunction(m.optional, typeNode)) {
        absent.push(name);
        continue;
      }
      add(name, typeNode, m.optional === true, m);
    } else if (m.type === "TSIndexSignature") {
      readIndexSignature(c, m, scope, index);
    } else {
      c.unsupported(m, scope, "methods, call and construct signatures cannot travel as JSON; keep data types to properties");
    }
  }
  for (const a of accessors.properties()) {
    if (a.type) add(a.name, a.type, false, a.at as t.TSTypeElement);
    else c.unsupported(a.at, scope, `accessor \`${a.name}\` has no type annotation; annotate it`);
  }
  const { additional, numeric } = indexProperties(c, index, scope);
  return objectSchema(properties, required, additional, numeric, { absent, numberNames });
}
