import { withLeadMessages } from '@admin/ui/leads/leadMessages';

const own = {
  en: {
    name: 'Property lead |||| Property Leads',
    title: 'Property Leads',
    empty: 'No property leads yet',
    fields: { leadType: 'Lead type', relatedTitle: 'Property / plot' },
  },
  fr: {
    name: 'Prospect immobilier |||| Prospects immobiliers',
    title: 'Prospects immobiliers',
    empty: 'Aucun prospect immobilier pour le moment',
    fields: { leadType: 'Type de prospect', relatedTitle: 'Bien / terrain' },
  },
  ro: {
    name: 'Client potențial imobiliar |||| Clienți potențiali imobiliari',
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
} as const;

/** `resources.property-leads.*` in the four interface languages. */
export const propertyLeadsMessages = withLeadMessages(own);
