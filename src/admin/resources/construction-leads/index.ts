import ConstructionIcon from '@mui/icons-material/Construction';
import { lazyView } from '@admin/layout/lazyView';
import { constructionLeads } from '@shared/resources/leads';
import { defineResource } from '../adminResource';
import { constructionLeadsMessages } from './messages';

export const constructionLeadsResource = defineResource({
  contract: constructionLeads,
  icon: ConstructionIcon,
  menuLabel: 'app.menu.constructionLeads',
  list: lazyView(() => import('./ConstructionLeadsList'), 'ConstructionLeadsList'),
  recordRepresentation: 'name',
  messages: constructionLeadsMessages,
});
