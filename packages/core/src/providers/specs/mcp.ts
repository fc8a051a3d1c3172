import type { ProviderSpec } from "../spec.js";

/** The Model Context Protocol: `Tool` objects, results, and serving the tools (an SDK server or a fetch handler). */
export const mcp = {
  label: "MCP",
  // mcpHandler reads the request's JSON text itself; the SDK's server parses it first.
  parsedArguments: "`registerMcpTools` (the MCP SDK's server)",
  toolName: { pattern: /^[A-Za-z0-9_.-]{1,128}$/, code: "TC_PROVIDER_MCP_NAME" },
  // `mcpOutput` is no schema but how a result becomes `structuredContent`: no tab shows it.
  views: [{ view: "mcp", tab: "mcp", input: "inputSchema", output: "outputSchema" }, { view: "mcpOutput" }],
  callSample: {
    key: "mcp",
    label: "MCP call",
    template: { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "$name", arguments: "$arguments" } },
  },
  exports: [
    {
      section: "tools",
      runtime: "mcpToolsView",
      reads: ["views"],
      doc: "MCP `Tool` objects.",
      declaration: `
  /** An MCP \`Tool\`. A non-object return type is wrapped as \`{ result }\` in \`outputSchema\`. */
  export interface McpTool {
    name: ToolName;
    title?: string;
    description: string;
    inputSchema: ObjectJsonSchema;
    outputSchema?: ObjectJsonSchema;
    /** MCP's hints, and \`needsApproval\` for a tool with \`@needsApproval\`. */
    annotations?: { title?: string; readOnlyHint?: boolean; destructiveHint?: boolean; idempotentHint?: boolean; openWorldHint?: boolean; needsApproval?: boolean };
    /** \`ui.resourceUri\` for a tool with a page (\`@ui\`): the \`ui://\` resource an MCP Apps host renders beside its result; \`"toolcall/needsApproval": true\` for a tool with \`@needsApproval\`. */
    _meta?: { ui?: { resourceUri: string }; [key: string]: unknown };
  }
  /** MCP \`Tool\` objects. */
  export function mcpTools(): McpTool[];
`,
    },
    {
      section: "results",
      runtime: "mcpToolResult",
      reads: ["views", "dispatch"],
      doc: "MCP `tools/call` params -> `CallToolResult`.",
      declaration: `
  /** MCP: \`tools/call\` params -> \`CallToolResult\` (\`structuredContent\` + text copy; \`isError\` on failure). */
  export function mcpToolResult(
    params: { name: string; arguments?: { [key: string]: unknown } },
    ctx?: unknown,
  ): Promise<{ [key: string]: unknown; content: McpContentBlock[]; structuredContent?: { [key: string]: unknown }; isError?: boolean }>;
  /** A block of a \`tools/call\` result: text, or a rich part the tool returned. */
  export type McpContentBlock =
    | { type: "text"; text: string }
    | { type: "image" | "audio"; data: string; mimeType: string }
    | { type: "resource_link"; uri: string; name: string; mimeType?: string; description?: string }
    | { type: "resource"; resource: { uri: string; mimeType?: string; text: string } | { uri: string; mimeType?: string; blob: string } };
`,
    },
    {
      section: "serving",
      runtime: "registerMcpTools",
      reads: ["views", "dispatch"],
      doc: 'Serves every tool on an MCP server: `registerMcpTools(server, await import("@modelcontextprotocol/sdk/types.js"))`.',
      declaration: `
  /** The low-level MCP server methods used (an \`McpServer\` exposes one as \`.server\`). */
  export interface McpLowLevelServer {
    setRequestHandler(schema: any, handler: (request: any, extra: any) => any): void;
    registerCapabilities(capabilities: { tools?: { listChanged?: boolean } }): void;
  }
  /**
   * Serves every tool on an MCP server (\`McpServer\` or low-level \`Server\`), before \`connect\`:
   * \`registerMcpTools(server, await import("@modelcontextprotocol/sdk/types.js"))\`.
   * An unknown tool is JSON-RPC error -32602; a failed call an \`isError\` result.
   */
  export function registerMcpTools(
    server: McpLowLevelServer | { server: McpLowLevelServer },
    mcpTypes: { ListToolsRequestSchema: unknown; CallToolRequestSchema: unknown },
    opts?: { context?: (extra: any) => unknown },
  ): void;
`,
    },
    {
      section: "serving",
      runtime: "mcpHandler",
      reads: ["views", "dispatch", "declared"],
      doc: "The tools over MCP's Streamable HTTP transport: a fetch handler, `(request) => Promise<Response>`.",
      declaration: `
  /** What \`mcpHandler\` takes (docs/mcp.md). */
  export interface McpHandlerOptions {
    /**
     * Runs before a request is read. Return a \`Response\` to refuse it (a 401 without
     * \`WWW-Authenticate\` gets one); anything else becomes the \`ctx\` of the tools' \`ToolContext\`.
     */
    authorize?: (request: FetchRequest) => unknown;
    /**
     * Which tools this caller sees, given what \`authorize\` returned (\`true\` shows one); a hidden tool
     * is not listed and its calls are refused as an unknown name's. Default: every tool.
     */
    visible?: (declaration: { kind: "tool" | "resource" | "prompt"; name: string }, ctx: any) => boolean;
    /** Web origins that may call it besides a trusted host's own (see \`allowedHosts\`). Default: none. */
    allowedOrigins?: "*" | readonly string[] | ((origin: string, request: FetchRequest) => boolean);
    /**
     * The \`Host\` names it answers (\`"mcp.example.com"\`, \`"localhost:3000"\`, \`".example.com"\`); any other is 403.
     * Default: a loopback host is trusted; another is answered only for requests without \`Origin\` (DNS rebinding).
     */
    allowedHosts?: readonly string[];
    /** Largest request body in bytes, answered 413 beyond. Default 1,000,000. */
    maxBodyBytes?: number;
    /**
     * Session mode (\`Mcp-Session-Id\`, a GET event stream, DELETE, resource subscriptions): \`true\` keeps
     * sessions in this process's memory; a store shares them (\`redisMcpSessions\` of \`unplugin-toolcall/redis\`). Default: stateless.
     */
    sessions?: boolean | McpSessions;
    /** Tools per \`tools/list\` page. Default 1,000. */
    pageSize?: number;
    /** \`serverInfo\` of \`initialize\`. Default \`{ name: "toolcall", version: "1.0.0" }\`. */
    serverInfo?: { name: string; version: string; title?: string };
    /** \`instructions\` of \`initialize\`. */
    instructions?: string;
    /** OAuth Protected Resource Metadata (RFC 9728), served at \`/.well-known/oauth-protected-resource/<path>\` and named in 401s. */
    protectedResource?: { authorization_servers: string[]; resource?: string; scopes_supported?: string[]; [field: string]: unknown };
  }
  /** Where session mode keeps its sessions and how it reaches their event streams (docs/mcp.md, "Sessions"). */
  export interface McpSessions {
    open(version: string): Promise<string>;
    get(id: string): Promise<{ version: string; logLevel?: string } | undefined>;
    set(id: string, fields: { logLevel?: string }): Promise<void>;
    close(id: string): Promise<boolean>;
    subscribe(id: string, uri: string): Promise<void>;
    unsubscribe(id: string, uri: string): Promise<void>;
    subscribers(uri: string): Promise<string[]>;
    publish(to: string | null, text: string): Promise<void>;
    listen(id: string, listener: { message(text: string): void; closed(): void }): Promise<() => void>;
  }
  /** A fetch handler serving MCP's Streamable HTTP transport. */
  export interface McpHandler {
    (request: FetchRequest): Promise<FetchResponse>;
    /** Tells every open session's event stream that the tools changed (session mode). */
    toolsChanged(): void;
    /** Sends \`notifications/resources/updated\` to the sessions subscribed to \`uri\` (session mode; stateless: nothing to tell). */
    resourceUpdated(uri: string): Promise<void>;
    /**
     * The same tools over a message stream (\`serveStdio\` of \`unplugin-toolcall/stdio\` uses it): \`send\`
     * writes one JSON-RPC text to the client, \`receive\` takes one from it. \`authorize\` is not run; \`ctx\` is the tools' ctx.
     */
    connect(options: { send: (text: string) => void; ctx?: unknown }): { receive(text: string): Promise<void>; close(): void };
  }
  /**
   * The tools over MCP (Streamable HTTP; protocol 2025-11-25, 2025-06-18, 2025-03-26), stateless
   * by default: \`export default { fetch: mcpHandler() }\` is a remote MCP server on Workers.
   */
  export function mcpHandler(options?: McpHandlerOptions): McpHandler;
`,
    },
  ],
} as const satisfies ProviderSpec;
