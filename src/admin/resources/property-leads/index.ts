/** PLACEHOLDER until the property-leads screens land: every view says "coming soon"; the spec's aliases redirect. */
import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import { propertyLeads } from '@shared/resources/leads';
import { ComingSoonView } from '@admin/pages/placeholders/comingSoonView';
import { defineResource } from '../adminResource';

export const propertyLeadsResource = defineResource({
  contract: propertyLeads,
  icon: ContactPhoneIcon,
  menuLabel: 'app.menu.propertyLeads',
  list: ComingSoonView,
  create: ComingSoonView,
  edit: ComingSoonView,
  messages: {
    en: { name: 'Property lead |||| Property leads', fields: {} },
    fr: { name: 'Prospect immobilier |||| Prospects immobiliers', fields: {} },
    ro: { name: 'Client potențial proprietate |||| Clienți potențiali proprietăți', fields: {} },
    zh: { name: '房产线索', fields: {} },
  },
});
