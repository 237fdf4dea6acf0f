/** The French, Romanian and Chinese texts of messages.ts, loaded when one of those locales is chosen. */
import type { OtherLocale, ResourceMessages } from '../adminResource';

export const translations: Record<OtherLocale, ResourceMessages> = {
  fr: {
    name: 'Avis |||| Avis',
    fields: {
      name: 'Nom',
      description: 'Description',
      reviewType: 'Type',
      linkUrl: 'Lien (URL)',
      image: 'Image',
      isActive: 'Statut',
      createdAt: 'Créé le',
    },
    list: { title: 'Avis et annonces', empty: 'Aucun avis ni annonce pour le moment', emptyHint: 'Ajoutez un avis client ou une annonce.' },
    form: {
      createTitle: 'Nouvel avis ou annonce',
      editTitle: 'Modifier l’avis ou l’annonce',
      adHint: 'Une annonce nécessite un lien et une image.',
      linkUrlHelper: 'La page vers laquelle mène l’annonce, commençant par http:// ou https://',
    },
  },
  ro: {
    name: 'Recenzie |||| Recenzii |||| Recenzii',
    fields: {
      name: 'Nume',
      description: 'Descriere',
      reviewType: 'Tip',
      linkUrl: 'Link (URL)',
      image: 'Imagine',
      isActive: 'Stare',
      createdAt: 'Creat la',
    },
    list: { title: 'Recenzii și reclame', empty: 'Nicio recenzie sau reclamă încă', emptyHint: 'Adăugați o recenzie de client sau o reclamă.' },
    form: {
      createTitle: 'Recenzie sau reclamă nouă',
      editTitle: 'Editați recenzia sau reclama',
      adHint: 'O reclamă are nevoie de un link și de o imagine.',
      linkUrlHelper: 'Pagina la care duce reclama, începând cu http:// sau https://',
    },
  },
  zh: {
    name: '评价 |||| 评价',
    fields: {
      name: '名称',
      description: '描述',
      reviewType: '类型',
      linkUrl: '链接地址',
      image: '图片',
      isActive: '状态',
      createdAt: '创建时间',
    },
    list: { title: '评价与广告', empty: '暂无评价或广告', emptyHint: '添加一条客户评价或广告。' },
    form: {
      createTitle: '新建评价或广告',
      editTitle: '编辑评价或广告',
      adHint: '广告需要链接地址和图片。',
      linkUrlHelper: '广告跳转的页面，以 http:// 或 https:// 开头',
    },
  },
};
