import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import LandscapeIcon from '@mui/icons-material/Landscape';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useStore, useTranslate } from 'react-admin';
import { dashboardDateFilter } from '@shared/enums';
import { ServiceOrderList } from '../../resources/service-order/ServiceOrderList';
import { LoadErrorAlert } from '../../ui/LoadErrorAlert';
import { PageTitle } from '../../ui/PageTitle';
import { AttentionCounts } from './AttentionCounts';
import { DashboardDateFilter } from './DashboardDateFilter';
import { DASHBOARD_ORDER_STATUS, DASHBOARD_PERIOD_STORE_KEY, DEFAULT_PERIOD, isPeriod, type DashboardPeriod } from './dashboardRequests';
import { figureDefs, figureListPath, type FigureKey } from './figures';
import { dashKey } from './messages';
import { StatCard } from './StatCard';
import { useDashboardFigures } from './useDashboardFigures';

const icons: Record<FigureKey, ReactNode> = {
  plotsForSale: <LandscapeIcon />,
  totalIncome: <CurrencyRupeeIcon />,
  pendingOrders: <PendingActionsIcon />,
  completedOrders: <TaskAltIcon />,
};

/** A figure's link to the records behind it (figureListPath), none for income. */
function linkOf(key: FigureKey, period: DashboardPeriod) {
  const to = figureListPath(key, period);
  return to ? { to, label: dashKey(`cardLinks.${key}`) } : null;
}

/** /dashboard/default: the four figures of the chosen period against the previous one, then the pending orders. */
export function DashboardPage() {
  const translate = useTranslate();
  const [stored, setPeriod] = useStore<DashboardPeriod>(DASHBOARD_PERIOD_STORE_KEY, DEFAULT_PERIOD);
  const period = isPeriod(stored) ? stored : DEFAULT_PERIOD;
  const { data, isPending, error, refetch } = useDashboardFigures(period);

  return (
    <Box sx={{ pb: 3 }}>
      <Title title={translate(dashKey('title'))} />
      <PageTitle title={dashKey('title')} />
      <DashboardDateFilter value={period} onChange={setPeriod} />
      {error ? (
        <LoadErrorAlert message={translate(dashKey('loadError'))} onRetry={() => void refetch()} />
      ) : (
        <Box
          aria-busy={isPending}
          sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}
        >
          {figureDefs.map((def) => (
            <StatCard
              key={def.key}
              label={dashKey(`cards.${def.key}`)}
              hint={dashKey(`cardHints.${def.key}`)}
              icon={icons[def.key]}
              current={data?.[def.current]}
              previous={data?.[def.previous]}
              comparable={!('dateFilter' in period && period.dateFilter === dashboardDateFilter.values.ALL)}
              format={def.format}
              loading={isPending}
              link={linkOf(def.key, period)}
            />
          ))}
        </Box>
      )}
      <AttentionCounts />
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(dashKey('pendingList'))}
      </Typography>
      <ServiceOrderList fixedStatus={DASHBOARD_ORDER_STATUS} />
    </Box>
  );
}
