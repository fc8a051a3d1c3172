import toolcall from "unplugin-toolcall/vite";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [toolcall()],
});
