/**
 * Mounts the service-order views, the dashboard and analytics in a real <Admin> (layout, router, store) with a
 * fake dataProvider, translated with the application's English texts (page blocks and resource messages included).
 */
import { render } from '@testing-library/react';
import { Route, type Location, type NavigateFunction } from 'react-router-dom';
import { Admin, CustomRoutes, memoryStore, Resource, TestMemoryRouter, testDataProvider } from 'react-admin';
import type { DataProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from '@i18n/en';
import { composeMessages } from '@i18n/index';
import { AnalyticsPage } from '@admin/pages/dashboard/AnalyticsPage';
import { DashboardPage } from '@admin/pages/dashboard/DashboardPage';
import { serviceOrderResource } from '@admin/resources/service-order';
import { OrderDetailsPage } from '@admin/resources/service-order/OrderDetailsPage';
import { ServiceOrderList } from '@admin/resources/service-order/ServiceOrderList';
import type { ServiceOrder } from '@shared/resources/serviceOrder';

/** Overrides of react-admin's methods and the custom ones; loosely typed so plain vi.fn mocks fit. */
export type FakeProvider = Record<string, unknown>;

export function renderOrdersAdmin(path: string, dataProvider: FakeProvider, router: { navigateCallback?: (navigate: NavigateFunction) => void; locationCallback?: (location: Location) => void } = {}) {
  const i18nProvider = polyglotI18nProvider(() => composeMessages(en, 'en', [serviceOrderResource]), 'en', [{ locale: 'en', name: 'English' }]);
  return render(
    <TestMemoryRouter initialEntries={[path]} {...router}>
      <Admin dataProvider={testDataProvider(dataProvider as unknown as Partial<DataProvider>)} i18nProvider={i18nProvider} store={memoryStore()} disableTelemetry>
        <Resource name="service-order" list={ServiceOrderList} show={OrderDetailsPage} />
        <CustomRoutes>
          <Route path="/service-order/details" element={<OrderDetailsPage />} />
          <Route path="/dashboard/default" element={<DashboardPage />} />
          <Route path="/dashboard/analytics" element={<AnalyticsPage />} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
}

export type OrderRow = ServiceOrder & { id: string };

let seq = 0;
export function makeOrder(overrides: Partial<OrderRow> = {}): OrderRow {
  const n = ++seq;
  const id = overrides.id ?? `o${n}`;
  return {
    id,
    _id: id,
    orderNo: `ORD-${1000 + n}`,
    address: 'Plot 12, Gachibowli, Hyderabad',
    location: { type: 'Point', coordinates: [78.3489, 17.4401] },
    serviceId: 's1',
    serviceName: 'Soil testing',
    fee: 2500,
    name: 'Ravi Kumar',
    email: 'ravi@example.com',
    plotLength: 40,
    plotWidth: 60,
    additionalInfo: 'Call before visiting',
    plotNo: '12A',
    ventureName: 'Green Meadows',
    plotFacing: 3,
    status: 'Pending',
    images: [],
    submissionType: 0,
    completedAt: null,
    createdAt: '2024-03-05T10:20:00.000Z',
    updatedAt: '2024-03-05T10:20:00.000Z',
    ...overrides,
  };
}

export const listAnswer = <T,>(data: T[], total = data.length) => ({ data, total });
