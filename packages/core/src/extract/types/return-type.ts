import type * as t from "@babel/types";
import type { JsonSchema } from "../../model/index.js";
import type { Scope, TypeBinding } from "./scope.js";
import { unparen } from "./syntax.js";
import { queryTarget, returnedExpressionType, type ValueHost } from "./typeof-value.js";

type Callable = t.FunctionDeclaration | t.TSDeclareFunction | t.ArrowFunctionExpression | t.FunctionExpression;

/**
 * `ReturnType<typeof f>` and `ReturnType<typeof f<"v">>` (an instantiation
 * expression): the declared function's return type, with its type
 * parameters bound to the instantiation's arguments (or their defaults). An
 * annotated return type is read as written; an arrow function returning an
 * expression has that expression's type, its parameters typed as declared.
 */
export function returnType(host: ValueHost, arg: t.TSType, scope: Scope): { schema: JsonSchema } | { refuse: string } {
  const query = unparen(arg);
  if (query.type !== "TSTypeQuery" || query.exprName.type === "TSImportType")
    return { refuse: "`ReturnType` is read on a declared function (`ReturnType<typeof f>`); write the type it returns" };
  const path: string[] = [];
  let head: t.TSEntityName = query.exprName;
  while (head.type === "TSQualifiedName") {
    path.unshift(head.right.name);
    head = head.left;
  }
  if (head.type !== "Identifier") return { refuse: "`typeof this`" };
  const walked = queryTarget(host.session, scope, head.name, path);
  if ("refuse" in walked) return walked;
  if (walked.i < path.length) return { refuse: "`ReturnType` is read on a declared function or a namespace's function" };
  const { target } = walked;
  let fn: Callable | undefined;
  if (target.kind === "function") fn = target.node;
  else if (target.kind === "variable") {
    let init = target.declarator.init;
    while (init && (init.type === "ParenthesizedExpression" || init.type === "TSAsExpression" || init.type === "TSSatisfiesExpression")) init = init.expression;
    if (init?.type === "ArrowFunctionExpression" || init?.type === "FunctionExpression") fn = init;
  }
  if (!fn || target.kind === "not-found" || target.kind === "namespace") return { refuse: "`ReturnType` is read on a declared function; this name is not one" };
  const fnScope: Scope = { file: target.file };
  const params = fn.typeParameters?.type === "TSTypeParameterDeclaration" ? fn.typeParameters.params : [];
  const args = query.typeParameters?.params ?? [];
  if (args.length > params.length) return { refuse: `it passes ${args.length} type arguments to a function that takes ${params.length}` };
  // Without an instantiation TypeScript reads a type parameter as its constraint (`unknown`), not its default.
  const [firstParam] = params;
  if (firstParam && !args.length)
    return { refuse: `the function is generic and \`ReturnType\` reads \`${firstParam.name}\` as its constraint; pass its type arguments (\`ReturnType<typeof f<...>>\`)` };
  if (params.length) {
    fnScope.bindings = new Map();
    for (const [i, p] of params.entries()) {
      if (args[i]) fnScope.bindings.set(p.name, { node: args[i], scope });
      // A default reads the parameters before it (a snapshot: a scope that held its own binding would never end).
      else if (p.default) fnScope.bindings.set(p.name, { node: p.default, scope: { ...fnScope, bindings: new Map(fnScope.bindings) } });
      else return { refuse: `give the function's type argument \`${p.name}\` too (\`typeof f<...>\`)` };
    }
  }
  if (fn.returnType?.type === "TSTypeAnnotation") return { schema: host.convert(fn.returnType.typeAnnotation, fnScope) };
  // Block bodies are not kept in the cached tree (source-file.ts); an arrow's expression body is.
  if (fn.type !== "ArrowFunctionExpression" || fn.body.type === "BlockStatement") return { refuse: "the function has no return type annotation and returns from a block; annotate its return type" };
  const values = new Map<string, TypeBinding>();
  for (const p of fn.params) {
    const id = p.type === "AssignmentPattern" ? p.left : p;
    if (id.type !== "Identifier") continue;
    if (id.typeAnnotation?.type !== "TSTypeAnnotation") return { refuse: `parameter \`${id.name}\` has no type annotation; annotate it or the return type` };
    values.set(id.name, { node: id.typeAnnotation.typeAnnotation, scope: fnScope });
  }
  return returnedExpressionType(host, fn.body, { ...fnScope, values });
}
