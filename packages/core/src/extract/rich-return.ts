/**
 * The rich result parts a tool's return type names (`ImageContent`,
 * `RichContent`... of "unplugin-toolcall/types") and what is left of it for
 * the outputSchema. Rich parts are not structured data, so they never reach
 * a schema:
 *
 * - a part, or a union with parts at its top (`ImageContent | string`): no
 *   outputSchema (a value of the other members is sent as text, as a tool
 *   without outputSchema's is);
 * - an array of parts mixed with other items (`(ImageContent | string |
 *   Chart)[]`): strings are text blocks, and what remains (`Chart`) is the
 *   outputSchema: the result's first such item is its structured value.
 *
 * Read from the return type as written (parts behind an alias are refused
 * by the converter with a message saying where they go), so the build knows
 * without a type checker which tools may return parts.
 */
import type * as t from "@babel/types";
import { RICH_MARKERS, type RichKind } from "../model/markers.js";
import type { SourceLocation } from "../model/index.js";
import type { Session } from "./session.js";
import { locationOf, type SourceFile } from "./source-file.js";
import { unparen } from "./types/syntax.js";

export interface ReturnRead {
  /** The type the outputSchema is converted from, or undefined for none. */
  output: t.TSType | undefined;
  /** The kinds of part the tool may return, and where its return type says so. */
  rich?: { kinds: RichKind[]; loc: SourceLocation };
}

/** Reads a return type (Promise already unwrapped). */
export function readReturnType(node: t.TSType, file: SourceFile, session: Session): ReturnRead {
  const kindsOf = (member: t.TSType): readonly RichKind[] | undefined => richKinds(unparen(member), file, session);
  const direct = members(node);
  if (direct.some((m) => kindsOf(m))) return { output: undefined, rich: found(direct, kindsOf, node, file) };
  const item = arrayItem(node);
  if (item === undefined) return { output: node };
  const items = members(item);
  if (!items.some((m) => kindsOf(m))) return { output: node };
  const rest = items.filter((m) => !kindsOf(m) && unparen(m).type !== "TSStringKeyword");
  const rich = found(items, kindsOf, node, file);
  if (rest.length === 0) return { output: undefined, rich };
  // One member is converted as it is; several as the union they were written in, less the parts and strings.
  const output = rest.length === 1 ? rest[0] : ({ ...unparen(item), types: rest } as t.TSUnionType);
  return { output, rich };
}

function found(list: t.TSType[], kindsOf: (m: t.TSType) => readonly RichKind[] | undefined, node: t.Node, file: SourceFile): { kinds: RichKind[]; loc: SourceLocation } {
  const kinds = new Set<RichKind>();
  for (const m of list) for (const kind of kindsOf(m) ?? []) kinds.add(kind);
  return { kinds: [...kinds], loc: locationOf(file, node) };
}

/** The members of a union, or the type alone. */
function members(node: t.TSType): t.TSType[] {
  const bare = unparen(node);
  return bare.type === "TSUnionType" ? bare.types : [bare];
}

/** The item type of `T[]`, `readonly T[]`, `Array<T>` or `ReadonlyArray<T>`. */
function arrayItem(node: t.TSType): t.TSType | undefined {
  let bare = unparen(node);
  if (bare.type === "TSTypeOperator" && bare.operator === "readonly") bare = unparen(bare.typeAnnotation);
  if (bare.type === "TSArrayType") return bare.elementType;
  if (bare.type === "TSTypeReference" && bare.typeName.type === "Identifier" && ["Array", "ReadonlyArray"].includes(bare.typeName.name)) {
    const params = bare.typeParameters?.params ?? [];
    return params.length === 1 ? params[0] : undefined;
  }
  return undefined;
}

function richKinds(node: t.TSType, file: SourceFile, session: Session): readonly RichKind[] | undefined {
  if (node.type !== "TSTypeReference" || node.typeName.type !== "Identifier") return undefined;
  const target = session.lookupName(file, node.typeName.name);
  return target.kind === "marker" && Object.hasOwn(RICH_MARKERS, target.name) ? RICH_MARKERS[target.name] : undefined;
}
