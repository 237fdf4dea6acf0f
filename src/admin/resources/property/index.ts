/** PLACEHOLDER until the property screens land: every view says "coming soon"; the spec's aliases redirect. */
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import { property } from '@shared/resources/property';
import { redirectTo } from '@admin/layout/redirectTo';
import { ComingSoonView } from '@admin/pages/placeholders/comingSoonView';
import { defineResource } from '../adminResource';

export const propertyResource = defineResource({
  contract: property,
  icon: HomeWorkIcon,
  menuLabel: 'app.menu.property',
  list: ComingSoonView,
  create: ComingSoonView,
  edit: ComingSoonView,
  messages: {
    en: { name: 'Property |||| Properties', fields: {} },
    fr: { name: 'Bien |||| Biens', fields: {} },
    ro: { name: 'Proprietate |||| Proprietăți', fields: {} },
    zh: { name: '房产', fields: {} },
  },
  routes: [
    { path: '/property/list', element: redirectTo('/property') },
    { path: '/property/form', element: redirectTo('/property/create') },
    { path: '/property/form/:id', element: redirectTo('/property/:id') },
    { path: '/property/excel-list', element: redirectTo('/property-excel') },
    { path: '/property/excel-list/:id', element: redirectTo('/property-excel/:id/show') },
  ],
});
