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
import { isOptionalFunction } from "./members.js";
import { Accessors } from "./accessors.js";
import type { Scope } from "./scope.js";
import { setOwn } from "../../model/own-keys.js";
import { soleItem } from "../../model/lists.js";

/**
 * A class used as a type, as TypeScript reads it: its public instance
 * fields (declared fields and constructor parameter properties) and
 * accessors (a getter's type, or a setter's parameter type when it has no
 * getter; a required property either way), optional ones optional, members
 * of the class it extends first. An instance index signature is kept, as in
 * an interface. A class whose instances have no member at all is the empty
 * object type, as `{}` is. An optional method (or function-typed field) may
 * only be absent (members.ts `isOptionalFunction`). A required method is
 * required of every value, and a `private`, `protected` or `#` member makes the type nominal
 * (only instances made by the class are values of it): no JSON value has
 * such a type, so each is a located error naming the data fields to write
 * an interface of. `static` members are not part of the instance type.
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
  // Optional methods and optional fields of a function type: keys that may only be absent (members.ts).
  const absent: string[] = [];
  // Fields named by a number, which `keyof` reads as number literals (key-facts.ts).
  const numberNames: string[] = [];
  const add = (name: string, typeNode: t.TSType | undefined, value: t.Node | null | undefined, optional: boolean, doc: JsDoc | undefined, at: t.Node) => {
    let schema: JsonSchema;
    if (typeNode) {
      // Under `strict`, `x: T | undefined` (or `| void`) is a required key, as in an interface; only `?` makes it optional.
      schema = c.convertOptional(typeNode, scope).schema;
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
    if (!optional) required.push(name);
  };
  const accessors = new Accessors();
  const noValue: { at: t.Node; why: string }[] = [];
  /** Whether a `private`/`protected` member makes the class nominal (noted: no JSON value has its type). */
  const isNominal = (m: { accessibility?: string | null }, at: t.Node): boolean => {
    if (m.accessibility !== "private" && m.accessibility !== "protected") return false;
    noValue.push({ at, why: nominal(`\`${m.accessibility}\``) });
    return true;
  };
  /** A public member's name; undefined for a nominal one, or a computed key that names none (refused where it is). */
  const publicName = (m: t.ClassProperty | t.ClassAccessorProperty | t.ClassMethod | t.TSDeclareMethod): string | undefined => {
    if (isNominal(m, m)) return undefined;
    // `[KEY]: T` is a member named by the constant's value, as in a type literal (computed-keys.ts).
    const key = memberKey(c.session, scope.file, m);
    if ("refuse" in key) c.unsupported(m, scope, key.refuse);
    if (!("name" in key)) return undefined;
    if (key.numeric) numberNames.push(key.name);
    return key.name;
  };
  for (const m of node.body.body) {
    if ("static" in m && m.static) continue;
    if (m.type === "ClassProperty" || m.type === "ClassAccessorProperty") {
      const name = publicName(m);
      if (name === undefined) continue;
      const annotation = m.typeAnnotation?.type === "TSTypeAnnotation" ? m.typeAnnotation.typeAnnotation : undefined;
      if (isOptionalFunction(m.type === "ClassProperty" && m.optional, annotation)) {
        absent.push(name);
        continue;
      }
      add(name, annotation, m.value, m.type === "ClassProperty" && m.optional === true, jsDocOf(m), m);
    } else if (m.type === "ClassPrivateProperty" || m.type === "ClassPrivateMethod") {
      noValue.push({ at: m, why: nominal("`#`") });
    } else if (m.type === "TSIndexSignature") {
      // An instance index signature constrains every other key, as in an interface.
      readIndexSignature(c, m, scope, index);
    } else if ((m.type === "ClassMethod" || m.type === "TSDeclareMethod") && m.kind === "constructor") {
      // The constructor's `@param x text` describes the parameter property `x`, as it does in an editor; the property's own JSDoc wins.
      const paramText = new Map(paramTags(jsDocOf(m)).map((tag) => [tag.name, tag.text]));
      for (const p of m.params) {
        if (p.type !== "TSParameterProperty") continue;
        if (isNominal(p, p)) continue;
        const param = p.parameter;
        const id = param.type === "AssignmentPattern" ? param.left : param;
        if (id.type !== "Identifier") continue;
        const annotation = id.typeAnnotation?.type === "TSTypeAnnotation" ? id.typeAnnotation.typeAnnotation : undefined;
        const text = paramText.get(id.name);
        add(id.name, annotation, param.type === "AssignmentPattern" ? param.right : undefined, id.optional === true, jsDocOf(p) ?? (text ? { description: text, tags: [] } : undefined), p);
      }
    } else if (m.type === "ClassMethod" || m.type === "TSDeclareMethod") {
      const name = publicName(m);
      if (name === undefined) continue;
      if (m.kind === "get" || m.kind === "set") {
        accessors.note(name, m.kind, m.kind === "get" ? m.returnType : (m.params[0] as { typeAnnotation?: t.Node | null } | undefined)?.typeAnnotation, m);
        continue;
      }
      // An optional method may be absent, which is all JSON can do; a required one no JSON value has.
      if (m.optional) {
        absent.push(name);
        continue;
      }
      noValue.push({ at: m, why: `it requires the method \`${name}\` of every value, which JSON cannot carry` });
    }
  }
  for (const a of accessors.properties()) {
    if (a.type) add(a.name, a.type, undefined, false, jsDocOf(a.at), a.at);
    else c.unsupported(a.at, scope, `accessor \`${a.name}\` has no type annotation; annotate it`);
  }
  const first = noValue[0];
  if (first) {
    // One error for the class, at its first such member, naming them all and the fields to keep.
    const fields = Object.keys(properties).map((n) => `\`${n}\``);
    const instead = fields.length ? `an interface or type of its data fields (${fields.join(", ")})` : "an interface or type of the data the tool needs";
    const name = node.id?.name ?? "the class";
    const reasons = [...new Set(noValue.map((v) => v.why))].join("; ");
    return c.fail("TC_UNSUPPORTED_TYPE", `Class \`${name}\` cannot become JSON Schema: no JSON value has its type (${reasons}); take ${instead} instead.`, first.at, scope);
  }
  if (empty) return NON_NULL;
  const { additional, numeric } = indexProperties(c, index, scope);
  parts.push(objectSchema(properties, required, additional, numeric, { absent, numberNames }));
  return soleItem(parts) ?? mergeObjects(parts);
}

/** Why a class with a `private`, `protected` or `#` member has no JSON value. */
function nominal(modifier: string): string {
  return `${modifier} members make it nominal: only instances made with \`new\` are values of it`;
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
