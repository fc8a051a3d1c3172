import { mcpHandler } from "virtual:tools";

const mcp = mcpHandler();

export default defineEventHandler((event) => mcp(toWebRequest(event)));
