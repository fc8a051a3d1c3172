export { createMcpEndpoint, type McpEndpoint } from "./endpoint.js";
