import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';
import { serviceOrder } from '@shared/resources/serviceOrder';
import { defineResource } from '../adminResource';
import { serviceOrderMessages } from './messages';
import { ORDER_DETAILS_PATH } from './paths';

const ServiceOrderList = lazy(() => import('./ServiceOrderList').then((m) => ({ default: m.ServiceOrderList })));
const OrderDetailsPage = lazy(() => import('./OrderDetailsPage').then((m) => ({ default: m.OrderDetailsPage })));

/** Service orders: the list with the OTP completion flow, and one order's details at the spec's /service-order/details. */
export const serviceOrderResource = defineResource({
  contract: serviceOrder,
  icon: ReceiptLongIcon,
  menuLabel: 'app.menu.serviceOrder',
  list: ServiceOrderList,
  show: OrderDetailsPage,
  recordRepresentation: 'orderNo',
  messages: serviceOrderMessages,
  routes: [{ path: ORDER_DETAILS_PATH, element: OrderDetailsPage }],
});
