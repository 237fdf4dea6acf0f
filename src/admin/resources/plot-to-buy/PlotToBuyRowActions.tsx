import { Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { PlotToBuy } from '@shared/resources/plots';
import { RowDetailsLink } from '@admin/ui/RowDetailsLink';
import { plotToBuyDetailsPath } from './paths';
import { PlotToBuyStatusMenu } from './PlotToBuyStatusMenu';

const R = 'resources.plot-to-buy';

/** Change status and the link to the requirement, one above the other in the pinned last column. */
export function PlotToBuyRowActions(_props: { label?: string }) {
  const record = useRecordContext<PlotToBuy & { id: string }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="column" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <PlotToBuyStatusMenu />
      <RowDetailsLink
        to={plotToBuyDetailsPath(record.id)}
        label={translate(`${R}.actions.details`)}
        name={translate(`${R}.actions.detailsOf`, { ticketId: record.ticketId })}
      />
    </Stack>
  );
}
