import { Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ServiceOrder } from '@shared/resources/serviceOrder';
import { GenerateOtpButton } from '../../pages/order-completion/GenerateOtpButton';
import { orderDetailsPath } from './paths';
import { orderKey } from './messages';
import { RowDetailsLink } from '@admin/ui/RowDetailsLink';

/**
 * Generate OTP (not for completed orders) and a link to the order's details, one above the other: the column is
 * pinned (OrderDataTable) and kept narrow. Phones show cards instead (OrderCards).
 */
export function OrderRowActions(_props: { label?: string }) {
  const record = useRecordContext<ServiceOrder & { id: string }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="column" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <GenerateOtpButton label={orderKey('actions.generateOtp')} />
      <RowDetailsLink
        to={orderDetailsPath(record.id)}
        label={translate(orderKey('actions.details'))}
        name={translate(orderKey('actions.detailsOf'), { orderNo: record.orderNo })}
      />
    </Stack>
  );
}
