import HomeWorkIcon from '@mui/icons-material/HomeWork';
import { lazy } from 'react';
import { property } from '@shared/resources/property';
import { redirectTo } from '@admin/layout/redirectTo';
import { defineResource } from '../adminResource';
import { propertyMessages } from './messages';

const PropertyList = lazy(() => import('./PropertyList').then((m) => ({ default: m.PropertyList })));
const PropertyCreate = lazy(() => import('./PropertyCreate').then((m) => ({ default: m.PropertyCreate })));
const PropertyEdit = lazy(() => import('./PropertyEdit').then((m) => ({ default: m.PropertyEdit })));

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
