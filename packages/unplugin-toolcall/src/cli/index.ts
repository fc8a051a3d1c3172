#!/usr/bin/env node
/**
 * The `toolcall` command. Minimal argument parsing until the full CLI lands:
 *   toolcall types [--root dir] [--include glob]... [--exclude glob]... [--dts path | --no-dts]
 */
import type { Options } from "../options.js";
import { runTypesCommand } from "./types.js";

const USAGE = "usage: toolcall types [--root dir] [--include glob]... [--exclude glob]... [--dts path | --no-dts]";

function parse(args: string[]): Options {
  const options: Options = {};
  for (let i = 0; i < args.length; i++) {
    const flag = args[i]!;
    const [name, inline] = flag.includes("=") ? [flag.slice(0, flag.indexOf("=")), flag.slice(flag.indexOf("=") + 1)] : [flag, undefined];
    const value = () => {
      const v = inline ?? args[++i];
      if (v === undefined) throw new Error(`${name} needs a value`);
      return v;
    };
    if (name === "--root") options.root = value();
    else if (name === "--include") (options.include ??= []).push(value());
    else if (name === "--exclude") (options.exclude ??= []).push(value());
    else if (name === "--dts") options.dts = value();
    else if (name === "--no-dts") options.dts = false;
    else throw new Error(`unknown option ${flag}`);
  }
  return options;
}

const [command, ...rest] = process.argv.slice(2);
if (command !== "types") {
  console.error(USAGE);
  process.exit(command === undefined || command === "--help" || command === "-h" ? 0 : 1);
}
try {
  process.exit(runTypesCommand(parse(rest)));
} catch (error) {
  console.error(`toolcall: ${(error as Error).message}\n${USAGE}`);
  process.exit(1);
}
