import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import { Box, Card, CardContent, Link, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LinkBase, useLocaleState, useTranslate } from 'react-admin';
import { changeOf } from './figures';
import { dashKey } from './messages';
import { visuallyHidden } from '@admin/ui/visuallyHidden';

export type StatCardProps = {
  label: string;
  /** What the figure counts, under its name. */
  hint?: string;
  icon: ReactNode;
  current?: number;
  previous?: number;
  /** The period has one before it (every period but All). */
  comparable?: boolean;
  format(value: number): string;
  loading?: boolean;
  /** The list behind the figure, and the link's text. */
  link?: { to: string; label: string } | null;
};

const changeColors = { up: 'success.main', down: 'error.main', flat: 'text.secondary' } as const;

/** One dashboard figure with its change against the previous period ("—" when there is none to compare with). */
export function StatCard({ label, hint, icon, current, previous, comparable = true, format, loading, link }: StatCardProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const titleId = `stat-${label.replace(/\W+/g, '-')}`;
  const change = current !== undefined && previous !== undefined ? changeOf(current, previous) : null;
  const percent = change ? new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(change.percent / 100) : null;

  return (
    <Card component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={titleId} variant="subtitle2" color="text.secondary" component="h2">
            {translate(label)}
          </Typography>
          <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
            {icon}
          </Box>
        </Stack>
        {hint && (
          <Typography variant="caption" color="text.secondary" component="p">
            {translate(hint)}
          </Typography>
        )}
        {loading || current === undefined ? (
          <>
            <Skeleton variant="text" width="60%" sx={{ fontSize: '2rem' }} />
            <Skeleton variant="text" width="40%" />
          </>
        ) : (
          <>
            <Typography variant="h4" component="p" sx={{ my: 1, fontWeight: 600 }} data-testid="stat-value">
              {format(current)}
            </Typography>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }} data-testid="stat-change">
              {change && percent !== null ? (
                <>
                  <Box sx={{ display: 'inline-flex', alignItems: 'center', color: changeColors[change.direction], fontWeight: 600 }}>
                    {change.direction === 'up' && <ArrowUpwardIcon fontSize="small" titleAccess={translate(dashKey('increase'))} />}
                    {change.direction === 'down' && <ArrowDownwardIcon fontSize="small" titleAccess={translate(dashKey('decrease'))} />}
                    {change.direction === 'flat' && <TrendingFlatIcon fontSize="small" titleAccess={translate(dashKey('noChange'))} />}
                    <span>{percent}</span>
                  </Box>
                  <Typography variant="caption" color="text.secondary">
                    {translate(dashKey('vsPrevious'), { previous: format(previous!) })}
                  </Typography>
                </>
              ) : comparable && previous === 0 ? (
                // Nothing to compute a change from, but there was a period before: it had none.
                <Typography variant="caption" color="text.secondary">
                  {translate(dashKey('noneBefore'))}
                </Typography>
              ) : (
                <Typography variant="body2" color="text.secondary" title={translate(dashKey('noPrevious'))}>
                  <span aria-hidden>—</span>
                  <Box component="span" sx={visuallyHidden}>
                    {translate(dashKey('noPrevious'))}
                  </Box>
                </Typography>
              )}
            </Stack>
          </>
        )}
        {link && (
          <Link component={LinkBase} to={link.to} variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
            {translate(link.label)}
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
