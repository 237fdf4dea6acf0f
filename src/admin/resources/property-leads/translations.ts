/** The French, Romanian and Chinese texts of messages.ts, loaded when one of those locales is chosen. */
import type { OtherLocale } from '@admin/resources/adminResource';
import type { LeadOwnMessages } from '@admin/ui/leads/leadMessages';

export const translations: Record<OtherLocale, LeadOwnMessages> = {
  fr: {
    name: 'Prospect immobilier |||| Prospects immobiliers',
    title: 'Prospects immobiliers',
    empty: 'Aucun prospect immobilier pour le moment',
    fields: { leadType: 'Type de prospect', relatedTitle: 'Bien / terrain' },
  },
  ro: {
    name: 'Client potențial imobiliar |||| Clienți potențiali imobiliari |||| Clienți potențiali imobiliari',
    title: 'Clienți potențiali imobiliari',
    empty: 'Nu există încă clienți potențiali',
    fields: { leadType: 'Tip', relatedTitle: 'Proprietate / teren' },
  },
  zh: {
    name: '房产线索 |||| 房产线索',
    title: '房产线索',
    empty: '暂无房产线索',
    fields: { leadType: '线索类型', relatedTitle: '房产 / 地块' },
  },
};
