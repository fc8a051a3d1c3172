import { defineConfig } from "vite";
import toolcall from "unplugin-toolcall/vite";

// The tools are src/tools.ts only: the server file holds no tools.
export default defineConfig({ plugins: [toolcall({ include: ["src/tools.ts"], dts: false })] });
