// Setup file of the e2e and install tiers (vitest.config.ts): after each test
// file, the folders its tests got from `tempDir` are removed. A setup file
// shares the test file's module graph, so it sees the same `tempDir` list.
import { afterAll } from "vitest";
import { removeTempDirs } from "./temp-dir.js";

afterAll(removeTempDirs);
