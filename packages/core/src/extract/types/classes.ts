import type * as t from "@babel/types";
import type { JsonSchema } from "../../model/index.js";
import { jsDocOf, paramTags, type JsDoc } from "../jsdoc.js";
import { evaluateLiteral } from "../static-value.js";
import type { TypeHost } from "./type-host.js";
import { memberKey } from "./computed-keys.js";
import { applyDoc } from "./doc.js";
import { indexProperties, readIndexSignature, type IndexSignatures } from "./index-signatures.js";
import { isObjectSchema, mergeObjects, objectSchema, objectView } from "./objects.js";
import { isNonNull, NON_NULL } from "./schema-sets.js";
import type { Scope } from "./scope.js";
import { setOwn } from "../../model/own-keys.js";
import { soleItem } from "../../model/lists.js";

/**
 * A class used as a type: its public instance fields (declared fields and
 * constructor parameter properties), optional ones optional, fields of the
 * class it extends first. Methods, accessors, `static`, `private`,
 * `protected` and `#` members are not data a tool receives and are left out.
 * An instance index signature is kept, as in an interface: it constrains
 * the keys the fields do not name. A class whose instances have no member
 * at all is the empty object type, as `{}` is.
 */
export function classType(c: TypeHost, node: t.ClassDeclaration, scope: Scope): JsonSchema {
  const parts: JsonSchema[] = [];
  let empty = !hasInstanceMembers(node);
  if (node.superClass) {
    if (node.superClass.type !== "Identifier") return c.unsupported(node.superClass, scope, "a class extending an expression; extend a class by name");
    const params = (node.superTypeParameters as t.TSTypeParameterInstantiation | null | undefined)?.params;
    const ref = { type: "TSTypeReference", typeName: node.superClass, typeParameters: params ? { type: "TSTypeParameterInstantiation", params } : undefined, start: node.superClass.start, end: node.superClass.end, loc: node.superClass.loc } as unknown as t.TSType;
    const read = c.convert(ref, scope);
    if (!isNonNull(read)) empty = false;
    const base = objectView(read);
    if (isObjectSchema(base)) parts.push(base);
    else if (Object.keys(base).length) c.unsupported(node.superClass, scope, "a class can only extend a class of data fields");
  }
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const index: IndexSignatures = {};
  const add = (name: string, typeNode: t.TSType | undefined, value: t.Node | null | undefined, optional: boolean, doc: JsDoc | undefined, at: t.Node) => {
    let schema: JsonSchema;
    let maybe = optional;
    if (typeNode) {
      const converted = c.convertOptional(typeNode, scope);
      schema = converted.schema;
      maybe ||= converted.optional;
    } else {
      const literal = evaluateLiteral(value);
      const type = literal && typeof literal.value;
      if (type === "string" || type === "number" || type === "boolean") schema = type === "number" ? { type: "number", "x-toolcall": { kind: "number" } } : { type };
      else {
        c.unsupported(at, scope, `field \`${name}\` has no type annotation; annotate it`);
        return;
      }
    }
    setOwn(properties, name, applyDoc(schema, doc, scope, c.diagnostics));
    if (!maybe) required.push(name);
  };
  for (const m of node.body.body) {
    if (m.type === "ClassProperty") {
      if (m.static || m.accessibility === "private" || m.accessibility === "protected") continue;
      // `[KEY]: T` is a field named by the constant's value, as in a type literal (computed-keys.ts).
      const key = memberKey(c.session, scope.file, m);
      if ("refuse" in key) c.unsupported(m, scope, key.refuse);
      if (!("name" in key)) continue;
      add(key.name, m.typeAnnotation?.type === "TSTypeAnnotation" ? m.typeAnnotation.typeAnnotation : undefined, m.value, m.optional === true, jsDocOf(m), m);
    } else if (m.type === "TSIndexSignature") {
      // An instance index signature constrains every other key, as in an interface.
      if (!m.static) readIndexSignature(c, m, scope, index);
    } else if (m.type === "ClassMethod" && m.kind === "constructor") {
      // The constructor's `@param x text` describes the parameter property `x`, as it does in an editor; the property's own JSDoc wins.
      const paramText = new Map(paramTags(jsDocOf(m)).map((tag) => [tag.name, tag.text]));
      for (const p of m.params) {
        if (p.type !== "TSParameterProperty" || p.accessibility === "private" || p.accessibility === "protected") continue;
        const param = p.parameter;
        const id = param.type === "AssignmentPattern" ? param.left : param;
        if (id.type !== "Identifier") continue;
        const annotation = id.typeAnnotation?.type === "TSTypeAnnotation" ? id.typeAnnotation.typeAnnotation : undefined;
        const text = paramText.get(id.name);
        add(id.name, annotation, param.type === "AssignmentPattern" ? param.right : undefined, id.optional === true, jsDocOf(p) ?? (text ? { description: text, tags: [] } : undefined), p);
      }
    }
  }
  if (empty) return NON_NULL;
  const { additional, numeric } = indexProperties(c, index, scope);
  parts.push(objectSchema(properties, required, additional, numeric));
  return soleItem(parts) ?? mergeObjects(parts);
}

/**
 * Whether the class's instances have a member TypeScript reads: anything
 * but static members and a constructor without parameter properties.
 * Methods and private fields count, though they are not data: a class with
 * one is not the empty object type (`5` is not a value of it).
 */
function hasInstanceMembers(node: t.ClassDeclaration): boolean {
  return node.body.body.some((m) => {
    if (m.type === "StaticBlock") return false;
    if (m.type === "ClassMethod" && m.kind === "constructor") return m.params.some((p) => p.type === "TSParameterProperty");
    return !m.static;
  });
}
