/** Signs in a bundle of code compiled at run time, which edge runtimes forbid (Cloudflare Workers: no eval). */
export const RUNTIME_COMPILATION = [
  { what: "new Function(", pattern: /\bnew\s+Function\s*\(/ },
  { what: "eval(", pattern: /(?<![.\w$])eval\s*\(/ },
  { what: "ajv's compiler", pattern: /ajv[/\\]dist[/\\]compile/ },
  { what: "new Ajv", pattern: /\bnew\s+Ajv\d*\s*\(/ },
];
