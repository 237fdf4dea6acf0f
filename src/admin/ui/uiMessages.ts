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
  bulkActive: {
    activate: 'Activate',
    deactivate: 'Deactivate',
    activated: 'Activated 1 item |||| Activated %{smart_count} items',
    deactivated: 'Deactivated 1 item |||| Deactivated %{smart_count} items',
    already_activated: 'The selected items are already active',
    already_deactivated: 'The selected items are already inactive',
  },
  export: {
    button: 'Export CSV',
    rows: '1 row |||| %{smart_count} rows',
    progress: 'Exporting %{done} of %{of}…',
    done: 'Exported %{smart_count} row |||| Exported %{smart_count} rows',
    capped: 'Exported the first %{count} of %{total} rows: narrow the search or the filters to export the rest',
  },
} as const;
