import { mcpHandler } from "virtual:tools";
import type { RequestHandler } from "./$types";

const mcp = mcpHandler();

// Every method (POST, and GET, DELETE, OPTIONS) goes to the handler.
export const fallback: RequestHandler = ({ request }) => mcp(request);
