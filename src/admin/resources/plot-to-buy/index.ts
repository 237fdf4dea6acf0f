import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { lazy } from 'react';
import { plotToBuy } from '@shared/resources/plots';
import { defineResource } from '../adminResource';
import { plotToBuyMessages } from './messages';

export const plotToBuyResource = defineResource({
  contract: plotToBuy,
  icon: TravelExploreIcon,
  menuLabel: 'app.menu.plotToBuy',
  list: lazy(() => import('./PlotToBuyList').then((m) => ({ default: m.PlotToBuyList }))),
  recordRepresentation: 'ticketId',
  messages: plotToBuyMessages,
  routes: [
    {
      path: '/plot-to-buy/details',
      element: lazy(() => import('./PlotToBuyLookup').then((m) => ({ default: m.PlotToBuyLookup }))),
    },
    {
      path: '/plot-to-buy/details/:id',
      element: lazy(() => import('./PlotToBuyDetails').then((m) => ({ default: m.PlotToBuyDetails }))),
    },
  ],
});
