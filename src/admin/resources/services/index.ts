import MiscellaneousServicesIcon from '@mui/icons-material/MiscellaneousServices';
import { lazyView } from '@admin/layout/lazyView';
import { services } from '@shared/resources/services';
import { redirectTo } from '@admin/layout/redirectTo';
import { defineResource } from '../adminResource';
import { servicesMessages } from './messages';

export const servicesResource = defineResource({
  contract: services,
  icon: MiscellaneousServicesIcon,
  menuLabel: 'app.menu.services',
  list: lazyView(() => import('./ServiceList'), 'ServiceList'),
  create: lazyView(() => import('./ServiceCreate'), 'ServiceCreate'),
  edit: lazyView(() => import('./ServiceEdit'), 'ServiceEdit'),
  recordRepresentation: 'title',
  messages: servicesMessages,
  routes: [
    { path: '/services/list', element: redirectTo('/services') },
    { path: '/services/form', element: redirectTo('/services/create') },
    { path: '/services/form/:id', element: redirectTo('/services/:id') },
  ],
});
