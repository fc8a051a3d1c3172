import { defineConfig } from "vite";
import toolcall from "unplugin-toolcall/vite";

// The tool is src/tools.ts; its page, src/forecast.html, is built by this same config (docs/mcp.md, "A tool's UI").
export default defineConfig({ plugins: [toolcall({ include: ["src/tools.ts"], dts: false })] });
