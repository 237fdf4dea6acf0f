import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { LinkBase, useGetList, useTranslate } from 'react-admin';
import { statusFilter } from '@shared/enums';
import { constructionLeads, propertyLeads, support } from '@shared/resources/leads';
import { plotToBuy } from '@shared/resources/plots';
import { formatNumber } from '../../format';
import { filteredListPath } from '../../ui/listAddress';
import { dashKey } from './messages';

const OPEN = statusFilter.values.OPEN;

/**
 * What waits for someone, whatever the period: each count is a list's total with its open filter, and links to that
 * list so filtered. Triage went through five lists, setting a filter on each (audit 32-O).
 */
const waiting = [
  { key: 'support', resource: support.name, filter: { statusFilter: OPEN } },
  { key: 'propertyLeads', resource: propertyLeads.name, filter: { statusFilter: OPEN } },
  { key: 'constructionLeads', resource: constructionLeads.name, filter: { statusFilter: OPEN } },
  // A requirement's own status is `status`: its statusFilter is the spec's fixed 1 (the active filter's All).
  { key: 'plotsToBuy', resource: plotToBuy.name, filter: { status: OPEN } },
] as const;

type Waiting = (typeof waiting)[number];

function AttentionCount({ item }: { item: Waiting }) {
  const translate = useTranslate();
  // One row is enough: the answer's total is the count (the server caches it per filter).
  const { total, isPending, error } = useGetList(item.resource, { pagination: { page: 1, perPage: 1 }, filter: item.filter });
  const label = translate(dashKey(`attention.${item.key}`));
  return (
    // As the figures above: an outlined card had no dark-mode elevation, and read as a hole in the page.
    <Card>
      <CardActionArea component={LinkBase} to={filteredListPath(`/${item.resource}`, item.filter)} sx={{ height: '100%' }}>
        <CardContent sx={{ py: 1.5 }}>
          {isPending ? (
            <Skeleton variant="text" width="30%" sx={{ fontSize: '1.5rem' }} />
          ) : (
            <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
              {error || total === undefined ? '—' : formatNumber(total)}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function AttentionCounts() {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="dashboard-attention" sx={{ mb: 3 }}>
      <Typography id="dashboard-attention" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(dashKey('attention.title'))}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
        {waiting.map((item) => (
          <AttentionCount key={item.key} item={item} />
        ))}
      </Box>
    </Box>
  );
}
