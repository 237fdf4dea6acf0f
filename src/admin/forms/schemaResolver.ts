/**
 * The forms' resolver: @hookform/resolvers' zodResolver on the shared schema, with each message that has
 * placeholders given their values from the zod issue (validationArgs.ts), so "At most %{max} characters" names
 * the field's own limit, as the server's answer does.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { get, set, type FieldError, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { validationArgsOf } from '@shared/validationArgs';
import { withArgs } from './messageWithArgs';

export function schemaResolver<S extends z.ZodType<FieldValues, FieldValues>>(schema: S): Resolver<z.input<S>, unknown, z.output<S>> {
  const resolve = zodResolver(schema);
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    // zodResolver keeps only each issue's message; the values come from the issues themselves.
    const parsed = await schema.safeParseAsync(values);
    for (const issue of parsed.error?.issues ?? []) {
      const args = validationArgsOf(issue);
      const path = issue.path.join('.');
      const error = get(result.errors, path) as FieldError | undefined;
      if (args && error?.message === issue.message) set(result.errors, `${path}.message`, withArgs(issue.message, args));
    }
    return result;
  };
}
