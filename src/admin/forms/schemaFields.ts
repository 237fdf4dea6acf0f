import { createElement } from 'react';
import type { Validator } from 'react-admin';
import type { z } from 'zod';
import { CharacterCount } from './CharacterCount';

/** What an input holds once emptied (a cleared number is null): a field whose schema refuses each of these must be filled. */
const EMPTY_VALUES = [null, '', []];

const accepts = (field: z.ZodType, value: unknown) => field.safeParse(value).success;

/**
 * The top-level fields of a form schema that cannot be left empty. A default does not make a field optional (the fee
 * starts at 0 but a cleared fee is refused); a switch, which is always on or off, is never marked.
 */
export function requiredSources(schema: z.ZodObject): Set<string> {
  const required = Object.entries(schema.shape).filter(([, shape]) => {
    const field = shape as z.ZodType;
    const isSwitch = accepts(field, true) && accepts(field, false);
    return !isSwitch && EMPTY_VALUES.every((empty) => !accepts(field, empty));
  });
  return new Set(required.map(([source]) => source));
}

/**
 * A required mark for inputs that only read it from their validators (react-admin's ArrayInput; TextArrayInput, which
 * would hand an `isRequired` prop on to the DOM): this validator checks nothing (the schema does).
 */
export const markedRequired: Validator = Object.assign(() => undefined, { isRequired: true });

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType };

/** The longest text a field's schema accepts, through its optional / nullable / default / transform wrappers. */
export function maxLengthOf(field: z.ZodType): number | undefined {
  let current: z.ZodType | undefined = field;
  while (current) {
    const def = current._zod.def as Def;
    if (def.type === 'string') return (current as z.ZodString).maxLength ?? undefined;
    current = def.innerType ?? def.in;
  }
  return undefined;
}

/**
 * The props that tie an input to a field of the form's schema: its source (checked against the schema's keys) and,
 * when the schema refuses it empty, react-admin's required mark (the label's asterisk, no blank choice in a select).
 * The rule stays in the shared schema; the form only names the field.
 */
export function schemaFields<S extends z.ZodObject>(schema: S) {
  const required = requiredSources(schema);
  type Source = Extract<keyof z.input<S>, string>;
  const field = (source: Source) => ({ source, isRequired: required.has(source) });
  /** For an ArrayInput, which takes the mark from `validate` only. */
  field.list = (source: Source) => (required.has(source) ? { source, validate: markedRequired } : { source });
  /** For a long text: its character count against the schema's limit under the input (CharacterCount). */
  field.counted = (source: Source) => {
    const max = maxLengthOf(schema.shape[source] as z.ZodType);
    return { ...field(source), ...(max !== undefined && { helperText: createElement(CharacterCount, { source, max }) }) };
  };
  return field;
}
