import { Box, LinearProgress, Typography } from '@mui/material';
import { RecordContextProvider, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { ActiveToggleField } from '@admin/ui/ActiveToggleField';
import { BulkActiveButtons } from '@admin/ui/BulkActiveButtons';
import { CardField } from '@admin/ui/CardField';
import { CardCheckbox, CardsSelectionBar } from '@admin/ui/CardsSelection';
import { cardText } from '@admin/ui/cardText';
import { DateOrNaField, ExpandableTextField } from '@admin/ui/fields';
import { ListNoResults } from '@admin/ui/ListNoResults';
import { ExternalLinkField } from './eventFields';

const R = 'resources.events';

/**
 * The events list on a phone, and on a tablet beside the open menu: one card per event with everything the table
 * shows (the wide table showed a phone the S No., the name and half the title; the date sat behind the pinned
 * switch). Events open nowhere (the list is the whole resource), so a card is no link; it keeps the table's
 * selection for Activate / Deactivate (CardsSelection).
 */
export function EventCards() {
  const { data, isPending } = useListContext<RaRecord>();
  const translate = useTranslate();
  if (isPending) return <LinearProgress sx={{ m: 2 }} aria-label={translate('app.common.loading')} />;
  if (!data?.length) return <ListNoResults />;
  return (
    <Box>
      <CardsSelectionBar>
        <BulkActiveButtons />
      </CardsSelectionBar>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {data.map((record) => (
          <RecordContextProvider key={record.id} value={record}>
            <Box component="li" sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, pl: 1, pr: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
              <CardCheckbox id={record.id} />
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
