/**
 * Vite plugin: refuses to build or serve the admin with a VITE_* setting (README "Admin build-time variables") that
 * cannot mean anything. The admin reads them leniently at run time (src/admin/env.ts), so a typo such as
 * VITE_REQUEST_DELAY_MS=abc quietly became the 500 ms default, which nobody notices until the admin feels slow
 * (audit 30-H). Checked here, once, the operator reads one line naming the variable before anything is built.
 */
import type { Plugin } from 'vite';

type Env = Record<string, string | undefined>;

const isSet = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';
const isBase = (value: string) => /^\//.test(value) || /^https?:\/\/[^/\s]+/i.test(value);

const rules: { name: string; ok(value: string): boolean; expected: string }[] = [
  { name: 'VITE_REQUEST_DELAY_MS', ok: (v) => /^\d{1,6}$/.test(v.trim()), expected: 'a whole number of milliseconds, 0 to turn the delay off' },
  { name: 'VITE_API_URL', ok: (v) => isBase(v.trim()), expected: 'a path starting with / or an http(s):// URL' },
  { name: 'VITE_ASSET_BASE_URL', ok: (v) => isBase(v.trim()), expected: 'a path starting with / or an http(s):// URL' },
  {
    name: 'VITE_MAP_TILE_URL',
    ok: (v) => /^https?:\/\//i.test(v.trim()) && ['{z}', '{x}', '{y}'].every((p) => v.includes(p)),
    expected: 'an http(s):// tile URL template with {z}, {x} and {y}',
  },
];

/** One line per setting that is set but unusable; empty when every setting can be used. */
export function buildEnvProblems(env: Env): string[] {
  return rules
    .filter(({ name, ok }) => isSet(env[name]) && !ok(env[name] as string))
    .map(({ name, expected }) => `${name}=${JSON.stringify(env[name])} cannot be used: expected ${expected}.`);
}

export function checkBuildEnv(): Plugin {
  return {
    name: 'estate:check-build-env',
    configResolved(config) {
      const problems = buildEnvProblems(config.env as Env);
      if (problems.length === 0) return;
      const error = new Error(problems.join('\n'));
      // Vite prints the stack of a failed build: the operator's mistake is the message, not where it was found.
      error.stack = error.message;
      throw error;
    },
  };
}
