import EventIcon from '@mui/icons-material/Event';
import { lazyView } from '@admin/layout/lazyView';
import { events } from '@shared/resources/content';
import { defineResource } from '../adminResource';
import { eventsMessages } from './messages';

export const eventsResource = defineResource({
  contract: events,
  icon: EventIcon,
  menuLabel: 'app.menu.events',
  list: lazyView(() => import('./EventList'), 'EventList'),
  recordRepresentation: 'title',
  messages: eventsMessages,
});
