import { Box } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useWrappedSource } from 'react-admin';
import { composed } from '@shared/fieldSchemas';

/**
 * "120 / 2000" under a long text input: how much of the field's limit the text uses, counted as the rule (zod)
 * counts it: trimmed, composed (NFC), in Unicode code points (an emoji is one, not two UTF-16 units; a Telugu
 * conjunct such as క్ష is three, as the rule counts it). Shown as the input's helper text, so an error replaces it ("At most 2000
 * characters") once the text is over.
 */
export function CharacterCount({ source, max }: { source: string; max: number }) {
  const value: unknown = useWatch({ name: useWrappedSource(source) });
  const length = typeof value === 'string' ? [...composed(value.trim())].length : 0;
  return (
    <Box component="span" sx={{ display: 'block', textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}>
      {`${length} / ${max}`}
    </Box>
  );
}
