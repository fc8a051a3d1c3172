/**
 * GitHub Actions workflow commands (`::error file=...,line=...::message`),
 * which GitHub shows on the line in a pull request. The message keeps its
 * newlines encoded as the syntax asks; a raw `%`, newline, `:` or `,` would
 * cut the annotation short.
 */
export interface Annotation {
  level: "error" | "warning" | "notice";
  file?: string;
  line?: number;
  col?: number;
  title: string;
  message: string;
}

export function workflowCommand(a: Annotation): string {
  const at = a.file === undefined ? "" : `file=${escapeProperty(a.file)},line=${a.line},col=${a.col},`;
  return `::${a.level} ${at}title=${escapeProperty(a.title)}::${escapeData(a.message)}`;
}

function escapeData(text: string): string {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
