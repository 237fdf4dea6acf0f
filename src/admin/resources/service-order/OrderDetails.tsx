import { Box, Divider, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { RecordContextProvider, useTranslate } from 'react-admin';
import { facing, orderStatus, submissionType } from '@shared/enums';
import type { ServiceOrder } from '@shared/resources/serviceOrder';
import { assetUrl } from '../../env';
import { GenerateOtpButton } from '../../pages/order-completion/GenerateOtpButton';
import { DateOrNaField, EnumField, MapLinkField, RupeeField, TextOrNaField } from '../../ui/fields';
import { orderKey } from './messages';
import { DimensionsField, OrderStatusField } from './orderFields';

type OrderRecord = ServiceOrder & { id: string };

function Item({ field, children }: { field: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {translate(orderKey(`fields.${field}`))}
      </Typography>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }, m: 0 } as const;

/** One order in full; a completed order also shows its completion (images, submission type, time). */
export function OrderDetails({ order }: { order: OrderRecord }) {
  const translate = useTranslate();
  const completed = order.status === orderStatus.values.COMPLETED;
  return (
    <RecordContextProvider value={order}>
      <Paper sx={{ p: 3 }}>
        <Box component="dl" sx={grid}>
          <Item field="orderNo"><TextOrNaField source="orderNo" /></Item>
          <Item field="status"><OrderStatusField /></Item>
          <Item field="serviceName"><TextOrNaField source="serviceName" /></Item>
          <Item field="fee"><RupeeField source="fee" /></Item>
          <Item field="name"><TextOrNaField source="name" /></Item>
          <Item field="email"><TextOrNaField source="email" /></Item>
          <Item field="address"><TextOrNaField source="address" /></Item>
          <Item field="location"><MapLinkField source="location" /></Item>
          <Item field="dimensions"><DimensionsField /></Item>
          <Item field="plotNo"><TextOrNaField source="plotNo" /></Item>
          <Item field="ventureName"><TextOrNaField source="ventureName" /></Item>
          <Item field="plotFacing"><EnumField source="plotFacing" enumDef={facing} /></Item>
          <Item field="additionalInfo"><TextOrNaField source="additionalInfo" /></Item>
          <Item field="createdAt"><DateOrNaField source="createdAt" withTime /></Item>
          <Item field="updatedAt"><DateOrNaField source="updatedAt" withTime /></Item>
        </Box>
        <Divider sx={{ my: 3 }} />
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {translate(orderKey('details.completion'))}
        </Typography>
        {completed ? (
          <>
            <Box component="dl" sx={grid}>
              <Item field="submissionType"><EnumField source="submissionType" enumDef={submissionType} /></Item>
              <Item field="completedAt"><DateOrNaField source="completedAt" withTime /></Item>
            </Box>
            <Typography component="h3" variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
              {translate(orderKey('fields.images'))}
            </Typography>
            <CompletionImages order={order} />
          </>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Typography variant="body2">{translate(orderKey('details.notCompleted'))}</Typography>
            <GenerateOtpButton label={orderKey('actions.generateOtp')} />
          </Stack>
        )}
      </Paper>
    </RecordContextProvider>
  );
}

function CompletionImages({ order }: { order: OrderRecord }) {
  const translate = useTranslate();
  if (!order.images?.length) return <Typography variant="body2">{translate(orderKey('details.noImages'))}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {order.images.map((prefix, index) => (
        <li key={prefix}>
          <a href={assetUrl(prefix)} target="_blank" rel="noopener noreferrer">
            <Box
              component="img"
              src={assetUrl(prefix)}
              alt={translate(orderKey('details.imageAlt'), { index: index + 1, orderNo: order.orderNo })}
              loading="lazy"
              sx={{ width: 160, height: 120, objectFit: 'cover', borderRadius: 1, display: 'block', border: 1, borderColor: 'divider' }}
            />
          </a>
        </li>
      ))}
    </Box>
  );
}
