import type { Theme } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

/** MUI's `sm` breakpoint (600 px), as plain media queries: these styles are spread into other sx objects. */
const SM_UP = '@media (min-width: 600px)';
const SMALL_ONLY = '@media (max-width: 599.95px)';

/**
 * Table styles that keep a list's last columns (its status and actions) in view: a table wider than the screen
 * scrolls sideways inside its card (ui/listLayout.ts), and without this the actions that a row exists for
 * (Edit, Delete, Generate OTP, a status select) started past the right edge on a 1440-wide desktop.
 *
 * `fixedWidths` pins one more column per width given: the columns right of it get exactly those widths (from the
 * last one leftwards), so that each pinned column knows where to stop; on phones only the last stays pinned.
 * `pinnedEndColumnsSx()` pins the last column.
 */
/**
 * While columns are hidden under the pinned ones (the table scrolled anywhere but to its end), the pinned edge casts a
 * shadow on them: without it the table's sideways scroll had no cue at 1280 px (columns slid under Status and
 * Actions unseen). A scroll-driven animation on the table's own scroller (CSS only): its progress is the scroll
 * position, so the shadow goes at the end; a table that fits is no scroller, and the shadow never shows. Browsers
 * without scroll timelines show the plain divider.
 */
const coveredCue = keyframes`
  from, 98% { box-shadow: var(--pinned-divider), -14px 0 12px -10px rgba(0, 0, 0, 0.5); }
  to { box-shadow: var(--pinned-divider); }
`;

export function pinnedEndColumnsSx(...fixedWidths: number[]): SystemStyleObject<Theme> {
  const always: Record<string, SystemStyleObject<Theme>> = {};
  const fromSm: Record<string, SystemStyleObject<Theme>> = {};
  const divider = {
    '--pinned-divider': (theme: Theme) => `inset 1px 0 0 ${theme.palette.divider}`,
    boxShadow: 'var(--pinned-divider)',
    animation: `${coveredCue} linear both`,
    animationTimeline: 'scroll(nearest inline)',
  };
  let right = 0;
  for (let fromEnd = 1; fromEnd <= fixedWidths.length + 1; fromEnd++) {
    const width = fixedWidths[fromEnd - 1];
    // Only the last column is pinned on phones: more pinned columns covered all but a sliver of the row's first
    // cells (an order's number showed as "ORD10").
    const styles = fromEnd === 1 ? always : fromSm;
    // A row's cells are all td (or all th): "of-type" counts the same cells, and emotion does not warn about it.
    const cell = `& tr > :nth-last-of-type(${fromEnd})`;
    styles[cell] = {
      position: 'sticky',
      right,
      zIndex: 1,
      // The card's colour, dark mode's elevation overlay included (MUI's Paper sets the variable).
      backgroundColor: 'background.paper',
      backgroundImage: 'var(--Paper-overlay)',
      ...(width !== undefined ? { width, minWidth: width, maxWidth: width, boxSizing: 'border-box' } : {}),
      ...(fromEnd === fixedWidths.length + 1 ? divider : {}),
    };
    // Above the other header cells (sticky at the top, z-index 2) and above the pinned body cells.
    // Like react-admin's other header cells: the plain paper colour.
    styles[`& thead ${cell.slice(2)}`] = { zIndex: 3, backgroundImage: 'none' };
    styles[`& tr.MuiTableRow-hover:hover > :nth-last-of-type(${fromEnd})`] = {
      backgroundImage: (theme: Theme) => `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover}), var(--Paper-overlay, none)`,
    };
    if (width !== undefined) right += width;
  }
  if (fixedWidths.length === 0) return always as SystemStyleObject<Theme>;
  return {
    ...always,
    [SMALL_ONLY]: { '& tr > :nth-last-of-type(1)': divider },
    [SM_UP]: fromSm,
  } as SystemStyleObject<Theme>;
}

/** The usual case: the actions (or the status select) are the last column. */
export const pinnedLastColumnSx = pinnedEndColumnsSx();
