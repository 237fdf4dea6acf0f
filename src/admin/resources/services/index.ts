import MiscellaneousServicesIcon from '@mui/icons-material/MiscellaneousServices';
import { lazy } from 'react';
import { services } from '@shared/resources/services';
import { redirectTo } from '@admin/layout/redirectTo';
import { defineResource } from '../adminResource';
import { servicesMessages } from './messages';

export const servicesResource = defineResource({
  contract: services,
  icon: MiscellaneousServicesIcon,
  menuLabel: 'app.menu.services',
  list: lazy(() => import('./ServiceList').then((m) => ({ default: m.ServiceList }))),
  create: lazy(() => import('./ServiceCreate').then((m) => ({ default: m.ServiceCreate }))),
  edit: lazy(() => import('./ServiceEdit').then((m) => ({ default: m.ServiceEdit }))),
  recordRepresentation: 'title',
  messages: servicesMessages,
  routes: [
    { path: '/services/list', element: redirectTo('/services') },
    { path: '/services/form', element: redirectTo('/services/create') },
    { path: '/services/form/:id', element: redirectTo('/services/:id') },
  ],
});
