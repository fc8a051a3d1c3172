import type * as t from "@babel/types";

/** One accessor property: its type (undefined when neither accessor annotates it) and where it is written. */
export interface AccessorProperty {
  name: string;
  type: t.TSType | undefined;
  at: t.Node;
}

/**
 * Accessors by name, as TypeScript reads them in a class, an interface or a
 * type literal: a property, required of every value, whose type is the
 * getter's (a getter alone is a `readonly` property, which JSON cannot tell
 * apart), else the setter's parameter's (a setter alone).
 */
export class Accessors {
  // Made on the first accessor: most object types have none, and this is built for each one.
  private byName: Map<string, AccessorProperty & { fromGetter: boolean }> | undefined;

  /** A getter's return annotation or a setter's parameter annotation. */
  note(name: string, kind: "get" | "set", annotation: t.Node | null | undefined, at: t.Node): void {
    const type = annotation?.type === "TSTypeAnnotation" ? annotation.typeAnnotation : undefined;
    this.byName ??= new Map();
    const seen = this.byName.get(name);
    if (!seen || (kind === "get" && !seen.fromGetter)) this.byName.set(name, { name, type, fromGetter: kind === "get", at });
  }

  properties(): AccessorProperty[] {
    return this.byName ? [...this.byName.values()] : [];
  }
}
