import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, Stack } from '@mui/material';
import type { MouseEvent } from 'react';
import { Link, useRecordContext, useTranslate } from 'react-admin';
import type { ServiceOrder } from '@shared/resources/serviceOrder';
import { GenerateOtpButton } from '../../pages/order-completion/GenerateOtpButton';
import { orderDetailsPath } from './paths';
import { orderKey } from './messages';

/** Generate OTP (not for completed orders) and a link to the order's details, one above the other: the column is pinned (OrderDataTable) and kept narrow. */
export function OrderRowActions(_props: { label?: string }) {
  const record = useRecordContext<ServiceOrder & { id: string }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="column" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <GenerateOtpButton label={orderKey('actions.generateOtp')} />
      <Button
        component={Link}
        to={orderDetailsPath(record.id)}
        size="small"
        startIcon={<VisibilityIcon />}
        onClick={(e: MouseEvent) => e.stopPropagation()}
        aria-label={translate(orderKey('actions.detailsOf'), { orderNo: record.orderNo })}
      >
        {translate(orderKey('actions.details'))}
      </Button>
    </Stack>
  );
}
