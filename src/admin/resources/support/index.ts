import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { lazy } from 'react';
import { support } from '@shared/resources/leads';
import { defineResource } from '../adminResource';
import { supportMessages } from './messages';

export const supportResource = defineResource({
  contract: support,
  icon: SupportAgentIcon,
  menuLabel: 'app.menu.support',
  list: lazy(() => import('./SupportList').then((m) => ({ default: m.SupportList }))),
  recordRepresentation: 'name',
  messages: supportMessages,
});
