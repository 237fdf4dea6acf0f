/** Order-specific cells: the plot's dimensions and the coloured status chip. */
import { Chip, Typography } from '@mui/material';
import { useFieldValue, useRecordContext, useTranslate } from 'react-admin';
import { orderStatus } from '@shared/enums';
import type { ServiceOrder } from '@shared/resources/serviceOrder';
import { formatNumber, NA } from '../../format';
import { TextOrNaField } from '../../ui/fields';

/** `length * width`; NA when both are 0 (or absent). */
export function dimensionsText(order: Pick<ServiceOrder, 'plotLength' | 'plotWidth'>): string {
  const length = Number(order.plotLength) || 0;
  const width = Number(order.plotWidth) || 0;
  if (length === 0 && width === 0) return NA;
  return `${formatNumber(length)} * ${formatNumber(width)}`;
}

export function DimensionsField(_props: { label?: string }) {
  const record = useRecordContext<ServiceOrder>();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {dimensionsText(record)}
    </Typography>
  );
}

export const orderStatusColors = {
  [orderStatus.values.PENDING]: 'warning',
  [orderStatus.values.COMPLETED]: 'success',
  [orderStatus.values.FAILED]: 'error',
} as const;

/** The status chip (its colours' text contrast is the themes' concern: themes/themes.ts). */
export function OrderStatusField({ source = 'status' }: { source?: string; label?: string }) {
  const translate = useTranslate();
  const value = useFieldValue({ source });
  if (!orderStatus.has(value)) return <TextOrNaField source={source} />;
  const color = orderStatusColors[value];
  return <Chip size="small" color={color} label={translate(orderStatus.label(value))} />;
}
