import type * as t from "@babel/types";
import type { JsonSchema } from "../../model/index.js";

/**
 * A type already evaluated, standing where a type node is expected: what a
 * type parameter is bound to while a mapped type walks its keys (`K` = "a"),
 * a conditional type distributes (`T` = one member) or `infer U` matched.
 */
export interface SchemaNode {
  type: "ToolcallSchema";
  schema: JsonSchema;
  /** Identity of the value, for memo keys of generic instantiations. */
  key: string;
  start?: number;
  end?: number;
}

export function schemaNode(schema: JsonSchema): t.TSType {
  return { type: "ToolcallSchema", schema, key: JSON.stringify(schema) } as unknown as t.TSType;
}

export function asSchemaNode(node: t.Node): SchemaNode | undefined {
  return (node.type as string) === "ToolcallSchema" ? (node as unknown as SchemaNode) : undefined;
}
