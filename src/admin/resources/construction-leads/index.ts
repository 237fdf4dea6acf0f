/** PLACEHOLDER until the construction-leads screens land: every view says "coming soon"; the spec's aliases redirect. */
import EngineeringIcon from '@mui/icons-material/Engineering';
import { constructionLeads } from '@shared/resources/leads';
import { ComingSoonView } from '@admin/pages/placeholders/comingSoonView';
import { defineResource } from '../adminResource';

export const constructionLeadsResource = defineResource({
  contract: constructionLeads,
  icon: EngineeringIcon,
  menuLabel: 'app.menu.constructionLeads',
  list: ComingSoonView,
  create: ComingSoonView,
  edit: ComingSoonView,
  messages: {
    en: { name: 'Construction lead |||| Construction leads', fields: {} },
    fr: { name: 'Prospect construction |||| Prospects construction', fields: {} },
    ro: { name: 'Client potențial construcții |||| Clienți potențiali construcții', fields: {} },
    zh: { name: '建筑线索', fields: {} },
  },
});
