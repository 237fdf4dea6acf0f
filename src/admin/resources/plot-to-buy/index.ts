import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { lazyView } from '@admin/layout/lazyView';
import { plotToBuy } from '@shared/resources/plots';
import { defineResource } from '../adminResource';
import { plotToBuyMessages } from './messages';

export const plotToBuyResource = defineResource({
  contract: plotToBuy,
  icon: TravelExploreIcon,
  menuLabel: 'app.menu.plotToBuy',
  list: lazyView(() => import('./PlotToBuyList'), 'PlotToBuyList'),
  recordRepresentation: 'ticketId',
  messages: plotToBuyMessages,
  routes: [
    {
      path: '/plot-to-buy/details',
      element: lazyView(() => import('./PlotToBuyLookup'), 'PlotToBuyLookup'),
    },
    {
      path: '/plot-to-buy/details/:id',
      element: lazyView(() => import('./PlotToBuyDetails'), 'PlotToBuyDetails'),
    },
  ],
});
