/**
 * A minimal MCP Apps host for the browser test (mcp-app.test.ts), built on
 * ext-apps' own `AppBridge`: it renders a tool's page in a sandboxed iframe,
 * sends the tool's input and result once the page has initialised, and
 * forwards the page's tool calls to `hostCallTool`, which the test binds to
 * the official MCP client connected to the server.
 */
import { AppBridge, PostMessageTransport } from "@modelcontextprotocol/ext-apps/app-bridge";

type CallToolParams = { name: string; arguments?: Record<string, unknown> };

declare global {
  interface Window {
    hostCallTool(params: CallToolParams): Promise<Record<string, unknown>>;
    showApp(options: { html: string; input: Record<string, unknown>; result: Record<string, unknown> }): Promise<void>;
  }
}

window.showApp = async ({ html, input, result }) => {
  const iframe = document.createElement("iframe");
  // Scripts only: no same origin, as hosts render an MCP App.
  iframe.setAttribute("sandbox", "allow-scripts");
  iframe.style.width = "600px";
  iframe.style.height = "400px";
  document.body.append(iframe);
  const bridge = new AppBridge(null, { name: "toolcall-test-host", version: "1.0.0" }, { serverTools: {} });
  // The official client's CallToolResult, passed through as it came.
  type Result = Awaited<ReturnType<NonNullable<typeof bridge.oncalltool>>>;
  bridge.oncalltool = async (params) => (await window.hostCallTool({ name: params.name, arguments: params.arguments })) as Result;
  bridge.oninitialized = () => {
    void bridge.sendToolInput({ arguments: input });
    void bridge.sendToolResult(result as Result);
  };
  // Listening before the page loads: its first message is `ui/initialize`.
  await bridge.connect(new PostMessageTransport(iframe.contentWindow!, iframe.contentWindow!));
  iframe.srcdoc = html;
};
