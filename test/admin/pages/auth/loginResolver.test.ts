/**
 * The login form checks its fields by hand (no zod on the login page); it must answer exactly as the shared
 * loginSchema the server applies: same field, same message, same cleaned values.
 */
import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { loginSchema, type Login } from '@shared/authSchemas';
import { loginResolver } from '@admin/pages/auth/LoginForm';

const options = {} as ResolverOptions<Login>;

/** What loginSchema says: the first message per field, or the parsed values. */
function schemaAnswer(values: Login) {
  const parsed = loginSchema.safeParse(values);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { values: {}, errors };
}

async function resolverAnswer(values: Login) {
  const { values: out, errors } = await loginResolver(values, undefined, options);
  return { values: out, errors: Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message])) };
}

const long = (n: number) => 'a'.repeat(n);

describe('login form validation', () => {
  it.each<[string, Login]>([
    ['both empty', { email: '', password: '' }],
    ['blank email', { email: '   ', password: 'x' }],
    ['email without a domain dot', { email: 'asha@example', password: 'x' }],
    ['email with a space', { email: 'asha @example.com', password: 'x' }],
    ['email padded with spaces', { email: '  asha@example.com ', password: 'S3cret!pass' }],
    ['email over 300 characters', { email: `${long(300)}@example.com`, password: 'x' }],
    ['password over 128 characters', { email: 'asha@example.com', password: long(129) }],
    ['password of spaces', { email: 'asha@example.com', password: '   ' }],
    ['valid', { email: 'asha@example.com', password: 'S3cret!pass' }],
  ])('%s: same answer as loginSchema', async (_case, values) => {
    expect(await resolverAnswer(values)).toEqual(schemaAnswer(values));
  });
});
