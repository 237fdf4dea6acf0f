/**
 * The nine colour presets (default, theme1..theme8), each as a light and a dark react-admin theme built on
 * react-admin's default theme, with the spec's breakpoints (§9), a Telugu-capable font stack, the
 * 260-wide sidebar (§2) and lists that keep to the screen's width (ui/listLayout.ts).
 */
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { scrollingListSx } from '@admin/ui/listLayout';
import { forcedColorsCurrentMenuItem, forcedColorsTabIndicator, forcedColorsToggle } from './forcedColors';
import { touchChipDelete, touchHitArea, touchTarget } from './touch';

export const themeNames = ['default', 'theme1', 'theme2', 'theme3', 'theme4', 'theme5', 'theme6', 'theme7', 'theme8'] as const;
export type ThemeName = (typeof themeNames)[number];
export const DEFAULT_THEME: ThemeName = 'default';
/** react-admin store key of the chosen preset (the light/dark mode lives under react-admin's own 'theme' key). */
export const THEME_NAME_STORE_KEY = 'themeName';

export const isThemeName = (value: unknown): value is ThemeName => themeNames.includes(value as ThemeName);

type Colours = { primary: string; secondary: string };
type Preset = { light: Colours; dark: Colours };

/** Every light colour reads at 4.5:1 or more on white, every dark one on the dark background (WCAG AA). */
const presets: Record<ThemeName, Preset> = {
  default: { light: { primary: '#1565c0', secondary: '#5e35b1' }, dark: { primary: '#90caf9', secondary: '#b39ddb' } },
  theme1: { light: { primary: '#203461', secondary: '#c2185b' }, dark: { primary: '#8fa8e0', secondary: '#f48fb1' } },
  theme2: { light: { primary: '#455a64', secondary: '#bf360c' }, dark: { primary: '#b0bec5', secondary: '#ffab91' } },
  theme3: { light: { primary: '#16595a', secondary: '#8a5a12' }, dark: { primary: '#80cbc4', secondary: '#ffcc80' } },
  theme4: { light: { primary: '#173e43', secondary: '#00796b' }, dark: { primary: '#7fb7bd', secondary: '#80deea' } },
  theme5: { light: { primary: '#0a2342', secondary: '#1b7a67' }, dark: { primary: '#90a4d4', secondary: '#80e0c8' } },
  theme6: { light: { primary: '#3949ab', secondary: '#00796b' }, dark: { primary: '#9fa8da', secondary: '#80cbc4' } },
  theme7: { light: { primary: '#6a1b9a', secondary: '#b34700' }, dark: { primary: '#ce93d8', secondary: '#ffb74d' } },
  theme8: { light: { primary: '#2e7d32', secondary: '#6d4c41' }, dark: { primary: '#a5d6a7', secondary: '#bcaaa4' } },
};

const darkText = 'rgba(0, 0, 0, 0.87)';

/**
 * MUI's status colours, where they fall below WCAG AA (4.5:1) here: white text on the light orange (3.0:1), the
 * red of a Delete button on the form toolbar's grey (3.8:1 light, 2.7:1 dark). Status chips and red text must be
 * readable in both modes: dark text on orange, a deeper red in light mode (red 900, 5.0:1 on the toolbar, 6.6:1
 * under white), a softer one with dark text in dark mode (red 200, 4.7:1 on the toolbar, 9.8:1 under dark text).
 */
const lightStatusColours = { warning: { main: '#ed6c02', contrastText: darkText }, error: { main: '#b71c1c' } };
const darkStatusColours = { error: { main: '#ef9a9a', contrastText: darkText } };

const FONT_STACK = '"Roboto", "Noto Sans Telugu", "Noto Sans", "Helvetica", "Arial", sans-serif';

/** The spec's breakpoints (§9). */
export const BREAKPOINTS = { xs: 0, sm: 768, md: 1024, lg: 1530, xl: 1536 };

const invariants = {
  breakpoints: { values: BREAKPOINTS },
  sidebar: { width: 260, closedWidth: 56 },
} satisfies RaThemeOptions;

/**
 * Keyboard focus must be seen (WCAG 2.4.7): MUI marks it with a faint ripple only, which on text buttons, table
 * sort labels and menu links did not show at all. A 2 px ring in the element's own text colour (so white on the
 * app bar), outside buttons; inside items that sit edge to edge in a list or a tab bar, where outside would be
 * clipped. Contained buttons take the text colour of the page, their own being white on their fill. And buttons
 * big enough for a finger on touch screens (touchTarget, above), and selected states seen in forced colours.
 */
function controlStyles(mode: 'light' | 'dark' | undefined) {
  const ring = (offset: number) => ({ '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: offset } });
  return {
    MuiButtonBase: { styleOverrides: { root: ring(2) } },
    MuiButton: { styleOverrides: { root: touchTarget, contained: { '&.Mui-focusVisible': { outlineColor: mode === 'dark' ? '#fff' : darkText } } } },
    MuiIconButton: { styleOverrides: { root: touchTarget } },
    MuiToggleButton: { styleOverrides: { root: { ...touchTarget, ...forcedColorsToggle } } },
    MuiTableSortLabel: { styleOverrides: { root: touchHitArea } },
    MuiChip: { styleOverrides: { deleteIcon: touchChipDelete } },
    MuiMenuItem: { styleOverrides: { root: ring(-2) } },
    MuiListItemButton: { styleOverrides: { root: ring(-2) } },
    MuiTab: { styleOverrides: { root: ring(-2) } },
    // Selected and current states that forced colours (Windows high contrast) would take away (forcedColors.ts).
    MuiTabs: { styleOverrides: { indicator: forcedColorsTabIndicator } },
    RaMenuItemLink: { styleOverrides: { root: forcedColorsCurrentMenuItem } },
  };
}

/**
 * react-admin's confirmation dialogs put the focus on Confirm, so Enter on a row's Delete and Enter again deleted
 * the record. Every confirmation here is a delete: the focus starts on Cancel, the safe choice (WAI-ARIA's
 * alert dialog pattern), once the dialog has mounted (after react-admin's autoFocus).
 */
const focusCancelFirst = (dialog: HTMLElement) => dialog.querySelector<HTMLButtonElement>('.MuiDialogActions-root button')?.focus();

/**
 * On a phone react-admin's form toolbar (Save, Delete) is fixed to the bottom of the screen: room below the form
 * lets its last control scroll out from under it (a property's Status switch and Add review sat under Save, where a
 * tap hit the bar; audit). The bar is 68 px high (16 px padding around a 36 px button).
 */
const roomForPhoneToolbar = { [`@media (max-width: ${invariants.breakpoints.values.sm - 0.05}px)`]: { paddingBottom: '84px' } };

/**
 * Wider, the toolbar stays in reach too: it sticks to the bottom of the screen while the form goes on below it.
 * React-admin leaves it at the form's end there, and a long form's Save was out of sight: three screens down on a
 * phone turned sideways (844×390), past the fold of a portrait tablet with its keyboard open (audit 31-J). The card
 * clips as `clip`, not `hidden`: a box that hides its overflow scrolls, however little, and holds a sticky element to
 * itself, while the card's overflow (a wide map or tab bar) must stay cut off at its edge.
 */
const stickyFormToolbar = {
  // min-width 0: what a hiding box gets by default, or a wide tab bar widens the card and the page with it.
  '& .RaEdit-card, & .RaCreate-card': { overflow: 'clip', minWidth: 0 },
  '& .RaToolbar-desktopToolbar': { position: 'sticky', bottom: 0, zIndex: 2 },
};

/**
 * Where the visitor asked for less motion (the system's setting), no ripples, fades, slides or skeleton pulses.
 * Animations end at once (not 0 s, so that their end events still come); transitions do not run at all: the
 * shortest one still transitions `visibility` too, and a kept-mounted menu (react-admin's Columns and Sort) was still
 * hidden when MUI moved the focus into it, which then stayed on the button, and Escape no longer closed it (audit).
 * MUI's transitions end on timers, not on transition events. Loading indicators keep turning: stopped, a spinner
 * reads as a stuck page.
 */
const reducedMotion = {
  '@media (prefers-reduced-motion: reduce)': {
    '*:not(.MuiCircularProgress-root, .MuiCircularProgress-circle, .MuiLinearProgress-bar), ::before, ::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0s !important',
      transitionDelay: '0s !important',
      scrollBehavior: 'auto !important',
    },
  },
};

/**
 * On a touch screen (a tablet gets the desktop layout) the small controls grow to about 44 px, the size a finger
 * hits: the menu's items were 36 px high, a table row's checkbox 24 × 24, the numbered pages 26 × 26 (audit 31-J).
 * Phones have the cards layout, whose controls are that size already.
 */
const touchTargets = {
  '@media (pointer: coarse)': {
    // Two classes each: the components' own rules (one class) come later in the page and would win a tie.
    '.MuiMenuItem-root.RaMenuItemLink-root': { minHeight: 44 },
    '.MuiTableCell-paddingCheckbox .MuiCheckbox-root.MuiCheckbox-root': { padding: 10 },
    '.MuiPaginationItem-root.MuiPaginationItem-page, .MuiPaginationItem-root.MuiPaginationItem-previousNext': { minWidth: 44, height: 44 },
    '.MuiTablePagination-actions .MuiIconButton-root.MuiIconButton-root': { padding: 10 },
  },
};

const DENSE = '&.MuiTableCell-sizeSmall:not(.MuiTableCell-paddingCheckbox)';
const denseCellsSx = {
  [DENSE]: { paddingLeft: 8, paddingRight: 8 },
  [`${DENSE}:first-of-type`]: { paddingLeft: 16 },
  [`${DENSE}:last-of-type`]: { paddingRight: 16 },
};

function build(base: RaThemeOptions, colours: Colours): RaThemeOptions {
  return {
    ...base,
    ...invariants,
    typography: { ...base.typography, fontFamily: FONT_STACK },
    palette: {
      ...base.palette,
      primary: { main: colours.primary },
      secondary: { main: colours.secondary },
      ...(base.palette?.mode === 'dark' ? darkStatusColours : lightStatusColours),
    },
    // Every list, create and edit page keeps to the screen's width: a wide table scrolls inside its card, a form's
    // tab bar scrolls with arrows, instead of widening the page (react-admin's layout grows to its content).
    components: {
      ...base.components,
      MuiCssBaseline: { styleOverrides: { ...reducedMotion, ...touchTargets } },
      ...controlStyles(base.palette?.mode),
      RaConfirm: { defaultProps: { TransitionProps: { onEntering: focusCancelFirst } } },
      RaList: { styleOverrides: { root: scrollingListSx } },
      // A list input's Remove and reorder buttons always shown: react-admin hides them until the mouse is over
      // the row, and hidden they are out of the Tab order (the keyboard could only Clear the whole list).
      RaSimpleFormIterator: { styleOverrides: { root: { '& .RaSimpleFormIterator-action': { visibility: 'visible' } } } },
      // Lists' cells 8 px apart instead of MUI's 16 (the table's outer edges keep 16): at 1366 px the property list's
      // Created at and Status, and the leads' and events' last columns, sat behind the table's sideways scroll.
      // Chinese headers broke between any two characters in a narrow column ("创建 / 时间", one to a line): a
      // header's words now stay whole as in the other languages (keep-all only changes CJK text).
      MuiTableCell: { styleOverrides: { root: denseCellsSx, head: { wordBreak: 'keep-all' } } },
      RaCreate: { styleOverrides: { root: { contain: 'inline-size', ...roomForPhoneToolbar, ...stickyFormToolbar } } },
      // And the other pages (profile, settings...): react-admin's layout is at least as wide as its content
      // (min-width: fit-content), so the profile's tab bar made the page 599 px wide on a 390 px phone.
      RaLayout: { styleOverrides: { root: { '& .RaLayout-content': { contain: 'inline-size' } } } },
      RaEdit: { styleOverrides: { root: { contain: 'inline-size', ...roomForPhoneToolbar, ...stickyFormToolbar } } },
    },
  };
}

export type ThemePair = { name: ThemeName; light: RaThemeOptions; dark: RaThemeOptions };

export const themes: Record<ThemeName, ThemePair> = Object.fromEntries(
  themeNames.map((name) => [
    name,
    { name, light: build(defaultLightTheme, presets[name].light), dark: build(defaultDarkTheme, presets[name].dark) },
  ]),
) as Record<ThemeName, ThemePair>;

/** The swatch the settings page shows for a preset. */
export const themeSwatch = (name: ThemeName) => presets[name].light;
