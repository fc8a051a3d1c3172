/** Types of node-binary.mjs (plain JavaScript so that `.ci/run` can run it unbuilt). */

/** Where installed versions are kept (TOOLCALL_NODE_CACHE, else `<os tmp>/toolcall-node`). */
export function nodeCacheDir(): string;
/** The folder holding `node` of that version (`22`, `20.19`, `24.21.0`), installed from the npm `node` package once per machine. */
export function nodeBinDir(version: string): Promise<string>;
/** `PATH` with that version's folder first, for a child process's environment. */
export function pathWithNode(version: string): Promise<string>;
