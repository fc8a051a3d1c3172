/**
 * The fast shape of a tool's checker (the `checker: "fast"` option,
 * docs/options.md): the build writes a predicate for the tool's schema that
 * says whether parsed JSON text passes the checker unchanged. Such text is
 * handed on as it is, which is what the checker itself returns for it (the
 * parsed text is the check's own, so nothing is copied); everything else,
 * object input included, goes to the checker, which writes every issue.
 * One checker's semantics, two code shapes: test/fast-checker.test.ts runs
 * both over the same inputs.
 */
import { checker, type ToolChecker } from "./index.js";

/** An enumerable property added to `Object.prototype` would show up in the predicate's `for...in`. */
function inheritsEnumerable(): boolean {
  for (const _ in Object.prototype) return true;
  return false;
}

/** A tool's checker in the fast shape: `passes` (written at build time) first, the checker over `schema` otherwise. */
export function fastChecker(passes: (input: Record<string, unknown>) => boolean, schema: string): ToolChecker {
  const full = checker(schema);
  return (input, owned = false, lossless = false) => {
    // Text with a number a double cannot hold exactly carries `LosslessNumber`s, which only the checker converts.
    if (owned && !lossless && !inheritsEnumerable() && passes(input)) return { ok: true, value: input, visits: 1 };
    // (`visits` counts the checker's node checks; the predicate's walk, one pass over the text's values, is not counted.)
    return full(input, owned, lossless);
  };
}
