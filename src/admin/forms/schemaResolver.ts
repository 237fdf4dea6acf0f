/**
 * The forms' resolver: @hookform/resolvers' zodResolver on the shared schema, with each message that has
 * placeholders given their values from the zod issue (validationArgs.ts), so "At most %{max} characters" names
 * the field's own limit, as the server's answer does. A text where the schema wants a number (what DecimalInput
 * keeps when it reads no number) is refused as the import refuses it, '"1,5000" is not a number', rather than
 * with the field's "Please enter…", which read as if nothing had been typed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { get, set, type FieldError, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { v } from '@shared/validation';
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
      if (error?.message !== issue.message) continue;
      const typed: unknown = get(values, path);
      if (issue.code === 'invalid_type' && issue.expected === 'number' && typeof typed === 'string' && typed.trim()) {
        set(result.errors, `${path}.message`, withArgs(v.notANumber, { value: typed.trim() }));
      } else if (args) set(result.errors, `${path}.message`, withArgs(issue.message, args));
    }
    return result;
  };
}
