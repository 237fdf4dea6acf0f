import type { Localized } from '@admin/resources/adminResource';
import { withLeadMessages, type LeadOwnMessages } from '@admin/ui/leads/leadMessages';

const own: Localized<LeadOwnMessages> = {
  en: {
    name: 'Support request |||| Support',
    title: 'Support',
    empty: 'No support requests yet',
    fields: { subject: 'Subject' },
  },
  others: () => import('./translations').then((m) => m.translations),
};

/** `resources.support.*` in English; French, Romanian and Chinese are in translations.ts. */
export const supportMessages = withLeadMessages(own);
