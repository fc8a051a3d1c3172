import type { ObjectSchema } from "@toolcall/runtime";
import { RUNTIME_KIND_KEY, type JsonSchema, type ToolModel } from "../model/index.js";
import { toolDescription } from "./describe.js";
import { forEachSchemaNode, isObjectNode, isSchemaObject, localDefName, recursiveDefs, typeList } from "./schema-walk.js";
import { viewSource } from "./views.js";

/** A place in a schema that accepts any value or any object, which strict providers cannot take. */
export interface AnyValuePath {
  path: string;
  /** No type at all (`unknown`, `any`), as opposed to an object without properties. */
  typeless: boolean;
}

/**
 * One tool as the provider rules read it. What several providers' rules
 * ask of the tool (its open records, its recursive types...) is worked out
 * on the first question and kept, so each is computed once per tool.
 */
export class CheckedTool {
  readonly model: ToolModel;
  private memo: { description?: string; survey?: Survey; recursive?: Set<string> } = {};

  constructor(model: ToolModel) {
    this.model = model;
  }

  get name(): string {
    return this.model.name;
  }

  /** The public input schema the views are derived from (cached per model object). */
  get input(): ObjectSchema {
    return viewSource(this.model).tool.inputSchema;
  }

  /** The description providers see (with the deprecation notice). */
  get description(): string {
    return (this.memo.description ??= toolDescription(this.model));
  }

  /** JSON-pointer-like paths (`/properties/tags`) of objects with an additionalProperties schema. */
  get openRecords(): string[] {
    return this.survey.openRecords;
  }

  /**
   * Paths of `unknown`/`any` nodes (any JSON value, `{}` in the public
   * schema; read from the model's annotation, so a type that failed and was
   * reported is not reported again) and of object nodes without properties
   * (`object`, and the empty object type `{}`, whose type list Gemini takes
   * as a union).
   */
  get anyValues(): AnyValuePath[] {
    return this.survey.anyValues;
  }

  /** Names of the input's `$defs` that reach themselves. */
  get recursiveDefs(): Set<string> {
    return (this.memo.recursive ??= recursiveDefs(this.survey.defRefs));
  }

  private get survey(): Survey {
    return (this.memo.survey ??= survey(this.model.inputSchema));
  }
}

/** What the rules read of the input schema, gathered in one walk. */
interface Survey {
  openRecords: string[];
  anyValues: AnyValuePath[];
  /** The `$ref` targets of each root `$defs` entry, in `$defs` order. */
  defRefs: Map<string, Set<string>>;
}

/**
 * One walk of the model's input schema. Its nodes and paths are the public
 * schema's (`publicSchema` only drops the `x-toolcall` annotation, which
 * the unknown check reads).
 */
function survey(schema: JsonSchema): Survey {
  const openRecords: string[] = [];
  const anyValues: AnyValuePath[] = [];
  const defRefs = new Map<string, Set<string>>();
  for (const name of Object.keys(schema.$defs ?? {})) defRefs.set(name, new Set());
  forEachSchemaNode(schema, (node, { path, pointer }) => {
    const extra = node.additionalProperties;
    if (isObjectNode(node) && (isSchemaObject(extra) || extra === true)) openRecords.push(pointer());
    if (node[RUNTIME_KIND_KEY]?.kind === "unknown") anyValues.push({ path: pointer(), typeless: true });
    // An open record (`additionalProperties`) is reported as one already.
    else if (typeList(node).includes("object") && !isSchemaObject(node.properties) && node.additionalProperties === undefined) anyValues.push({ path: pointer(), typeless: false });
    if (path[0] === "$defs" && path.length >= 2) {
      const target = localDefName(node.$ref);
      if (target !== undefined) defRefs.get(path[1]!)?.add(target);
    }
  });
  return { openRecords, anyValues, defRefs };
}
