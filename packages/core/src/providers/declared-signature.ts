/**
 * The name and parameter names of the one function a provider export's
 * declaration declares: the declaration is the one place they are written,
 * and the module's export (codegen/views.ts) is made from them. The text is
 * the specs' own TypeScript, not user code, so a scan of its brackets does:
 * no parser.
 */

const SIGNATURE = /^ *export function (\w+)(?:<[^>()]*>)?\(/gm;
const OPENING = "([{<";
const CLOSING = ")]}>";

/** The function `declaration` declares, with the parameters of its last signature (the widest, after any overloads). */
export function declaredSignature(declaration: string): { name: string; params: string[] } {
  const signatures = [...declaration.matchAll(SIGNATURE)];
  const names = [...new Set(signatures.map((m) => m[1]!))];
  const last = signatures.at(-1);
  if (last === undefined || names.length !== 1) {
    throw new Error(`A provider export's declaration declares one function, not ${names.length}: ${declaration.trim().slice(0, 200)}`);
  }
  return { name: names[0]!, params: parameterNames(declaration, last.index + last[0].length) };
}

/** The names in the parameter list that starts at `from` (just after its `(`): each first word at its top level. */
function parameterNames(text: string, from: number): string[] {
  const names: string[] = [];
  let depth = 0;
  let nameNext = true;
  for (let i = from; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' || c === "'" || c === "`") {
      i = text.indexOf(c, i + 1);
      if (i < 0) break;
    } else if (OPENING.includes(c)) depth++;
    // The `>` of an arrow (`=> T`) closes nothing.
    else if (CLOSING.includes(c) && !(c === ">" && text[i - 1] === "=")) {
      if (depth === 0) return names;
      depth--;
    } else if (depth === 0 && c === ",") nameNext = true;
    else if (depth === 0 && nameNext && /\w/.test(c)) {
      const name = /^\w+/.exec(text.slice(i))![0];
      names.push(name);
      i += name.length - 1;
      nameNext = false;
    }
  }
  throw new Error(`A provider export's parameter list is not closed: ${text.slice(from, from + 200)}`);
}
