/**
 * How a part imports its tool file in a dev server: with `import()`, the
 * failure caught. A static import of a file that throws when it loads (a
 * missing environment variable read at the top, a helper module that
 * fails) fails the part, and with it the index and every tool of
 * `virtual:tools`; here it fails only the file's own tools, each call
 * answering with the file, the place the stack names in it, and the error
 * (docs/developer-tools.md). The part then has a top-level await, which
 * Vite's module runners and browsers evaluate; builds keep static imports
 * (`importLines` in module.ts), so production output is unchanged.
 */

/** What a part imports from one tool file. */
export interface ToolFileImports {
  /** Import specifier (a posix path). */
  file: string;
  /** The local name of the default export, when a tool is the default export. */
  defaultRef?: string;
  named: { exportName: string; local: string }[];
}

/** Stands in for each binding of a file that did not load: a function that throws why, so `dispatch` answers with it. */
const UNLOADED = "__tc_unloaded";
const UNLOADED_HELPER = `const ${UNLOADED} = (file, error) => {
  const stack = error instanceof Error && typeof error.stack === "string" ? error.stack : "";
  const at = stack.indexOf(file + ":");
  const place = at === -1 ? file : file + (/^:\\d+:\\d+/.exec(stack.slice(at + file.length)) ?? [""])[0];
  const message = \`\${place} did not load: \${error instanceof Error ? error.message : String(error)}\`;
  return () => {
    throw new Error(message);
  };
};`;

/** The lines that bind each tool file's exports as the static imports would, one file failing alone. */
export function isolatedImportLines(imports: readonly ToolFileImports[]): string[] {
  if (imports.length === 0) return [];
  return [
    UNLOADED_HELPER,
    ...imports.flatMap(({ file, defaultRef, named }, i) => {
      const loaded = `__tc_loaded_${i}`;
      const specifier = JSON.stringify(file);
      const bind = (local: string, exportName: string) =>
        `const ${local} = ${loaded}.module ? ${loaded}.module[${JSON.stringify(exportName)}] : ${UNLOADED}(${specifier}, ${loaded}.error);`;
      return [
        `const ${loaded} = await import(${specifier}).then((module) => ({ module }), (error) => ({ error }));`,
        ...(defaultRef === undefined ? [] : [bind(defaultRef, "default")]),
        ...named.map((n) => bind(n.local, n.exportName)),
      ];
    }),
  ];
}
