/** Texts of the dashboard (`app.dashboardPage.*`) and analytics (`app.analyticsPage.*`) pages in the four languages. */
import type { LocaleCode } from '../../resources/adminResource';

const en = {
  dashboardPage: {
    title: 'Dashboard',
    period: 'Period',
    filters: { ALL: 'All', TODAY: 'Today', WEEK: 'Week', MONTH: 'Month', YEAR: 'Year', CUSTOM: 'Custom range' },
    customRange: 'Custom range',
    cards: {
      plotsForSale: 'Plots for sale',
      totalIncome: 'Total income',
      pendingOrders: 'Pending orders',
      completedOrders: 'Completed orders',
    },
    increase: 'Increase',
    decrease: 'Decrease',
    noChange: 'No change',
    noPrevious: 'No previous period to compare',
    vsPrevious: 'vs previous period (%{previous})',
    pendingList: 'Pending orders',
    loadError: 'The dashboard figures could not be loaded.',
    retry: 'Retry',
  },
  analyticsPage: {
    title: 'Analytics',
    subtitle: 'The dashboard figures over each period, against the period just before it',
    current: 'Current period',
    previous: 'Previous period',
    comparison: '%{figure}: current vs previous period',
    statusSplit: 'Order status',
    statusSplitHint: 'All orders by status',
    income: 'Income',
    incomeHint: 'Income of completed orders per period (₹)',
    pending: 'Pending',
    completed: 'Completed',
    failed: 'Failed',
    noOrders: 'No orders yet',
    loadError: 'The analytics could not be loaded.',
    retry: 'Retry',
  },
};

export type DashboardMessages = typeof en;

const fr: DashboardMessages = {
  dashboardPage: {
    title: 'Tableau de bord',
    period: 'Période',
    filters: { ALL: 'Tout', TODAY: "Aujourd'hui", WEEK: 'Semaine', MONTH: 'Mois', YEAR: 'Année', CUSTOM: 'Période personnalisée' },
    customRange: 'Période personnalisée',
    cards: {
      plotsForSale: 'Parcelles à vendre',
      totalIncome: 'Revenu total',
      pendingOrders: 'Commandes en attente',
      completedOrders: 'Commandes terminées',
    },
    increase: 'Hausse',
    decrease: 'Baisse',
    noChange: 'Aucun changement',
    noPrevious: 'Aucune période précédente à comparer',
    vsPrevious: 'par rapport à la période précédente (%{previous})',
    pendingList: 'Commandes en attente',
    loadError: "Les chiffres du tableau de bord n'ont pas pu être chargés.",
    retry: 'Réessayer',
  },
  analyticsPage: {
    title: 'Analyses',
    subtitle: 'Les chiffres du tableau de bord par période, comparés à la période précédente',
    current: 'Période actuelle',
    previous: 'Période précédente',
    comparison: '%{figure} : période actuelle et période précédente',
    statusSplit: 'Statut des commandes',
    statusSplitHint: 'Toutes les commandes par statut',
    income: 'Revenus',
    incomeHint: 'Revenus des commandes terminées par période (₹)',
    pending: 'En attente',
    completed: 'Terminées',
    failed: 'Échouées',
    noOrders: 'Aucune commande pour le moment',
    loadError: "Les analyses n'ont pas pu être chargées.",
    retry: 'Réessayer',
  },
};

const ro: DashboardMessages = {
  dashboardPage: {
    title: 'Panou de control',
    period: 'Perioadă',
    filters: { ALL: 'Toate', TODAY: 'Azi', WEEK: 'Săptămână', MONTH: 'Lună', YEAR: 'An', CUSTOM: 'Interval personalizat' },
    customRange: 'Interval personalizat',
    cards: {
      plotsForSale: 'Parcele de vânzare',
      totalIncome: 'Venit total',
      pendingOrders: 'Comenzi în așteptare',
      completedOrders: 'Comenzi finalizate',
    },
    increase: 'Creștere',
    decrease: 'Scădere',
    noChange: 'Nicio schimbare',
    noPrevious: 'Nu există o perioadă anterioară de comparat',
    vsPrevious: 'față de perioada anterioară (%{previous})',
    pendingList: 'Comenzi în așteptare',
    loadError: 'Cifrele panoului de control nu au putut fi încărcate.',
    retry: 'Reîncearcă',
  },
  analyticsPage: {
    title: 'Analize',
    subtitle: 'Cifrele panoului de control pe fiecare perioadă, față de perioada anterioară',
    current: 'Perioada curentă',
    previous: 'Perioada anterioară',
    comparison: '%{figure}: perioada curentă față de cea anterioară',
    statusSplit: 'Starea comenzilor',
    statusSplitHint: 'Toate comenzile după stare',
    income: 'Venit',
    incomeHint: 'Venitul comenzilor finalizate pe perioadă (₹)',
    pending: 'În așteptare',
    completed: 'Finalizate',
    failed: 'Eșuate',
    noOrders: 'Nicio comandă deocamdată',
    loadError: 'Analizele nu au putut fi încărcate.',
    retry: 'Reîncearcă',
  },
};

const zh: DashboardMessages = {
  dashboardPage: {
    title: '仪表盘',
    period: '时间段',
    filters: { ALL: '全部', TODAY: '今天', WEEK: '近一周', MONTH: '近一月', YEAR: '近一年', CUSTOM: '自定义范围' },
    customRange: '自定义范围',
    cards: {
      plotsForSale: '待售地块',
      totalIncome: '总收入',
      pendingOrders: '待处理订单',
      completedOrders: '已完成订单',
    },
    increase: '上升',
    decrease: '下降',
    noChange: '无变化',
    noPrevious: '没有可比较的上一时间段',
    vsPrevious: '与上一时间段相比（%{previous}）',
    pendingList: '待处理订单',
    loadError: '无法加载仪表盘数据。',
    retry: '重试',
  },
  analyticsPage: {
    title: '分析',
    subtitle: '各时间段的仪表盘数据，与其上一时间段对比',
    current: '当前时间段',
    previous: '上一时间段',
    comparison: '%{figure}：当前与上一时间段',
    statusSplit: '订单状态',
    statusSplitHint: '按状态统计的全部订单',
    income: '收入',
    incomeHint: '各时间段已完成订单的收入（₹）',
    pending: '待处理',
    completed: '已完成',
    failed: '失败',
    noOrders: '暂无订单',
    loadError: '无法加载分析数据。',
    retry: '重试',
  },
};

/** Merged by the shell's i18n into `app` (giving `app.dashboardPage.*` and `app.analyticsPage.*`). */
export const dashboardMessages: Record<LocaleCode, DashboardMessages> = { en, fr, ro, zh };

export const dashKey = (path: string) => `app.dashboardPage.${path}`;
export const analyticsKey = (path: string) => `app.analyticsPage.${path}`;
