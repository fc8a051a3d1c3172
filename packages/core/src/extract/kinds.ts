/**
 * What each declaration kind (model/kinds.ts) adds to the model every kind
 * shares (name, description, the input schema and call plan read from the
 * parameters): a resource's URI or URI template, checked against the
 * parameters, and its `@mimeType`; a prompt nothing more (its arguments are
 * its input schema's properties), but its return type is checked to be text
 * or messages (prompt-return.ts); both, the `@complete arg fn` tags.
 */
import type { SourceLocation, ToolModel } from "../model/index.js";
import type { DeclarationKind } from "../model/kinds.js";
import type { ToolCandidate } from "./discover.js";
import type { JsDocTag } from "./jsdoc.js";
import { checkPromptReturn } from "./prompt-return.js";
import type { Session } from "./session.js";
import type { SourceFile } from "./source-file.js";

type KindFields = (model: ToolModel, candidate: ToolCandidate, file: SourceFile, session: Session) => void;

/** RFC 6570 level 1: `{name}` only; an operator (`{+path}`, `{?q}`) or a list (`{a,b}`) is refused. */
const VARIABLE = /\{([^}]*)\}/g;
const VARIABLE_NAME = /^[A-Za-z0-9_]+$/;

const FIELDS: Record<Exclude<DeclarationKind, "tool">, KindFields> = {
  resource(model, candidate, file, session) {
    const at = tagLocation(file, candidate.kindTag!);
    const [uri = "", ...rest] = candidate.kindTag!.text.trim().split(/\s+/);
    const sink = session.diagnostics;
    if (!uri || rest.length > 0 || !/^[A-Za-z][A-Za-z0-9+.-]*:/.test(uri)) {
      sink.error("TC_INVALID_DECLARATION", `\`@resource\` takes one URI with a scheme (\`@resource config://app\`, or a template \`@resource users://{id}/profile\`); found \`${candidate.kindTag!.text.trim()}\`.`, at);
      return;
    }
    const variables: string[] = [];
    for (const [, name = ""] of uri.matchAll(VARIABLE)) {
      if (!VARIABLE_NAME.test(name)) {
        sink.error("TC_INVALID_DECLARATION", `\`{${name}}\` in \`${uri}\` is not a simple variable; a resource template takes \`{name}\` variables only (RFC 6570 level 1).`, at);
        return;
      }
      variables.push(name);
    }
    const parameters = Object.keys(model.inputSchema.properties ?? {});
    const missing = parameters.filter((p) => !variables.includes(p));
    const unknown = variables.filter((v) => !parameters.includes(v));
    if (missing.length || unknown.length) {
      const parts = [
        ...(unknown.length ? [`${list(unknown)} ${unknown.length > 1 ? "are not parameters" : "is not a parameter"} of \`${candidate.functionName || candidate.exportName}\``] : []),
        ...(missing.length ? [`the parameter${missing.length > 1 ? "s" : ""} ${list(missing)} ${missing.length > 1 ? "are" : "is"} not in the URI`] : []),
      ];
      sink.error("TC_INVALID_DECLARATION", `The resource \`${uri}\`: ${parts.join(", and ")}; a template's variables are exactly its function's parameters.`, at);
    }
    model.resource = { uri };
    const mimeType = candidate.doc?.tags.find((t) => t.tag === "mimeType")?.text.trim();
    if (mimeType) model.resource.mimeType = mimeType;
  },
  prompt(model, candidate, file, session) {
    checkPromptReturn(model.name, candidate, file, session);
  },
};

/** Adds what `candidate`'s kind declares to its model (nothing for a tool), and its `@complete` tags. */
export function addKindFields(model: ToolModel, candidate: ToolCandidate, file: SourceFile, session: Session): void {
  if (candidate.kind === "tool") return;
  model.kind = candidate.kind;
  FIELDS[candidate.kind](model, candidate, file, session);
  const complete = completeTags(model, candidate, file, session);
  if (complete) model.complete = complete;
}

/** `@complete arg fn`: the argument (a parameter) whose values the exported function `fn` of the same module completes. */
function completeTags(model: ToolModel, candidate: ToolCandidate, file: SourceFile, session: Session): Record<string, string> | undefined {
  let out: Record<string, string> | undefined;
  for (const tag of candidate.doc?.tags ?? []) {
    if (tag.tag !== "complete") continue;
    const [arg = "", fn = "", ...rest] = tag.text.trim().split(/\s+/);
    const at = tagLocation(file, tag);
    if (!arg || !fn || rest.length) {
      session.diagnostics.error("TC_INVALID_DECLARATION", `\`@complete\` takes an argument and an exported function (\`@complete city suggestCities\`); found \`@complete ${tag.text.trim()}\`.`, at);
    } else if (!Object.hasOwn(model.inputSchema.properties ?? {}, arg)) {
      session.diagnostics.error("TC_INVALID_DECLARATION", `\`@complete ${arg}\`: \`${arg}\` is not an argument of \`${model.name}\`.`, at);
    } else if (!candidate.moduleExports.includes(fn)) {
      session.diagnostics.error("TC_INVALID_DECLARATION", `\`@complete ${arg} ${fn}\`: this module exports no \`${fn}\`; name an exported function \`(value: string, args: Record<string, string>) => string[]\`.`, at);
    } else (out ??= {})[arg] = fn;
  }
  return out;
}

function list(names: string[]): string {
  return names.map((n) => `\`${n}\``).join(", ");
}

function tagLocation(file: SourceFile, tag: JsDocTag): SourceLocation {
  return { file: file.path, line: tag.line, column: tag.column };
}
