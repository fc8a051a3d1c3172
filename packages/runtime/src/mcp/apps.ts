/**
 * MCP Apps (the `io.modelcontextprotocol/ui` extension; docs/mcp.md, "A
 * tool's UI"): a tool with a page (`@ui`) links it from its `tools/list`
 * entry (`_meta.ui.resourceUri`, the MCP view), and the page is one more
 * resource, `ui://<server>/<tool>`, of the MCP Apps MIME type. Its HTML is a
 * module of its own that the build made; it is imported on the first read,
 * so a server that never serves a page never loads it.
 */

/** The MIME type of an MCP App's HTML. */
export const MCP_APP_MIME_TYPE = "text/html;profile=mcp-app";
/** The extension's key under `capabilities.extensions`. */
export const MCP_APPS_EXTENSION = "io.modelcontextprotocol/ui";

/** A tool's page, as its dispatch entry carries it (core's codegen/kinds.ts writes it). */
export interface UiPage {
  uri: string;
  /** The resource's `_meta.ui`: CSP domains and `prefersBorder`. */
  meta: { csp?: Record<string, string[]>; prefersBorder?: boolean };
  /** The page's HTML document (the build's chunk, imported on first read). */
  html: () => Promise<string>;
}

export interface UiResource {
  uri: string;
  name: string;
  description: string;
  mimeType: string;
  _meta: { ui: UiPage["meta"] };
}

/** The `resources/list` entry of tool `name`'s page. */
export function uiResource(name: string, page: UiPage): UiResource {
  return { uri: page.uri, name: `${name}-ui`, description: `The MCP App of the tool \`${name}\`.`, mimeType: MCP_APP_MIME_TYPE, _meta: { ui: page.meta } };
}

/** `resources/read` of a page: its HTML, with the same `_meta.ui` as its list entry (hosts read it from the content). */
export async function readUiPage(page: UiPage): Promise<unknown> {
  const text = await page.html();
  return { contents: [{ uri: page.uri, mimeType: MCP_APP_MIME_TYPE, text, _meta: { ui: page.meta } }] };
}

/** The extension's entry in `initialize`'s capabilities. */
export function appsCapability(): [string, object] {
  return ["extensions", { [MCP_APPS_EXTENSION]: { mimeTypes: [MCP_APP_MIME_TYPE] } }];
}
