import type { Localized } from '@admin/resources/adminResource';
import { withLeadMessages, type LeadOwnMessages } from '@admin/ui/leads/leadMessages';

const own: Localized<LeadOwnMessages> = {
  en: {
    name: 'Construction lead |||| Construction Leads',
    title: 'Construction Leads',
    empty: 'No construction leads yet',
    fields: { address: 'Address', plotSize: 'Plot size', budget: 'Budget' },
  },
  others: () => import('./translations').then((m) => m.translations),
};

/** `resources.construction-leads.*` in English; French, Romanian and Chinese are in translations.ts. */
export const constructionLeadsMessages = withLeadMessages(own);
