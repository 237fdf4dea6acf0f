/** `resources.review.*` in English; French, Romanian and Chinese are in translations.ts. */
import type { Localized, ResourceMessages } from '../adminResource';

export const reviewMessages: Localized<ResourceMessages> = {
  en: {
    name: 'Review |||| Reviews',
    fields: {
      name: 'Name',
      description: 'Description',
      reviewType: 'Type',
      linkUrl: 'Link URL',
      image: 'Image',
      isActive: 'Status',
      createdAt: 'Created at',
    },
    list: { title: 'Reviews and ads', empty: 'No reviews or ads yet', emptyHint: 'Add a customer review or an ad.' },
    form: {
      createTitle: 'New review or ad',
      editTitle: 'Edit review or ad',
      adHint: 'An ad needs a link URL and an image.',
      linkUrlHelper: 'Where the ad leads, starting with http:// or https://',
    },
  },
  others: () => import('./translations').then((m) => m.translations),
};
