import LandscapeIcon from '@mui/icons-material/Landscape';
import { lazyView } from '@admin/layout/lazyView';
import { plotForSale } from '@shared/resources/plots';
import { defineResource } from '../adminResource';
import { plotForSaleMessages } from './messages';

export const plotForSaleResource = defineResource({
  contract: plotForSale,
  icon: LandscapeIcon,
  menuLabel: 'app.menu.plotForSale',
  list: lazyView(() => import('./PlotForSaleList'), 'PlotForSaleList'),
  recordRepresentation: 'name',
  messages: plotForSaleMessages,
  routes: [
    {
      path: '/plot-for-sale/details/:id',
      element: lazyView(() => import('./PlotForSaleDetails'), 'PlotForSaleDetails'),
    },
  ],
});
