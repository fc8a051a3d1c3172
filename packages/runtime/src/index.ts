export {};
export * from "./providers/index.js";
