import HomeWorkIcon from '@mui/icons-material/HomeWork';
import { lazyView } from '@admin/layout/lazyView';
import { property } from '@shared/resources/property';
import { redirectTo } from '@admin/layout/redirectTo';
import { defineResource } from '../adminResource';
import { propertyMessages } from './messages';

const PropertyList = lazyView(() => import('./PropertyList'), 'PropertyList');
const PropertyCreate = lazyView(() => import('./PropertyCreate'), 'PropertyCreate');
const PropertyEdit = lazyView(() => import('./PropertyEdit'), 'PropertyEdit');

/** Property listings: list, the tabbed form (with the map picker) and the spec's /property/list and /property/form aliases. */
export const propertyResource = defineResource({
  contract: property,
  icon: HomeWorkIcon,
  menuLabel: 'app.menu.property',
  list: PropertyList,
  create: PropertyCreate,
  edit: PropertyEdit,
  recordRepresentation: 'address',
  messages: propertyMessages,
  routes: [
    { path: '/property/list', element: redirectTo('/property') },
    { path: '/property/form', element: redirectTo('/property/create') },
    { path: '/property/form/:id', element: redirectTo('/property/:id') },
  ],
});
