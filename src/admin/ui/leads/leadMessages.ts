import type { Localized, OtherLocale, ResourceMessages } from '@admin/resources/adminResource';

export type LeadTexts = { fields: Record<string, string>; lead: Record<string, string> };

/**
 * Texts every lead-like list shares (property leads, construction leads, support), merged into each
 * resource's `resources.<name>` block: common column labels and the `lead.*` texts of the shared parts.
 */
export const leadMessages: Localized<LeadTexts> = {
  en: {
    fields: {
      name: 'Name',
      phone: 'Phone',
      email: 'Email',
      message: 'Message',
      status: 'Status',
      createdAt: 'Created at',
      updatedAt: 'Updated at',
    },
    lead: {
      statusOf: 'Status of %{name}',
      statusChanged: 'Status changed',
      call: 'Call %{phone}',
      mail: 'Write to %{email}',
      bulkSetStatus: 'Set status',
      bulkStatusChanged: 'Status set to %{status} for 1 row |||| Status set to %{status} for %{smart_count} rows',
    },
  },
  others: () => import('./leadTranslations').then((m) => m.leadTranslations),
};

export type LeadOwnMessages = { name: string; fields: Record<string, string>; [key: string]: unknown };

const merge = (own: LeadOwnMessages, shared: LeadTexts): ResourceMessages => ({
  ...own,
  fields: { ...shared.fields, ...own.fields },
  lead: shared.lead,
});

/** A lead resource's own texts merged with the shared lead texts, English now, the other locales when loaded. */
export function withLeadMessages(own: Localized<LeadOwnMessages>): Localized<ResourceMessages> {
  return {
    en: merge(own.en, leadMessages.en),
    others: async () => {
      const [ownOthers, shared] = await Promise.all([own.others(), leadMessages.others()]);
      const locales: OtherLocale[] = ['fr', 'ro', 'zh'];
      return Object.fromEntries(locales.map((l) => [l, merge(ownOthers[l], shared[l])])) as Record<OtherLocale, ResourceMessages>;
    },
  };
}
