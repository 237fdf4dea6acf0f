/** The French, Romanian and Chinese texts of messages.ts, loaded when one of those locales is chosen. */
import type { OtherLocale } from '@admin/resources/adminResource';
import type { LeadOwnMessages } from '@admin/ui/leads/leadMessages';

export const translations: Record<OtherLocale, LeadOwnMessages> = {
  fr: {
    name: 'Prospect construction |||| Prospects construction',
    title: 'Prospects construction',
    empty: 'Aucun prospect construction pour le moment',
    fields: { address: 'Adresse', plotSize: 'Superficie', budget: 'Budget' },
  },
  ro: {
    name: 'Client potențial construcții |||| Clienți potențiali construcții |||| Clienți potențiali construcții',
    title: 'Clienți potențiali construcții',
    empty: 'Nu există încă clienți potențiali pentru construcții',
    fields: { address: 'Adresă', plotSize: 'Suprafață', budget: 'Buget' },
  },
  zh: {
    name: '施工线索 |||| 施工线索',
    title: '施工线索',
    empty: '暂无施工线索',
    fields: { address: '地址', plotSize: '面积', budget: '预算' },
  },
};
