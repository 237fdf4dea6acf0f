/** The French, Romanian and Chinese texts of leadMessages.ts, loaded when one of those locales is chosen. */
import type { OtherLocale } from '@admin/resources/adminResource';
import type { LeadTexts } from './leadMessages';

export const leadTranslations: Record<OtherLocale, LeadTexts> = {
  fr: {
    fields: {
      name: 'Nom',
      phone: 'Téléphone',
      email: 'E-mail',
      message: 'Message',
      status: 'Statut',
      createdAt: 'Créé le',
      updatedAt: 'Modifié le',
    },
    lead: {
      statusOf: 'Statut de %{name}',
      statusChanged: 'Statut modifié',
      call: 'Appeler %{phone}',
      mail: 'Écrire à %{email}',
      bulkSetStatus: 'Changer le statut',
      bulkStatusChanged: 'Statut « %{status} » appliqué à %{smart_count} ligne |||| Statut « %{status} » appliqué à %{smart_count} lignes',
    },
  },
  ro: {
    fields: {
      name: 'Nume',
      phone: 'Telefon',
      email: 'E-mail',
      message: 'Mesaj',
      status: 'Stare',
      createdAt: 'Creat la',
      updatedAt: 'Actualizat la',
    },
    lead: {
      statusOf: 'Starea pentru %{name}',
      statusChanged: 'Starea a fost schimbată',
      call: 'Sună la %{phone}',
      mail: 'Scrie la %{email}',
      bulkSetStatus: 'Schimbă starea',
      bulkStatusChanged: 'Starea „%{status}” a fost aplicată unui rând |||| Starea „%{status}” a fost aplicată pentru %{smart_count} rânduri |||| Starea „%{status}” a fost aplicată pentru %{smart_count} de rânduri',
    },
  },
  zh: {
    fields: {
      name: '姓名',
      phone: '电话',
      email: '邮箱',
      message: '留言',
      status: '状态',
      createdAt: '创建时间',
      updatedAt: '更新时间',
    },
    lead: {
      statusOf: '%{name} 的状态',
      statusChanged: '状态已更改',
      call: '拨打 %{phone}',
      mail: '发邮件至 %{email}',
      bulkSetStatus: '更改状态',
      bulkStatusChanged: '已将 %{smart_count} 条记录的状态设为“%{status}”',
    },
  },
};
