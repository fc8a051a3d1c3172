#!/usr/bin/env node
import { runCli } from "./index.js";
import { exitQuietlyOnClosedPipe } from "./io.js";

exitQuietlyOnClosedPipe(process.stdout);
exitQuietlyOnClosedPipe(process.stderr);
process.exitCode = await runCli(process.argv);
