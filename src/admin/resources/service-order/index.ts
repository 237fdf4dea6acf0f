/** PLACEHOLDER until the service-order screens land: every view says "coming soon"; the spec's aliases redirect. */
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { serviceOrder } from '@shared/resources/serviceOrder';
import { redirectTo } from '@admin/layout/redirectTo';
import { ComingSoonView } from '@admin/pages/placeholders/comingSoonView';
import { defineResource } from '../adminResource';

export const serviceOrderResource = defineResource({
  contract: serviceOrder,
  icon: ReceiptLongIcon,
  menuLabel: 'app.menu.serviceOrder',
  list: ComingSoonView,
  create: ComingSoonView,
  edit: ComingSoonView,
  messages: {
    en: { name: 'Service order |||| Service orders', fields: {} },
    fr: { name: 'Commande de service |||| Commandes de service', fields: {} },
    ro: { name: 'Comandă de serviciu |||| Comenzi de servicii', fields: {} },
    zh: { name: '服务订单', fields: {} },
  },
  routes: [
    { path: '/service-order/details', element: redirectTo('/service-order') },
  ],
});
