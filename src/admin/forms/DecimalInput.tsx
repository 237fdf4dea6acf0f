import { useState } from 'react';
import { TextInput, useLocaleState, type TextInputProps } from 'react-admin';
import { usesDecimalComma } from '@shared/csv';
import { numberText, parseNumberText } from '@shared/numberText';

/**
 * A number field that reads what the admin types the way their language writes it (parseNumberText): `1500,50` is
 * 1500.5 in French and Romanian, and in English too, where no grouping ends with two digits. react-admin's
 * NumberInput is a browser number box: Chromium dropped the comma, so a fee typed `1500,50` was saved as 150050
 * with a success message, and a rating of `4,5` was refused as out of range. What is no number stays as typed and
 * is refused with the field's message ("…" is not a number).
 *
 * The text typed is shown as typed while it means the form's value, so `0.0` (on the way to `0.05`) or `1 500`
 * keep their characters; a value from elsewhere (the record, a reset) shows in the language's decimal separator,
 * and with `grouped` (amounts) in groups as the lists show it: an edit form showed a fee of ₹1,50,000 as 150000.
 */
export function DecimalInput({ slotProps, grouped = false, ...props }: TextInputProps & { grouped?: boolean }) {
  const [locale] = useLocaleState();
  const decimalComma = usesDecimalComma(locale);
  // State, not a ref: a keystroke that leaves the value as it was ("1,5" → "1,50") must still render, or React puts
  // the box back to the text it last rendered and the keystroke is lost.
  const [typed, setTyped] = useState<{ text: string; value: unknown } | null>(null);
  const format = (value: unknown) => {
    if (typed && Object.is(typed.value, value)) return typed.text;
    return typeof value === 'number' ? numberText(value, decimalComma, grouped) : value == null ? '' : String(value);
  };
  const parse = (text: string) => {
    const value = text.trim() === '' ? null : (parseNumberText(text, decimalComma) ?? text);
    setTyped({ text, value });
    return value;
  };
  return (
    <TextInput
      {...props}
      format={format}
      parse={parse}
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'decimal', ...(slotProps?.htmlInput as object | undefined) } }}
    />
  );
}
