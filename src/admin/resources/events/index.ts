import EventIcon from '@mui/icons-material/Event';
import { lazy } from 'react';
import { events } from '@shared/resources/content';
import { defineResource } from '../adminResource';
import { eventsMessages } from './messages';

export const eventsResource = defineResource({
  contract: events,
  icon: EventIcon,
  menuLabel: 'app.menu.events',
  list: lazy(() => import('./EventList').then((m) => ({ default: m.EventList }))),
  recordRepresentation: 'title',
  messages: eventsMessages,
});
