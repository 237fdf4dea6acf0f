/**
 * Mounts the plots, leads, support and events screens (and the public contact page) in a real <Admin>
 * (layout, router, store) with a fake dataProvider, translated with the application's English texts.
 * Shared by the tests of those six resources and of the contact page.
 */
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, memoryStore, Resource, TestMemoryRouter, testDataProvider } from 'react-admin';
import type { DataProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from '@i18n/en';
import { composeMessages, locales } from '@i18n/index';
import { ContactUsPage } from '@admin/pages/contact/ContactUsPage';
import { constructionLeadsResource } from '@admin/resources/construction-leads';
import { ConstructionLeadsList } from '@admin/resources/construction-leads/ConstructionLeadsList';
import { eventsResource } from '@admin/resources/events';
import { EventList } from '@admin/resources/events/EventList';
import { plotForSaleResource } from '@admin/resources/plot-for-sale';
import { PlotForSaleDetails } from '@admin/resources/plot-for-sale/PlotForSaleDetails';
import { PlotForSaleList } from '@admin/resources/plot-for-sale/PlotForSaleList';
import { plotToBuyResource } from '@admin/resources/plot-to-buy';
import { PlotToBuyDetails } from '@admin/resources/plot-to-buy/PlotToBuyDetails';
import { PlotToBuyList } from '@admin/resources/plot-to-buy/PlotToBuyList';
import { PlotToBuyLookup } from '@admin/resources/plot-to-buy/PlotToBuyLookup';
import { propertyLeadsResource } from '@admin/resources/property-leads';
import { PropertyLeadsList } from '@admin/resources/property-leads/PropertyLeadsList';
import { supportResource } from '@admin/resources/support';
import { SupportList } from '@admin/resources/support/SupportList';

/** Methods the fake dataProvider answers (react-admin's and the custom ones); others throw. */
export type FakeProvider = Record<string, unknown>;

const resources = [
  propertyLeadsResource,
  plotForSaleResource,
  plotToBuyResource,
  constructionLeadsResource,
  supportResource,
  eventsResource,
];

export function renderScreens(path: string, dataProvider: FakeProvider) {
  const i18nProvider = polyglotI18nProvider(() => composeMessages(en, 'en', resources), 'en', locales);
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin dataProvider={testDataProvider(dataProvider as Partial<DataProvider>)} i18nProvider={i18nProvider} store={memoryStore()} disableTelemetry>
        <Resource name="plot-for-sale" list={PlotForSaleList} />
        <Resource name="plot-to-buy" list={PlotToBuyList} />
        <Resource name="property-leads" list={PropertyLeadsList} />
        <Resource name="construction-leads" list={ConstructionLeadsList} />
        <Resource name="support" list={SupportList} />
        <Resource name="events" list={EventList} />
        <CustomRoutes>
          <Route path="/plot-for-sale/details/:id" element={<PlotForSaleDetails />} />
          <Route path="/plot-to-buy/details" element={<PlotToBuyLookup />} />
          <Route path="/plot-to-buy/details/:id" element={<PlotToBuyDetails />} />
        </CustomRoutes>
        <CustomRoutes noLayout>
          <Route path="/contact-us" element={<ContactUsPage />} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
}

export const listAnswer = <T,>(data: T[], total = data.length) => ({ data, total });

/** The params of the last call of a vi.fn dataProvider method. */
export const lastParams = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls.at(-1)![1];
