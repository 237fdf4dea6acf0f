/**
 * Forced colours (Windows high contrast): the browser repaints every text, border and background in the user's few
 * system colours, so states drawn with a tint or a coloured bar vanish (audit): the dashboard's pressed period looked
 * like the others, the selected tab lost its underline, the current menu entry looked like every other. Those keep
 * the system's own selection colours (Highlight, HighlightText), which the browser leaves as they are once the
 * element opts out of the repainting (forcedColorAdjust: none).
 */
const FORCED_COLORS = '@media (forced-colors: active)';

const inSelectionColours = { forcedColorAdjust: 'none', backgroundColor: 'Highlight', color: 'HighlightText' } as const;

/** A pressed toggle (the dashboard's period); its focus ring, drawn outside it on the page, in the page's text colour. */
export const forcedColorsToggle = {
  [FORCED_COLORS]: {
    '&.Mui-selected, &.Mui-selected:hover': { ...inSelectionColours, borderColor: 'Highlight' },
    '&.Mui-selected.Mui-focusVisible': { outlineColor: 'CanvasText' },
  },
};

/** The selected tab's underline (the bar under a tabbed form's or the profile's tabs). */
export const forcedColorsTabIndicator = { [FORCED_COLORS]: { forcedColorAdjust: 'none', backgroundColor: 'Highlight' } };

/** The side menu's entry of the page shown (react-admin's RaMenuItemLink-active), its icon with it. */
export const forcedColorsCurrentMenuItem = {
  [FORCED_COLORS]: {
    '&.RaMenuItemLink-active, &.RaMenuItemLink-active:hover': inSelectionColours,
    '&.RaMenuItemLink-active .MuiListItemIcon-root': { color: 'inherit' },
  },
};
