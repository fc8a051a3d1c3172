/** `1 tool`, `2 tools`. */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

/** Left-aligned columns, two spaces apart; `width` measures text without colour codes. */
export function table(rows: string[][], width: (cell: string) => number = (cell) => cell.length): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, width(cell))));
  return rows
    .map((row) => row.map((cell, i) => (i === row.length - 1 ? cell : cell + " ".repeat(widths[i]! - width(cell)))).join("  ").trimEnd())
    .join("\n");
}

/** Length of text as the terminal shows it (ANSI colour codes take no room). */
export function visibleLength(text: string): number {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\x1b\[[0-9;]*m/g, "").length;
}

/** The first line, cut to `max` characters. */
export function firstLine(text: string, max = 72): string {
  const line = text.split("\n")[0] ?? "";
  return line.length > max ? line.slice(0, max - 1) + "…" : line;
}
