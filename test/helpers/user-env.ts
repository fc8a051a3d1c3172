/**
 * What the test run itself puts in the environment, and a user's shell does
 * not have: the npm_* settings of a running `pnpm test`, the NODE_PATH of
 * pnpm's bin shim (it would resolve packages from this repository), and
 * what vitest sets for its own workers (VITEST, TEST, NODE_ENV=test, MODE,
 * DEV, PROD, SSR, BASE_URL, FORCE_TTY). Tools read these, and then run in a
 * mode no user's shell runs them in: Astro's dev server installs no request
 * handler when VITEST is set (it takes itself for a vitest run), so every
 * route answered 404; `nuxi dev` (std-env's isTest: TEST or NODE_ENV=test)
 * runs without its forked child; a user project's own vitest takes itself
 * for a worker.
 */
const TEST_RUN_ENV = /^(npm_|pnpm_|VITEST)|^(NODE_PATH|TEST|NODE_ENV|MODE|DEV|PROD|SSR|BASE_URL|FORCE_TTY)$/i;

/** The environment of a user's shell (this process's, without what the test run set), plus `extra`. */
export function userEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!TEST_RUN_ENV.test(key)) env[key] = value;
  return { ...env, ...extra };
}
