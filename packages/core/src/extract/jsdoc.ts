import type * as t from "@babel/types";

/** One block tag of a JSDoc comment (`@param {T} name text`: tag "param", text "{T} name text"). */
export interface JsDocTag {
  tag: string;
  text: string;
  /** 1-based position of the `@`. */
  line: number;
  column: number;
}

export interface JsDoc {
  /** The text before the first tag, trimmed ("" when the comment has tags only). */
  description: string;
  tags: JsDocTag[];
}

/** A parsed `@param` tag. */
export interface ParamTag {
  name: string;
  type?: string;
  text: string;
  tag: JsDocTag;
}

/**
 * The JSDoc that belongs to a node: the last `/** ... *\/` comment directly in
 * front of it. Babel attaches a comment between two statements to both (as the
 * first one's trailing and the second one's leading comment); only leading
 * comments count here, so a neighbour's JSDoc is never taken.
 */
export function jsDocOf(node: t.Node | undefined): JsDoc | undefined {
  const comments = node?.leadingComments;
  if (!comments) return undefined;
  let last: t.Comment | undefined;
  for (const c of comments) if (c.type === "CommentBlock" && c.value.startsWith("*") && !c.value.startsWith("**")) last = c;
  if (!last) return undefined;
  // Comments live as long as their cached AST: each is parsed once, however often its type is read.
  let doc = parsedComments.get(last);
  if (!doc) {
    doc = parseJsDoc(last.value, last.loc ? last.loc.start.line : 1, last.loc ? last.loc.start.column + 1 : 1);
    parsedComments.set(last, doc);
  }
  return doc;
}

const parsedComments = new WeakMap<t.Comment, JsDoc>();

const KNOWN_TAGS = "tool|param|returns|deprecated|title|readonly|readOnly|destructive|idempotent|openWorld|unknownProperties|timeout|example|default|minimum|maximum|exclusiveMinimum|exclusiveMaximum|multipleOf|minLength|maxLength|pattern|format|minItems|maxItems";
const INLINE_TAG = new RegExp(`\\s+(?=@(?:${KNOWN_TAGS})(?:\\s|$))`);

/** Parses the inside of a JSDoc comment (`value` without the `/*` and `*\/`). */
function parseJsDoc(value: string, startLine = 1, startColumn = 1): JsDoc {
  const rawLines = value.split("\n");
  const description: string[] = [];
  const tags: JsDocTag[] = [];
  let current: JsDocTag | undefined;
  rawLines.forEach((raw, i) => {
    const prefix = i === 0 ? /^\*\s?/ : /^\s*\*?\s?/;
    const stripped = raw.replace(prefix, "").replace(/\s+$/, "");
    const line = i === rawLines.length - 1 ? stripped.replace(/\*$/, "") : stripped;
    // `$`-tags (`@$comment`, `@$id`: other generators' JSON Schema keywords) are tags too, so never description text.
    const m = /^\s*@(\$?[A-Za-z][\w-]*)\s?(.*)$/.exec(line);
    if (m) {
      // Several known tags may share a line (`@minItems 1 @maxItems 3`); an example's text is kept whole.
      const parts = m[1] === "example" ? [line.slice(line.indexOf("@"))] : line.slice(line.indexOf("@")).split(INLINE_TAG);
      for (const part of parts) {
        // Every part starts at an `@name` (the split only cuts in front of one), so the pattern always matches.
        const [, tag = "", text = ""] = /^@(\$?[A-Za-z][\w-]*)\s?([\s\S]*)$/.exec(part) ?? [];
        const at = raw.indexOf(part);
        current = { tag, text, line: startLine + i, column: (i === 0 ? startColumn + 2 : 1) + at };
        tags.push(current);
      }
    } else if (current) {
      current.text += "\n" + line;
    } else {
      description.push(line);
    }
  });
  // An example's text is kept as written (its reader trims it around its fences).
  for (const tag of tags) tag.text = unescapeCommentEnd(tag.tag === "example" ? tag.text : tag.text.trim());
  return { description: unescapeCommentEnd(description.join("\n").trim()), tags };
}

/**
 * A comment cannot hold `*` + `/` (it would end there), so the text writes
 * `*\/` for it (`'**\/*.ts'`), and that reads as `*` + `/` (docs/declaring-tools.md). The escape means the same inside a `@pattern` (`\/` is
 * `/` in a regular expression) and inside an `@example`'s JSON strings.
 */
function unescapeCommentEnd(text: string): string {
  return text.includes("*\\/") ? text.replaceAll("*\\/", "*/") : text;
}

/** `@param {Type} name text`, `@param [name=default] - text`... */
export function paramTags(doc: JsDoc | undefined): ParamTag[] {
  if (!doc) return [];
  const out: ParamTag[] = [];
  for (const tag of doc.tags) {
    if (tag.tag !== "param" && tag.tag !== "arg" && tag.tag !== "argument") continue;
    let rest = tag.text;
    let type: string | undefined;
    if (rest.startsWith("{")) {
      const end = matchingBrace(rest);
      if (end > 0) {
        type = rest.slice(1, end).trim();
        rest = rest.slice(end + 1).trimStart();
      }
    }
    const m = /^(\[[^\]]*\]|[^\s]+)\s*(?:-\s+)?([\s\S]*)$/.exec(rest);
    if (!m) continue;
    const [, written = "", text = ""] = m;
    // `[name=default]`: the name is what stands before the `=` (split always yields a first part).
    const name = written.startsWith("[") ? (written.slice(1, -1).split("=")[0] ?? "").trim() : written;
    out.push({ name, type, text: text.trim(), tag });
  }
  return out;
}

function matchingBrace(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) return i;
  }
  return -1;
}

/** The first tag with this name, if any. */
export function tagOf(doc: JsDoc | undefined, name: string): JsDocTag | undefined {
  return doc?.tags.find((t) => t.tag === name);
}
