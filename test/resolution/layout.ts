/** A `package.json` text. */
export const pkg = (fields: Record<string, unknown>): string => JSON.stringify({ version: "1.0.0", ...fields });

/** A tool module whose one tool `t` takes one parameter `x` of the given type, after the given imports. */
export const tool = (imports: string, type: string): string => `"use tools";\n${imports}\nexport function t(x: ${type}) {}\n`;
