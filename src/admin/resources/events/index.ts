/** PLACEHOLDER until the events screens land: every view says "coming soon"; the spec's aliases redirect. */
import EventIcon from '@mui/icons-material/Event';
import { events } from '@shared/resources/content';
import { ComingSoonView } from '@admin/pages/placeholders/comingSoonView';
import { defineResource } from '../adminResource';

export const eventsResource = defineResource({
  contract: events,
  icon: EventIcon,
  menuLabel: 'app.menu.events',
  list: ComingSoonView,
  create: ComingSoonView,
  edit: ComingSoonView,
  messages: {
    en: { name: 'Event |||| Events', fields: {} },
    fr: { name: 'Événement |||| Événements', fields: {} },
    ro: { name: 'Eveniment |||| Evenimente', fields: {} },
    zh: { name: '活动', fields: {} },
  },
});
