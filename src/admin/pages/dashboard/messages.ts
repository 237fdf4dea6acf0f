/**
 * Texts of the dashboard (`app.dashboardPage.*`) and analytics (`app.analyticsPage.*`) pages in English; French,
 * Romanian and Chinese are in translations.ts, loaded with their locale.
 */
import type { Localized } from '../../resources/adminResource';

const en = {
  dashboardPage: {
    title: 'Dashboard',
    period: 'Period',
    filters: { ALL: 'All', TODAY: 'Today', WEEK: 'Week', MONTH: 'Month', YEAR: 'Year', CUSTOM: 'Custom range' },
    customRange: 'Custom range',
    customPending: 'Choose a start and an end date, then Search. Until then, the figures shown are for: %{period}.',
    cards: {
      plotsForSale: 'Plots for sale',
      totalIncome: 'Total income',
      pendingOrders: 'Pending orders',
      completedOrders: 'Completed orders',
    },
    // What each figure counts: income follows completion, the order counts follow when the order was placed.
    cardHints: {
      plotsForSale: 'Listed in the period, active or not',
      totalIncome: 'Fees of the orders completed in the period',
      pendingOrders: 'Placed in the period, not completed yet',
      completedOrders: 'Placed in the period, completed since',
    },
    // A link under a figure to the list it counts, filtered to the period (income has none: no list filters on completion).
    cardLinks: {
      plotsForSale: 'Show these plots',
      pendingOrders: 'Show these orders',
      completedOrders: 'Show these orders',
    },
    increase: 'Increase',
    decrease: 'Decrease',
    noChange: 'No change',
    noPrevious: 'No previous period to compare',
    noneBefore: 'None in the previous period',
    vsPrevious: 'vs previous period (%{previous})',
    // Not tied to the period the cards show: every order still pending.
    pendingList: 'All pending orders, whenever placed',
    loadError: 'The dashboard figures could not be loaded.',
    // Counts of what is still open, whatever the period; each links to its list so filtered.
    attention: {
      title: 'Waiting for you',
      support: 'Open support requests',
      propertyLeads: 'Open property leads',
      constructionLeads: 'Open construction leads',
      plotsToBuy: 'Open buyer requirements',
    },
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
  },
};

export type DashboardMessages = typeof en;

/** Merged by the shell's i18n into `app` (giving `app.dashboardPage.*` and `app.analyticsPage.*`). */
export const dashboardMessages: Localized<DashboardMessages> = {
  en,
  others: () => import('./translations').then((m) => m.translations),
};

export const dashKey = (path: string) => `app.dashboardPage.${path}`;
export const analyticsKey = (path: string) => `app.analyticsPage.${path}`;
