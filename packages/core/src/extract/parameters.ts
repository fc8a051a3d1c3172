import { parse } from "@babel/parser";
import type * as t from "@babel/types";
import type { CallArgument, JsonSchema, SourceLocation } from "../model/index.js";
import { ownValue, setOwn } from "../model/own-keys.js";
import { PARAMETER_MARKERS } from "../model/markers.js";
import { isObjectSchema, objectSchema, objectView, withDescription } from "./types/objects.js";
import { kindLast } from "./types/constraints.js";
import type { TypeConverter } from "./types/convert.js";
import type { Scope } from "./types/scope.js";
import { constantValue } from "./types/values.js";
import { widenedType } from "./types/typeof-value.js";
import { evaluateLiteral, literalToJson } from "./static-value.js";
import { paramTags, type JsDoc, type ParamTag } from "./jsdoc.js";
import type { FunctionNode } from "./discover.js";
import type { Session } from "./session.js";
import { locationOf, type SourceFile } from "./source-file.js";
import { elicitationSchema } from "./elicit-form.js";

/** The input side of a tool: the root schema's parts and how to call the function. */
export interface ToolInput {
  properties: Record<string, JsonSchema>;
  required: string[];
  additionalProperties: JsonSchema | false;
  call: CallArgument[];
  /** The converted type argument of a `ToolCall<Form>` parameter, checked against MCP's elicitation subset. */
  elicitForm?: { requested: JsonSchema; validation: JsonSchema };
}

interface ParamInfo {
  node: t.Node;
  /** The binding pattern without its default. */
  target: t.Node;
  defaultValue?: t.Expression;
  typeNode?: t.TSType;
}

/**
 * Parameters -> input properties and call plan (docs/declaring-tools.md). A single
 * destructured object parameter (besides context parameters) takes the
 * object's properties as the arguments; otherwise each parameter is one
 * property, in order. `ToolContext` and `ToolCall` parameters never reach the schema.
 */
export function buildInput(fn: FunctionNode, doc: JsDoc | undefined, file: SourceFile, session: Session, types: TypeConverter): ToolInput {
  const sink = session.diagnostics;
  const scope = functionScope(fn, file);
  const loc = (node: t.Node): SourceLocation => locationOf(file, node);
  const tags = paramTags(doc);
  const params: ParamInfo[] = [];
  for (const p of fn.params) {
    if (p.type === "Identifier" && p.name === "this") continue;
    if (p.type === "RestElement") {
      sink.error("TC_REST_PARAMETER", `A rest parameter cannot be one JSON Schema; take an array parameter instead (\`items: T[]\`).`, loc(p));
      continue;
    }
    if ((p as t.Node).type === "TSParameterProperty") continue;
    const target = p.type === "AssignmentPattern" ? p.left : p;
    const typeNode = (target as { typeAnnotation?: t.TSTypeAnnotation | null }).typeAnnotation?.typeAnnotation ?? undefined;
    params.push({ node: p, target, defaultValue: p.type === "AssignmentPattern" ? p.right : undefined, typeNode });
  }
  /** A default known at build time goes into the schema; one that is not is said, never dropped in silence. */
  const defaultOf = (node: t.Expression, name: string) => {
    // `b = a` may name another parameter, which shadows a module constant of that name: not read.
    let root: t.Node = node;
    while (root.type === "MemberExpression") root = root.object;
    const shadowed = root.type === "Identifier" && fn.params.some((p) => boundNames(p).includes(root.name));
    const value = shadowed ? undefined : constantValue(session, file, node);
    if (!value)
      sink.warn("TC_UNRESOLVED_DEFAULT", `The default of \`${name}\` is not known at build time (only literals, \`const\`s with literal values and enum members are read), so the schema does not tell the model about it; write it as a literal or describe it in the JSDoc.`, loc(node));
    return value;
  };
  const given = params.map((p) => (p.typeNode ? parameterMarker(p.typeNode, file, session) : undefined));
  const isContext = given.map((g) => g !== undefined);
  const args = params.filter((_, i) => !isContext[i]);
  // One destructured object parameter: its properties are the tool's input.
  const [only] = args.length === 1 ? args : [];
  const destructured = only?.target.type === "ObjectPattern";

  const input: ToolInput = { properties: {}, required: [], additionalProperties: false, call: [] };
  const usedTags = new Set<ParamTag>();
  const jsdocType = (name: string): { node: t.TSType; scope: Scope } | undefined => {
    const tag = tags.find((x) => x.name === name && x.type);
    if (!tag) return undefined;
    const parsed = parseJsDocType(tag.type!);
    const tagLoc = { file: file.path, line: tag.tag.line, column: tag.tag.column };
    if (!parsed) {
      sink.warn("TC_INVALID_TAG", `\`@param {${tag.type}} ${name}\`: the type does not parse as TypeScript; fix it or annotate the parameter.`, tagLoc);
      return undefined;
    }
    return { node: parsed, scope: { file, snippet: { text: `type __ = ${tag.type};`, loc: tagLoc } } };
  };

  if (only?.target.type === "ObjectPattern") {
    const param = only;
    const pattern = only.target;
    let object: JsonSchema | undefined;
    // Unannotated, the first `@param {Type}` tag types the whole object.
    const firstTag = tags[0];
    const typed = param.typeNode ? { node: param.typeNode, scope } : firstTag?.type ? jsdocType(firstTag.name) : undefined;
    if (typed) {
      const s = objectView(types.convert(typed.node, typed.scope));
      if (isObjectSchema(s)) object = s;
      else if (Object.keys(s).length)
        sink.error("TC_NOT_AN_OBJECT", `A destructured parameter's type must be an object type (an interface or type literal, not recursive); \`${file.text.slice(typed.node.start ?? 0, typed.node.end ?? 0)}\` is not.`, loc(param.node));
    } else {
      sink.warn("TC_UNTYPED_PARAMETER", `The destructured parameter has no type annotation, so its properties are \`{}\`; annotate it (\`{ a, b }: Args\`).`, loc(param.node));
      const properties: Record<string, JsonSchema> = {};
      for (const prop of pattern.properties) if (prop.type === "ObjectProperty" && !prop.computed && prop.key.type === "Identifier") setOwn(properties, prop.key.name, {});
      object = objectSchema(properties, Object.keys(properties), false);
    }
    if (object) {
      input.properties = { ...object.properties };
      input.required = [...(object.required ?? [])];
      input.additionalProperties = object.additionalProperties as JsonSchema | false;
    }
    for (const prop of pattern.properties) {
      if (prop.type !== "ObjectProperty" || prop.computed) continue;
      const key = prop.key.type === "Identifier" ? prop.key.name : prop.key.type === "StringLiteral" ? prop.key.value : undefined;
      if (key === undefined || !Object.hasOwn(input.properties, key)) continue;
      if (prop.value.type === "AssignmentPattern") {
        input.required = input.required.filter((r) => r !== key);
        const literal = defaultOf(prop.value.right, key);
        const declared = ownValue(input.properties, key);
        if (literal && declared) setOwn(input.properties, key, withDefault(declared, literal.value));
      }
    }
    for (const tag of tags) {
      const dot = tag.name.indexOf(".");
      if (dot < 0) {
        // `@param query text` naming a destructured property directly is common too.
        const named = ownValue(input.properties, tag.name);
        if (tag.text && named) setOwn(input.properties, tag.name, withDescription(named, tag.text));
        usedTags.add(tag);
        continue;
      }
      const prop = tag.name.slice(dot + 1);
      const named = ownValue(input.properties, prop);
      if (named) {
        usedTags.add(tag);
        if (tag.text) setOwn(input.properties, prop, withDescription(named, tag.text));
      }
    }
  }

  const taken = new Set<string>();
  const declaredNames = new Set(params.flatMap((p) => (p.target.type === "Identifier" && p.target.name !== "_" ? [p.target.name] : [])));
  params.forEach((param, index) => {
    const from = given[index];
    if (from !== undefined) {
      input.call.push({ from });
      const form = from === "call" ? formArgument(param.typeNode!) : undefined;
      if (form) {
        const converted = types.convert(form, scope);
        const derived = elicitationSchema(converted);
        if ("error" in derived) sink.error("TC_ELICIT_FORM", `The form type \`${file.text.slice(form.start ?? 0, form.end ?? 0)}\` cannot be asked for by elicitation: ${derived.error}.`, loc(form));
        else input.elicitForm = { requested: derived.schema, validation: converted };
      }
      return;
    }
    if (destructured) {
      input.call.push({ from: "input" });
      return;
    }
    let name = param.target.type === "Identifier" ? param.target.name : "_";
    if (name === "_") {
      const byPosition = tags[index];
      const fromDoc = byPosition && !declaredNames.has(byPosition.name) && !byPosition.name.includes(".") ? byPosition.name : undefined;
      name = fromDoc ?? `arg${index + 1}`;
      if (byPosition && fromDoc) usedTags.add(byPosition);
      sink.warn("TC_UNNAMED_PARAMETER", `Parameter ${index + 1} has no name the model could use; it is called \`${name}\`${fromDoc ? " (from its @param)" : ""}. Give it a name.`, loc(param.node));
    }
    if (taken.has(name)) {
      let i = 2;
      while (taken.has(`${name}_${i}`)) i++;
      sink.warn("TC_DUPLICATE_PARAMETER", `Two parameters are named \`${name}\`; this one is called \`${name}_${i}\`. Rename one.`, loc(param.node));
      name = `${name}_${i}`;
    }
    taken.add(name);
    const tag = tags.find((x) => x.name === name);
    if (tag) usedTags.add(tag);
    let schema: JsonSchema;
    let optional = param.defaultValue !== undefined || (param.target as { optional?: boolean }).optional === true;
    const typed = param.typeNode ? { node: param.typeNode, scope } : jsdocType(name);
    const inferred = !typed && param.defaultValue ? typeOfPrimitiveDefault(param.defaultValue) : undefined;
    if (inferred) {
      // `limit = 5` is a number to TypeScript too: a primitive literal default is as good as an annotation.
      schema = inferred;
    } else if (typed) {
      const converted = types.convertOptional(typed.node, typed.scope);
      schema = converted.schema;
      optional ||= converted.optional;
    } else {
      schema = {};
      sink.warn("TC_UNTYPED_PARAMETER", `Parameter \`${name}\` has no type (no annotation, no \`@param {Type} ${name}\`), so any value passes; annotate it.`, loc(param.node));
    }
    if (tag?.text) schema = withDescription(schema, tag.text);
    const literal = param.defaultValue && defaultOf(param.defaultValue, name);
    if (literal) schema = withDefault(schema, literal.value);
    setOwn(input.properties, name, schema);
    if (!optional) input.required.push(name);
    input.call.push({ from: "property", name });
  });

  for (const tag of tags) {
    if (usedTags.has(tag)) continue;
    const dot = tag.name.indexOf(".");
    const root = dot < 0 ? tag.name : tag.name.slice(0, dot);
    if (!destructured && (taken.has(root) || declaredNames.has(root))) continue;
    sink.warn("TC_STALE_PARAM_DOC", `\`@param ${tag.name}\` names no parameter${destructured ? " property" : ""} of this function; fix or remove it.`, { file: file.path, line: tag.tag.line, column: tag.tag.column });
  }
  return input;
}

/** A literal default in the schema; a bigint renders as a decimal string on the wire-string form, else as a JSON integer. */
function withDefault(schema: JsonSchema, value: Parameters<typeof literalToJson>[0]): JsonSchema {
  const kind = schema["x-toolcall"];
  const wire = kind !== undefined && "wire" in kind && kind.wire === "string";
  const json = literalToJson(value, wire);
  return kindLast({ ...schema, default: wire && typeof json === "number" ? String(json) : json });
}

/** `Form` of a `ToolCall<Form>` parameter. */
function formArgument(node: t.TSType): t.TSType | undefined {
  return node.type === "TSTypeReference" ? node.typeParameters?.params[0] : undefined;
}

/** What `dispatch` gives a parameter typed `ToolContext<T>` or `ToolCall` (by their import, renamed or not); undefined for the model's arguments. */
function parameterMarker(node: t.TSType, file: SourceFile, session: Session): "context" | "call" | undefined {
  if (node.type !== "TSTypeReference" || node.typeName.type !== "Identifier") return undefined;
  const target = session.lookupName(file, node.typeName.name);
  return target.kind === "marker" && Object.hasOwn(PARAMETER_MARKERS, target.name) ? PARAMETER_MARKERS[target.name as keyof typeof PARAMETER_MARKERS] : undefined;
}

/**
 * Where a function's parameter and return types are read. A generic function
 * is already an error (TC_GENERIC_FUNCTION); its type parameters are bound to
 * an empty object type so that each use of `T` is not reported again.
 */
export function functionScope(fn: FunctionNode, file: SourceFile): Scope {
  const params = fn.typeParameters && "params" in fn.typeParameters ? fn.typeParameters.params : [];
  if (!params.length) return { file };
  const placeholder = { type: "TSTypeLiteral", members: [] } as unknown as t.TSType;
  const scope: Scope = { file, bindings: new Map() };
  for (const p of params) if ("name" in p && typeof p.name === "string") scope.bindings!.set(p.name, { node: placeholder, scope: { file } });
  return scope;
}

/** Parses the type text of a JSDoc `@param {Type}` as TypeScript. */
function parseJsDocType(text: string): t.TSType | undefined {
  try {
    const program = parse(`type __ = ${text};`, { sourceType: "module", plugins: ["typescript"] }).program;
    const statement = program.body[0];
    return statement?.type === "TSTypeAliasDeclaration" ? statement.typeAnnotation : undefined;
  } catch {
    return undefined;
  }
}

/** The type TypeScript infers from a primitive literal default (`= 5`, `= "c"`, `= true`, `= 1n`). */
function typeOfPrimitiveDefault(node: t.Expression): JsonSchema | undefined {
  const value = evaluateLiteral(node)?.value;
  const primitive = typeof value === "number" || typeof value === "string" || typeof value === "boolean" || typeof value === "bigint";
  return primitive ? widenedType(value) : undefined;
}

/** The names a parameter binds (`a`, `{ a, b: c }`, `[d, ...e]`, `f = 1`, `public g`). */
function boundNames(node: t.Node | null | undefined): string[] {
  if (!node) return [];
  switch (node.type) {
    case "Identifier":
      return [node.name];
    case "AssignmentPattern":
      return boundNames(node.left);
    case "RestElement":
      return boundNames(node.argument);
    case "TSParameterProperty":
      return boundNames(node.parameter);
    case "ArrayPattern":
      return node.elements.flatMap((e) => boundNames(e));
    case "ObjectPattern":
      return node.properties.flatMap((p) => (p.type === "RestElement" ? boundNames(p) : boundNames(p.value)));
    default:
      return [];
  }
}
