/** PLACEHOLDER until the plot-to-buy screens land: every view says "coming soon"; the spec's aliases redirect. */
import AddLocationAltIcon from '@mui/icons-material/AddLocationAlt';
import { plotToBuy } from '@shared/resources/plots';
import { redirectTo } from '@admin/layout/redirectTo';
import { ComingSoonView } from '@admin/pages/placeholders/comingSoonView';
import { defineResource } from '../adminResource';

export const plotToBuyResource = defineResource({
  contract: plotToBuy,
  icon: AddLocationAltIcon,
  menuLabel: 'app.menu.plotToBuy',
  list: ComingSoonView,
  create: ComingSoonView,
  edit: ComingSoonView,
  show: ComingSoonView,
  messages: {
    en: { name: 'Plot to buy |||| Plots to buy', fields: {} },
    fr: { name: 'Terrain recherché |||| Terrains recherchés', fields: {} },
    ro: { name: 'Teren de cumpărat |||| Terenuri de cumpărat', fields: {} },
    zh: { name: '求购地块', fields: {} },
  },
  routes: [
    { path: '/plot-to-buy/details', element: redirectTo('/plot-to-buy') },
    { path: '/plot-to-buy/details/:id', element: redirectTo('/plot-to-buy/:id/show') },
  ],
});
