import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import { lazy } from 'react';
import { propertyLeads } from '@shared/resources/leads';
import { defineResource } from '../adminResource';
import { propertyLeadsMessages } from './messages';

export const propertyLeadsResource = defineResource({
  contract: propertyLeads,
  icon: ContactPhoneIcon,
  menuLabel: 'app.menu.propertyLeads',
  list: lazy(() => import('./PropertyLeadsList').then((m) => ({ default: m.PropertyLeadsList }))),
  recordRepresentation: 'name',
  messages: propertyLeadsMessages,
});
