import { defineConfig } from "vite";
import toolcall from "unplugin-toolcall/vite";

// The tools are src/tools.ts, the resources and prompts src/content.ts: the server file holds none.
export default defineConfig({ plugins: [toolcall({ include: ["src/tools.ts", "src/content.ts"], dts: false })] });
