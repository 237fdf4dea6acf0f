import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazyView } from '@admin/layout/lazyView';
import { serviceOrder } from '@shared/resources/serviceOrder';
import { defineResource } from '../adminResource';
import { serviceOrderMessages } from './messages';
import { ORDER_DETAILS_PATH } from './paths';

const ServiceOrderList = lazyView(() => import('./ServiceOrderList'), 'ServiceOrderList');
const OrderDetailsPage = lazyView(() => import('./OrderDetailsPage'), 'OrderDetailsPage');

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
