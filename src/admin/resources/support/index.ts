import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { lazyView } from '@admin/layout/lazyView';
import { support } from '@shared/resources/leads';
import { defineResource } from '../adminResource';
import { supportMessages } from './messages';

export const supportResource = defineResource({
  contract: support,
  icon: SupportAgentIcon,
  menuLabel: 'app.menu.support',
  list: lazyView(() => import('./SupportList'), 'SupportList'),
  recordRepresentation: 'name',
  messages: supportMessages,
});
