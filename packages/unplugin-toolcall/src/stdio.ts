/**
 * `unplugin-toolcall/stdio`: `mcpHandler()` of `virtual:tools` as a local
 * MCP server, the process that Claude Desktop, Cursor or Claude Code start by
 * command: MCP's stdio transport, one JSON-RPC message per line on stdin and
 * stdout. The protocol is the handler's own (its `connect`), so the tools,
 * `visible` and every answer are what its HTTP clients get.
 */

/** What `serveStdio` serves: `mcpHandler()`'s result. */
export interface StdioServable {
  connect(options: { send: (text: string) => void; ctx?: unknown }): { receive(text: string): Promise<void>; close(): void };
}

export interface ServeStdioOptions {
  /** The tools' `ToolContext` for every call (`authorize` is not run: the process's own environment is its caller's). */
  ctx?: unknown;
  /** Longest line read, in bytes; a longer one is answered with a JSON-RPC error and skipped. Default 1,000,000. */
  maxLineBytes?: number;
  /**
   * End the process when the client goes away (stdin ends, or stdout is
   * closed), as MCP's stdio shutdown expects, even if a timer or a socket
   * would keep it alive. Default `true`; `false` resolves the returned
   * promise instead, for cleanup of your own.
   */
  exit?: boolean;
}

const DEFAULT_MAX_LINE = 1_000_000;
const NEWLINE = 0x0a;

/**
 * Serves the handler on this process's stdin and stdout until the client
 * goes away. stdout is the protocol's alone: while serving, anything else
 * written to it (`console.log` in a tool, a library's output) goes to stderr,
 * where clients keep the server's log.
 */
export function serveStdio(handler: StdioServable, options: ServeStdioOptions = {}): Promise<void> {
  const { stdin, stdout, stderr } = process;
  const maxLine = options.maxLineBytes ?? DEFAULT_MAX_LINE;
  const protocolWrite = stdout.write;
  let open = true;
  const send = (text: string) => {
    if (open) protocolWrite.call(stdout, `${text}\n`);
  };
  stdout.write = ((...args: Parameters<typeof stdout.write>) => (stderr.write as (...a: unknown[]) => boolean)(...args)) as typeof stdout.write;
  const connection = handler.connect({ send, ctx: options.ctx });

  // Lines are split on the newline byte, which no UTF-8 sequence contains, and decoded whole.
  let parts: Buffer[] = [];
  let size = 0;
  const take = (piece: Buffer) => {
    size += piece.length;
    if (size <= maxLine && piece.length > 0) parts.push(piece);
  };
  const endLine = () => {
    if (size > maxLine) {
      send(JSON.stringify({ jsonrpc: "2.0", id: null, error: { code: -32600, message: `Invalid Request: a message over ${maxLine} bytes` } }));
    } else {
      const text = Buffer.concat(parts).toString("utf8").replace(/\r$/, "");
      if (text.trim() !== "") void connection.receive(text);
    }
    parts = [];
    size = 0;
  };
  const onData = (chunk: Buffer) => {
    let start = 0;
    for (let nl = chunk.indexOf(NEWLINE); nl !== -1; nl = chunk.indexOf(NEWLINE, start)) {
      take(chunk.subarray(start, nl));
      endLine();
      start = nl + 1;
    }
    take(chunk.subarray(start));
  };

  return new Promise<void>((resolve) => {
    const finish = () => {
      if (!open) return;
      open = false;
      connection.close();
      stdin.off("data", onData);
      stdin.pause();
      stdout.write = protocolWrite;
      if (options.exit !== false) process.exit(0);
      resolve();
    };
    stdin.on("data", onData);
    stdin.on("end", finish);
    stdin.on("close", finish);
    stdin.on("error", finish);
    // EPIPE and the like: the reader is gone, which ends the session (and must not crash the process).
    stdout.on("error", finish);
    // Logs with nowhere to go are dropped rather than thrown.
    stderr.on("error", () => {});
  });
}
