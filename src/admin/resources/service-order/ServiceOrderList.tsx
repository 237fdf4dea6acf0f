import { Box } from '@mui/material';
import { TopToolbar } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '@shared/api';
import { serviceOrder } from '@shared/resources/serviceOrder';
import { OrderCompletionProvider } from '../../pages/order-completion/OrderCompletionProvider';
import { ListDateRangeFilter } from '../../ui/DateRangeSearch';
import { PageTitle } from '../../ui/PageTitle';
import { orderKey } from './messages';
import { orderFilters } from './orderFilters';
import { OrderCards } from './OrderCards';
import { OrderDataTable } from './OrderDataTable';
import { raSort } from '@admin/ui/raSort';
import { ListActions } from '@admin/ui/ListActions';
import { PhoneFiltersToggle } from '@admin/ui/PhoneFiltersToggle';
import { ClearFiltersButton } from '@admin/ui/ClearFiltersButton';
import { orderExportColumns } from './orderExport';
import { AppList } from '@admin/ui/AppList';
import { useCardsLayout } from '@admin/ui/useCardsLayout';

export type OrderStatusText = 'Pending' | 'Completed';

export type ServiceOrderListProps = {
  /**
   * Shows only the orders of this status, without the status filter and without touching the URL
   * (the dashboard's embedded list of pending orders).
   */
  fixedStatus?: OrderStatusText;
};

const defaultSort = raSort(serviceOrder.defaultSort);

/** The Service Order screen: search, date range, status filter, the server-paged table and the OTP flow. */
export function ServiceOrderList({ fixedStatus }: ServiceOrderListProps) {
  const embedded = fixedStatus !== undefined;
  const isSmall = useCardsLayout();
  return (
    <>
      {!embedded && <PageTitle title={orderKey('title')} />}
      <AppList
        resource={serviceOrder.name}
        title={embedded ? false : orderKey('title')}
        filter={embedded ? { status: fixedStatus } : undefined}
        filters={orderFilters(!embedded)}
        disableSyncWithLocation={embedded}
        storeKey={embedded ? false : undefined}
        sort={defaultSort}
        perPage={DEFAULT_PAGE_SIZE}
        // Embedded, the list has no actions but Clear filters and the phone's Filters button.
        actions={
          embedded ? (
            <TopToolbar>
              <ClearFiltersButton />
              <PhoneFiltersToggle />
            </TopToolbar>
          ) : (
            <ListActions exportColumns={orderExportColumns} />
          )
        }
        empty={false}
        sx={embedded ? { '& .RaList-main': { mt: 0 } } : undefined}
      >
        <Box sx={{ px: 2 }}>
          <ListDateRangeFilter />
        </Box>
        <OrderCompletionProvider>{isSmall ? <OrderCards /> : <OrderDataTable />}</OrderCompletionProvider>
      </AppList>
    </>
  );
}
