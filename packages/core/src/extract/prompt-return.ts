/**
 * A prompt's return type, checked at build time against what the runtime
 * makes messages of (`messagesOf` in packages/runtime/src/mcp/prompts.ts):
 * text (`string`, a string literal or template type) is one user message; a
 * list of `PromptMessage` (or of an object type with `role` and `content`)
 * is the messages; either may be awaited, and a union of the two is fine
 * since the runtime tells them apart by value (docs/mcp.md, "Resources,
 * prompts and completion").
 *
 * The check is read from the syntax, following aliases and interfaces
 * through imports, without a type checker, so it refuses only what it is
 * sure of (`number`, an object type, `string[]`, `void`, a union with one of
 * them) and leaves to the runtime what it cannot decide (`unknown`, a
 * conditional type, a type it cannot resolve). Without an annotation, an
 * arrow's expression body is checked when it is a literal (`() => 42`,
 * `() => ({ text })`); a function body's statements are not kept by the
 * extractor, so what they return is the runtime's to check.
 */
import type * as t from "@babel/types";
import { INTEGER_MARKERS, RICH_MARKERS } from "../model/markers.js";
import type { ToolCandidate } from "./discover.js";
import type { Session } from "./session.js";
import { locationOf, type SourceFile } from "./source-file.js";
import { flattenMembers, propertyName, unparen } from "./types/syntax.js";

/**
 * What the runtime would make of a value of a type: accepted; refused, with
 * the type (as written) that is neither text nor messages, or whose items are
 * not messages, or that is one message; or undefined, not known at build time.
 */
type Verdict = { ok: true } | { ok: false; what: string; why: "value" | "items" | "one message" } | undefined;

const OK: Verdict = { ok: true };
const ALLOWED = '`string` (one user message) or `PromptMessage[]` (from "unplugin-toolcall/types"), or a Promise of either';

/** Global types a value of which is never text nor an array: the ones a prompt is likely to return by mistake. */
const NOT_CONTENT = new Set(["Record", "Map", "Set", "Date", "Object", "Number", "Boolean", "Uint8Array", "ArrayBuffer", "Error"]);

/** Reports a prompt whose return type (or, unannotated, a returned literal) is neither text nor messages. */
export function checkPromptReturn(name: string, candidate: ToolCandidate, file: SourceFile, session: Session): void {
  const annotation = candidate.fn.returnType;
  if (annotation?.type === "TSTypeAnnotation") {
    const written = annotation.typeAnnotation;
    const verdict = new ReturnReader(session).value(written, file);
    if (verdict && !verdict.ok)
      session.diagnostics.error("TC_PROMPT_RETURN", `The prompt \`${name}\` returns \`${textOf(file, written)}\`${refusal(verdict, textOf(file, unparen(written)))}; a prompt returns ${ALLOWED}.`, locationOf(file, written));
    return;
  }
  // Of a function's body only an arrow's expression is kept (source-file.ts prunes statements): its literal is checked.
  const body = candidate.fn.type === "ArrowFunctionExpression" ? candidate.fn.body : undefined;
  const why = body && body.type !== "BlockStatement" ? literalWhy(body) : undefined;
  if (why) session.diagnostics.error("TC_PROMPT_RETURN", `The prompt \`${name}\` returns ${why}, which is neither text nor a list of messages; a prompt returns ${ALLOWED}.`, locationOf(file, body!));
}

class ReturnReader {
  /** Aliases being followed, so `type A = B; type B = A` ends. */
  private readonly visiting = new Set<t.Node>();
  constructor(private readonly session: Session) {}

  /** What the runtime makes of a value of `node`. */
  value(node: t.TSType, file: SourceFile): Verdict {
    const bare = unparen(node);
    const refused = (): Verdict => ({ ok: false, what: textOf(file, bare), why: "value" });
    switch (bare.type) {
      case "TSStringKeyword":
      case "TSTemplateLiteralType":
      case "TSNeverKeyword":
        return OK;
      case "TSLiteralType":
        return bare.literal.type === "StringLiteral" || bare.literal.type === "TemplateLiteral" ? OK : refused();
      case "TSNumberKeyword":
      case "TSBooleanKeyword":
      case "TSBigIntKeyword":
      case "TSSymbolKeyword":
      case "TSNullKeyword":
      case "TSUndefinedKeyword":
      case "TSVoidKeyword":
      case "TSObjectKeyword":
      case "TSFunctionType":
      case "TSConstructorType":
        return refused();
      case "TSTypeLiteral":
        return hasRoleAndContent(bare.members) ? { ok: false, what: textOf(file, bare), why: "one message" } : refused();
      case "TSUnionType":
        return this.union(flattenMembers(bare.types, "TSUnionType"), (m) => this.value(m, file));
      case "TSArrayType":
      case "TSTupleType":
      case "TSTypeOperator":
        return this.list(bare, file, refused);
      case "TSTypeReference":
        return this.reference(bare, file, refused);
      default:
        // `unknown`, `any`, intersections, conditional, indexed and mapped types: the runtime decides.
        return undefined;
    }
  }

  /** Every member accepted is accepted (the runtime tells text from a list by value); one refused member refuses the union. */
  private union(members: t.TSType[], read: (m: t.TSType) => Verdict): Verdict {
    let verdict: Verdict = OK;
    for (const member of members) {
      const own = read(member);
      if (own && !own.ok) return own;
      if (!own) verdict = undefined;
    }
    return verdict;
  }

  /** `T[]`, `readonly T[]`, `[A, B]`: messages if every item is one. */
  private list(node: t.TSArrayType | t.TSTupleType | t.TSTypeOperator, file: SourceFile, refused: () => Verdict): Verdict {
    if (node.type === "TSTypeOperator") {
      if (node.operator !== "readonly") return node.operator === "keyof" ? undefined : refused();
      const inner = unparen(node.typeAnnotation);
      return inner.type === "TSArrayType" || inner.type === "TSTupleType" ? this.list(inner, file, refused) : undefined;
    }
    const items = node.type === "TSArrayType" ? [node.elementType] : node.elementTypes.map(tupleItem);
    return this.items(items, file);
  }

  private items(items: (t.TSType | undefined)[], file: SourceFile): Verdict {
    let verdict: Verdict = OK;
    for (const item of items) {
      const own = item ? this.message(item, file) : undefined;
      if (own && !own.ok) return own;
      if (!own) verdict = undefined;
    }
    return verdict;
  }

  /** Whether a value of `node` is one message: a `PromptMessage`, or an object type with `role` and `content`. */
  private message(node: t.TSType, file: SourceFile): Verdict {
    const bare = unparen(node);
    const notMessage: Verdict = { ok: false, what: textOf(file, bare), why: "items" };
    switch (bare.type) {
      case "TSTypeLiteral":
        return hasRoleAndContent(bare.members) ? OK : notMessage;
      case "TSUnionType":
        return this.union(flattenMembers(bare.types, "TSUnionType"), (m) => this.message(m, file));
      case "TSTypeReference": {
        const target = this.resolve(bare, file);
        if (target === "PromptMessage") return OK;
        if (typeof target === "string") return notMessage;
        if (!target) return undefined;
        if (target.kind === "interface") {
          const declaration = target.node as t.TSInterfaceDeclaration;
          // Members it inherits are not read: with `extends`, only its own `role` and `content` tell.
          return hasRoleAndContent(declaration.body.body) ? OK : declaration.extends?.length ? undefined : notMessage;
        }
        if (target.kind !== "alias") return undefined;
        return this.follow(target.node, () => this.message((target.node as t.TSTypeAliasDeclaration).typeAnnotation, target.file));
      }
      case "TSNeverKeyword":
        return OK;
      case "TSIntersectionType":
      case "TSUnknownKeyword":
      case "TSAnyKeyword":
      case "TSConditionalType":
      case "TSIndexedAccessType":
      case "TSMappedType":
      case "TSTypeQuery":
      case "TSImportType":
        return undefined;
      default:
        // Text, numbers, arrays, functions...: not one `{ role, content }`.
        return notMessage;
    }
  }

  private reference(node: t.TSTypeReference, file: SourceFile, refused: () => Verdict): Verdict {
    const name = node.typeName.type === "Identifier" ? node.typeName.name : undefined;
    const params = node.typeParameters?.params ?? [];
    // `dispatch` awaits what the function returns, and a promise never resolves to a promise.
    if ((name === "Promise" || name === "PromiseLike") && params.length === 1) return this.value(params[0]!, file);
    if ((name === "Array" || name === "ReadonlyArray") && params.length === 1) return this.items([params[0]], file);
    const target = this.resolve(node, file);
    if (target === "PromptMessage") return { ok: false, what: textOf(file, node), why: "one message" };
    if (target === "not content") return refused();
    if (!target || typeof target === "string") return undefined;
    if (target.kind === "interface") {
      const declaration = target.node as t.TSInterfaceDeclaration;
      if (hasRoleAndContent(declaration.body.body)) return { ok: false, what: textOf(file, node), why: "one message" };
      return declaration.extends?.length ? undefined : refused();
    }
    if (target.kind === "class") return refused();
    if (target.kind !== "alias") return undefined;
    return this.follow(target.node, () => this.value((target.node as t.TSTypeAliasDeclaration).typeAnnotation, target.file));
  }

  /**
   * What a type name stands for: a non-generic declaration (with its file),
   * `PromptMessage`, "not content" for a marker or global that is neither
   * text nor messages, undefined when it cannot be told.
   */
  private resolve(node: t.TSTypeReference, file: SourceFile): { kind: string; node: t.Node; file: SourceFile } | "PromptMessage" | "not content" | undefined {
    if (node.typeName.type !== "Identifier") return undefined;
    const name = node.typeName.name;
    const target = this.session.lookupName(file, name);
    if (target.kind === "marker") {
      if (target.name === "PromptMessage") return "PromptMessage";
      return Object.hasOwn(INTEGER_MARKERS, target.name) || Object.hasOwn(RICH_MARKERS, target.name) ? "not content" : undefined;
    }
    if (target.kind === "not-found") return NOT_CONTENT.has(name) ? "not content" : undefined;
    if (target.kind !== "declaration" || target.declarations.length !== 1) return undefined;
    const [declaration] = target.declarations;
    // A generic alias's meaning depends on its arguments: the runtime decides.
    if ((declaration!.node as { typeParameters?: unknown }).typeParameters) return undefined;
    return { kind: declaration!.kind, node: declaration!.node, file: target.file };
  }

  private follow(alias: t.Node, read: () => Verdict): Verdict {
    if (this.visiting.has(alias)) return undefined;
    this.visiting.add(alias);
    try {
      return read();
    } finally {
      this.visiting.delete(alias);
    }
  }
}

/** The words for a refused return type, after "returns `<written>`" (`bare`: the written type without parentheses). */
function refusal(verdict: Extract<Verdict, { ok: false }>, bare: string): string {
  const what = verdict.what === bare ? "which" : `and \`${verdict.what}\``;
  if (verdict.why === "one message") return `, ${verdict.what === bare ? "" : `and \`${verdict.what}\` is `}one message rather than a list of them; return a list (\`[message]\`)`;
  if (verdict.why === "items") return `, ${verdict.what === bare ? "whose items are" : `and its items, \`${verdict.what}\`, are`} not messages (\`PromptMessage\`: \`{ role: "user" | "assistant", content }\`)`;
  return `, ${what} is neither text nor a list of messages`;
}

/** A tuple's element type (`name: T`, `T?`); undefined for a rest element, whose items the runtime checks. */
function tupleItem(element: t.TSType | t.TSNamedTupleMember): t.TSType | undefined {
  const type = element.type === "TSNamedTupleMember" ? element.elementType : element;
  if (type.type === "TSOptionalType") return type.typeAnnotation;
  return type.type === "TSRestType" ? undefined : type;
}

/**
 * Whether an object type is written as a message: a `role` and a `content`,
 * the role, when it is written as string literals, only "user" or
 * "assistant" (the runtime refuses another, as MCP has no other).
 */
function hasRoleAndContent(members: t.TSTypeElement[]): boolean {
  const properties = new Map(members.flatMap((m) => (m.type === "TSPropertySignature" ? [[propertyName(m), m] as const] : [])));
  const role = properties.get("role")?.typeAnnotation?.typeAnnotation;
  if (!role || !properties.has("content")) return false;
  const roles = flattenMembers([role], "TSUnionType");
  const literals = roles.flatMap((r) => (r.type === "TSLiteralType" && r.literal.type === "StringLiteral" ? [r.literal.value] : []));
  return literals.length < roles.length || literals.every((r) => r === "user" || r === "assistant");
}

/** How a returned literal is neither text nor messages, or undefined when it may be (or is not a literal). */
function literalWhy(value: t.Expression): string | undefined {
  switch (value.type) {
    case "NumericLiteral":
    case "BigIntLiteral":
      return "a number";
    case "BooleanLiteral":
      return "a boolean";
    case "NullLiteral":
      return "`null`";
    case "ObjectExpression":
      return "an object";
    case "ArrayExpression":
      return value.elements.some((e) => e && /^(String|Numeric|Boolean|Null|BigInt)Literal$|^TemplateLiteral$/.test(e.type)) ? "a list of values that are not messages" : undefined;
    default:
      return undefined;
  }
}

function textOf(file: SourceFile, node: t.Node): string {
  return file.text.slice(node.start ?? 0, node.end ?? 0).replace(/\s+/g, " ");
}
