/**
 * Every id of `virtual:tools`, in one table: the index user code imports,
 * and the modules it is split into, one kind a row. Codegen names the
 * modules it writes from here, the project tells a part from a shared module
 * here, and the plugin's resolve and load filters are built from here, so a
 * new kind of module is a row below plus the codegen that writes it.
 *
 * The split exists so that an edit regenerates and re-transforms only its
 * part and the index, and so that tools of the same shape in any file import
 * one copy of what they share (docs/watch.md).
 */

/** What user code imports: the index, which imports one part per tool source file. */
export const VIRTUAL_ID = "virtual:tools";

/**
 * The prefix of a resolved id. `\0` tells Rollup-family bundlers (and other
 * plugins) that no file backs the id; unplugin maps it to an in-memory file
 * for webpack and rspack.
 */
export const RESOLVED_PREFIX = "\0";

/** The index, resolved. */
export const RESOLVED_VIRTUAL_ID = RESOLVED_PREFIX + VIRTUAL_ID;

/**
 * The kinds of module beside the index, each `virtual:tools/<kind>/<hex>`.
 * A part's hex is a hash of its source file's path; a shared module's is a
 * hash of its content, so a changed schema gets a new id (a dev server can
 * never serve a stale one) and a module nothing imports any more is harmless.
 */
export const VIRTUAL_MODULE_KINDS = {
  /** The tools of one source file: their `tools` entries, dispatch entries and what their views are derived from. */
  part: { shared: false },
  /** One tool's validator and public schemas (input and output), imported by every tool that has the same: codegen/tool-shapes.ts. */
  shapes: { shared: true },
  /** One shape of the per-tool records (a function of their constants: codegen/record-templates.ts). */
  record: { shared: true },
  /** One tool's MCP App page, built into one HTML document by the bundler and imported when its resource is read (codegen/kinds.ts); its hex is the tool's name in hex. */
  "ui-page": { shared: false },
} as const satisfies Record<string, { shared: boolean }>;

export type VirtualModuleKind = keyof typeof VIRTUAL_MODULE_KINDS;

const KINDS = Object.keys(VIRTUAL_MODULE_KINDS) as VirtualModuleKind[];

/** The bare id prefix of a kind: `virtual:tools/<kind>/`. */
export function virtualIdPrefix(kind: VirtualModuleKind): string {
  return `${VIRTUAL_ID}/${kind}/`;
}

/** The kind of a bare id of `virtual:tools`, or `undefined` for the index and any other id. */
export function virtualModuleKind(id: string): VirtualModuleKind | undefined {
  const start = VIRTUAL_ID.length + 1;
  const end = id.indexOf("/", start);
  if (end < 0 || !id.startsWith(VIRTUAL_ID + "/")) return undefined;
  const kind = id.slice(start, end);
  return KINDS.find((k) => k === kind);
}

/** Whether a bare id names a module the parts share (not the index, not a part). */
export function isSharedModuleId(id: string): boolean {
  const kind = virtualModuleKind(id);
  return kind !== undefined && VIRTUAL_MODULE_KINDS[kind].shared;
}

// `virtual:tools/ui` is what a tool's page imports (codegen/ui-module.ts).
const ID_BODY = `${VIRTUAL_ID}(?:/ui|/(?:${KINDS.join("|")})/[0-9a-f]+)?`;

/** The bare id of tool `name`'s page module. */
export function uiPageId(name: string): string {
  return virtualIdPrefix("ui-page") + [...new TextEncoder().encode(name)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The tool whose page a bare id names, or undefined when it names none. */
export function uiPageTool(id: string): string | undefined {
  if (virtualModuleKind(id) !== "ui-page") return undefined;
  const hex = id.slice(virtualIdPrefix("ui-page").length);
  return new TextDecoder().decode(Uint8Array.from(hex.match(/../g) ?? [], (h) => Number.parseInt(h, 16)));
}

/** The index or one of its modules, bare: what user code and the parts import. */
export const VIRTUAL_ID_PATTERN = new RegExp(`^${ID_BODY}$`);
/** The same, bare or resolved (webpack hands the resolved id back as a request). */
export const ANY_VIRTUAL_ID_PATTERN = new RegExp(`^\\0?${ID_BODY}$`);
/** Resolved ids only: what the plugin loads. */
export const RESOLVED_ID_PATTERN = new RegExp(`^\\0${ID_BODY}$`);
