import type { LocaleCode, ResourceMessages } from '@admin/resources/adminResource';

/**
 * Texts every lead-like list shares (property leads, construction leads, support), merged into each
 * resource's `resources.<name>` block: common column labels and the `lead.*` texts of the shared parts.
 */
export const leadMessages = {
  en: {
    fields: {
      name: 'Name',
      phone: 'Phone',
      email: 'Email',
      message: 'Message',
      status: 'Status',
      createdAt: 'Created At',
      updatedAt: 'Updated At',
    },
    lead: {
      statusOf: 'Status of %{name}',
      statusChanged: 'Status changed',
      call: 'Call %{phone}',
      mail: 'Write to %{email}',
      more: 'More',
      less: 'Less',
    },
  },
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
      more: 'Plus',
      less: 'Moins',
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
      more: 'Mai mult',
      less: 'Mai puțin',
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
      more: '展开',
      less: '收起',
    },
  },
} as const satisfies Record<LocaleCode, { fields: Record<string, string>; lead: Record<string, string> }>;

type OwnMessages = { name: string; fields: Record<string, string>; [key: string]: unknown };

/** A lead resource's own texts merged with the shared lead texts, in every locale. */
export function withLeadMessages(own: Record<LocaleCode, OwnMessages>): Record<LocaleCode, ResourceMessages> {
  const merge = (l: LocaleCode): ResourceMessages => ({
    ...own[l],
    fields: { ...leadMessages[l].fields, ...own[l].fields },
    lead: leadMessages[l].lead,
  });
  return { en: merge('en'), fr: merge('fr'), ro: merge('ro'), zh: merge('zh') };
}
