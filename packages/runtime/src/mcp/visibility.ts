/**
 * Per-caller visibility, the handler's `visible` option: given what
 * `authorize` returned, which declarations this caller sees. A hidden one is
 * left out of its list and its calls, reads, gets, subscriptions and
 * completions are refused exactly as an unknown name's or URI's (a "did you
 * mean" drawn from the visible ones only), so a caller cannot tell a hidden
 * declaration from one that does not exist. A tool's page (MCP Apps) is
 * shown with its tool.
 */

/** What `visible` is asked about: a declaration's kind and its public name. */
export interface McpDeclaration {
  kind: "tool" | "resource" | "prompt";
  name: string;
}

/** `true` shows the declaration to the caller whose `authorize` result is `ctx`. */
export type McpVisible = (declaration: McpDeclaration, ctx: unknown) => boolean;

/** The names of one kind this caller sees, as a test; `undefined` when every one is visible. */
export function shownTo(visible: McpVisible | undefined, ctx: unknown, kind: McpDeclaration["kind"]): ((name: string) => boolean) | undefined {
  if (visible === undefined) return undefined;
  // Only `true` shows: a predicate that returns a truthy non-boolean by mistake hides rather than leaks.
  return (name) => visible({ kind, name }, ctx) === true;
}

/** What one caller sees of each kind; a kind left out is shown whole. */
export interface Shown {
  tool?: (name: string) => boolean;
  resource?: (name: string) => boolean;
  prompt?: (name: string) => boolean;
}

/** Every kind's test for the caller whose `authorize` result is `ctx`. */
export function shownOf(visible: McpVisible | undefined, ctx: unknown): Shown {
  if (visible === undefined) return {};
  return { tool: shownTo(visible, ctx, "tool"), resource: shownTo(visible, ctx, "resource"), prompt: shownTo(visible, ctx, "prompt") };
}

/** Whether `name` of a kind passes its test (a kind with none is shown). */
export function isShown(test: ((name: string) => boolean) | undefined, name: string): boolean {
  return test === undefined || test(name);
}
