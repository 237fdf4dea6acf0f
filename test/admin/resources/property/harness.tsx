/**
 * Mounts the property screens in a real <Admin> (layout, router, notifications) with a fake dataProvider and
 * the English texts: react-admin's, the app's and the three property resources' own messages.
 */
import { render } from '@testing-library/react';
import { Admin, CustomRoutes, Resource, TestMemoryRouter, testDataProvider, type DataProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from '@i18n/en';
import { propertyMessages } from '@admin/resources/property/messages';
import { propertyExcelMessages } from '@admin/resources/property-excel/messages';
import { propertyExcelRowsMessages } from '@admin/resources/property-excel-rows/messages';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactElement } from 'react';
import { adminThemes } from '@admin/themes/adminThemes';

export const i18nProvider = polyglotI18nProvider(
  () => ({
    ...en,
    resources: {
      property: propertyMessages.en,
      'property-excel': propertyExcelMessages.en,
      'property-excel-rows': propertyExcelRowsMessages.en,
    },
  }),
  'en',
  [{ locale: 'en', name: 'English' }],
  { allowMissing: true },
);

/** Fake dataProvider methods (vi.fn mocks), react-admin's and the app's custom calls alike. */
export type Overrides = Record<string, unknown>;

export type Views = {
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  /** Custom pages by path (the import screens). */
  pages?: Record<string, ReactElement>;
  /** The browser admin's query settings (App.tsx) where a test depends on them; react-admin's defaults otherwise. */
  queryClient?: QueryClient;
  /** Told each location the router goes to (what the address bar would show). */
  onLocation?: (location: { pathname: string; search: string }) => void;
};

/** Renders the admin at `path` with the given views (each test file imports only what it tests). */
export function renderPropertyAdmin(
  path: string | { pathname: string; state: unknown },
  overrides: Overrides,
  { list, create, edit, pages = {}, queryClient, onLocation }: Views,
) {
  const dataProvider = testDataProvider(overrides as Partial<DataProvider>);
  return render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={onLocation}>
      <Admin dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={queryClient} lightTheme={adminThemes.default.light} disableTelemetry>
        <Resource name="property" list={list} create={create} edit={edit} recordRepresentation="address" />
        <Resource name="property-excel" />
        <Resource name="property-excel-rows" />
        <CustomRoutes>
          {Object.entries(pages).map(([pagePath, element]) => (
            <Route key={pagePath} path={pagePath} element={element} />
          ))}
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
}

export const listAnswer = <T extends { id: string }>(data: T[], total = data.length) => ({ data, total });
