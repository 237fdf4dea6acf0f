import type { Theme } from '@mui/material';
import type { SystemStyleObject } from '@mui/system';

/**
 * For lists with many columns: react-admin's layout grows the whole page to the table's width (its root is
 * `min-width: fit-content`), so the page scrolls sideways under the side menu. Containing the list's inline
 * size keeps it to the content area, and the table scrolls inside its card instead. Every list has it, through
 * the themes' RaList style override (themes/themes.ts).
 */
export const scrollingListSx: SystemStyleObject<Theme> = {
  contain: 'inline-size',
  '& .RaList-main': { minWidth: 0 },
  '& .RaList-content': { overflowX: 'auto' },
  // The table scrolls on its own, so that what sits above it in the card (the date search) stays in view.
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  // react-admin lifts the bulk-actions bar 48 px above the card, over the filters; the card's scrolling clips
  // it there (it was invisible). It covers the table's header row instead, inside the card.
  // Above the pinned header cells (pinnedColumns.ts: z-index 3).
  '& .RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)': { transform: 'none', zIndex: 4 },
  // Collapsed (nothing selected), react-admin only gives the bar no height: its buttons stayed reachable by Tab
  // and by screen readers, unseen.
  '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' },
  // Below the md breakpoint (1024 px: tablets too) react-admin's Create is a round button floating over the bottom
  // right corner: room below the list lets its last row or card and the page arrows scroll out from under it (it
  // covered them, audits: phone, then a last row's Edit and Delete at 768 px).
  '@media (max-width: 1023.95px)': { '&:has(.RaCreateButton-floating)': { paddingBottom: '128px' } },
};
