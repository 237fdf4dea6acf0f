/** The French, Romanian and Chinese texts of messages.ts, loaded when one of those locales is chosen. */
import type { OtherLocale } from '@admin/resources/adminResource';
import type { LeadOwnMessages } from '@admin/ui/leads/leadMessages';

export const translations: Record<OtherLocale, LeadOwnMessages> = {
  fr: {
    name: "Demande d'assistance |||| Assistance",
    title: 'Assistance',
    empty: "Aucune demande d'assistance pour le moment",
    fields: { subject: 'Objet' },
  },
  ro: {
    name: 'Cerere de asistență |||| Asistență |||| Asistență',
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
};
