import type { Localized } from '@admin/resources/adminResource';
import { withLeadMessages, type LeadOwnMessages } from '@admin/ui/leads/leadMessages';

const own: Localized<LeadOwnMessages> = {
  en: {
    name: 'Property lead |||| Property Leads',
    title: 'Property Leads',
    empty: 'No property leads yet',
    fields: { leadType: 'Lead type', relatedTitle: 'Property / plot' },
  },
  others: () => import('./translations').then((m) => m.translations),
};

/** `resources.property-leads.*` in English; French, Romanian and Chinese are in translations.ts. */
export const propertyLeadsMessages = withLeadMessages(own);
