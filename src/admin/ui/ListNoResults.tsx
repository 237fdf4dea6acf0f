import { Button, CardContent, Typography } from '@mui/material';
import { useGetResourceLabel, useListContext, useResourceContext, useTranslate } from 'react-admin';

/**
 * What an empty list says, with react-admin's texts: "No … found using the current filters." and Clear filters.
 * react-admin's own ListNoResults draws Clear filters with its responsive Button, which on a phone shows only its
 * icon, and that button has none: it was an empty, invisible button, while the phone's filters are folded away.
 * Every list's table and cards get this one (themes/adminThemes.ts).
 */
export function ListNoResults() {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const { filterValues, setFilters } = useListContext();
  const name = useGetResourceLabel()(resource, 0);
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  return (
    <CardContent>
      <Typography variant="body2">
        {filtered ? translate('ra.navigation.no_filtered_results', { resource, name }) : translate('ra.navigation.no_results', { resource, name })}{' '}
        {filtered && (
          <Button size="small" onClick={() => setFilters({}, [])}>
            {translate('ra.navigation.clear_filters')}
          </Button>
        )}
      </Typography>
    </CardContent>
  );
}
