export default defineNuxtConfig({
  modules: ["unplugin-toolcall/nuxt"],
  compatibilityDate: "2026-01-01",
  telemetry: false,
});
