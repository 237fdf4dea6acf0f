/** PLACEHOLDER until the services screens land: every view says "coming soon"; the spec's aliases redirect. */
import MiscellaneousServicesIcon from '@mui/icons-material/MiscellaneousServices';
import { services } from '@shared/resources/services';
import { redirectTo } from '@admin/layout/redirectTo';
import { ComingSoonView } from '@admin/pages/placeholders/comingSoonView';
import { defineResource } from '../adminResource';

export const servicesResource = defineResource({
  contract: services,
  icon: MiscellaneousServicesIcon,
  menuLabel: 'app.menu.services',
  list: ComingSoonView,
  create: ComingSoonView,
  edit: ComingSoonView,
  messages: {
    en: { name: 'Service |||| Services', fields: {} },
    fr: { name: 'Service |||| Services', fields: {} },
    ro: { name: 'Serviciu |||| Servicii', fields: {} },
    zh: { name: '服务', fields: {} },
  },
  routes: [
    { path: '/services/list', element: redirectTo('/services') },
    { path: '/services/form', element: redirectTo('/services/create') },
    { path: '/services/form/:id', element: redirectTo('/services/:id') },
  ],
});
