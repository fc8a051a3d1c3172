import type { ObjectSchema } from "@toolcall/runtime";
import type { ToolModel } from "../model/index.js";
import { toolDescription } from "./describe.js";
import { recursiveDefs } from "./schema-walk.js";
import { survey, type AnyValuePath, type SchemaSizes, type Survey } from "./survey.js";
import { viewSource } from "./views.js";

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

  /** Paths of the `bigint`s of the input that travel as JSON numbers (not `Wire<"string">`). */
  get numericBigints(): string[] {
    return this.survey.numericBigints;
  }

  /** Counts of the input schema's properties, enums and object nesting, the upper bounds of size limits start from. */
  get sizes(): SchemaSizes {
    return this.survey.sizes;
  }

  /** Names of the input's `$defs` that reach themselves. */
  get recursiveDefs(): Set<string> {
    return (this.memo.recursive ??= recursiveDefs(this.survey.defRefs));
  }

  private get survey(): Survey {
    return (this.memo.survey ??= survey(this.model.inputSchema));
  }
}
