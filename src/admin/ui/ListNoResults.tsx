import { Button, CardContent, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { useClearFilters } from './ClearFiltersButton';
import { hasAppliedFilters } from './filters';

/**
 * What an empty list says: that nothing matches the search and filters, and Clear filters. Not react-admin's
 * "No %{name} found using the current filters.": the resource's plural name in mid-sentence read "No Support
 * found", "No Plots To Buy found", beside the property and order lists' own wording; one text now serves all.
 * react-admin's own ListNoResults draws Clear filters with its responsive Button, which on a phone shows only its
 * icon, and that button has none: it was an empty, invisible button, while the phone's filters are folded away.
 * Every list's table and cards get this one (themes/adminThemes.ts).
 */
export function ListNoResults() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const clear = useClearFilters();
  const filtered = hasAppliedFilters(filterValues);
  return (
    <CardContent>
      <Typography variant="body2">
        {translate(filtered ? 'app.common.noMatch' : 'app.common.empty')}{' '}
        {filtered && (
          <Button size="small" onClick={clear}>
            {translate('ra.navigation.clear_filters')}
          </Button>
        )}
      </Typography>
    </CardContent>
  );
}
