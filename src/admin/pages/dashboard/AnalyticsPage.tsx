import { Box, Skeleton, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { Title, useTranslate } from 'react-admin';
import type { DashboardFigures } from '@shared/dashboard';
import { dashboardDateFilter } from '@shared/enums';
import { formatCompactNumber, formatCompactRupees, formatNumber, NA } from '../../format';
import { LoadErrorAlert } from '../../ui/LoadErrorAlert';
import { PageTitle } from '../../ui/PageTitle';
import { ChartFigure } from './ChartFigure';
import { figureDefs, presetFilters, type FigureDef } from './figures';
import { analyticsKey, dashKey } from './messages';
import { useDashboardFiguresByFilter } from './useDashboardFigures';
import { useOrderStatusCounts } from './useOrderStatusCounts';

const CHART_HEIGHT = 260;
const filterIds = presetFilters.map((f) => f.id);

/** /dashboard/analytics: every dashboard figure per period against the previous period, the order status split and income. */
export function AnalyticsPage() {
  const translate = useTranslate();
  const results = useDashboardFiguresByFilter(filterIds);
  const status = useOrderStatusCounts();
  const failed = results.some((r) => r.error) || status.error;
  const retry = () => {
    results.forEach((r) => void r.refetch());
    status.refetch();
  };
  const figures = results.every((r) => r.data) ? results.map((r) => r.data as DashboardFigures) : null;
  const counts = figureDefs.filter((d) => d.key !== 'totalIncome');
  const income = figureDefs.find((d) => d.key === 'totalIncome')!;

  return (
    <Box sx={{ pb: 3 }}>
      <Title title={translate(analyticsKey('title'))} />
      <PageTitle title={analyticsKey('title')} subtitle={analyticsKey('subtitle')} />
      {failed && <LoadErrorAlert message={translate(analyticsKey('loadError'))} onRetry={retry} />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
        {[income, ...counts].map((def) =>
          figures ? <ComparisonChart key={def.key} def={def} figures={figures} /> : <ChartSkeleton key={def.key} />,
        )}
        {status.counts ? <StatusSplitChart counts={status.counts} /> : <ChartSkeleton />}
      </Box>
    </Box>
  );
}

function ChartSkeleton() {
  return <Skeleton variant="rounded" height={CHART_HEIGHT + 56} aria-busy="true" />;
}

/** One figure, current against previous period, for each preset period. */
function ComparisonChart({ def, figures }: { def: FigureDef; figures: DashboardFigures[] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const periods = presetFilters.map((f) => translate(dashKey(`filters.${f.key}`)));
  const current = figures.map((f) => f[def.current]);
  // All has no period before it: no bar and NA, rather than a measured-looking 0.
  const previous = figures.map((f, i) => (presetFilters[i].id === dashboardDateFilter.values.ALL ? null : f[def.previous]));
  const currentLabel = translate(analyticsKey('current'));
  const previousLabel = translate(analyticsKey('previous'));
  const figureName = translate(dashKey(`cards.${def.key}`));
  const isIncome = def.key === 'totalIncome';
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const format = (v: number | null) => (v === null ? '' : def.format(v));
  return (
    <ChartFigure
      title={isIncome ? translate(analyticsKey('income')) : translate(analyticsKey('comparison'), { figure: figureName })}
      subtitle={isIncome ? translate(analyticsKey('incomeHint')) : undefined}
      table={{
        columns: [currentLabel, previousLabel],
        rows: periods.map((label, i) => ({ label, values: [def.format(current[i]), previous[i] === null ? NA : def.format(previous[i])] })),
      }}
    >
      <BarChart
        height={CHART_HEIGHT}
        // Taller than MUI X's default: 近一年 measured too tall for it and was cut to 近一…. On a phone the labels
        // slant, or the chart dropped some of them (Aujourd’hui, Mois in French at 360 px).
        xAxis={[{ scaleType: 'band', data: periods, ...(narrow ? { height: 72, tickLabelStyle: { angle: -35, textAnchor: 'end' } } : { height: 36 }) }]}
        yAxis={[{ valueFormatter: (v: number) => (isIncome ? formatCompactRupees(v) : formatCompactNumber(v)), width: isIncome ? 64 : 48 }]}
        series={[
          { data: current, label: currentLabel, color: theme.palette.primary.main, valueFormatter: format },
          { data: previous, label: previousLabel, color: theme.palette.mode === 'dark' ? theme.palette.grey[500] : theme.palette.grey[400], valueFormatter: format },
        ]}
      />
    </ChartFigure>
  );
}

function StatusSplitChart({ counts }: { counts: { pending: number; completed: number; failed: number } }) {
  const translate = useTranslate();
  const theme = useTheme();
  const slices = [
    { id: 'pending', value: counts.pending, label: translate(analyticsKey('pending')), color: theme.palette.warning.main },
    { id: 'completed', value: counts.completed, label: translate(analyticsKey('completed')), color: theme.palette.success.main },
    { id: 'failed', value: counts.failed, label: translate(analyticsKey('failed')), color: theme.palette.error.main },
  ];
  const total = counts.pending + counts.completed + counts.failed;
  return (
    <ChartFigure
      title={translate(analyticsKey('statusSplit'))}
      subtitle={translate(analyticsKey('statusSplitHint'))}
      table={{ columns: [translate(analyticsKey('statusSplit'))], rows: slices.map((s) => ({ label: s.label, values: [formatNumber(s.value)] })) }}
    >
      {total === 0 ? (
        <Box sx={{ height: CHART_HEIGHT, display: 'grid', placeItems: 'center', color: 'text.secondary' }}>{translate(analyticsKey('noOrders'))}</Box>
      ) : (
        <PieChart
          height={CHART_HEIGHT}
          series={[{ data: slices, innerRadius: 50, paddingAngle: 2, cornerRadius: 4, arcLabel: (item) => (item.value ? formatCompactNumber(item.value) : '') }]}
        />
      )}
    </ChartFigure>
  );
}
