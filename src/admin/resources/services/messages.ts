/** `resources.services.*` in English; French, Romanian and Chinese are in translations.ts. */
import type { Localized, ResourceMessages } from '../adminResource';

export const servicesMessages: Localized<ResourceMessages> = {
  en: {
    name: 'Service |||| Services',
    fields: {
      title: 'Title',
      description: 'Description',
      highlights: 'Highlights',
      teluguTitle: 'Title (Telugu)',
      teluguDescription: 'Description (Telugu)',
      teluguHighlights: 'Highlights (Telugu)',
      fee: 'Fee',
      icon: 'Icon',
      images: 'Images',
      isActive: 'Status',
      createdAt: 'Created at',
    },
    list: { title: 'Service Creation', empty: 'No services yet', emptyHint: 'Create the first service customers can order.' },
    form: {
      createTitle: 'Create a service',
      editTitle: 'Edit service',
      english: 'In English',
      telugu: 'In Telugu',
      media: 'Icon and images',
      highlight: 'Highlight',
      imagesHint: 'Upload at least 2 images.',
    },
  },
  others: () => import('./translations').then((m) => m.translations),
};
