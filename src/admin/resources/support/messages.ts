import { withLeadMessages } from '@admin/ui/leads/leadMessages';

const own = {
  en: {
    name: 'Support request |||| Support',
    title: 'Support',
    empty: 'No support requests yet',
    fields: { subject: 'Subject' },
  },
  fr: {
    name: "Demande d'assistance |||| Assistance",
    title: 'Assistance',
    empty: "Aucune demande d'assistance pour le moment",
    fields: { subject: 'Objet' },
  },
  ro: {
    name: 'Cerere de asistență |||| Asistență',
    title: 'Asistență',
    empty: 'Nu există încă cereri de asistență',
    fields: { subject: 'Subiect' },
  },
  zh: {
    name: '客服请求 |||| 客服支持',
    title: '客服支持',
    empty: '暂无客服请求',
    fields: { subject: '主题' },
  },
} as const;

/** `resources.support.*` in the four interface languages. */
export const supportMessages = withLeadMessages(own);
