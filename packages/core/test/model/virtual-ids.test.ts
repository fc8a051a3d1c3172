// The ids of `virtual:tools` are one table (model/virtual-ids.ts): codegen
// names what it writes from it and the plugin's filters are built from it.
// These keep the table and what codegen writes equal, and keep the kinds
// spelled nowhere else.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { generatePart } from "../../src/codegen/module.js";
import type { SharedModules } from "../../src/codegen/shared-modules.js";
import {
  ANY_VIRTUAL_ID_PATTERN,
  isSharedModuleId,
  RESOLVED_ID_PATTERN,
  RESOLVED_PREFIX,
  RESOLVED_VIRTUAL_ID,
  VIRTUAL_ID,
  VIRTUAL_ID_PATTERN,
  VIRTUAL_MODULE_KINDS,
  virtualIdPrefix,
  virtualModuleKind,
  type VirtualModuleKind,
} from "../../src/model/virtual-ids.js";
import { alerts, forecast, lookup } from "../codegen/fixtures.js";

const KINDS = Object.keys(VIRTUAL_MODULE_KINDS) as VirtualModuleKind[];
const PACKAGES = fileURLToPath(new URL("../../../", import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("the ids of virtual:tools", () => {
  it("every shared module a part imports has a shared kind of the table, and every shared kind is written", () => {
    const shared: SharedModules = new Map();
    const part = generatePart([forecast, alerts, lookup], { runtimeImport: "/rt.js", shared });
    const ids = [...shared.keys()];
    for (const id of ids) {
      expect(id, id).toMatch(VIRTUAL_ID_PATTERN);
      expect(isSharedModuleId(id), id).toBe(true);
      expect(part).toContain(JSON.stringify(id));
    }
    const written = new Set(ids.map((id) => virtualModuleKind(id)));
    expect([...written].sort()).toEqual(KINDS.filter((kind) => VIRTUAL_MODULE_KINDS[kind].shared).sort());
  });

  it("tells the index, each kind and foreign ids apart, bare and resolved", () => {
    for (const kind of KINDS) {
      const id = virtualIdPrefix(kind) + "0123abcd";
      expect(virtualModuleKind(id)).toBe(kind);
      expect(isSharedModuleId(id)).toBe(VIRTUAL_MODULE_KINDS[kind].shared);
      expect(id).toMatch(VIRTUAL_ID_PATTERN);
      expect(id).toMatch(ANY_VIRTUAL_ID_PATTERN);
      expect(RESOLVED_PREFIX + id).toMatch(ANY_VIRTUAL_ID_PATTERN);
      expect(RESOLVED_PREFIX + id).toMatch(RESOLVED_ID_PATTERN);
      expect(id).not.toMatch(RESOLVED_ID_PATTERN);
    }
    expect(RESOLVED_VIRTUAL_ID).toMatch(RESOLVED_ID_PATTERN);
    expect(virtualModuleKind(VIRTUAL_ID)).toBeUndefined();
    for (const foreign of ["virtual:toolsx", "virtual:tools/", "virtual:tools/part/", "virtual:tools/other/0a", "virtual:tools/part/xyz", "./virtual:tools", "virtual:tools/part/0a/b"]) {
      expect(foreign, foreign).not.toMatch(ANY_VIRTUAL_ID_PATTERN);
      expect(isSharedModuleId(foreign), foreign).toBe(false);
    }
  });

  it("no source file but the table spells an id of a module kind", () => {
    const kinds = new RegExp(`virtual:tools/(?:${KINDS.join("|")})/|(?:${KINDS.join("|")})\\|(?:${KINDS.join("|")})`);
    const spelled = ["core", "runtime", "unplugin-toolcall"]
      .flatMap((name) => sourceFiles(path.join(PACKAGES, name, "src")))
      .filter((file) => !file.endsWith(path.join("model", "virtual-ids.ts")) && kinds.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(PACKAGES, file));
    expect(spelled).toEqual([]);
  });
});
