import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Skeleton, Stack } from '@mui/material';
import { Link, useGetOne, useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import type { ServiceOrder } from '@shared/resources/serviceOrder';
import { OrderCompletionProvider } from '../../pages/order-completion/OrderCompletionProvider';
import { PageTitle } from '../../ui/PageTitle';
import { orderKey } from './messages';
import { OrderDetails } from './OrderDetails';
import { OrderLookup } from './OrderLookup';
import { ORDER_DETAILS_PATH } from './paths';

/**
 * /service-order/details?id=… (the spec's path) and /service-order/:id/show: one order in full.
 * Without an order it asks for an order number.
 */
export function OrderDetailsPage() {
  const translate = useTranslate();
  const [search] = useSearchParams();
  const params = useParams();
  const id = search.get('id') ?? params.id ?? '';
  return (
    <Box sx={{ pb: 3 }}>
      <PageTitle inAppBar title={orderKey('details.title')} />
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <Button component={Link} to="/service-order" startIcon={<ArrowBackIcon />}>
          {translate(orderKey('details.back'))}
        </Button>
        {id && (
          <Button component={Link} to={ORDER_DETAILS_PATH}>
            {translate(orderKey('details.otherOrder'))}
          </Button>
        )}
      </Stack>
      {id ? <LoadedOrder id={id} /> : <OrderLookup />}
    </Box>
  );
}

function LoadedOrder({ id }: { id: string }) {
  const translate = useTranslate();
  const { data, isPending, error } = useGetOne<ServiceOrder & { id: string }>('service-order', { id });
  if (isPending) return <Skeleton variant="rounded" height={320} aria-busy="true" />;
  if (error || !data) {
    return (
      <Stack spacing={2}>
        <Alert severity="warning">{translate(orderKey('details.linkNotFound'))}</Alert>
        <OrderLookup />
      </Stack>
    );
  }
  return (
    <OrderCompletionProvider>
      <OrderDetails order={data} />
    </OrderCompletionProvider>
  );
}
