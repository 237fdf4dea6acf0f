/**
 * The presets as the signed-in admin uses them: themes.ts plus what every List (and its table or cards) gets by
 * default. Kept out of themes.ts because the stand-alone login page loads that module: react-admin's Pagination
 * (MUI's table pagination and select) came with these defaults into the login page's JavaScript, 184 → 249 kB
 * gzipped.
 */
import { createElement } from 'react';
import type { RaThemeOptions } from 'react-admin';
import { ListLoadError, ListPagination } from '@admin/ui/ListLoadError';
import { ListNoResults } from '@admin/ui/ListNoResults';
import { SortStateHead } from '@admin/ui/SortStateHead';
import { NamedSelectionRow } from '@admin/ui/NamedSelectionRow';
import { themes, type ThemeName, type ThemePair } from './themes';

const withListDefaults = (theme: RaThemeOptions): RaThemeOptions => ({
  ...theme,
  components: {
    ...theme.components,
    RaList: {
      ...theme.components?.RaList,
      defaultProps: { error: createElement(ListLoadError), pagination: createElement(ListPagination) },
    },
    RaDataTable: { ...theme.components?.RaDataTable, defaultProps: { empty: createElement(ListNoResults), head: SortStateHead } },
    RaDataTableBody: { ...theme.components?.RaDataTableBody, defaultProps: { row: NamedSelectionRow } },
    RaSimpleList: { ...theme.components?.RaSimpleList, defaultProps: { empty: createElement(ListNoResults) } },
    // A list's filter form applies a change at once. Its inputs are all choices (a status, a type); the search box,
    // the one typed filter, keeps its own pause (ListSearchInput). React-admin's 500 ms pause made a one-click
    // status take ~0.6 s before the list asked (audit 30-G).
    RaFilterForm: { ...theme.components?.RaFilterForm, defaultProps: { debounce: false } },
    // A list's actions wrap onto a second line rather than widen the page: beside a tablet's open menu the Sort
    // button's label ("Sort by Created at descending") took the property list to 848 px on a 768 px screen.
    RaTopToolbar: { ...theme.components?.RaTopToolbar, styleOverrides: { root: { flexWrap: 'wrap' } } },
  },
});

export const adminThemes = Object.fromEntries(
  Object.values(themes).map(({ name, light, dark }) => [name, { name, light: withListDefaults(light), dark: withListDefaults(dark) }]),
) as Record<ThemeName, ThemePair>;
