import { TextArrayInput, type TextArrayInputProps } from 'react-admin';
import { markedRequired } from '@admin/forms/schemaFields';
import { useFormState } from 'react-hook-form';
import { LIST_SEPARATOR } from '@shared/resources/propertyImportColumns';

/**
 * What a chip list keeps: trimmed entries, no blank one, each once. An entry holding the spreadsheet's list
 * separator (";") is several: "Lift; Gym; Pool" pasted from a spreadsheet cell makes three chips, as it imports.
 */
export const cleanChips = (values: unknown) =>
  Array.isArray(values)
    ? [
        ...new Set(
          values
            .flatMap((value) => String(value ?? '').split(LIST_SEPARATOR))
            .map((entry) => entry.trim())
            .filter(Boolean),
        ),
      ]
    : [];

/**
 * react-admin's TextArrayInput (type an entry, Enter adds it as a chip) with two repairs. Spaces alone made an
 * empty, near-invisible chip; entries are now trimmed, and blank or repeated ones dropped as they are added. And a
 * rule broken by one entry (longer than 300 characters) only turned the hint red, because the message belongs to the
 * entry, not the list: the entry's message now shows in place of the hint. An entry already in the list leaves the
 * box empty like a new one (`clearOnBlur`: MUI keeps the text when a free-typed entry adds no chip). The required
 * mark goes in as a validator: TextArrayInput passes an `isRequired` prop on to MUI's Autocomplete and the DOM.
 */
export function ChipListInput({ source, helperText, isRequired, ...props }: TextArrayInputProps & { source: string; isRequired?: boolean }) {
  const { errors } = useFormState({ name: source });
  const entries = errors[source];
  const entryMessage = Array.isArray(entries) ? entries.find((entry) => typeof entry?.message === 'string')?.message : undefined;
  return <TextArrayInput source={source} parse={cleanChips} clearOnBlur helperText={entryMessage ?? helperText} validate={isRequired ? markedRequired : undefined} {...props} />;
}
