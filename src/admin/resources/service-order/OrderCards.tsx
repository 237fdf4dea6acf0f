import { Box, LinearProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { RecordContextProvider, useListContext, useTranslate } from 'react-admin';
import type { ServiceOrder } from '@shared/resources/serviceOrder';
import { facing } from '@shared/enums';
import { DateOrNaField, EnumField, ExpandableTextField, MapLinkField, TextOrNaField } from '../../ui/fields';
import { ListNoResults } from '../../ui/ListNoResults';
import { CardField } from '@admin/ui/CardField';
import { orderKey } from './messages';
import { DimensionsField, OrderStatusField } from './orderFields';
import { OrderRowActions } from './OrderRowActions';

type OrderRecord = ServiceOrder & { id: string };

const TEXT_FIELDS = ['serviceName', 'name', 'email', 'plotNo', 'ventureName'] as const;

/**
 * The orders on a phone: one card per order with its number and status, and every column of the table under its
 * name (what was ordered, by whom, for which plot, the customer's note, when), then Generate OTP and Details. The thirteen-column table left a 170 px strip beside its pinned actions
 * there, its texts cut mid-word (phone audit).
 */
export function OrderCards() {
  const { data, isPending } = useListContext<OrderRecord>();
  const translate = useTranslate();
  if (isPending) return <LinearProgress sx={{ m: 2 }} aria-label={translate('app.common.loading')} />;
  if (!data?.length) return <ListNoResults />;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Box component="li" sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="subtitle1" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                {record.orderNo}
              </Typography>
              <OrderStatusField />
            </Box>
            {TEXT_FIELDS.map((field) => (
              <Line key={field} field={field}>
                <TextOrNaField source={field} />
              </Line>
            ))}
            <Line field="dimensions">
              <DimensionsField />
            </Line>
            <Line field="plotFacing">
              <EnumField source="plotFacing" enumDef={facing} />
            </Line>
            <Line field="additionalInfo">
              <ExpandableTextField source="additionalInfo" maxLength={80} />
            </Line>
            <Line field="location">
              <MapLinkField source="location" />
            </Line>
            <Line field="createdAt">
              <DateOrNaField source="createdAt" withTime />
            </Line>
            <OrderRowActions inline />
          </Box>
        </RecordContextProvider>
      ))}
    </Box>
  );
}

/** One of the table's columns on a card: its name, then its value. */
function Line({ field, children }: { field: string; children: ReactNode }) {
  return <CardField labelKey={orderKey(`fields.${field}`)}>{children}</CardField>;
}
