import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import { lazyView } from '@admin/layout/lazyView';
import { propertyLeads } from '@shared/resources/leads';
import { defineResource } from '../adminResource';
import { propertyLeadsMessages } from './messages';

export const propertyLeadsResource = defineResource({
  contract: propertyLeads,
  icon: ContactPhoneIcon,
  menuLabel: 'app.menu.propertyLeads',
  list: lazyView(() => import('./PropertyLeadsList'), 'PropertyLeadsList'),
  recordRepresentation: 'name',
  messages: propertyLeadsMessages,
});
