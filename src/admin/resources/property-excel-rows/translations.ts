/** The French, Romanian and Chinese texts of messages.ts, loaded when one of those locales is chosen. */
import type { OtherLocale } from '../adminResource';
import type { Messages } from './messages';

const fr: Messages = {
  name: 'Ligne de tableur |||| Lignes de tableur',
  fields: {
    rowNumber: 'Ligne',
    status: 'Statut',
    address: 'Adresse',
    propertyNo: 'N° du bien',
    errors: 'Erreurs',
    propertyId: 'Bien',
  },
  page: {
    title: 'Lignes de %{name}',
    titleUnknown: 'Lignes du tableur',
    back: 'Retour aux imports de tableur',
    summary: '%{smart_count} ligne : %{processed} importée, %{failed} en échec |||| %{smart_count} lignes : %{processed} importées, %{failed} en échec',
    empty: 'Aucune ligne ne correspond',
    unavailable: 'Ces lignes ne peuvent pas être affichées. Revenez aux imports de tableur et ouvrez le lot depuis la liste.',
    openProperty: 'Ouvrir le bien',
    propertyDeleted: 'Supprimé',
    noErrors: 'Aucune',
    rowTitle: 'Ligne %{number}',
  },
  filters: { all: 'Toutes' },
};

const ro: Messages = {
  name: 'Rând de foaie de calcul |||| Rânduri de foi de calcul |||| Rânduri de foi de calcul',
  fields: {
    rowNumber: 'Rând',
    status: 'Stare',
    address: 'Adresă',
    propertyNo: 'Nr. proprietate',
    errors: 'Erori',
    propertyId: 'Proprietate',
  },
  page: {
    title: 'Rândurile din %{name}',
    titleUnknown: 'Rândurile foii de calcul',
    back: 'Înapoi la importurile din foi de calcul',
    summary: '1 rând: %{processed} importat, %{failed} eșuat |||| %{smart_count} rânduri: %{processed} importate, %{failed} eșuate |||| %{smart_count} de rânduri: %{processed} importate, %{failed} eșuate',
    empty: 'Niciun rând nu corespunde',
    unavailable: 'Aceste rânduri nu pot fi afișate. Reveniți la importurile din foi de calcul și deschideți lotul de acolo.',
    openProperty: 'Deschide proprietatea',
    propertyDeleted: 'Ștearsă',
    noErrors: 'Niciuna',
    rowTitle: 'Rândul %{number}',
  },
  filters: { all: 'Toate' },
};

const zh: Messages = {
  name: '表格行 |||| 表格行',
  fields: {
    rowNumber: '行号',
    status: '状态',
    address: '地址',
    propertyNo: '房产编号',
    errors: '错误',
    propertyId: '房产',
  },
  page: {
    title: '%{name} 的行',
    titleUnknown: '表格的行',
    back: '返回表格导入',
    summary: '共 %{smart_count} 行：已导入 %{processed} 行，失败 %{failed} 行',
    empty: '没有匹配的行',
    unavailable: '无法显示这些行。请返回表格导入列表，从那里打开该批次。',
    openProperty: '打开房产',
    propertyDeleted: '已删除',
    noErrors: '无',
    rowTitle: '第 %{number} 行',
  },
  filters: { all: '全部' },
};

export const translations: Record<OtherLocale, Messages> = { fr, ro, zh };
