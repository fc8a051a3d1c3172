import type { NameTarget } from "../session.js";

/** TC_UNRESOLVED_IMPORT: the specifier, every place it was looked for, and the tsconfig in force. */
export function unresolvedImportMessage(text: string, entity: Extract<NameTarget, { kind: "unresolved-import" }>): string {
  const looked = entity.looked?.length ? ` Looked for: ${entity.looked.join("; ")}.` : "";
  const config = entity.tsconfig ? ` tsconfig in force: ${entity.tsconfig}.` : "";
  return `\`${text}\` is imported from "${entity.source}", which was not found.${looked}${config} Fix the specifier, install the package, or map it with tsconfig \`paths\`.`;
}
