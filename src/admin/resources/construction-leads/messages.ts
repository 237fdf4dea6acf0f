import { withLeadMessages } from '@admin/ui/leads/leadMessages';

const own = {
  en: {
    name: 'Construction lead |||| Construction Leads',
    title: 'Construction Leads',
    empty: 'No construction leads yet',
    fields: { address: 'Address', plotSize: 'Plot size', budget: 'Budget' },
  },
  fr: {
    name: 'Prospect construction |||| Prospects construction',
    title: 'Prospects construction',
    empty: 'Aucun prospect construction pour le moment',
    fields: { address: 'Adresse', plotSize: 'Superficie', budget: 'Budget' },
  },
  ro: {
    name: 'Client potențial construcții |||| Clienți potențiali construcții',
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
} as const;

/** `resources.construction-leads.*` in the four interface languages. */
export const constructionLeadsMessages = withLeadMessages(own);
