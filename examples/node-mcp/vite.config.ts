import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import toolcall from "unplugin-toolcall/vite";

// One set of tools, two servers: the Worker example's tools, read from its
// folder rather than copied. (It writes its own toolcall.d.ts; this build
// writes none.)
const tools = fileURLToPath(new URL("../cloudflare-worker", import.meta.url));

export default defineConfig({ plugins: [toolcall({ root: tools, include: ["src/weather.ts", "src/orders.ts"], dts: false })] });
