/** English texts of the shared ui components (keys `app.common.*`, `app.filters.*`, `app.dateRange.*`); i18n/en.ts merges them. */
export const uiMessagesEn = {
  common: {
    noMatch: 'Nothing matches the search and filters.',
    /** After a time on India's clock, for a reader whose browser keeps another time. */
    indiaTime: 'IST',
    yourTime: 'Your time: %{time}',
    alreadyDeleted: 'This %{name} had already been deleted: the list no longer shows it',
    getTheirChanges: 'Get their changes',
    slowSave: 'Still waiting for the server… Your entries stay here.',
    slowList: 'Still waiting for the server… The rows show as soon as it answers.',
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
    showMore: 'More',
    /** A value's name before it, on a phone card (French puts a space before the colon). */
    fieldLabel: '%{label}:',
    showLess: 'Less',
    listLoadFailed: 'This list could not be loaded.',
    retry: 'Retry',
    /** After a list's failure that was no refusal: the list asks again by itself. */
    askedAgainEvery: 'It is asked again every %{seconds} seconds.',
    unavailable: 'The server is not available at the moment (it answered %{status}). Try again in a moment.',
    unreachable: 'The server could not be reached. Check the connection, then try again.',
    noAnswer: 'The server did not answer within a minute. Try again.',
    /** A save, delete or other change that got no answer: it may have been applied all the same. */
    noAnswerWrite: 'The server did not answer within a minute. The change may have been made all the same: check before trying again.',
    /** An answer that could not be read (cut off on the way, or a proxy's page in its place). */
    unreadable: 'The server’s answer could not be read (it may have been cut off on the way). Try again.',
    unreadableWrite: 'The server’s answer could not be read (it may have been cut off on the way). The change may have been made: saving again will not make it twice.',
    /** `count` is `smart_count` written for the language (109,500): smart_count picks the plural. */
    resultCount: '1 result |||| %{count} results',
    offline: 'You are offline. Loading and saving wait for the connection to come back.',
    /** After a form tab's name, for screen readers, when the tab holds a field in error (a space comes between). */
    tabHasErrors: '(has errors)',
  },
  filters: { active: 'Status', status: 'Status', type: 'Type', all: 'All', toggle: 'Filters', toggleCount: 'Filters (%{smart_count})', searchShortcut: 'Press %{key} to search' },
  viewError: {
    title: 'Page error',
    loadFailed: 'This page could not load. Check the connection, then try again.',
    failed: 'Something went wrong on this page.',
    reload: 'Reload the page',
  },
  dateRange: { start: 'Start date', end: 'End date', search: 'Search', clear: 'Clear', createdBetween: 'Created between' },
  bulkActive: {
    activate: 'Activate',
    deactivate: 'Deactivate',
    activated: 'Activated 1 item |||| Activated %{smart_count} items',
    deactivated: 'Deactivated 1 item |||| Deactivated %{smart_count} items',
    already_activated: 'The selected items are already active',
    already_deactivated: 'The selected items are already inactive',
    progress: '%{done} of %{total} done…',
  },
  export: {
    button: 'Export CSV',
    /** `count` is `smart_count` written for the language (10,950 / 10 950): smart_count picks the plural. */
    rows: '1 row |||| %{count} rows',
    progress: 'Exporting %{done} of %{of}…',
    done: 'Exported %{smart_count} row |||| Exported %{smart_count} rows',
    capped: 'Exported the first %{count} of %{total} rows: narrow the search or the filters to export the rest',
    partialFile: 'first %{count} of %{total}',
  },
} as const;
