/**
 * The kinds of declaration an exported function can be, in one table: the
 * JSDoc tag that selects the kind, and what of the function becomes what.
 * Every kind reads its parameters the same way (the input schema and call
 * plan the checker and `dispatch` use for tools), so a resource template's
 * variables and a prompt's arguments are typed, coerced and refused with
 * the same words as a tool's arguments. The table is read by discovery (which
 * tag), the extractor (the kind's own fields: `extract/kinds.ts`), the
 * module's generator (which export lists the kind) and the provider checks
 * (tools only); the MCP methods of each kind are the runtime's
 * (`packages/runtime/src/mcp/kinds.ts`). docs/architecture.md shows it.
 */

export type DeclarationKind = "tool" | "resource" | "prompt";

export interface KindSpec {
  /** The JSDoc tag that makes an exported function this kind. */
  tag: string;
  /** What the tag's text is: the tool's name (optional), the resource's URI (required), the prompt's name (optional). */
  tagText: "name" | "uri";
  /** Whether the return type becomes an `outputSchema` (a tool's result is checked data; a resource's and a prompt's are content). */
  outputSchema: boolean;
  /** Whether the provider views and their checks see it (the model calls tools only). */
  providerViews: boolean;
  /** The MCP methods that serve it, for the docs and the inspector. */
  methods: readonly string[];
  /** What `virtual:tools` exports for it, with each export's JSDoc line (a tool's are written by codegen/module.ts and the providers). */
  moduleExports: readonly { name: string; doc: string }[];
}

export const KINDS: Readonly<Record<DeclarationKind, KindSpec>> = {
  tool: { tag: "tool", tagText: "name", outputSchema: true, providerViews: true, methods: ["tools/list", "tools/call"], moduleExports: [] },
  resource: {
    tag: "resource",
    tagText: "uri",
    outputSchema: false,
    providerViews: false,
    methods: ["resources/list", "resources/templates/list", "resources/read", "completion/complete"],
    moduleExports: [
      { name: "resources", doc: "MCP `Resource` objects (`@resource uri`)." },
      { name: "resourceTemplates", doc: "MCP `ResourceTemplate` objects (`@resource scheme://{variable}`)." },
    ],
  },
  prompt: {
    tag: "prompt",
    tagText: "name",
    outputSchema: false,
    providerViews: false,
    methods: ["prompts/list", "prompts/get", "completion/complete"],
    moduleExports: [{ name: "prompts", doc: "MCP `Prompt` objects (`@prompt`)." }],
  },
};

/** Every kind, tools first: the order discovery tries the tags in. */
export const KIND_NAMES = Object.keys(KINDS) as DeclarationKind[];

/** The kind of a model: a tool unless it says otherwise (tools carry no `kind`, so their models and text are as before). */
export function kindOf(model: { kind?: DeclarationKind }): DeclarationKind {
  return model.kind ?? "tool";
}

/** Only the tools of a list of declarations: what the provider views, their checks and `tools` see. */
export function onlyTools<T extends { kind?: DeclarationKind }>(models: readonly T[]): T[] {
  return models.filter((m) => KINDS[kindOf(m)].providerViews);
}

/** The exports of `virtual:tools` the kinds other than tools add, in table order. */
export const KIND_EXPORTS = KIND_NAMES.flatMap((kind) => KINDS[kind].moduleExports);
