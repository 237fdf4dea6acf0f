import LandscapeIcon from '@mui/icons-material/Landscape';
import { lazy } from 'react';
import { plotForSale } from '@shared/resources/plots';
import { defineResource } from '../adminResource';
import { plotForSaleMessages } from './messages';

export const plotForSaleResource = defineResource({
  contract: plotForSale,
  icon: LandscapeIcon,
  menuLabel: 'app.menu.plotForSale',
  list: lazy(() => import('./PlotForSaleList').then((m) => ({ default: m.PlotForSaleList }))),
  recordRepresentation: 'name',
  messages: plotForSaleMessages,
  routes: [
    {
      path: '/plot-for-sale/details/:id',
      element: lazy(() => import('./PlotForSaleDetails').then((m) => ({ default: m.PlotForSaleDetails }))),
    },
  ],
});
