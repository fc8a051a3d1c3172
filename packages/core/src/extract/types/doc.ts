import type { JsonSchema, SourceLocation } from "../../model/index.js";
import { CONSTRAINT_TAGS, STRING_ARGUMENTS } from "../../model/markers.js";
import type { DiagnosticSink } from "../diagnostic-sink.js";
import type { JsDoc } from "../jsdoc.js";
import { applyConstraints, kindLast, type Constraint } from "./constraints.js";
import { withDescription } from "./objects.js";
import { carryKeyFacts } from "./key-facts.js";
import type { Scope } from "./scope.js";
import { noteOptionTitles } from "../elicit-form.js";

/** Adds what a JSDoc says about a type or property: its text as `description`, constraint tags, `@default`. */
export function applyDoc(schema: JsonSchema, doc: JsDoc | undefined, scope: Scope, sink: DiagnosticSink): JsonSchema {
  if (!doc) return schema;
  let out = withDescription(schema, doc.description);
  const constraints: Constraint[] = [];
  for (const tag of doc.tags) {
    const loc: SourceLocation = scope.snippet ? scope.snippet.loc : { file: scope.file.path, line: tag.line, column: tag.column };
    const keyword = CONSTRAINT_TAGS.get(tag.tag);
    if (keyword) {
      const numeric = !STRING_ARGUMENTS.has(keyword);
      const text = tag.text.trim();
      const value = numeric ? Number(text) : text;
      if ((numeric && (text === "" || !Number.isFinite(value as number))) || (!numeric && text === "")) {
        sink.warn("TC_INVALID_TAG", `\`@${tag.tag} ${text}\` needs ${numeric ? "a number" : "a value"}; it is ignored.`, loc);
        continue;
      }
      const big = numeric && /^-?\d+$/.test(text) ? BigInt(text) : undefined;
      constraints.push({ keyword, value: big !== undefined && !Number.isSafeInteger(value) ? big : value, loc, text: `@${tag.tag} ${text}` });
    } else if (tag.tag === "default") {
      const text = tag.text.trim();
      let value: unknown = text;
      try {
        value = JSON.parse(text);
      } catch {
        // Not JSON: the text itself is the default (a bare word for a string).
      }
      out = kindLast({ ...out, default: value });
    }
  }
  // A documented object type has the keys of the bare one (key-facts.ts).
  return noteOptionTitles(carryKeyFacts(schema, applyConstraints(out, constraints, sink)), doc);
}
