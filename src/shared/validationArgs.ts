/**
 * The values a validation text's placeholders take, read from the zod issue that raised it: "At most %{max}
 * characters" names the field's own limit. The server's field errors, the import's row errors and the admin's
 * form errors all carry them beside the message key, so each reads the same in every language.
 */
import type { z } from 'zod';
import { v } from './validation';

export type ValidationArgs = Record<string, string>;

export function validationArgsOf(issue: z.core.$ZodIssue): ValidationArgs | undefined {
  if (issue.code === 'too_big' && issue.origin === 'string' && issue.message === v.tooLong) return { max: String(issue.maximum) };
  if (issue.code === 'too_big' && issue.message === v.tooManyItems) return { max: String(issue.maximum) };
  // A rule of ours that names a value gives it as the issue's params (hiddenCharacter's code, tooManyItems' max).
  if (issue.code === 'custom' && issue.params) return Object.fromEntries(Object.entries(issue.params).map(([k, value]) => [k, String(value)]));
  return undefined;
}
