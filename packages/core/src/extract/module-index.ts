import type * as t from "@babel/types";

/** A named type declared at the top level of a module, or inside a namespace there. */
export interface TypeDeclaration {
  kind: "alias" | "interface" | "enum" | "class" | "namespace";
  node: t.TSTypeAliasDeclaration | t.TSInterfaceDeclaration | t.TSEnumDeclaration | t.ClassDeclaration | t.TSModuleDeclaration;
  /** The statement that carries the declaration's JSDoc (the `export` around it, when there is one). */
  docHolder: t.Node;
  /** The namespace it is declared in: names in its body resolve there first. */
  namespace?: NamespaceMembers;
  /** For a namespace: what it declares. */
  members?: NamespaceMembers;
}

/** The types a `namespace N { ... }` declares (SDK-style `interface Tool` + `namespace Tool { interface InputSchema }`). */
export interface NamespaceMembers {
  types: Map<string, TypeDeclaration[]>;
  parent?: NamespaceMembers;
  /** `export { type A as B }` in the body: B names A of the enclosing scope (how SDKs gather their types under one namespace). */
  aliases?: Map<string, string>;
  /** `import A = B.C` in the body: A names B.C, read from this namespace; `exported` for `export import`. */
  entityAliases?: Map<string, EntityAlias>;
}

/** `import A = B.C`: a local name for an entity (a namespace's member), not a module import. */
export interface EntityAlias {
  name: t.TSEntityName;
  exported: boolean;
}

/** `import { imported as local } from "source"`; `imported` is `"default"` or `"*"` for those forms. */
export interface ImportBinding {
  source: string;
  imported: string;
  node: t.Node;
}

/** An exported name: a local binding, or a re-export of another module's name. */
export type ExportBinding = { local: string } | { source: string; imported: string; node: t.Node };

/** The top-level declarations of a module, collected in one pass over its statements. */
export interface ModuleIndex {
  types: Map<string, TypeDeclaration[]>;
  imports: Map<string, ImportBinding>;
  exports: Map<string, ExportBinding>;
  /** `export * from "source"`, in source order. */
  stars: { source: string; node: t.Node }[];
  /** `export = N`: the module is N (a namespace's members are its exports). */
  exportEquals?: string;
  /** `import A = B.C` at the top level. */
  entityAliases: Map<string, EntityAlias>;
}

export function buildModuleIndex(program: t.Program | undefined): ModuleIndex {
  const index: ModuleIndex = { types: new Map(), imports: new Map(), exports: new Map(), stars: [], entityAliases: new Map() };
  if (!program) return index;
  for (const statement of program.body) {
    switch (statement.type) {
      case "ImportDeclaration":
        for (const s of statement.specifiers) {
          const imported =
            s.type === "ImportDefaultSpecifier" ? "default" : s.type === "ImportNamespaceSpecifier" ? "*" : nameOf(s.imported);
          index.imports.set(s.local.name, { source: statement.source.value, imported, node: s });
        }
        break;
      case "ExportNamedDeclaration":
        if (statement.declaration) {
          const name = addDeclaration(index, statement.declaration, statement);
          for (const n of name) index.exports.set(n, { local: n });
        }
        for (const s of statement.specifiers) {
          if (s.type === "ExportSpecifier") {
            const exported = nameOf(s.exported);
            index.exports.set(
              exported,
              statement.source ? { source: statement.source.value, imported: s.local.name, node: s } : { local: s.local.name },
            );
          } else if (s.type === "ExportNamespaceSpecifier" && statement.source) {
            index.exports.set(s.exported.name, { source: statement.source.value, imported: "*", node: s });
          }
        }
        break;
      case "ExportAllDeclaration":
        index.stars.push({ source: statement.source.value, node: statement });
        break;
      case "ExportDefaultDeclaration": {
        const d = statement.declaration as t.Node;
        if (d.type === "TSInterfaceDeclaration" || d.type === "ClassDeclaration") {
          const names = addDeclaration(index, d, statement);
          if (names[0]) index.exports.set("default", { local: names[0] });
        } else if (d.type === "Identifier") {
          index.exports.set("default", { local: d.name });
        }
        break;
      }
      case "TSExportAssignment":
        if (statement.expression.type === "Identifier") index.exportEquals = statement.expression.name;
        break;
      case "TSImportEqualsDeclaration":
        // `import X = require("pkg")`: X is what the module exports as a whole.
        if (statement.moduleReference.type === "TSExternalModuleReference")
          index.imports.set(statement.id.name, { source: statement.moduleReference.expression.value, imported: "*", node: statement });
        else {
          index.entityAliases.set(statement.id.name, { name: statement.moduleReference, exported: statement.isExport });
          if (statement.isExport) index.exports.set(statement.id.name, { local: statement.id.name });
        }
        break;
      default:
        addDeclaration(index, statement, statement);
    }
  }
  return index;
}

/** Records a type-level declaration; returns the names it binds (values too, for exports). */
function addDeclaration(index: Pick<ModuleIndex, "types">, node: t.Node, docHolder: t.Node, namespace?: NamespaceMembers): string[] {
  const add = (name: string, decl: TypeDeclaration) => {
    if (namespace) decl.namespace = namespace;
    const list = index.types.get(name);
    if (list) list.push(decl);
    else index.types.set(name, [decl]);
  };
  switch (node.type) {
    case "TSTypeAliasDeclaration":
      add(node.id.name, { kind: "alias", node, docHolder });
      return [node.id.name];
    case "TSInterfaceDeclaration":
      add(node.id.name, { kind: "interface", node, docHolder });
      return [node.id.name];
    case "TSEnumDeclaration":
      add(node.id.name, { kind: "enum", node, docHolder });
      return [node.id.name];
    case "ClassDeclaration":
      if (node.id) add(node.id.name, { kind: "class", node, docHolder });
      return node.id ? [node.id.name] : [];
    case "TSModuleDeclaration": {
      if (node.id.type !== "Identifier") return [];
      const members: NamespaceMembers = { types: new Map(), parent: namespace };
      const body: t.Node | null | undefined = node.body;
      // `namespace A.B { }` nests the inner namespace as the body.
      if (body?.type === "TSModuleDeclaration") addDeclaration(members, body, body, members);
      else if (body?.type === "TSModuleBlock")
        for (const statement of body.body) {
          if (statement.type === "ExportNamedDeclaration" && !statement.declaration && !statement.source) {
            for (const s of statement.specifiers)
              if (s.type === "ExportSpecifier") (members.aliases ??= new Map()).set(nameOf(s.exported), s.local.name);
            continue;
          }
          if (statement.type === "TSImportEqualsDeclaration" && statement.moduleReference.type !== "TSExternalModuleReference") {
            (members.entityAliases ??= new Map()).set(statement.id.name, { name: statement.moduleReference, exported: statement.isExport });
            continue;
          }
          const inner = statement.type === "ExportNamedDeclaration" && statement.declaration ? statement.declaration : statement;
          addDeclaration(members, inner, statement, members);
        }
      add(node.id.name, { kind: "namespace", node, docHolder, members });
      return [node.id.name];
    }
    case "FunctionDeclaration":
    case "TSDeclareFunction":
      return node.id ? [node.id.name] : [];
    case "VariableDeclaration":
      return node.declarations.flatMap((d) => (d.id.type === "Identifier" ? [d.id.name] : []));
    default:
      return [];
  }
}

function nameOf(node: t.Identifier | t.StringLiteral): string {
  return node.type === "Identifier" ? node.name : node.value;
}
