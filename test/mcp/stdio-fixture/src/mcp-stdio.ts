import { serveStdio } from "unplugin-toolcall/stdio";
import { mcpHandler } from "virtual:tools";

// The client started this process for its user: the user is every call's caller.
serveStdio(mcpHandler({ serverInfo: { name: "my-tools", version: "1.0.0" } }), { ctx: { user: process.env.USER ?? "me" } });
