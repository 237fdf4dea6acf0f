import { Box, Checkbox, FormControlLabel, LinearProgress, Typography } from '@mui/material';
import { BulkActionsToolbar, RecordContextProvider, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { ActiveToggleField } from '@admin/ui/ActiveToggleField';
import { BulkActiveButtons } from '@admin/ui/BulkActiveButtons';
import { CardField } from '@admin/ui/CardField';
import { cardText } from '@admin/ui/cardText';
import { DateOrNaField, ExpandableTextField } from '@admin/ui/fields';
import { ListNoResults } from '@admin/ui/ListNoResults';
import { ExternalLinkField } from './eventFields';

const R = 'resources.events';

/**
 * The events list on a phone, and on a tablet beside the open menu: one card per event with everything the table
 * shows (the wide table showed a phone the S No., the name and half the title; the date sat behind the pinned
 * switch). Events open nowhere (the list is the whole resource), so a card is no link; it keeps the table's
 * selection for Activate / Deactivate, whose bar covers the select-all row as it covers a table's header row
 * (listLayout.ts).
 */
export function EventCards() {
  const { data, isPending, selectedIds, onToggleItem, onSelect } = useListContext<RaRecord>();
  const translate = useTranslate();
  if (isPending) return <LinearProgress sx={{ m: 2 }} aria-label={translate('app.common.loading')} />;
  if (!data?.length) return <ListNoResults />;
  const pageIds = data.map((record) => record.id);
  const allOnPage = pageIds.every((id) => selectedIds.includes(id));
  const selectPage = (checked: boolean) =>
    onSelect(checked ? [...new Set([...selectedIds, ...pageIds])] : selectedIds.filter((id) => !pageIds.includes(id)));
  return (
    <Box>
      <BulkActionsToolbar>
        <BulkActiveButtons />
      </BulkActionsToolbar>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 1, borderBottom: 1, borderColor: 'divider' }}>
        {/* Named on screen too: alone above the cards, a bare box read as nothing (a table has its header row). */}
        <FormControlLabel
          sx={{ ml: 0 }}
          label={translate('ra.action.select_all')}
          slotProps={{ typography: { variant: 'body2', color: 'text.secondary' } }}
          control={
            <Checkbox
              checked={allOnPage}
              indeterminate={!allOnPage && pageIds.some((id) => selectedIds.includes(id))}
              onChange={(event) => selectPage(event.target.checked)}
            />
          }
        />
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {data.map((record) => (
          <RecordContextProvider key={record.id} value={record}>
            <Box component="li" sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, pl: 1, pr: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
              <Checkbox
                checked={selectedIds.includes(record.id)}
                onChange={() => onToggleItem(record.id)}
                slotProps={{ input: { 'aria-label': translate('ra.action.select_row') } }}
              />
              <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0, flexGrow: 1, pt: 1 }}>
                <Typography variant="subtitle1" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                  {cardText(String(record.title || record.name || ''))}
                </Typography>
                {record.title && record.name && (
                  <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
                    {cardText(String(record.name))}
                  </Typography>
                )}
                <CardField labelKey={`${R}.fields.dateTime`}>
                  <DateOrNaField source="dateTime" withTime />
                </CardField>
                <CardField labelKey={`${R}.fields.address`}>
                  <ExpandableTextField source="address" maxLength={60} />
                </CardField>
                <CardField labelKey={`${R}.fields.agenda`}>
                  <ExpandableTextField source="agenda" maxLength={60} />
                </CardField>
                <CardField labelKey={`${R}.fields.details`}>
                  <ExpandableTextField source="details" maxLength={60} />
                </CardField>
                <CardField labelKey={`${R}.fields.link`}>
                  <ExternalLinkField source="link" />
                </CardField>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                  <CardField labelKey={`${R}.fields.createdAt`}>
                    <DateOrNaField source="createdAt" />
                  </CardField>
                  <ActiveToggleField source="isActive" />
                </Box>
              </Box>
            </Box>
          </RecordContextProvider>
        ))}
      </Box>
    </Box>
  );
}
