import type { Localized, ResourceMessages } from '../adminResource';

/**
 * `resources.events.*` in English; French, Romanian and Chinese are in translations.ts, loaded with their locale.
 * Column labels follow the spec's Events table.
 */
export const eventsMessages: Localized<ResourceMessages> = {
  en: {
    name: 'Event |||| Events',
    title: 'List of Events',
    empty: 'No events yet',
    fields: {
      serialNo: 'S No.',
      name: 'Name',
      title: 'Title',
      dateTime: 'Date',
      agenda: 'Agenda',
      details: 'Details',
      address: 'Location',
      link: 'Link',
      createdAt: 'Created At',
      isActive: 'Status',
    },
    openLink: 'Open %{url} in a new tab',
    when: { label: 'When', upcoming: 'Upcoming', past: 'Past' },
  },
  others: () => import('./translations').then((m) => m.translations),
};
