import { Typography } from '@mui/material';
import { useFieldValue } from 'react-admin';
import type { EnumDef } from '@shared/enums';
import { NA } from '@admin/format';
import { EnumField, type FieldProps } from '@admin/ui/fields';

/** An enumeration whose 0 means "not set" (plot type, facing, availability): 0 reads NA like any empty value. */
export function SetEnumField({ source, enumDef }: FieldProps & { enumDef: EnumDef<number> }) {
  const value = useFieldValue({ source });
  if (value === 0) {
    return (
      <Typography component="span" variant="body2">
        {NA}
      </Typography>
    );
  }
  return <EnumField source={source} enumDef={enumDef} />;
}
