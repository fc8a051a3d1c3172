import pc from "picocolors";

/** Where a command writes, and what kind of terminal it writes to. Tests pass their own. */
export interface CliIo {
  cwd: string;
  stdout(text: string): void;
  stderr(text: string): void;
  /** Whether stderr is a terminal: progress is shown only there, never in CI logs. */
  interactive: boolean;
  /** Whether to colour the text output (picocolors' own detection by default: NO_COLOR, FORCE_COLOR, TTY). */
  color: boolean;
}

export type Colors = ReturnType<typeof pc.createColors>;

export function processIo(): CliIo {
  return {
    cwd: process.cwd(),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    interactive: !!process.stderr.isTTY && !process.env.CI,
    color: pc.isColorSupported,
  };
}

/**
 * A one-line status on an interactive stderr, erased when done; nothing at
 * all elsewhere, so CI logs hold only results.
 */
export function progress(io: CliIo, text: string): () => void {
  if (!io.interactive) return () => {};
  io.stderr(`${text}\r`);
  return () => io.stderr("\x1b[2K\r");
}

/**
 * `toolcall list | head -1`: once the reader closes the pipe, every further
 * write fails with EPIPE, which Node raises as an unhandled 'error' event.
 * The reader has all it wanted, so the command ends quietly, as `ls | head`
 * does; any other stream error is still thrown.
 */
export function exitQuietlyOnClosedPipe(stream: NodeJS.WriteStream): void {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
    process.exit(0);
  });
}
