/**
 * Per-caller visibility, the handler's `visible` option: given what
 * `authorize` returned, which declarations this caller sees. A hidden one is
 * left out of its list and its calls are refused exactly as an unknown
 * name's (its "did you mean" and name list drawn from the visible ones
 * only), so a caller cannot tell a hidden tool from one that does not exist.
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
