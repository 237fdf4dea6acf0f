import ConstructionIcon from '@mui/icons-material/Construction';
import { lazy } from 'react';
import { constructionLeads } from '@shared/resources/leads';
import { defineResource } from '../adminResource';
import { constructionLeadsMessages } from './messages';

export const constructionLeadsResource = defineResource({
  contract: constructionLeads,
  icon: ConstructionIcon,
  menuLabel: 'app.menu.constructionLeads',
  list: lazy(() => import('./ConstructionLeadsList').then((m) => ({ default: m.ConstructionLeadsList }))),
  recordRepresentation: 'name',
  messages: constructionLeadsMessages,
});
