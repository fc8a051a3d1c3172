/**
 * Runs a built playground server (`node server.js`) on a free loopback port
 * for tests: `PORT=0` lets the OS choose, and the server prints the address
 * it bound.
 */
import { execFile, spawn } from "node:child_process";
import { promisify } from "node:util";

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts `node <file>` with PORT=0 and resolves with its URL once it listens. */
export function startNodeServer(file: string): Promise<RunningServer> {
  const child = spawn(process.execPath, [file], { env: { ...process.env, PORT: "0" }, stdio: ["ignore", "pipe", "pipe"] });
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    process.off("exit", killOnExit);
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => void stop().then(() => reject(new Error(`server did not listen:\n${output}`))), 30_000);
    const collect = (text: string) => {
      output += text;
      const match = /http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${match[1]}`, stop });
      }
    };
    child.stdout.setEncoding("utf8").on("data", collect);
    child.stderr.setEncoding("utf8").on("data", (text: string) => (output += text));
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${output}`));
    });
  });
}

/** Runs `node <file> ...args` to completion; resolves with its exit code and output. */
export async function runNode(file: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [file, ...args], { timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === "number" ? failed.code : 1, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
}
