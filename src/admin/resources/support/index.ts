/** PLACEHOLDER until the support screens land: every view says "coming soon"; the spec's aliases redirect. */
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { support } from '@shared/resources/leads';
import { ComingSoonView } from '@admin/pages/placeholders/comingSoonView';
import { defineResource } from '../adminResource';

export const supportResource = defineResource({
  contract: support,
  icon: SupportAgentIcon,
  menuLabel: 'app.menu.support',
  list: ComingSoonView,
  create: ComingSoonView,
  edit: ComingSoonView,
  messages: {
    en: { name: 'Support request |||| Support requests', fields: {} },
    fr: { name: "Demande d'assistance |||| Demandes d'assistance", fields: {} },
    ro: { name: 'Cerere de asistență |||| Cereri de asistență', fields: {} },
    zh: { name: '支持请求', fields: {} },
  },
});
