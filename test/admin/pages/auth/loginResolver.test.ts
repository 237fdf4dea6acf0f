/**
 * The login form checks its fields by hand (no zod on the login page); it must answer exactly as the shared
 * loginSchema the server applies, read by the other forms' resolver: same field, same message (with the same
 * values, e.g. the limit of "At most %{max} characters"), same cleaned values.
 */
import { describe, expect, it } from 'vitest';
import type { Resolver, ResolverOptions } from 'react-hook-form';
import { loginSchema, type Login } from '@shared/authSchemas';
import { loginResolver } from '@admin/pages/auth/LoginForm';
import { schemaResolver } from '@admin/forms/schemaResolver';

const options = {} as ResolverOptions<Login>;

async function answerOf(resolver: Resolver<Login>, values: Login) {
  const { values: out, errors } = await resolver(values, undefined, options);
  return { values: out, errors: Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message])) };
}

const schemaAnswer = (values: Login) => answerOf(schemaResolver(loginSchema), values);
const resolverAnswer = (values: Login) => answerOf(loginResolver, values);

const long = (n: number) => 'a'.repeat(n);

describe('login form validation', () => {
  it.each<[string, Login]>([
    ['both empty', { email: '', password: '' }],
    ['blank email', { email: '   ', password: 'x' }],
    ['email without a domain dot', { email: 'asha@example', password: 'x' }],
    ['email with a space', { email: 'asha @example.com', password: 'x' }],
    ['email with a control character', { email: 'asha\u0007@example.com', password: 'x' }],
    ['email padded with spaces', { email: '  asha@example.com ', password: 'S3cret!pass' }],
    ['email over 300 characters', { email: `${long(300)}@example.com`, password: 'x' }],
    ['password over 128 characters', { email: 'asha@example.com', password: long(129) }],
    ['password of spaces', { email: 'asha@example.com', password: '   ' }],
    ['valid', { email: 'asha@example.com', password: 'S3cret!pass' }],
  ])('%s: same answer as loginSchema', async (_case, values) => {
    expect(await resolverAnswer(values)).toEqual(await schemaAnswer(values));
  });
});
