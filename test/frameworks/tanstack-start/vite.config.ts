import { tanstackStart } from "@tanstack/react-start/plugin/vite";
import viteReact from "@vitejs/plugin-react";
import toolcall from "unplugin-toolcall/vite";
import { defineConfig } from "vite";

export default defineConfig({ plugins: [toolcall(), tanstackStart(), viteReact()] });
