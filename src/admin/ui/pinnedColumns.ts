import type { Theme } from '@mui/material';
import type { SystemStyleObject } from '@mui/system';

/**
 * Table styles that keep a list's last columns (its status and actions) in view: a table wider than the screen
 * scrolls sideways inside its card (ui/listLayout.ts), and without this the actions that a row exists for
 * (Edit, Delete, Generate OTP, a status select) started past the right edge on a 1440-wide desktop.
 *
 * `fixedWidths` pins one more column per width given: the columns right of it get exactly those widths (from the
 * last one leftwards), so that each pinned column knows where to stop. `pinnedEndColumnsSx()` pins the last column.
 */
export function pinnedEndColumnsSx(...fixedWidths: number[]): SystemStyleObject<Theme> {
  const styles: Record<string, SystemStyleObject<Theme>> = {};
  let right = 0;
  for (let fromEnd = 1; fromEnd <= fixedWidths.length + 1; fromEnd++) {
    const width = fixedWidths[fromEnd - 1];
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
      ...(fromEnd === fixedWidths.length + 1 ? { boxShadow: (theme: Theme) => `inset 1px 0 0 ${theme.palette.divider}` } : {}),
    };
    // Above the other header cells (sticky at the top, z-index 2) and above the pinned body cells.
    // Like react-admin's other header cells: the plain paper colour.
    styles[`& thead ${cell.slice(2)}`] = { zIndex: 3, backgroundImage: 'none' };
    styles[`& tr.MuiTableRow-hover:hover > :nth-last-of-type(${fromEnd})`] = {
      backgroundImage: (theme: Theme) => `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover}), var(--Paper-overlay, none)`,
    };
    if (width !== undefined) right += width;
  }
  return styles as SystemStyleObject<Theme>;
}

/** The usual case: the actions (or the status select) are the last column. */
export const pinnedLastColumnSx = pinnedEndColumnsSx();
