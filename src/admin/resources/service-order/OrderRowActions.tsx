import { Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ServiceOrder } from '@shared/resources/serviceOrder';
import { GenerateOtpButton } from '../../pages/order-completion/GenerateOtpButton';
import { orderDetailsPath } from './paths';
import { orderKey } from './messages';
import { RowDetailsLink } from '@admin/ui/RowDetailsLink';

/**
 * Generate OTP (not for completed orders) and a link to the order's details: one above the other in the table,
 * whose pinned column is kept narrow (OrderDataTable); side by side on a phone's card (OrderCards).
 */
export function OrderRowActions({ inline = false }: { label?: string; inline?: boolean }) {
  const record = useRecordContext<ServiceOrder & { id: string }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack
      direction={inline ? 'row' : 'column'}
      spacing={inline ? 1 : 0.5}
      sx={inline ? { flexWrap: 'wrap', alignItems: 'center', mt: 0.5 } : { alignItems: 'flex-start' }}
    >
      <GenerateOtpButton label={orderKey('actions.generateOtp')} />
      <RowDetailsLink
        to={orderDetailsPath(record.id)}
        label={translate(orderKey('actions.details'))}
        name={translate(orderKey('actions.detailsOf'), { orderNo: record.orderNo })}
      />
    </Stack>
  );
}
