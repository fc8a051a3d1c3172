/// <reference lib="dom" />
/**
 * A tool's page (`@ui`; docs/mcp.md, "A tool's UI") beside its try-it
 * result, rendered as an MCP Apps host renders it: its `ui://` resource read
 * through MCP (mcp-relay.ts), in an iframe sandboxed to scripts only,
 * connected through ext-apps' real `AppBridge` (app-bridge-module.ts, loaded
 * only once a tool with a page is called), which sends the call's input and
 * result. The page's own calls (`callServerTool`) go to the inspector's call
 * route as an MCP host's would reach `tools/call`: checked by `dispatch`.
 * When the page's sources are edited in `vite dev` (ui/page-hot.ts), the
 * preview reads the resource again and hands the new page the same call.
 *
 * Like client.ts, it runs in the browser from its source text, so it uses
 * nothing from outside its body.
 */

export interface AppShown {
  uri: string;
  input: Record<string, unknown>;
  /** The call's MCP `CallToolResult`, as the page gets it. */
  result: Record<string, unknown>;
}

export function inspectorAppPreview(esc: (text: string) => string, api: string) {
  type Bridge = {
    oncalltool?: (params: { name: string; arguments?: Record<string, unknown> }) => Promise<unknown>;
    oninitialized?: () => void;
    onsizechange?: (size: { height?: number }) => void;
    connect(transport: unknown): Promise<void>;
    close(): Promise<void>;
    sendToolInput(params: { arguments: Record<string, unknown> }): Promise<void>;
    sendToolResult(result: unknown): Promise<void>;
  };
  type BridgeModule = {
    missing?: string;
    AppBridge: new (client: null, info: { name: string; version: string }, capabilities: Record<string, unknown>) => Bridge;
    PostMessageTransport: new (target: Window, source: Window) => unknown;
  };
  /**
   * A tool's preview: the box holding its page, kept across the inspector's renders, the call it shows, and the
   * bridge to it. `run` counts the mounts into the box: a mount overtaken by a later one (two quick edits) gives up.
   */
  type Shown = { box: HTMLElement; app: AppShown; bridge?: Bridge; run: number };
  const shown = new Map<string, Shown>();
  let bridgeModule: Promise<BridgeModule> | undefined;

  // A Function, not `import()` written here: a test runner that transforms this file would rewrite the latter.
  const importModule = new Function("url", "return import(url)") as (url: string) => Promise<BridgeModule>;

  /** The page's call back to the server: the inspector's call route, answered in MCP's shape (try-call.ts). */
  async function callTool(params: { name: string; arguments?: Record<string, unknown> }): Promise<unknown> {
    const response = await fetch(`${api}/call`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ name: params.name, args: JSON.stringify(params.arguments ?? {}), mcp: true }) });
    const body = (await response.json()) as { mcp?: unknown; error?: string };
    return body.mcp ?? { content: [{ type: "text", text: body.error ?? "no answer" }], isError: true };
  }

  async function mount(entry: Shown): Promise<void> {
    const { box, app } = entry;
    const run = ++entry.run;
    const note = (text: string): void => {
      if (run === entry.run) box.innerHTML = `<p class="muted app-note">${esc(text)}</p>`;
    };
    // The page before goes with its bridge, whose listener would otherwise stay on this window.
    void entry.bridge?.close().catch(() => {});
    entry.bridge = undefined;
    note("Loading the page...");
    const loaded = await (bridgeModule ??= importModule(`${api}/app-bridge.js`));
    if (loaded.missing) return note(loaded.missing);
    const read = await fetch(`${api}/mcp`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ method: "resources/read", params: { uri: app.uri } }) });
    const answer = (await read.json()) as { result?: { contents?: { text?: string }[] }; error?: { message: string } | string };
    const html = answer.result?.contents?.[0]?.text;
    if (html === undefined) return note(`${app.uri} did not read: ${typeof answer.error === "string" ? answer.error : (answer.error?.message ?? "no text")}`);
    if (run !== entry.run) return;
    const iframe = document.createElement("iframe");
    // Scripts only: no same origin, no forms, as hosts render an MCP App.
    iframe.setAttribute("sandbox", "allow-scripts");
    iframe.title = `The page of ${app.uri}`;
    box.replaceChildren(iframe);
    const bridge = new loaded.AppBridge(null, { name: "toolcall-inspector", version: "1" }, { serverTools: {} });
    entry.bridge = bridge;
    bridge.oncalltool = callTool;
    bridge.onsizechange = ({ height }) => {
      if (height !== undefined) iframe.style.height = `${height}px`;
    };
    bridge.oninitialized = () => {
      void bridge.sendToolInput({ arguments: app.input });
      void bridge.sendToolResult(app.result);
    };
    // Listening before the page loads: its first message is `ui/initialize`.
    await bridge.connect(new loaded.PostMessageTransport(iframe.contentWindow!, iframe.contentWindow!));
    iframe.srcdoc = html;
  }

  function render(entry: Shown): void {
    mount(entry).catch((error: Error) => (entry.box.innerHTML = `<p class="issue">The page did not render: ${esc(error.message)}</p>`));
  }

  function move(parent: ParentNode, box: HTMLElement, before: Node | null): void {
    const moving = parent as ParentNode & { moveBefore?: (node: Node, child: Node | null) => void };
    if (moving.moveBefore && box.isConnected) moving.moveBefore(box, before);
    else parent.insertBefore(box, before);
  }

  return {
    /** Where tool NAME's page goes in its card (empty until it is called). */
    slot: (name: string) => `<div class="app-slot" data-app-slot="${esc(name)}"></div>`,
    /** Shows APP for tool NAME: a new page for each call, as a host renders one per result. */
    show(name: string, app: AppShown): void {
      void shown.get(name)?.bridge?.close().catch(() => {});
      const box = document.createElement("div");
      box.className = "app-preview";
      box.dataset.app = name;
      const entry: Shown = { box, app, run: 0 };
      shown.set(name, entry);
      render(entry);
    },
    /** The page at URI was edited: every preview of it is read and rendered again, and sent its call again. */
    reload(uri: string): void {
      for (const entry of shown.values()) if (entry.app.uri === uri) render(entry);
    },
    /**
     * Before a render, which rebuilds the cards: each page out of its card into a box outside them; after it
     * (`place`), back into its new slot. Moved with `moveBefore`, the iframe keeps its document and its bridge;
     * a browser without it reloads the page, which initializes again and is sent the same input and result.
     */
    park(): void {
      let parking = document.getElementById("app-parking");
      if (!parking) {
        parking = Object.assign(document.createElement("div"), { id: "app-parking", hidden: true });
        document.body.append(parking);
      }
      for (const { box } of shown.values()) if (box.isConnected && box.parentNode !== parking) move(parking, box, null);
    },
    place(): void {
      for (const slot of Array.from(document.querySelectorAll<HTMLElement>("[data-app-slot]"))) {
        const box = shown.get(slot.dataset.appSlot!)?.box;
        if (box) move(slot.parentNode!, box, slot);
        slot.remove();
      }
    },
  };
}
