/** The French, Romanian and Chinese texts of messages.ts, loaded when one of those locales is chosen. */
import type { OtherLocale, ResourceMessages } from '../adminResource';

export const translations: Record<OtherLocale, ResourceMessages> = {
  fr: {
    name: 'Événement |||| Événements',
    title: 'Liste des événements',
    empty: 'Aucun événement pour le moment',
    fields: {
      serialNo: 'N°',
      name: 'Nom',
      title: 'Titre',
      dateTime: 'Date',
      agenda: 'Programme',
      details: 'Détails',
      address: 'Lieu',
      link: 'Lien',
      createdAt: 'Créé le',
      isActive: 'Statut',
    },
    openLink: 'Ouvrir %{url} dans un nouvel onglet',
  },
  ro: {
    name: 'Eveniment |||| Evenimente |||| Evenimente',
    title: 'Lista evenimentelor',
    empty: 'Nu există încă evenimente',
    fields: {
      serialNo: 'Nr.',
      name: 'Nume',
      title: 'Titlu',
      dateTime: 'Data',
      agenda: 'Agendă',
      details: 'Detalii',
      address: 'Locație',
      link: 'Link',
      createdAt: 'Creat la',
      isActive: 'Stare',
    },
    openLink: 'Deschide %{url} într-o filă nouă',
  },
  zh: {
    name: '活动 |||| 活动',
    title: '活动列表',
    empty: '暂无活动',
    fields: {
      serialNo: '序号',
      name: '名称',
      title: '标题',
      dateTime: '日期',
      agenda: '议程',
      details: '详情',
      address: '地点',
      link: '链接',
      createdAt: '创建时间',
      isActive: '状态',
    },
    openLink: '在新标签页中打开 %{url}',
  },
};
