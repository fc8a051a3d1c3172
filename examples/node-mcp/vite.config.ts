import { defineConfig } from "vite";
import toolcall from "unplugin-toolcall/vite";

export default defineConfig({ plugins: [toolcall({ include: ["src/**/*.ts"] })] });
