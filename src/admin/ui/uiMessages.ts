/** English texts of the shared ui components (keys `app.common.*`, `app.filters.*`, `app.dateRange.*`); i18n/en.ts merges them. */
export const uiMessagesEn = {
  common: {
    active: 'Active',
    inactive: 'Inactive',
    toggleStatus: 'Toggle status',
    openMap: 'Open in maps',
    na: 'NA',
    loading: 'Loading…',
    empty: 'Nothing here yet',
    copy: 'Copy',
    copied: 'Copied',
    close: 'Close',
    details: 'Details',
    actions: 'Actions',
  },
  filters: { active: 'Status', status: 'Status', type: 'Type', all: 'All' },
  dateRange: { start: 'Start date', end: 'End date', search: 'Search', clear: 'Clear' },
} as const;
